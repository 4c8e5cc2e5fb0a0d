// Build step: the chunks of the screens people land on, by path, for the server to name in the
// index.html it serves (issue 19). Without it the first screen's chunks are asked for by the
// entry once it has run: one `<link>` appended per chunk on the main thread (70–120 ms at 4x
// CPU) and downloads that start only after the entry's own. Named in the page, they start with
// the page's preload scan and the entry appends nothing for them (Vite's preload helper skips a
// file the document already links).
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

// Not imported from @lld/protocol: Node loads vite.config's packages untranspiled, and the
// protocol is TypeScript source. first-screens.test.ts checks these against it.
/** `FIRST_SCREENS_FILE` of @lld/protocol/first-screens: where the server reads the table. */
export const FIRST_SCREENS_FILE = 'first-screens.json';
/** `FirstScreens` of @lld/protocol/first-screens: path → files under the build's root. */
type FirstScreens = Readonly<Record<string, readonly string[]>>;

/**
 * Where people land, path (@lld/protocol/routes) → the screen module the router loads there
 * (src/app/route-table.ts, the features' routes.ts): the start URL, the footer tabs, and the
 * player that shared links open. Another path loads its chunks as before, from the entry.
 */
export const LANDING_SCREENS: Readonly<Record<string, string>> = {
  '/': 'src/app/home-route.tsx',
  '/lld': 'src/features/media/screens/channel-screen.tsx',
  '/community': 'src/features/community/community-screen.tsx',
  '/game': 'src/features/games/game-screen.tsx',
  '/liveTv': 'src/features/live/live-home-screen.tsx',
  '/mine': 'src/features/mine/mine-screen.tsx',
  '/play/longVideo': 'src/features/media/screens/long-video-screen.tsx',
};

/** The chunks loaded whenever `host` runs: its static imports, recursively (not `host` itself). */
export function staticClosure(imports: ReadonlyMap<string, readonly string[]>, host: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    for (const i of imports.get(file) ?? []) if (!seen.has(i)) seen.add(i) && walk(i);
  };
  walk(host);
  return seen;
}

/** Chunk metadata Vite adds to each output chunk (its CSS files). */
interface ViteChunkMeta {
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * path → the files its screen needs beyond what index.html already loads: the screen's chunk
 * and its static imports, then their CSS. `root` is the web app's directory (module ids are
 * absolute). A landing screen whose module is not a chunk of the bundle is an error: the table
 * above has gone stale.
 */
export function firstScreenFiles(
  bundle: OutputBundle,
  root: string,
  screens: Readonly<Record<string, string>> = LANDING_SCREENS,
): FirstScreens {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const imports = new Map(chunks.map((c) => [c.fileName, c.imports] as const));
  const entry = chunks.find((c) => c.isEntry);
  const inPage = entry ? new Set([entry.fileName, ...staticClosure(imports, entry.fileName)]) : new Set();
  const base = root.replace(/\\/g, '/').replace(/\/$/, '');
  const out: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(screens)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/') === `${base}/${module}`);
    if (!chunk) throw new Error(`first-screens: ${module} (for ${path}) is not a chunk of this build`);
    const js = [chunk.fileName, ...staticClosure(imports, chunk.fileName)].filter((f) => !inPage.has(f));
    const css = js.flatMap((f) => [
      ...((bundle[f] as unknown as ViteChunkMeta | undefined)?.viteMetadata?.importedCss ?? []),
    ]);
    out[path] = [...js, ...new Set(css)];
  }
  return out;
}

export function firstScreens(): Plugin {
  let root = '';
  return {
    name: 'lld:first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREENS_FILE,
        source: JSON.stringify(firstScreenFiles(bundle as OutputBundle, root)),
      });
    },
  };
}
