// The protocol's base64 (packages/protocol/src/base64.ts) on Chromium's own ES2026 methods
// (`Uint8Array.fromBase64`, `toBase64`), which Node 20 lacks: every API answer the app reads is
// decoded by them. The module runs in a real page and must give the answers Node's JavaScript
// decoder gives, refusals included (whitespace, which the engine's decoder skips).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { base64ToBytesOrNull, usesEngineBase64 } from '@lld/protocol/base64';
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { skipBrowser, usePhone } from './support/browser';

const source = readFileSync(createRequire(import.meta.url).resolve('@lld/protocol/base64'), 'utf8');
/** The module as the page runs it: types stripped, its exports put on `window.codec`. */
const pageModule = `${
  ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText
}\nwindow.codec = { bytesToBase64, base64ToBytesOrNull, usesEngineBase64 };`;

type PageCodec = {
  bytesToBase64(bytes: Uint8Array): string;
  base64ToBytesOrNull(text: string): Uint8Array | null;
  usesEngineBase64: boolean;
};

/** What the page's decoder makes of each text: its bytes as numbers, or null. */
function decodeInPage(page: Page, texts: string[]): Promise<(number[] | null)[]> {
  return page.evaluate((all) => {
    const codec = (window as unknown as { codec: PageCodec }).codec;
    return all.map((t) => {
      const bytes = codec.base64ToBytesOrNull(t);
      return bytes === null ? null : [...bytes];
    });
  }, texts);
}

describe.skipIf(skipBrowser)("the protocol's base64 on the browser engine's own methods", () => {
  const phone = usePhone();

  /** A blank page holding the module (each test's context is closed after it). */
  async function codecPage(): Promise<Page> {
    const { page } = await phone.newPage();
    await page.setContent('<!doctype html><title>base64</title>');
    await page.addScriptTag({ type: 'module', content: pageModule });
    await page.waitForFunction(() => 'codec' in window);
    return page;
  }

  it('uses them in Chromium, and the JavaScript codec in Node', async () => {
    const page = await codecPage();
    expect(
      await page.evaluate(() => (window as unknown as { codec: PageCodec }).codec.usesEngineBase64),
    ).toBe(true);
    expect(usesEngineBase64).toBe(false);
  });

  it('decodes and refuses exactly what the JavaScript decoder does', async () => {
    const page = await codecPage();
    const texts = [
      ...['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy', '////', '+/+/'],
      ...['Zm9', 'Zm9*', '-_-_', 'Zm9v\n', 'Zg==Zm9v', 'Z===', 'Zh==', 'Zm9=', 'Zm9ü', 'Zm9v    '],
      ...[' Zg=', 'Zg== \t\n\r', 'Zm 9v', '\tZm9vYg==   ', 'Zg', 'Zg=', '=Zg=', 'Zm9v====', 'Zm9vY\fmE='],
      ...fc.sample(fc.string({ maxLength: 12, unit: fc.constantFrom(...'AZaz09+/= \n-_Q'.split('')) }), {
        numRuns: 300,
        seed: 19,
      }),
    ];
    const inPage = await decodeInPage(page, texts);
    texts.forEach((text, i) => {
      const inNode = base64ToBytesOrNull(text);
      expect([text, inPage[i]]).toEqual([text, inNode === null ? null : [...inNode]]);
    });
  });

  it('encodes and decodes random bytes as Buffer does', async () => {
    const page = await codecPage();
    const samples = fc
      .sample(fc.uint8Array({ maxLength: 400 }), { numRuns: 200, seed: 19 })
      .map((b) => [...b]);
    samples.push(Array.from({ length: 20_000 }, (_, i) => (i * 31) & 0xff));
    const answers = await page.evaluate((all) => {
      const codec = (window as unknown as { codec: PageCodec }).codec;
      return all.map((bytes) => {
        const text = codec.bytesToBase64(new Uint8Array(bytes));
        const back = codec.base64ToBytesOrNull(text);
        return { text, back: back === null ? null : [...back] };
      });
    }, samples);
    samples.forEach((bytes, i) => {
      expect(answers[i]?.text).toBe(Buffer.from(bytes).toString('base64'));
      expect(answers[i]?.back).toEqual(bytes);
    });
  });
});
