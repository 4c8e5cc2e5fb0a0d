// AI studio, text to novel (issue 16): the story streams in as it is written (seen while the
// job still runs), is charged 30 credits, is listed under 我的小说 and in the history, and opens
// in the novel reader (from the result and from the history); the credit pack shows in 已购.
import { describe, expect, it } from 'vitest';
import { balance, historyTools, jobDone, openTool } from './support/ai';
import { screenshot, skipBrowser, usePhone } from './support/browser';

describe.skipIf(skipBrowser)('AI studio: text to novel', () => {
  const phone = usePhone();

  it('writes a story that streams in, and finds it in the history', async () => {
    const { page } = await openTool(phone, 'novel', '/ai/aiBookDesc');
    await page.getByTestId('ai-prompt').fill('雨天书店里的一次相遇');
    await page.getByRole('button', { name: '悬疑' }).click();
    await page.getByTestId('ai-submit').click();

    // Streaming: some text is on screen while the job is still running.
    const text = page.getByTestId('ai-novel-text');
    const status = page.getByTestId('ai-job-status').first();
    await expect
      .poll(
        async () =>
          (await status.getAttribute('data-status')) === 'running' &&
          ((await text.textContent()) ?? '').length > 10,
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
    await screenshot(page, 'ai-novel-streaming');
    await jobDone(page);
    await expect.poll(() => balance(page)).toBe(70);
    const story = (await text.textContent()) ?? '';
    expect(story.length).toBeGreaterThan(100);
    expect(story).toContain('演示');
    await page.getByRole('button', { name: /雨天书店里的一次相遇/ }).waitFor();
    await screenshot(page, 'ai-novel');

    // The finished story opens in the novel reader (its font, colours and settings panel).
    await page.getByTestId('ai-read-story').first().click();
    await page.waitForURL(/\/dating\/novelDetail\?aiStory=\d+$/);
    const reader = page.getByTestId('ai-story-reader');
    await reader.getByRole('heading', { name: /雨天书店里的一次相遇/ }).waitFor();
    const firstLine = story
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean)!;
    await reader.getByText(firstLine.slice(0, 12)).first().waitFor();
    await page.mouse.click(195, 422); // the middle of the page opens the reader's menu
    const size = Number(await reader.getAttribute('data-font-size'));
    await page.getByRole('button', { name: '增大字号' }).click();
    await expect.poll(async () => Number(await reader.getAttribute('data-font-size'))).toBeGreaterThan(size);
    await screenshot(page, 'ai-novel-reader');

    expect(await historyTools(page)).toEqual(['novel']);
    // From the history too.
    await page.getByTestId('ai-history-item').first().getByTestId('ai-read-story').click();
    await page
      .getByTestId('ai-story-reader')
      .getByRole('heading', { name: /雨天书店里的一次相遇/ })
      .waitFor();

    // The credit pack bought on the way in is listed under 已购内容.
    await page.goto('/mine/myBought');
    await page.locator('#splash').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('AI点数 · 体验包 100 点').waitFor();
    await screenshot(page, 'ai-pack-bought');
  }, 240_000);
});
