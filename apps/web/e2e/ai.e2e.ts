// The AI studio (issue 16) against the real server and its sandbox AI provider: buy credits with
// gold, then each tool: submit, watch it run (text streaming in), see the result, find it in the
// history; the AI footer tab leads to the studio.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, screenshot, skipBrowser, usePhone } from './support/browser';
import { png } from './support/png';
import { callAs } from './support/protocol-client';

async function splashGone(page: Page): Promise<void> {
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
}
const done = (page: Page) =>
  page.locator('[data-testid=ai-job-status][data-status=done]').first().waitFor({ timeout: 90_000 });

describe.skipIf(skipBrowser)('AI studio', () => {
  const phone = usePhone();
  let page: Page;

  it('buys credits, makes a picture and a story', async () => {
    ({ page } = await phone.newPage());
    page.on('pageerror', (e) => console.log(`PAGEERROR ${e.message}\n${e.stack}`));
    page.on('console', (m) => { if (m.type() === 'error') console.log(`CONSOLE ${m.text()}`); });
    await page.goto('/');
    await splashGone(page);
    await page.locator('.footer-tab-bar').getByText('AI', { exact: true }).click();
    await page.waitForURL('**/ai');
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const me = await callAs<{ id: number }>(token, 'user/info');
    await admin('POST', 'wallet/grant', {
      userId: me.data.id,
      currency: 'gold',
      amount: 10_000,
      requestId: `e2e-ai-${me.data.id}`,
    });
    await page.reload();
    await expect.poll(() => page.getByTestId('ai-balance').textContent()).toBe('0 点');
    await page.getByRole('button', { name: '购买点数' }).click();
    await page.getByTestId('ai-pack-2').click();
    await expect.poll(() => page.getByTestId('ai-balance').textContent()).toBe('550 点');
    await splashGone(page);
    await screenshot(page, 'ai-studio');

    // Text to image.
    await page.getByTestId('ai-tool-image').click();
    await page.waitForURL('**/ai/generate');
    await page.getByTestId('ai-prompt').fill('星空下的海边小屋');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByTestId('ai-submit').click();
    await done(page);
    await expect.poll(() => page.getByTestId('ai-image').count()).toBe(2);
    await expect.poll(() => page.getByTestId('ai-balance').textContent()).toBe('530 点');
    await page.locator('[data-testid=ai-image] img').first().waitFor();
    await screenshot(page, 'ai-generate');

    // Text to novel: the story streams in.
    await page.goto('/ai/aiBookDesc');
    await page.getByTestId('ai-prompt').fill('雨天书店里的一次相遇');
    await page.getByTestId('ai-submit').click();
    await expect
      .poll(async () => (await page.getByTestId('ai-novel-text').textContent())?.length ?? 0, {
        timeout: 30_000,
      })
      .toBeGreaterThan(20);
    await done(page);
    await screenshot(page, 'ai-novel');
  }, 300_000);

  // Skipped at the end of stop 27: on /ai/aiGirlfriend the chat input never appeared in this
  // journey (the screen did not render after the story step; cause not yet found). It goes on
  // from the page the test above left, so it runs only after that one.
  it('chats with the companion, changes a face, makes a video, and lists them in history', async () => {
    // Companion: a streamed reply, remembered.
    await page.goto('/ai/aiGirlfriend');
    await page.getByTestId('ai-chat-input').fill('今天下雨了，你在做什么？');
    await page.getByRole('button', { name: /发送/ }).click();
    await page.locator('.ai-bubble--assistant').first().waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('[data-role=assistant]').count(), { timeout: 60_000 }).toBe(1);
    await screenshot(page, 'ai-companion');

    // Face change: own photo, the consent tick.
    await page.goto('/ai/changeFace');
    await page.getByTestId('ai-face-notice').waitFor();
    await page
      .locator('[data-testid=image-input]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png([200, 150, 120], [90, 60, 40]) });
    await expect.poll(() => page.getByTestId('ai-submit').isDisabled()).toBe(true);
    await page.getByTestId('ai-consent').check();
    await expect.poll(() => page.getByTestId('ai-submit').isDisabled(), { timeout: 30_000 }).toBe(false);
    await page.getByTestId('ai-submit').click();
    await done(page);
    await page.locator('[data-testid=ai-image] img').first().waitFor();
    await screenshot(page, 'ai-face-change');

    // Image to video from a generated picture.
    await page.goto('/ai/ImageGeneratedVideo');
    await page.getByTestId('ai-pick-generated').first().click();
    await page.getByTestId('ai-submit').click();
    await done(page);
    await page.getByTestId('ai-video').waitFor();
    await screenshot(page, 'ai-video');

    // History: every job, newest first.
    await page.goto('/ai/history');
    await expect.poll(() => page.getByTestId('ai-history-item').count()).toBe(5);
    expect(
      await page
        .getByTestId('ai-history-item')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-tool'))),
    ).toEqual(['video', 'faceswap', 'companion', 'novel', 'image']);
    await screenshot(page, 'ai-history');
    await page.getByTestId('ai-delete').last().click();
    await expect.poll(() => page.getByTestId('ai-history-item').count()).toBe(4);
  }, 300_000);
});
