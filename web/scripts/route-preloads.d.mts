// Types of route-preloads.mjs for its test.
export interface RoutePreload {
  path: string;
  exact: boolean;
  links: string[];
}
export const ROUTES: { path: string; exact: boolean; module: string }[];
export function routePreloads(manifest: Record<string, unknown>): RoutePreload[];
