// The app's font stacks (global.css --app-font, index.html's splash, canvas-image.ts, the seasonal
// theme art's Chinese text): Noto Sans CJK SC first, since Chromium on Linux and ChromeOS makes
// a synchronous round trip to the browser process for each family named before the first one it
// has (issue 19, session 62).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canvasFont } from '@/lib/canvas-image';
import { loadThemeAssets } from '@/themes/load-assets';

const FIRST = 'Noto Sans CJK SC';

/** The families of a CSS font-family value, unquoted, in order. */
function families(value: string): string[] {
  return value
    .split(',')
    .map((f) => f.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

const globalCss = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8');
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const appFont = families(/--app-font:\s*([^;]+);/.exec(globalCss)?.[1] ?? '');
const splashFont = families(/#splash\s*\{[^}]*?font-family:\s*([^;]+);/.exec(indexHtml)?.[1] ?? '');
const canvasFamilies = families(canvasFont(16).replace(/^\d+ \d+px /, ''));

/** True when `part` lists some of `whole`'s families in `whole`'s order. */
const inOrder = (part: string[], whole: string[]) =>
  part.every((f, i) => whole.includes(f) && (i === 0 || whole.indexOf(part[i - 1]!) < whole.indexOf(f)));

describe('the font stack (issue 19)', () => {
  it('names Noto Sans CJK SC first, then the phones’ own fonts, then a generic family', () => {
    for (const stack of [appFont, splashFont, canvasFamilies]) {
      expect(stack[0]).toBe(FIRST);
      expect(stack).toEqual(expect.arrayContaining(['-apple-system', 'PingFang SC', 'Microsoft YaHei']));
      expect(stack.at(-1)).toBe('sans-serif');
    }
  });

  it('draws the splash and the canvas in the app’s families, in its order', () => {
    expect(inOrder(splashFont, appFont)).toBe(true);
    expect(inOrder(canvasFamilies, appFont)).toBe(true);
  });

  it('draws the seasonal art’s Chinese text (the home LCP image of 春节) in the same first family', async () => {
    const art = decodeURIComponent((await loadThemeAssets('springfestival')).index.adBgi);
    const stacks = [...art.matchAll(/font-family="([^"]*)"/g)].map((m) => families(m[1]!));
    expect(stacks.length).toBeGreaterThan(0);
    for (const stack of stacks) expect(stack[0]).toBe(FIRST);
  });
});
