// Accessibility (issue 19): axe-core (the engine inside Lighthouse) over the main screens at
// 390x844 in the default theme: no WCAG 2 A/AA violation — names for every control, contrast,
// ARIA used correctly, and zoom not blocked — and headings in order (Lighthouse's heading-order).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skipBrowser, usePhone } from './support/browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  nodes: Array<{ target: string[] }>;
}

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const wcag = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    const order = await axe.run(document, { runOnly: { type: 'rule', values: ['heading-order'] } });
    return [...wcag.violations, ...order.violations].map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return found.map((v) => `${v.id}: ${v.nodes.slice(0, 3).join(' | ')}`);
}

const SCREENS: Array<[string, string, string]> = [
  ['home', '/', '.media-section[data-section] .media-card'],
  ['community', '/community', 'article[data-post-id]'],
  ['player', '/play/longVideo?id=1', '.video-desc__title'],
  ['welfare', '/welfare', '.wf-task'],
  ['mine', '/mine', '.mine-user__name'],
];

describe.skipIf(skipBrowser)('accessibility', () => {
  const phone = usePhone();

  it('the main screens have no WCAG 2 A/AA violations', async () => {
    const { page } = await phone.newPage();
    const report: Record<string, string[]> = {};
    for (const [name, path, ready] of SCREENS) {
      await page.goto(path);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      await page.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
      report[name] = await violations(page);
    }
    expect(report).toEqual({ home: [], community: [], player: [], welfare: [], mine: [] });
    const viewport = await page.locator('meta[name=viewport]').getAttribute('content');
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/user-scalable=no|maximum-scale=1(?![0-9.])/);
  });
});
