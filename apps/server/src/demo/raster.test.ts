import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeImage } from '@lld/protocol/image-codec';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LocalStorage } from '../adapters/storage.ts';
import { artCacheFile, renderWebp, setCjkFontForTests } from './raster.ts';
import { storeDrawnImage } from './seed.ts';

const KEY = 'raster-test-image-key-0123456789';
const root = mkdtempSync(path.join(tmpdir(), 'lld-raster-'));
const deps = { storage: new LocalStorage(root), imageKey: KEY };
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => setCjkFontForTests(undefined));

/** A drawing no other test makes (its cache file is this run's), `w`×`h`. */
const drawing = (w: number, h: number, text = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#3c6"/><circle cx="${w / 2}" cy="${h / 2}" r="${(Date.now() % 97) + 3}" fill="#fff"/>${text ? `<text x="8" y="${h - 8}" font-size="20">${text}</text>` : ''}</svg>`;

const stored = (p: string) =>
  new Uint8Array(decodeImage(readFileSync(path.join(root, ...p.slice(1).split('/'))), KEY));

describe('demo art as an upload would be', () => {
  it('renders an SVG as WebP of its size, once: a second ask reads the cached file', async () => {
    const svg = drawing(750, 300);
    const file = artCacheFile(new TextEncoder().encode(svg));
    rmSync(file, { force: true });
    const webp = await renderWebp(svg);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 750, height: 300 });
    expect(existsSync(file)).toBe(true);
    expect(new Uint8Array(readFileSync(file))).toEqual(webp);
    // What the cache holds is what is answered (not rendered again).
    const marked = Uint8Array.from(webp, (b, i) => (i === webp.length - 1 ? b ^ 1 : b));
    writeFileSync(file, marked);
    expect(await renderWebp(svg)).toEqual(marked);
    rmSync(file, { force: true });
  });

  it('stores art without text as WebP, obfuscated, whatever the fonts', async () => {
    setCjkFontForTests(false);
    const p = await storeDrawnImage(deps, 'demo', drawing(480, 270), { scheme: 1 });
    expect(p).toMatch(/^\/demo\/[a-z0-9]+\.webp$/);
    const bytes = stored(p);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });
  });

  it('stores art with Chinese text as WebP where the server has a CJK font, else as the SVG', async () => {
    const svg = drawing(120, 120, '新人福利');
    setCjkFontForTests(true);
    const webp = await storeDrawnImage(deps, 'demo', svg, { scheme: 2, text: true });
    expect(webp).toMatch(/\.webp$/);
    expect(stored(webp)).toEqual(await renderWebp(svg));
    setCjkFontForTests(false);
    const kept = await storeDrawnImage(deps, 'demo', svg, { scheme: 2, text: true });
    expect(kept).toMatch(/^\/demo\/[a-z0-9]+\.svg$/);
    expect(new TextDecoder().decode(stored(kept))).toBe(svg);
  });
});
