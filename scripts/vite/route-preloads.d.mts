import type { Plugin } from 'vite';

export interface RouteScreen {
  pattern: string;
  pages: string[];
  areas: string[];
}
export interface RoutePreloadOptions {
  base: string;
  locales: readonly string[];
  areaModule: (locale: string, area: string) => string;
  sharedAreas: readonly string[];
}
export interface RoutePreloadList {
  routes: { pattern: string; files: string[]; locales: Record<string, string[]> }[];
}
export declare const walkRouteTable: (options: { srcDir: string; alias: Record<string, string> }) => Promise<RouteScreen[]>;
export declare const routePreloadList: (
  bundle: Record<string, { type: string; isEntry?: boolean; imports?: string[]; moduleIds?: string[] }>,
  screens: RouteScreen[],
  options: RoutePreloadOptions,
) => RoutePreloadList;
export declare const routePreloads: (
  options: { srcDir: string; alias: Record<string, string> } & Omit<RoutePreloadOptions, 'base'>,
) => Plugin;
export declare const nginxRouteMapFile: string;
export declare const nginxRouteMap: (list: RoutePreloadList) => string;
