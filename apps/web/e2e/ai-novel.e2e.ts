// AI studio, text to novel (issue 16): the story streams in as it is written (seen while the
// job still runs), is charged 30 credits, is listed under 我的小说 and in the history.
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

    expect(await historyTools(page)).toEqual(['novel']);
  }, 240_000);
});
