import type { FirstScreens } from '@lld/protocol/first-screens';
import { readWhenChanged } from './spa-index.ts';

const NONE: FirstScreens = {};

/**
 * The landing screens' files (the web build's first-screens.json), read again only when the file
 * changes (a new build); empty when there is none or it is not JSON.
 */
export function firstScreensFile(file: string): () => FirstScreens {
  const read = readWhenChanged(file, parseFirstScreens);
  return () => read() ?? NONE;
}

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
