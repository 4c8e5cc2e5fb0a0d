import { ROUTES, type RoutePath } from '@lld/protocol/routes';
import type { ComponentType } from 'react';

/** What a lazy route module exports: the screen as its default export. */
export interface ScreenModule {
  default: ComponentType;
}

/**
 * One screen of the app. Each feature exports the screens it has (`features/<x>/routes.ts`);
 * app/route-table.ts composes them into the router.
 */
export interface ScreenRoute {
  /** Names the route in the chunk-reload guard. */
  id: string;
  path: RoutePath;
  load: () => Promise<ScreenModule>;
}

/** A screen at `ROUTES[key]`, named by that key (in the chunk-reload guard too). */
export function screen(key: keyof typeof ROUTES, load: () => Promise<ScreenModule>): ScreenRoute {
  return { id: key, path: ROUTES[key], load };
}

/** A route table: route key (ROUTES) → the lazy load of the screen that draws it. */
export type ScreenTable = { readonly [K in keyof typeof ROUTES]?: () => Promise<ScreenModule> };

/**
 * A feature's screens from its route table, in its order (each screen file its own lazy chunk:
 * one `import()` per route, so the entry holds no table of file names).
 */
export function screens(table: ScreenTable): ScreenRoute[] {
  const rows = Object.entries(table) as Array<[keyof typeof ROUTES, () => Promise<ScreenModule>]>;
  return rows.map(([key, load]) => screen(key, load));
}

let available: ReadonlySet<string> = new Set();

/** Called once by the app layer with the composed route list, before the first render. */
export function setAvailableRoutes(routes: readonly ScreenRoute[]): void {
  available = new Set(routes.map((r) => r.path));
}

/**
 * True when `href` (a path, optionally with query or hash) leads to a screen of this build.
 * Features ask before showing an entry, so no entry ever opens the not-found page; the answer
 * comes from the routes the app composed, so features never import the app layer.
 */
export function isRouteAvailable(href: string): boolean {
  const cut = href.search(/[?#]/);
  return available.has(cut === -1 ? href : href.slice(0, cut));
}
