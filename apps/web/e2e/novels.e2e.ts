// Novel and audio journeys (issue 6): read a chapter with a bigger font that persists across a
// reload; play an audio track and see its time advance.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, skipBrowser, splashGone, usePhone } from './support/browser';
import { pickAudioSpeed } from './support/player';

const paragraphFontSize = (page: Page) =>
  page
    .locator('.novel-reader__body p')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);

describe.skipIf(skipBrowser)('novels and audio', () => {
  const phone = usePhone();
  let page: Page;

  it('reads a novel chapter with a bigger font, which persists across a reload', async () => {
    ({ page } = await phone.newPage());
    await page.goto('/homePage/Comic?tab=novel');
    await page.locator('.book-row', { hasText: '长安夜雨' }).click();
    await page.waitForURL('**/dating/novelDetail?id=*');
    await page.getByRole('button', { name: '开始阅读' }).click();
    await page.waitForURL('**/dating/novelDetail?id=*&chapterId=*');
    await page.locator('.novel-reader__body p').first().waitFor();
    expect(await paragraphFontSize(page)).toBe('18px');

    // The middle of the screen opens the settings; two steps up is 22 px; paper background.
    await page.mouse.click(195, 422);
    await page.getByRole('button', { name: '增大字号' }).click();
    await page.getByRole('button', { name: '增大字号' }).click();
    await page.getByRole('button', { name: '羊皮纸' }).click();
    expect(await paragraphFontSize(page)).toBe('22px');
    await splashGone(page, 6000);
    await screenshot(page, 'novel-reader-settings');

    // Read on a little, then reload: same chapter, same font, same place.
    await page.mouse.click(195, 422);
    await page.evaluate(() => window.scrollTo(0, 900));
    // The reader saves where it is (lib/positions.ts) as the page scrolls.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('lld:positions') ?? ''))
      .toMatch(/"novel:\d+":\{"chapterId":\d+,"position":0\.\d*[1-9]/);
    const url = page.url();
    await page.reload();
    await page.locator('.novel-reader__body p').first().waitFor();
    expect(page.url()).toBe(url);
    expect(await paragraphFontSize(page)).toBe('22px');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
    const bg = await page.locator('.novel-reader').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(243, 233, 210)');
    await splashGone(page, 6000);
    await screenshot(page, 'novel-reader-reloaded');
  });

  it('plays an audio track: currentTime advances, and the lock screen knows the track', async () => {
    ({ page } = await phone.newPage());
    await page.goto('/homePage/Comic?tab=audio');
    await page.locator('.book-row', { hasText: '山海夜话' }).click();
    await page.waitForURL('**/novel/audio?id=*');
    const play = page.getByRole('button', { name: '播放', exact: true });
    await expect.poll(() => play.isEnabled()).toBe(true);
    await play.click();
    await expect
      .poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: '暂停', exact: true }).count()).resolves.toBe(1);
    const title = await page.evaluate(() => navigator.mediaSession?.metadata?.title ?? '');
    expect(title).toBe('第1集 烛龙');
    // Speed through the component library's picker (issue 22).
    await pickAudioSpeed(page, '1.5x', 'audio-speed-picker');
    await splashGone(page, 6000);
    await screenshot(page, 'audio-player');
  });
});
