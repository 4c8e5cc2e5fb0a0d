// Long video journeys in real Chromium with real HLS (hls.js): the demo streams the server
// seeded on its fresh database (video 1 free, 2 paid with a 6 s preview, 3 VIP).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin, launchBrowser, newPhoneContext, screenshot, skipBrowser } from './support/browser';

const FREE = 1;
const PAID = 2;
/** Free too, and not watched by the other tests (so it starts at 0). */
const FREE_UNWATCHED = 6;

let browser: Browser;
beforeAll(async () => {
  if (!skipBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function videoState(page: Page) {
  return page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('.player__video');
    return v
      ? { time: v.currentTime, paused: v.paused, line: Number(v.dataset.line), ready: v.readyState }
      : { time: -1, paused: true, line: -1, ready: 0 };
  });
}

async function waitForTime(page: Page, seconds: number, timeout = 30_000) {
  await page.waitForFunction(
    (s) => (document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0) > s,
    seconds,
    { timeout, polling: 100 },
  );
}

describe.skipIf(skipBrowser)('long video', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newPhoneContext(browser);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('home shows the long-video sections; a free demo video plays past 3 s', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.media-section[data-section] .media-card').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.media-section[data-section]').count()).toBeGreaterThanOrEqual(4);
    await page.waitForTimeout(400);
    await screenshot(page, 'long-video-home');
    await page.locator('.media-section[data-section]').nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'long-video-home-sections');

    await page.locator(`.media-card[data-video-id="${FREE}"]`).first().click();
    await page.waitForURL(/\/play\/longVideo\?id=1$/);
    await waitForTime(page, 3);
    const state = await videoState(page);
    expect(state.time).toBeGreaterThan(3);
    expect(await page.locator('.video-desc__title').textContent()).toContain('深夜食堂');
    await screenshot(page, 'long-video-player');
    await page.close();
  });

  it('a paid video stops at its preview and shows the unlock sheet with price and balance', async () => {
    const page = await context.newPage();
    await page.goto(`/play/longVideo?id=${PAID}`);
    await page.locator('.player__preview-tip').waitFor();
    await page.locator('.unlock-sheet__body').waitFor({ timeout: 30_000 });
    const state = await videoState(page);
    expect(state.time).toBeGreaterThan(5);
    expect(state.time).toBeLessThan(6.5);
    await page.waitForTimeout(1000);
    expect((await videoState(page)).time).toBeLessThan(6.5);
    expect(await page.locator('.unlock-sheet__rows').textContent()).toContain('金币');
    await screenshot(page, 'long-video-unlock-sheet');
    await page.close();
  });

  it('resumes where the user stopped after a reload', async () => {
    const page = await context.newPage();
    await page.goto(`/play/longVideo?id=${FREE}`);
    await waitForTime(page, 6);
    await page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.pause());
    const stoppedAt = (await videoState(page)).time;
    await page.reload();
    await page.locator('.player__video').waitFor();
    await page.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('.player__video')?.readyState ?? 0) >= 2,
      undefined,
      { timeout: 30_000 },
    );
    const after = await videoState(page);
    expect(after.time).toBeGreaterThan(stoppedAt - 2);
    await page.close();
  });

  it('keeps playing on the other line when one line dies mid-play', async () => {
    const base = inject('baseUrl');
    const other = base.replace('127.0.0.1', 'localhost');
    await admin('PUT', 'settings/domains', { value: { VID: [`${base}/files`, `${other}/files`] } });
    const page = await context.newPage();
    try {
      await page.goto(`/play/longVideo?id=${FREE_UNWATCHED}`);
      await waitForTime(page, 1);
      expect((await videoState(page)).line).toBe(0);
      // Line 1 (127.0.0.1) goes down: every segment request to it fails from now on.
      await page.route(`${base}/files/hls/**`, (route) => route.abort('connectionrefused'));
      await waitForTime(page, 15, 45_000);
      const state = await videoState(page);
      expect(state.line).toBe(1);
      expect(state.paused).toBe(false);
      await screenshot(page, 'long-video-line-switched');
    } finally {
      await page.close();
      await admin('PUT', 'settings/domains', { value: {} });
    }
  });
});
