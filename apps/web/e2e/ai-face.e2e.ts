// AI studio, face change (issue 16): a member picks a scene, uploads their own photo, cannot
// submit before ticking the consent line, gets the changed picture (20 credits) and finds it in
// the history.
import { describe, expect, it } from 'vitest';
import { balance, historyTools, jobDone, openTool } from './support/ai';
import { screenshot, skipBrowser, usePhone } from './support/browser';
import { png } from './support/png';

describe.skipIf(skipBrowser)('AI studio: face change', () => {
  const phone = usePhone();

  it('changes a face with the consent ticked, and finds it in the history', async () => {
    const { page } = await openTool(phone, 'faceswap', '/ai/changeFace');
    await page.getByTestId('ai-face-notice').waitFor();
    await page.getByTestId('ai-template').filter({ hasText: '雪国旅行' }).click();
    await page
      .locator('[data-testid=image-input]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png([200, 150, 120], [90, 60, 40]) });
    // Uploaded, but no consent yet: the button stays off.
    await page.locator('.cm-thumb[data-state=done]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('ai-submit').isDisabled()).toBe(true);
    await page.getByTestId('ai-consent').check();
    await expect.poll(() => page.getByTestId('ai-submit').isDisabled(), { timeout: 30_000 }).toBe(false);
    await page.getByTestId('ai-submit').click();
    await jobDone(page);
    await expect.poll(() => balance(page)).toBe(80);
    await expect
      .poll(() =>
        page
          .locator('[data-testid=ai-image] img')
          .evaluateAll((els) => els.length === 1 && (els[0] as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);
    await screenshot(page, 'ai-face-change');

    expect(await historyTools(page)).toEqual(['faceswap']);
  }, 240_000);
});
