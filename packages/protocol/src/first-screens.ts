// What the web build tells the server about its landing screens (apps/web/first-screens.ts
// writes it, apps/server names the files in the index.html it serves for that path).

/** The file beside the built index.html. */
export const FIRST_SCREENS_FILE = 'first-screens.json';

/** Path (no query) → files under the build's root its screen needs first: JS chunks, then CSS. */
export type FirstScreens = Readonly<Record<string, readonly string[]>>;
