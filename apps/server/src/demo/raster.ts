/**
 * Demo art drawn as SVG, stored the way an operator's uploads are: as WebP (issue 19). A phone
 * decodes a raster image off its main thread; every SVG image is a document of its own, parsed,
 * styled, laid out and painted on the main thread (a cold home landing at 4x built 24 of them,
 * ~345 ms of main-thread work, the ads' most).
 *
 * Rendering is deterministic, and tests start dozens of demo servers: each picture is rendered
 * once per machine into a cache (node_modules/.cache, the build-tool convention) and read from
 * there after. Art with text needs a CJK font on the server; without one it stays SVG (the phone
 * draws its text).
 */
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { serverPath } from '../paths.ts';

const CACHE_DIR = serverPath('node_modules', '.cache', 'demo-art');
const QUALITY = 78;

/** The cache file of `svg`: its hash with the renderer's version (another libvips draws otherwise). */
export function artCacheFile(svg: Uint8Array): string {
  const hash = createHash('sha256').update(sharp.versions.vips).update(`${QUALITY}\n`).update(svg);
  return path.join(CACHE_DIR, `${hash.digest('hex').slice(0, 40)}.webp`);
}

/** `svg` rendered as WebP, from the cache when it is there. A cache that cannot be written is skipped. */
export async function renderWebp(svg: string | Uint8Array): Promise<Uint8Array> {
  const bytes = typeof svg === 'string' ? new TextEncoder().encode(svg) : svg;
  const file = artCacheFile(bytes);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    // not rendered on this machine yet
  }
  const webp = new Uint8Array(await sharp(bytes).webp({ quality: QUALITY }).toBuffer());
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a server starting beside this one reads a whole file or none.
    const part = `${file}.${randomUUID()}.part`;
    await writeFile(part, webp);
    await rename(part, file);
  } catch {
    // a read-only install: render again next time
  }
  return webp;
}

const run = promisify(execFile);
let cjk: Promise<boolean> | undefined;

/**
 * Whether the server's fonts (fontconfig, which sharp's renderer uses) have Chinese. Asked once,
 * without holding the event loop of a starting server.
 */
export function hasCjkFont(): Promise<boolean> {
  cjk ??= run('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', timeout: 5000 }).then(
    ({ stdout }) => stdout.trim() !== '',
    () => false, // no fontconfig tools: no way to tell, the phone draws the text
  );
  return cjk;
}

/** For tests: what `hasCjkFont` answers from now on (undefined: ask fontconfig again). */
export function setCjkFontForTests(value: boolean | undefined): void {
  cjk = value === undefined ? undefined : Promise.resolve(value);
}
