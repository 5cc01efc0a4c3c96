/** Sets of files under src/ merged into one chunk each, by chunk name. */
export declare const loadTogether: Record<string, string[]>;
/** The absolute path of src/, ending in a separator. */
export declare const srcDir: string;
/** Rolldown code-splitting groups, one per set. */
export declare const loadTogetherGroups: () => {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: false;
}[];
