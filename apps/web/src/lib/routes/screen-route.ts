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

/** The lazy loads `import.meta.glob` gives for a feature's screen files, by file path. */
export type ScreenFiles = Record<string, () => Promise<ScreenModule>>;

/** A route table: route key (ROUTES) → the name of the file that draws it (no folder, no `.tsx`). */
export type ScreenTable = { readonly [K in keyof typeof ROUTES]?: string };

/**
 * A feature's screens from its route table and the `import.meta.glob` of its screen files (each
 * file stays its own lazy chunk). A name that is not among the files throws as the feature's
 * routes load: at start, and in every test (test/setup loads the route table).
 */
export function screens(files: ScreenFiles, table: ScreenTable): ScreenRoute[] {
  const byName = new Map(
    Object.entries(files).map(([path, load]) => [path.replace(/^.*\/|\.tsx$/g, ''), load]),
  );
  return Object.entries(table).map(([key, name = '']) => {
    const load = byName.get(name);
    if (!load) throw new Error(`No screen file "${name}" for route ${key}`);
    return screen(key as keyof typeof ROUTES, load);
  });
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
