import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), whichever way the code runs: from `src/` through
 * tsx, or compiled into `dist/` (and its `dist/chunks/`). Files the server reads at run time
 * (migrations, demo media, package.json, the games sandbox's pages) are found from here, never
 * relative to the current module, whose place differs between the two.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@lld/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the @lld/server package folder was not found above this module');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();

/** A path inside the server package, e.g. `serverPath('drizzle')`. */
export const serverPath = (...parts: string[]): string => path.join(SERVER_ROOT, ...parts);
