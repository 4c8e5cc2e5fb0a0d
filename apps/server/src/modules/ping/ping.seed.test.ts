import { decodeImage, hasImageMarker } from '@lld/protocol/image-codec';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from '../../adapters/storage.ts';
import { ads } from '../../db/core.schema.ts';
import { bannerSvg, escapeXml, iconSvg } from '../../demo/art.ts';
import { setCjkFontForTests } from '../../demo/raster.ts';
import { TestClient } from '../../test/client.ts';
import { useTestApp } from '../../test/harness.ts';
import { DEMO_BANNERS, DEMO_ICONS } from './demo-ads.ts';
import { seedDemoContent } from './ping.seed.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]!);
const BAD_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;

/**
 * A small XML check for the SVGs drawn here: one <svg> root, balanced tags, quoted
 * attributes, escaped text. Returns the root's attributes and the text of each <text>.
 */
function parseSvg(xml: string) {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<style>([^<]*)<\/style>|([^<]+)/y;
  const stack: string[] = [];
  const texts: string[] = [];
  let root: Record<string, string> | null = null;
  let text: string | null = null;
  let closed = false;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const m = token.exec(xml);
    if (!m) throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    const [, slash, name, attrs, selfClose, , chars] = m;
    if (closed) throw new Error(`content after the root at ${at}`);
    if (chars !== undefined) {
      if (stack.length === 0) throw new Error('text outside the root');
      if (BAD_ENTITY.test(chars)) throw new Error(`unescaped & in ${chars}`);
      if (text !== null) text += unescapeXml(chars);
      continue;
    }
    if (name === undefined) continue; // <style> (checked for imports by the caller)
    for (const v of (attrs ?? '').matchAll(/="([^"]*)"/g)) {
      if (BAD_ENTITY.test(v[1]!)) throw new Error(`unescaped & in ${v[1]}`);
    }
    if (slash) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}> at ${at}`);
      if (name === 'text') texts.push(text ?? '');
      if (name === 'text') text = null;
      if (stack.length === 0) closed = true;
      continue;
    }
    if (stack.length === 0) {
      if (name !== 'svg' || root) throw new Error(`root is <${name}>`);
      root = Object.fromEntries(
        [...(attrs ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]),
      );
    }
    if (selfClose) {
      if (stack.length === 0) closed = true;
      continue;
    }
    stack.push(name);
    if (name === 'text') text = '';
  }
  if (!closed || stack.length > 0) throw new Error('unclosed elements');
  return { root: root!, texts };
}

/** Checks an SVG cover: well-formed, the given size, self-contained and small. */
function checkSvg(bytes: Uint8Array, [width, height]: readonly [number, number]) {
  expect(bytes.length).toBeLessThan(6 * 1024);
  const xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  expect(xml.startsWith('<svg ')).toBe(true);
  const { root, texts } = parseSvg(xml);
  expect(root).toMatchObject({
    xmlns: 'http://www.w3.org/2000/svg',
    width: String(width),
    height: String(height),
    viewBox: `0 0 ${width} ${height}`,
  });
  expect(xml).not.toMatch(/<script|foreignObject|<image|<use|href=|@import|\son[a-z]+=|javascript:/i);
  for (const url of xml.matchAll(/url\(([^)]*)\)/g)) expect(url[1]).toMatch(/^#[a-z]+$/);
  return texts;
}

// The ads' art as drawn (SVG, read here), which a server without a CJK font stores as it is; with
// one it is stored as WebP rendered from the same SVG (demo/raster.test.ts).
setCjkFontForTests(false);
const h = useTestApp({ DEMO_CONTENT: 'on', APP_ENCRYPT: 'off' });

describe('demo art', () => {
  it('has an SVG check that refuses broken or unsafe markup', () => {
    for (const bad of [
      '<svg><g></svg>',
      '<svg>a & b</svg>',
      '<svg></svg><svg></svg>',
      '<svg><text>x</svg>',
    ]) {
      expect(() => parseSvg(bad), bad).toThrow();
    }
    const head = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1">';
    for (const unsafe of ['<script/>', '<image href="http://x/a.png"/>', '<rect fill="url(http://x)"/>']) {
      expect(() => checkSvg(new TextEncoder().encode(`${head}${unsafe}</svg>`), [1, 1]), unsafe).toThrow();
    }
  });

  it('escapes text and refuses colours that are not colours', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const banner = DEMO_BANNERS.homeBanner[0]!;
    const hostile = { ...banner, title: '<script>&"', em: '&"', sub: ']]><x>', tag: "'", cta: '&amp;' };
    const texts = checkSvg(new TextEncoder().encode(bannerSvg(hostile)), [750, 300]);
    expect(texts).toEqual(expect.arrayContaining(['<script>&"', ']]><x>', "'", '&amp;']));
    expect(() => bannerSvg({ ...banner, palette: { ...banner.palette, from: 'red"/><script>' } })).toThrow(
      /colour/,
    );
    expect(() => iconSvg({ ...DEMO_ICONS[0]!, ink: 'url(http://x)' })).toThrow(/colour/);
  });

  it('draws every banner and icon as a small, self-contained SVG', () => {
    const banners = Object.values(DEMO_BANNERS).flat();
    for (const [i, b] of banners.entries()) {
      const texts = checkSvg(new TextEncoder().encode(bannerSvg(b, i)), [750, 300]);
      expect(texts).toEqual(expect.arrayContaining([b.title, b.sub, b.cta, b.tag]));
    }
    // Every banner has its own headline and colours.
    expect(new Set(banners.map((b) => b.title)).size).toBe(banners.length);
    expect(new Set(banners.map((b) => b.palette.from)).size).toBe(banners.length);
    for (const icon of DEMO_ICONS) {
      expect(checkSvg(new TextEncoder().encode(iconSvg(icon)), [120, 120])).toEqual([]);
    }
    expect(new Set(DEMO_ICONS.map((i) => i.glyph)).size).toBe(DEMO_ICONS.length);
  });
});

describe('demo content', () => {
  it('serves obfuscated covers under /files that decode to SVGs saying what the titles say (no CJK font)', async () => {
    const cfg = (await new TestClient(h.t.app, h.t.config).call('pingConfig')).data;
    const covers: Array<
      readonly [{ title: string; cover: string }, readonly [number, number], 'banner' | 'icon' | 'label']
    > = [
      ...cfg.advertise.map((a) => [a, [750, 300], 'banner'] as const),
      ...cfg.statConfigApp.list.flatMap((l) => l.ads.map((a) => [a, [120, 120], 'icon'] as const)),
      [cfg.floatingWindow!, [120, 120], 'label'],
      [cfg.aiFloatingWindow!, [120, 120], 'label'],
    ];
    expect(covers.length).toBeGreaterThan(40);
    const schemes = new Set<boolean>();
    for (const [item, size, kind] of covers) {
      expect(item.cover).toMatch(/^\/demo\/[a-z0-9]+\.svg$/);
      const r = await h.t.app.inject({ method: 'GET', url: `/files${item.cover}` });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/octet-stream');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      const stored = new Uint8Array(r.rawPayload);
      expect(Buffer.from(stored.subarray(0, 4)).toString('latin1')).not.toBe('<svg');
      schemes.add(hasImageMarker(stored));
      const texts = checkSvg(decodeImage(stored, h.t.config.imageKey), size);
      // What the image says is what the title (the alt text) says.
      if (kind === 'banner') expect(texts, item.title).toContain(item.title);
      if (kind === 'icon') expect(texts).toEqual([]); // the client prints the title under an icon
      if (kind === 'label') expect(texts.join(' ')).toBe(item.title);
    }
    expect(schemes.size).toBe(2); // both obfuscation schemes are in use
    // The home grid (location 1) has two full rows of distinct icons.
    const home = cfg.statConfigApp.list.find((l) => l.locId === 1)!.ads.map((a) => a.title);
    expect(home).toHaveLength(8);
    expect(new Set(home).size).toBe(8);
  });

  it('is idempotent: a second seed adds nothing', async () => {
    const before = (await h.db.db.select().from(ads)).length;
    const again = await seedDemoContent({
      db: h.db.db,
      storage: new LocalStorage(`${h.t.config.dataDir}/files`),
      imageKey: h.t.config.imageKey,
    });
    expect(again.seeded).toBe(false);
    expect((await h.db.db.select().from(ads)).length).toBe(before);
  });

  it('answers 404 for unknown or invalid file keys', async () => {
    for (const url of [
      '/files/demo/nothing.png',
      '/files/../secrets.json',
      '/files/%2e%2e/secrets.json',
      '/files/',
    ]) {
      const r = await h.t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
    }
  });
});
