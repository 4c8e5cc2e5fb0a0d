// Long video journeys in real Chromium with real HLS (hls.js): the demo streams the server
// seeded on its fresh database (video 1 free, 2 paid with a 6 s preview, 3 VIP).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  admin,
  answerLate,
  closeBrowser,
  holdUntilReleased,
  imagesInViewLoaded,
  inTheme,
  launchBrowser,
  layoutShifts,
  newPhoneContext,
  recordLayoutShifts,
  screenshot,
  shot,
  skipBrowser,
  themedShot,
} from './support/browser';
import { buffering, firstFrameShown, keepsPlaying, videoState } from './support/player';
import { callAs } from './support/protocol-client';
import { grantGold, pageUser } from './support/wallet';

const FREE = 1;
const PAID = 2;
/** Free too, and not watched by the other tests (so it starts at 0). */
const FREE_UNWATCHED = 6;
/** Free, on the same demo stream as FREE, on home's first section (bench/player-first-frame). */
const SAME_STREAM = 7;

let browser: Browser;
beforeAll(async () => {
  if (!skipBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await closeBrowser(browser);
});

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

  /** A new page on the paid video, once its preview has ended in the unlock sheet. */
  async function paidVideoAtSheet(): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`/play/longVideo?id=${PAID}`);
    await page.locator('.unlock-popup .unlock-sheet').waitFor({ timeout: 30_000 });
    return page;
  }

  it('home shows the long-video sections; a free demo video plays past 3 s', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.media-section[data-section] .media-card').first().waitFor({ timeout: 30_000 });
    // The first section is built with the screen; the later ones and the feed stand in until
    // the reader scrolls towards them (components/when-near).
    const sections = page.locator('.media-section[data-section]');
    const standIns = page.locator('.media-home .when-near');
    // In one step in the page: a stand-in near the viewport is replaced by its section at any
    // moment, so a locator resolved first and scrolled after can find it gone.
    const scrollToNextStandIn = () =>
      page.evaluate(() => document.querySelector('.media-home .when-near')?.scrollIntoView());
    expect(await sections.count()).toBe(1);
    expect(await standIns.count()).toBeGreaterThanOrEqual(4);
    await imagesInViewLoaded(page);
    await screenshot(page, 'long-video-home');
    await scrollToNextStandIn();
    await sections.nth(1).waitFor();
    await imagesInViewLoaded(page); // covers load as they come into view
    await screenshot(page, 'long-video-home-sections');
    // Down to the feed: every section is built on the way, and the feed's first page comes.
    for (let left = await standIns.count(); left > 0; left = await standIns.count()) {
      await scrollToNextStandIn();
      await expect.poll(() => standIns.count()).toBeLessThan(left);
    }
    await page.locator('.media-feed .media-card').first().waitFor();
    expect(await sections.count()).toBeGreaterThanOrEqual(4);
    expect(await standIns.count()).toBe(0);

    await page.locator(`.media-card[data-video-id="${FREE}"]`).first().click();
    await page.waitForURL(/\/play\/longVideo\?id=1$/);
    await waitForTime(page, 3);
    const state = await videoState(page);
    expect(state.time).toBeGreaterThan(3);
    expect(await page.locator('.video-desc__title').textContent()).toContain('深夜食堂');
    // Tapped into, the page's banner came after the first frame, into the box held for it.
    await page.locator('.long-video .lld-ad-banner img').first().waitFor();
    expect(await page.locator('.long-video__banner-held').count()).toBe(0);
    await shot(page, 'long-video-player');
    await page.close();
  });

  it('a next tap shows its picture over home first; the play screen takes that very video', async () => {
    const own = await newPhoneContext(browser);
    try {
      const page = await own.newPage();
      await page.goto('/');
      // A first video and back: hls.js is loaded, as on any tap after the first.
      await page.locator(`.media-card[data-video-id="${FREE}"]`).first().click();
      await firstFrameShown(page);
      await page.goBack();
      const next = page.locator(`.media-card[data-video-id="${SAME_STREAM}"]`).first();
      await next.scrollIntoViewIfNeeded();
      // What the tap puts over the page, as it appears (the cover lives 50–300 ms).
      const watchCovers = () =>
        page.evaluate(() => {
          const w = window as unknown as { __covers: Record<string, unknown>[] };
          w.__covers = [];
          new MutationObserver(() => {
            const cover = document.querySelector('.tap-cover');
            const video = cover?.querySelector('video');
            if (!cover || !video || w.__covers.some((c) => c.video === video)) return;
            const record: Record<string, unknown> = {
              video,
              at: location.pathname,
              box: cover.querySelector('.player-cover__box')?.getBoundingClientRect().toJSON(),
            };
            w.__covers.push(record);
            video.requestVideoFrameCallback(() => {
              record.framedAt = location.pathname;
            });
          }).observe(document.body, { childList: true });
        });
      await watchCovers();
      // A finger's tap: the head start begins at its pointerup (the click comes after).
      await next.tap();
      await page.waitForURL(new RegExp(`/play/longVideo\\?id=${SAME_STREAM}$`));
      await firstFrameShown(page);
      await keepsPlaying(page);
      const seen = await page.evaluate(() => {
        const covers = (window as unknown as { __covers: Record<string, unknown>[] }).__covers;
        const screen = document.querySelector('.app-screen[data-screen$="id=7"]');
        const player = screen?.querySelector<HTMLVideoElement>('.player__video');
        return {
          covers: covers.length,
          at: covers[0]?.at,
          framedAt: covers[0]?.framedAt,
          box: covers[0]?.box,
          playerBox: screen?.querySelector('.long-video__player')?.getBoundingClientRect().toJSON(),
          same: !!player && player === covers[0]?.video,
          paused: player?.paused,
          coverLeft: document.querySelectorAll('.tap-cover').length,
        };
      });
      // Shown over home, before the route changed; the play screen took that element, playing.
      expect(seen).toMatchObject({ covers: 1, at: '/', same: true, paused: false, coverLeft: 0 });
      // Its first frame came under the cover (or the route changed after 300 ms without one).
      expect(['/', '/play/longVideo']).toContain(seen.framedAt);
      // Drawn where the play screen draws its player: nothing moves when the screen comes.
      const box = seen.box as DOMRect;
      const playerBox = seen.playerBox as DOMRect;
      expect(Math.abs(box.top - playerBox.top)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - playerBox.height)).toBeLessThanOrEqual(1);
      expect(box.width).toBe(playerBox.width);
      await shot(page, 'long-video-next-tap');

      // One entry for the tap (its pointerup and its click did not both navigate): back is home.
      // The same video again from there: its kept screen shows as it was, with no cover.
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe('/');
      await watchCovers();
      await next.tap();
      await page.waitForURL(new RegExp(`id=${SAME_STREAM}$`));
      await page.locator('.app-screen[data-screen$="id=7"] .player__video').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __covers: unknown[] }).__covers.length)).toBe(
        0,
      );
    } finally {
      await own.close();
    }
  });

  // Left as soon as its first frame is up, and left paused in the hole before that frame's
  // time (0.083 s in the demo stream) at a position where hls.js 1.7.4 saw nothing buffered
  // and fetched nothing more (CI, sessions 47-64: one run in ~30).
  it.each([
    ['a player left for home fetches no more of its video; shown again, it goes on', null],
    ['a player left paused just before its first frame, shown again, goes on too', 0.010039],
  ])('%s', async (_name, leftAt) => {
    // A device's first launch: from the second on, the launch ads may cover home.
    const own = await newPhoneContext(browser);
    try {
      const page = await own.newPage();
      // Segments answer slowly, as on a phone's network, and from the third on only once the
      // player has been left: it is then still filling its buffer ahead (at most 6 s of the
      // 8–12 s it keeps), however long the way from its first frame to home takes. Left later
      // with a full buffer, it would have nothing to fetch when shown again (CI, 2026-12-05).
      const segments: string[] = [];
      let answered = 0;
      let left = () => {};
      const hidden = new Promise<void>((resolve) => {
        left = resolve;
      });
      await page.route('**/files/hls/**', async (route) => {
        segments.push(route.request().url());
        if (segments.length > 2) await hidden;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
        answered++;
      });
      await page.goto('/');
      await page.locator(`.media-card[data-video-id="${FREE}"]`).first().click();
      await firstFrameShown(page);
      if (leftAt !== null)
        await page.evaluate((at) => {
          const v = document.querySelector<HTMLVideoElement>('.player__video')!;
          v.pause();
          v.currentTime = at;
        }, leftAt);
      await page.goBack();
      await page.locator('.home').waitFor();
      left();
      // What was asked for before the player was hidden may still come; nothing after. Before,
      // the hidden player went on to fill its 8 s ahead, one slow segment after another.
      await expect.poll(() => answered, { timeout: 5_000 }).toBe(segments.length);
      await expect.poll(() => buffering(page), { timeout: 5_000 }).toBe('false');
      const whenHidden = segments.length;
      // Five segments' answer time with nothing new: no fixed wait can prove an absence faster.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(segments.length).toBe(whenHidden);
      // Shown again (kept alive), it fetches on from where it stopped.
      const afterShown: string[] = [];
      page.on('requestfinished', (request) => afterShown.push(new URL(request.url()).pathname));
      page.on('requestfailed', (request) => afterShown.push(`failed ${new URL(request.url()).pathname}`));
      await page.goForward();
      await page.locator('.player__video').waitFor();
      try {
        await expect.poll(() => buffering(page), { timeout: 5_000 }).toBe('true');
        await expect.poll(() => segments.length, { timeout: 15_000 }).toBeGreaterThan(whenHidden);
      } catch (error) {
        // What the player was doing, for the next reader of a failed run.
        const state = await page.evaluate(() => {
          const v = document.querySelector<HTMLVideoElement>('.player__video');
          const ranges = v
            ? Array.from({ length: v.buffered.length }, (_, i) => [v.buffered.start(i), v.buffered.end(i)])
            : [];
          return {
            time: v?.currentTime,
            paused: v?.paused,
            readyState: v?.readyState,
            error: v?.error?.code,
            ranges,
            failed: !!document.querySelector('.player__error'),
            buffering: v?.dataset.buffering,
          };
        });
        throw new Error(
          `${String(error)}; segments ${JSON.stringify(segments)}; player ${JSON.stringify(state)}; after shown ${JSON.stringify(afterShown)}`,
        );
      }
    } finally {
      await own.close();
    }
  });

  it('a player left before its stream came neither plays nor buffers unseen; shown again, it buffers', async () => {
    const own = await newPhoneContext(browser);
    try {
      const page = await own.newPage();
      // The master playlist is held until the player has been left: its engine starts hidden.
      const release = await holdUntilReleased(page, /\/media\/h5\/m3u8\/\d+(\?|$)/);
      const segments: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/files/hls/')) segments.push(request.url());
      });
      await page.goto('/');
      await page.locator(`.media-card[data-video-id="${FREE}"]`).first().click();
      // The play screen mounted and holds the element (not only the tap's cover showing it): a
      // screen left before it mounted is not kept, and nothing of it plays.
      await page.waitForURL(/\/play\/longVideo/);
      await page.locator('.player__video-host .player__video').waitFor({ state: 'attached' });
      await page.goBack();
      await page.locator('.home').waitFor();
      release();
      // Its engine starts now, out of sight: it stays paused (nothing heard from a screen not
      // shown) and asks for no more than a first segment. Before, it played on unseen.
      await expect.poll(() => buffering(page), { timeout: 10_000 }).toBe('false');
      expect((await videoState(page)).paused).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await videoState(page)).paused).toBe(true);
      expect(segments.length).toBeLessThanOrEqual(1);
      const whenHidden = segments.length;
      // Shown again, it buffers on from where it is, paused until the user plays it.
      await page.goForward();
      await expect.poll(() => buffering(page), { timeout: 10_000 }).toBe('true');
      await expect.poll(() => segments.length, { timeout: 15_000 }).toBeGreaterThan(whenHidden);
    } finally {
      await own.close();
    }
  });

  it("shows a video's details without waiting for the danmaku bar's code", async () => {
    // A first visit (no service worker yet): every request of the page can be held.
    const own = await newPhoneContext(browser);
    try {
      const page = await own.newPage();
      const release = await holdUntilReleased(page, /\/assets\/danmaku-bar-[\w-]+\.js$/);
      await page.goto(`/play/longVideo?id=${FREE}`);
      // The first frame lets in the bar, the details' call and the banner as one transition;
      // the bar's boundary is new with it, so its missing code does not hold the rest.
      await page.locator('.video-desc__title').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('danmaku-bar').count()).toBe(0);
      release();
      await page.getByTestId('danmaku-bar').waitFor();
    } finally {
      await own.close();
    }
  });

  it('a paid video stops at its preview and shows the unlock sheet with price and balance', async () => {
    const page = await paidVideoAtSheet();
    await page.locator('.player__preview-tip').waitFor();
    const state = await videoState(page);
    expect(state.time).toBeGreaterThan(5);
    expect(state.time).toBeLessThan(6.5);
    // The preview has ended: the picture stays paused at its end instead of playing on.
    await page.waitForFunction(() => document.querySelector('video')?.paused === true);
    expect((await videoState(page)).time).toBeLessThan(6.5);
    expect(await page.locator('.unlock-sheet__rows').textContent()).toContain('金币');
    await shot(page, 'long-video-unlock-sheet');
    await page.close();
  });

  it('after buying with gold, the paid video plays past its preview', async () => {
    const page = await paidVideoAtSheet();
    // Gold for this guest, through the wallet's ledger (operator grant).
    const { token, id } = await pageUser(page);
    await grantGold(id, 5000);
    await page.reload();
    await page.locator('.unlock-popup .unlock-sheet').waitFor({ timeout: 30_000 });
    // Balance 50.00 gold after the grant; the price in gold beside it.
    expect(await page.locator('.unlock-sheet__rows').textContent()).toMatch(/金币余额50(?!\d)/);
    await page.locator('.unlock-sheet__buy').click();
    await page.locator('.player__preview-tip').waitFor({ state: 'detached' });
    await waitForTime(page, 8, 30_000);
    expect((await videoState(page)).paused).toBe(false);
    const after = await callAs<{ gold: number }>(token, 'user/info');
    expect(after.data.gold).toBe(5000 - 1500);
    await shot(page, 'long-video-bought');
    await page.close();
  });

  it('resumes where the user stopped after a reload', async () => {
    const page = await context.newPage();
    await page.goto(`/play/longVideo?id=${FREE}`);
    await waitForTime(page, 6);
    await page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.pause());
    const stoppedAt = (await videoState(page)).time;
    // The video's state when the resume toast appears: it is said with the picture, not before.
    await page.addInitScript(() => {
      const w = window as unknown as { __resumeToast?: number; __splashUp?: boolean };
      new MutationObserver((_m, observer) => {
        if (!document.querySelector('.adm-toast-main')?.textContent?.includes('已为你续播')) return;
        w.__resumeToast = document.querySelector<HTMLVideoElement>('.player__video')?.readyState ?? -1;
        const splash = document.getElementById('splash');
        w.__splashUp = splash !== null && !splash.classList.contains('is-leaving');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await page.locator('.player__video').waitFor();
    await firstFrameShown(page);
    const after = await videoState(page);
    expect(after.time).toBeGreaterThan(stoppedAt - 2);
    // After the splash (kept 2 s after a route other than home shows), so it is seen.
    await expect
      .poll(() => page.getByText(/上次看到 \d+:\d{2}，已为你续播/).count(), { timeout: 10_000 })
      .toBe(1);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __resumeToast?: number; __splashUp?: boolean };
      return { readyState: w.__resumeToast, splashUp: w.__splashUp };
    });
    expect(seen.readyState).toBeGreaterThanOrEqual(2);
    expect(seen.splashUp).toBe(false);
    await page.close();
  });

  it('starts a video watched to its end from the beginning next time, not at its end', async () => {
    const page = await context.newPage();
    await page.goto(`/play/longVideo?id=${FREE}`);
    await waitForTime(page, 1);
    await page.evaluate(() => {
      const v = document.querySelector<HTMLVideoElement>('.player__video');
      if (v) v.currentTime = v.duration - 0.5;
    });
    await page.getByTestId('next-up').waitFor({ timeout: 30_000 });
    await page.getByTestId('next-up').getByRole('button', { name: '取消' }).click();
    // Opened again (the page left while at the end: its position noted on the way out).
    await page.goto(`/play/longVideo?id=${FREE}`);
    await waitForTime(page, 1);
    const again = await videoState(page);
    expect(again.time).toBeLessThan(10);
    expect(again.paused).toBe(false);
    expect(await page.getByTestId('next-up').count()).toBe(0);
    await page.close();
  });

  it('landed on, paints its banner before it asks for hls.js, and the video still plays', async () => {
    const page = await context.newPage();
    await page.goto(`/play/longVideo?id=${FREE}`);
    await waitForTime(page, 1);
    const { largest, hlsAskedAt } = await page.evaluate(async () => {
      const entries = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const last = entries.at(-1) as PerformanceEntry & { url: string; element: Element | null };
      const hls = performance
        .getEntriesByType('resource')
        .find((e) => /\/hls\.light-[^/]*\.js$/.test(e.name));
      return {
        largest: { at: last.startTime, url: last.url, inBanner: !!last.element?.closest('.lld-ad-banner') },
        hlsAskedAt: hls?.startTime ?? -1,
      };
    });
    // The page's largest paint is the banner's cover (lib/largest-paint-hold.ts), and hls.js's
    // 97 KB did not share the link with it: asked for only after that paint.
    expect(largest.inBanner, JSON.stringify(largest)).toBe(true);
    expect(largest.url).toMatch(/^blob:/);
    expect(hlsAskedAt).toBeGreaterThanOrEqual(largest.at);
    await page.close();
  });

  it('draws the play page without moving what is on screen when the config answers last', async () => {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await answerLate(page, 'ping/config');
    await page.goto(`/play/longVideo?id=${FREE}`);
    await page.locator('.lld-ad-slot').waitFor();
    await page.getByTestId('danmaku-bar').waitFor();
    await page.locator('.video-desc__title').waitFor();
    await waitForTime(page, 1);
    // Before: the banner arrived above the details' skeleton (0.086, Lighthouse's 0.087), and a
    // guest's danmaku bar was 2 px taller than the space kept for it.
    const { total, shifts } = await layoutShifts(page);
    expect(total, shifts).toBeLessThan(0.005);
    await page.close();
  });

  it("draws a member's play page without moving what is on screen when the user answers last", async () => {
    // A context of its own: the member it makes must not change what the other tests see.
    const own = await newPhoneContext(browser);
    try {
      const page = await own.newPage();
      await page.goto('/');
      await page.waitForFunction(() => Boolean(localStorage.getItem('token')), undefined, {
        timeout: 30_000,
      });
      const { id } = await pageUser(page);
      await admin('POST', 'vip/grant', { userId: id, tier: 'normal', days: 1 });
      await recordLayoutShifts(page);
      await answerLate(page, 'user/info');
      await page.goto(`/play/longVideo?id=${FREE}`);
      await page.getByTestId('danmaku-bar').waitFor();
      await page.locator('.video-desc__title').waitFor();
      await waitForTime(page, 1);
      // A member is not sold 开通VIP: before, the banner was drawn from the config, the details
      // under it, and user/info then took it away (0.111).
      expect(await page.locator('.lld-ad-slot').count()).toBe(0);
      const { total, shifts } = await layoutShifts(page);
      expect(total, shifts).toBeLessThan(0.005);
    } finally {
      await own.close();
    }
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
      await shot(page, 'long-video-line-switched');
    } finally {
      await page.close();
      await admin('PUT', 'settings/domains', { value: {} });
    }
  });

  it('favourites a video from the player; 我的收藏 edits and deletes it', async () => {
    const page = await context.newPage();
    await page.goto('/play/longVideo?id=7');
    await page.locator('.video-desc__actions button', { hasText: '收藏' }).click();
    await page.locator('.video-desc__actions button', { hasText: '已收藏' }).waitFor();
    await page.goto('/mine/myCollect');
    await page.locator('.my-collect__item[data-favourite-id="7"]').waitFor();
    await shot(page, 'long-video-my-collect');
    await page.getByRole('button', { name: '编辑' }).click();
    await page.locator('.my-collect__check').first().click();
    await shot(page, 'long-video-my-collect-editing');
    await page.getByRole('button', { name: '删除(1)' }).click();
    await page.getByText('还没有收藏').waitFor();
    await page.reload();
    await page.getByText('还没有收藏').waitFor();
    await page.close();
  });

  it('观看历史 lists what was watched, with how far', async () => {
    const page = await context.newPage();
    await page.goto('/mine/myHistory');
    const item = page.locator(`.media-card[data-video-id="${FREE}"]`);
    await item.waitFor();
    expect(await item.textContent()).toMatch(/看到 \d+:\d\d|已看完/);
    await shot(page, 'long-video-history');
    await page.close();
  });

  it('a collection lists its episodes in order and starts the first', async () => {
    const page = await context.newPage();
    await page.goto('/play/videoCollection?id=1');
    await page.locator('.video-collection__list .media-card').first().waitFor();
    expect(await page.locator('.video-collection__list .media-card').count()).toBe(4);
    await shot(page, 'long-video-collection');
    await page.locator('.video-collection__start').click();
    await page.waitForURL(/\/play\/longVideo\?id=9$/);
    await page.close();
  });

  it('comments: a thread shows its replies; a guest is asked to sign in to comment', async () => {
    const page = await context.newPage();
    await page.goto(`/play/longVideo?id=${FREE}`);
    await page.getByRole('tab', { name: /评论/ }).click();
    const thread = page.locator('.cm-comment:not(.is-reply)', { hasText: '画面好清晰' });
    await thread.waitFor();
    expect(await thread.textContent()).toContain('同感，结尾那段特别棒。');
    expect(await thread.textContent()).toContain('回复 影评人阿木：还有续集吗？');
    await page.getByText('注册或登录后即可发表评论').waitFor();
    await shot(page, 'long-video-comments');
    await page.close();
  });

  it('looks right in a seasonal theme (mid-autumn)', async () => {
    await inTheme(3, async () => {
      const page = await context.newPage();
      try {
        await page.goto('/lld');
        await page.locator('.media-section[data-section] .media-card').first().waitFor();
        await page.locator('.media-section[data-section]').first().scrollIntoViewIfNeeded();
        await imagesInViewLoaded(page);
        await themedShot(page, 3, 'long-video-home-midautumn');
        // Video 4 is paid too, and not bought by the purchase journey above.
        await page.goto('/play/longVideo?id=4');
        await page.locator('.player__preview-tip').waitFor();
        await themedShot(page, 3, 'long-video-player-midautumn');
      } finally {
        await page.close();
      }
    });
  });
});
