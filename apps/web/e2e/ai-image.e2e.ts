// AI studio, text to image (issue 16): a member buys credits in the studio, makes two pictures
// (20 credits), regenerates (20 more), saves one, finds both jobs in the history, hides one and
// deletes the other.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { balance, historyTools, jobDone, studioUser } from './support/ai';
import { screenshot, skipBrowser, usePhone } from './support/browser';

describe.skipIf(skipBrowser)('AI studio: text to image', () => {
  const phone = usePhone();

  it('buys credits, makes pictures, regenerates, saves, hides and deletes them in history', async () => {
    const { page } = await studioUser(phone);
    await screenshot(page, 'ai-studio');

    await page.getByTestId('ai-tool-image').click();
    await page.waitForURL('**/ai/generate');
    await page.getByTestId('ai-prompt').fill('星空下的海边小屋');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByTestId('ai-submit').click();
    await jobDone(page);
    await expect.poll(() => page.getByTestId('ai-image').count()).toBe(2);
    await expect.poll(() => balance(page)).toBe(530);
    await images(page);
    await screenshot(page, 'ai-generate');

    // Regenerate: the same prompt again, charged again.
    const first = await page.locator('[data-testid=ai-image] img').first().getAttribute('src');
    await page.getByTestId('ai-regenerate').click();
    await expect.poll(() => balance(page)).toBe(510);
    await jobDone(page);
    await images(page);
    expect(await page.locator('[data-testid=ai-image] img').first().getAttribute('src')).not.toBe(first);

    // Save: a real file download of the decoded picture.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ai-save').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ai-\d+\.webp$/);
    const saved = await download.path();
    expect(saved).toBeTruthy();

    // History: both jobs; hide one (gone from the list), delete the other.
    expect(await historyTools(page)).toEqual(['image', 'image']);
    await screenshot(page, 'ai-history');
    await page.getByRole('button', { name: '隐藏' }).first().click();
    await expect.poll(() => page.getByTestId('ai-history-item').count()).toBe(1);
    await page.getByTestId('ai-delete').first().click();
    await expect.poll(() => page.getByTestId('ai-history-item').count()).toBe(0);
    await page.getByText('还没有生成记录').waitFor();
  }, 240_000);
});

/** Every result picture decoded and shown (the IMAGE domain's bytes are obfuscated). */
async function images(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('[data-testid=ai-image] img')
        .evaluateAll(
          (els) =>
            els.every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0) &&
            els.length > 0,
        ),
    )
    .toBe(true);
}
