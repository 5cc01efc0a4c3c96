import type { AgentRow, UserRow } from './schema';

/** What the account seed made, for the area seeds that build history on top of it. */
export interface SeedContext {
  now: Date;
  /** An ISO time `days` days (and optionally `hours` hours) before now. */
  ago: (days: number, hours?: number) => string;
  users: {
    fan: UserRow;
    creator: UserRow;
    googleFan: UserRow;
    newbie: UserRow;
    /** Owners of the other seeded agents. */
    otherCreators: UserRow[];
  };
  agents: {
    aoi: AgentRow;
    sakura: AgentRow;
    kenji: AgentRow;
    luna: AgentRow;
    mia: AgentRow;
  };
}

export const agoFrom = (now: Date) => (days: number, hours = 0): string =>
  new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();
