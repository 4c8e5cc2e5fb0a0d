// @vitest-environment node
// The web app manifest and its icons as the build writes them (vite.config.ts, pwa/).
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BRAND, ICON_SIZES } from '../../../pwa/brand';
import { drawIcon, iconFiles } from '../../../pwa/icons';
import { encodePng } from '../../../pwa/png';
import { coversPath } from './offline-screen';

function readPng(png: Buffer): { width: number; height: number; rgba: Buffer } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let at = 8;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    raw.copy(rgba, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  return { width, height, rgba };
}

describe('app icons drawn at build time', () => {
  it('has every size the manifest lists, 192 and 512 included, plus maskable and apple-touch', () => {
    const files = iconFiles(ICON_SIZES);
    expect(files.filter((f) => f.purpose === 'any').map((f) => f.size)).toEqual(
      expect.arrayContaining([192, 512, 180]),
    );
    expect(files.some((f) => f.purpose === 'maskable' && f.size === 512)).toBe(true);
    for (const f of files) {
      const { width, height } = readPng(f.png);
      expect([width, height]).toEqual([f.size, f.size]);
    }
  });

  it('draws the white mark on the brand colour, transparent outside the rounded square', () => {
    const size = 96;
    const { rgba } = readPng(encodePng(size, size, drawIcon(size)));
    const px = (x: number, y: number) => [...rgba.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
    expect(px(0, 0)[3]).toBe(0);
    expect(px(Math.round(size * 0.55), size / 2)).toEqual([255, 255, 255, 255]);
    const edge = px(size / 2, 3);
    expect(edge[3]).toBe(255);
    expect(edge[2]!).toBeGreaterThan(edge[0]!);
    // Maskable: the whole square is painted.
    const mask = readPng(encodePng(size, size, drawIcon(size, true))).rgba;
    expect(mask[3]).toBe(255);
  });

  it('names the app in zh-CN with the default theme colour', () => {
    expect(BRAND).toMatchObject({
      lang: 'zh-CN',
      name: '来了点',
      shortName: '来了点',
      themeColor: '#366CE3',
    });
  });
});

describe('offline screen', () => {
  it('covers data screens, not 我的下载', () => {
    expect(coversPath('/')).toBe(true);
    expect(coversPath('/mine')).toBe(true);
    expect(coversPath('/mine/download')).toBe(false);
  });
});
