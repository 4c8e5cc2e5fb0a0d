// AI studio, image to video (issue 16): a member uploads a picture, picks a motion, follows the
// progress and plays the result inline (60 credits); it is in the history.
import { describe, expect, it } from 'vitest';
import { balance, historyTools, jobDone, openTool } from './support/ai';
import { screenshot, skipBrowser, usePhone } from './support/browser';
import { png } from './support/png';

describe.skipIf(skipBrowser)('AI studio: image to video', () => {
  const phone = usePhone();

  it('makes a video from an uploaded picture that plays inline, and finds it in the history', async () => {
    const { page } = await openTool(phone, 'video', '/ai/ImageGeneratedVideo');
    await page.locator('[data-testid=image-input]').setInputFiles({
      name: 'sky.png',
      mimeType: 'image/png',
      buffer: png([80, 140, 230], [250, 210, 120]),
    });
    await page.getByRole('button', { name: '右移' }).click();
    await expect.poll(() => page.getByTestId('ai-submit').isDisabled(), { timeout: 30_000 }).toBe(false);
    await page.getByTestId('ai-submit').click();
    await expect.poll(() => balance(page)).toBe(40);
    await jobDone(page, 120_000);
    const video = page.getByTestId('ai-video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.duration > 1), {
        timeout: 30_000,
      })
      .toBe(true);
    await screenshot(page, 'ai-video');

    expect(await historyTools(page)).toEqual(['video']);
  }, 240_000);
});
