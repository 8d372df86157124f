// Types of route-preloads.mjs for its tests.
export interface RoutePreload {
  path: string;
  exact: boolean;
  links: string[];
}
export interface Route {
  path: string;
  exact: boolean;
  module: string;
  queries: boolean;
  prerender: boolean;
}
export const ROUTES: Route[];
export const QUERY_LAYER: string;
export function pageAssets(manifest: Record<string, unknown>, route: Route): { js: string[]; css: string[] };
export function routePreloads(manifest: Record<string, unknown>): RoutePreload[];
