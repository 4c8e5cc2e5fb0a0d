// What every AI studio journey (ai-*.e2e.ts, issue 16) starts with (usePhone fails a journey
// with its pages' errors): a member (a guest the operator registered: uploads need an account) with gold,
// AI credits bought through the studio's pack sheet, and waiting for a job to finish.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { admin, type usePhone } from './browser';
import { grantGold, pageUser } from './wallet';

export interface StudioUser {
  page: Page;
  id: number;
  token: string;
}

/**
 * Opens the studio through the AI footer tab as a new registered member with 10 000 gold, and
 * buys credit pack `pack` in the sheet (pack 1: 100 credits for 1 000 gold; pack 2: 550 for 5 000).
 */
export async function studioUser(phone: ReturnType<typeof usePhone>, pack: 1 | 2 = 2): Promise<StudioUser> {
  const { page } = await phone.newPage();
  await page.goto('/');
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('.footer-tab-bar').getByText('AI', { exact: true }).click();
  await page.waitForURL('**/ai');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token') ?? '')).not.toBe('');
  const { token, id } = await pageUser(page);
  await admin('POST', `community/creators/${id}`, { nickname: `AI创作者${id}` });
  await grantGold(id, 10_000, `e2e-ai-${id}`);
  await expect.poll(() => balance(page)).toBe(0);
  await page.getByRole('button', { name: '购买点数' }).click();
  await page.getByTestId(`ai-pack-${pack}`).click();
  await expect.poll(() => balance(page)).toBe(pack === 1 ? 100 : 550);
  return { page, id, token };
}

/** A new studio member (`studioUser`, credit pack 1) on one tool's screen, opened from its tile. */
export async function openTool(
  phone: ReturnType<typeof usePhone>,
  tool: string,
  path: string,
): Promise<StudioUser> {
  const user = await studioUser(phone, 1);
  await user.page.getByTestId(`ai-tool-${tool}`).click();
  await user.page.waitForURL(`**${path}`);
  return user;
}

/** The credit balance the page shows (`530 点` → 530), or -1 while loading. */
export async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('ai-balance').first().textContent()) ?? '';
  const m = /^(\d+) 点$/.exec(text.trim());
  return m ? Number(m[1]) : -1;
}

/** Waits until the followed job on screen is done (a failed one fails the wait with its status). */
export async function jobDone(page: Page, timeout = 90_000): Promise<void> {
  const status = page.getByTestId('ai-job-status').first();
  await expect
    .poll(() => status.getAttribute('data-status'), { timeout })
    .toSatisfy((s) => s === 'done' || s === 'failed');
  expect(await status.getAttribute('data-status')).toBe('done');
}

/** The tools of my jobs in /ai/history, newest first. */
export async function historyTools(page: Page): Promise<string[]> {
  await page.goto('/ai/history');
  await page.locator('[data-testid=ai-history][aria-busy=false]').waitFor();
  return page
    .getByTestId('ai-history-item')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-tool') ?? ''));
}
