// What the web build tells the server about its landing screens (apps/web/first-screens.ts
// writes it; apps/server names the files in the index.html it serves for that path, and the
// web app's service worker does the same to the copy of index.html it answers navigations with).

/** The file beside the built index.html. */
export const FIRST_SCREENS_FILE = 'first-screens.json';

/** Path (no query) → files under the build's root its screen needs first: JS chunks, then CSS. */
export type FirstScreens = Readonly<Record<string, readonly string[]>>;

/** A built asset's name: letters, digits and `._-/` under assets/ (nothing to escape in an attribute). */
const ASSET = /^assets\/[\w.-]+\.(?:js|css)$/;

/** The file's table, keeping only paths and asset names of the expected shape. */
export function parseFirstScreens(text: string): FirstScreens {
  const raw: unknown = JSON.parse(text);
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Record<string, string[]> = {};
  for (const [path, files] of Object.entries(raw)) {
    if (!path.startsWith('/') || !Array.isArray(files)) continue;
    out[path] = files.filter((f): f is string => typeof f === 'string' && ASSET.test(f));
  }
  return out;
}

/** The files of the screen at `pathname` (own keys only: `/__proto__` is no path of ours). */
export function firstScreenOf(screens: FirstScreens, pathname: string): readonly string[] | undefined {
  return Object.hasOwn(screens, pathname) ? screens[pathname] : undefined;
}

/**
 * index.html with the first screen's files linked at the end of `<head>`: its chunks as
 * modulepreload (the entry's preload helper then appends nothing for them) and its CSS as a
 * preload, not a stylesheet, so the splash's first paint does not wait for it.
 */
export function withFirstScreen(html: string, files: readonly string[] | undefined): string {
  if (!files || files.length === 0) return html;
  const links = files
    .map((f) =>
      f.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${f}">`
        : `<link rel="modulepreload" crossorigin href="/${f}">`,
    )
    .join('');
  const at = html.search(/<\/head>/i);
  return at < 0 ? html : html.slice(0, at) + links + html.slice(at);
}
