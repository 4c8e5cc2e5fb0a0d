// What a new user saw (issue 22), points 7–9, at 390x844 in the default theme and a seasonal one
// (christmas): the comic reader's end of chapter, page count, tags and locked chapter; a 免费
// collection; the audio pickers; the demo's volume; and every ad position placed on its screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  admin,
  DEFAULT_AND_SEASONAL_THEMES,
  imagesInViewLoaded,
  nextFrames,
  screenshot,
  skipBrowser,
  splashGone,
  usePhone,
} from './support/browser';
import { pickAudioSpeed } from './support/player';
import { callAs } from './support/protocol-client';

interface Page50<T> {
  list: T[];
  hasMore: boolean;
}

async function tokenOf(page: Page): Promise<string> {
  await page.waitForFunction(() => !!localStorage.getItem('token'), undefined, { timeout: 30_000 });
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

/** Every page of a list call (pageSize 50). */
async function all<T>(token: string, call: string, body: Record<string, unknown> = {}): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page < 20; page++) {
    const r = await callAs<Page50<T>>(token, call, { ...body, page, pageSize: 50 });
    expect(r.code, call).toBe(200);
    out.push(...r.data.list);
    if (!r.data.hasMore) break;
  }
  return out;
}

/** Pages of the reader that show on screen and are not drawn yet (dark gaps). */
function gapsInView(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('.comic-reader__page')).filter((el) => {
        const r = el.getBoundingClientRect();
        const inView = r.bottom > 0 && r.top < window.innerHeight;
        return inView && el.querySelector('.lld-lazy-image')?.getAttribute('data-phase') !== 'ready';
      }).length,
  );
}

/** What the demo volume check reads of a video card. */
type DemoVideo = { id: number; cover: string; duration: number; access: string };

describe.skipIf(skipBrowser)('what a new user saw, points 7–9 (issue 22)', () => {
  const phone = usePhone({ afterAll: () => admin('PUT', 'settings/theme', { value: 1 }) });

  for (const theme of DEFAULT_AND_SEASONAL_THEMES) {
    it(`the comic reader and the audio pickers (${theme.key} theme)`, async () => {
      await admin('PUT', 'settings/theme', { value: theme.value });
      const { page } = await phone.newPage();
      await page.goto('/homePage/Comic');
      const token = await tokenOf(page);
      const comics = await all<{ id: number; title: string }>(token, 'comics/category', {});
      const idOf = (title: string) => comics.find((c) => c.title === title)!.id;

      // A comic whose category is also one of its tags (末日食堂: 热血) shows the tag once.
      await page.goto(`/homePage/Comic/detail?id=${idOf('末日食堂')}`);
      await page.locator('.comic-detail__tags .comic-tag').first().waitFor({ timeout: 20_000 });
      const tags = await page.locator('.comic-detail__tags .comic-tag').allTextContents();
      expect(tags.filter((t) => t === '热血')).toHaveLength(1);
      expect(new Set(tags).size).toBe(tags.length);
      await splashGone(page);
      await imagesInViewLoaded(page);
      await screenshot(page, `polish-comic-detail-tags-${theme.key}`);

      // Jump to the end of a chapter: no page left a dark gap after 3 s; the menu says 4/4.
      const chapters = await callAs<Page50<{ id: number; index: number; access: string }>>(
        token,
        'comics/chapter',
        { comicId: idOf('剑起长安'), pageSize: 10 },
      );
      const first = chapters.data.list.find((c) => c.index === 1)!;
      await page.goto(`/homePage/Comic/read?id=${idOf('剑起长安')}&chapterId=${first.id}`);
      await page.locator('.comic-reader__page').first().waitFor({ timeout: 20_000 });
      // Scroll once the reader has placed the chapter's start (its first frame), or it undoes it.
      await page.locator(`.comic-reader[data-placed][data-chapter-id="${first.id}"]`).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => gapsInView(page), { timeout: 3_000 }).toBe(0);
      // The ad at the chapter's end (position 10, 漫画阅读页).
      await page.locator('.comic-reader__end .lld-ad-slot').waitFor();
      await imagesInViewLoaded(page);
      // The reader was opened by a full page load: the start-up splash covers it for 2 s.
      await splashGone(page);
      await screenshot(page, `polish-comic-chapter-end-${theme.key}`);
      await page.mouse.click(195, 422);
      await page.locator('.reader-menu__progress').waitFor();
      expect(await page.locator('.reader-menu__progress').textContent()).toBe('4/4');
      await nextFrames(page);
      await screenshot(page, `polish-comic-menu-end-${theme.key}`);

      // A locked chapter (paid, for a guest): titled by the chapter, the unlock sheet and the episodes.
      const locked = chapters.data.list.find((c) => c.access === 'paid')!;
      await page.goto(`/homePage/Comic/read?id=${idOf('剑起长安')}&chapterId=${locked.id}`);
      await page.locator('.comic-reader__locked .unlock-sheet').waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.locator('.comic-reader__locked .reader-menu__title').textContent())
        .toBe(`第${locked.index}话`);
      await page.locator('.comic-reader__locked-list .episode').first().waitFor();
      await screenshot(page, `polish-comic-locked-${theme.key}`);

      // Audio: speed and sleep timer through the component library's pickers.
      await page.goto('/homePage/Comic?tab=audio');
      await page.locator('.book-row', { hasText: '山海夜话' }).click();
      await page.waitForURL('**/novel/audio?id=*');
      const play = page.getByRole('button', { name: '播放', exact: true });
      await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
      await pickAudioSpeed(page, '1.5x', `polish-audio-speed-picker-${theme.key}`);
      expect(await page.locator('.audio-player__pick').first().textContent()).toContain('1.5x');
      await page.locator('.audio-player__pick').nth(1).click();
      const minutes = page.locator('.adm-picker-view-column-item', { hasText: '15' }).first();
      await minutes.waitFor();
      await minutes.tap();
      await expect.poll(() => minutes.getAttribute('data-selected')).toBe('true');
      await page.getByRole('button', { name: '确定', exact: true }).click();
      await expect.poll(() => page.locator('.audio-player__pick').nth(1).textContent()).toContain('15');
      await splashGone(page);
      await screenshot(page, `polish-audio-pickers-${theme.key}`);
    }, 120_000);
  }

  it('a 免费 collection holds only free episodes', async () => {
    const { page } = await phone.newPage();
    await page.goto('/lld?index=3');
    const token = await tokenOf(page);
    const collections = await all<{ id: number; access: string; title: string }>(token, 'media/collect/home');
    const free = collections.filter((c) => c.access === 'free');
    expect(free.length).toBeGreaterThan(0);
    for (const c of collections) {
      const d = await callAs<{ videos: Array<{ access: string }> }>(token, 'media/collect/details', {
        id: c.id,
      });
      expect(d.code).toBe(200);
      if (c.access === 'free')
        expect(
          d.data.videos.every((v) => v.access === 'free'),
          c.title,
        ).toBe(true);
    }
    await page.goto(`/play/videoCollection?id=${free[0]!.id}`);
    await page.locator('.media-badge').first().waitFor({ timeout: 20_000 });
    await splashGone(page);
    await imagesInViewLoaded(page);
    await screenshot(page, 'polish-free-collection');
  });

  it('the demo has volume: 60+ videos, 30 posts with pictures across circles, 8 novels, 6 audio books, 10 comics, art per item', async () => {
    const { page } = await phone.newPage();
    await page.goto('/community');
    const token = await tokenOf(page);
    // The channel's 片库 (long videos) and the short videos together.
    const videos = [
      ...(await all<DemoVideo>(token, 'media/filter', {})),
      ...(await all<DemoVideo>(token, 'media/short/recommend', {})),
    ];
    expect(videos.length).toBeGreaterThanOrEqual(60);
    expect(new Set(videos.map((v) => v.cover)).size).toBe(videos.length);
    expect(new Set(videos.map((v) => v.duration)).size).toBeGreaterThan(5);
    const posts = await all<{ images: string[]; circleId?: number | null }>(token, 'community/post/list', {});
    const withPictures = posts.filter((p) => p.images.length > 0);
    expect(withPictures.length).toBeGreaterThanOrEqual(30);
    const circles = new Set(withPictures.map((p) => p.circleId).filter((c) => c));
    expect(circles.size).toBeGreaterThanOrEqual(4);
    const novels = await all<{ cover: string }>(token, 'novel/list', { kind: 'text' });
    const audio = await all<{ cover: string }>(token, 'novel/list', { kind: 'audio' });
    expect(novels.length).toBeGreaterThanOrEqual(8);
    expect(audio.length).toBeGreaterThanOrEqual(6);
    const comics = await all<{ cover: string }>(token, 'comics/category', {});
    expect(comics.length).toBeGreaterThanOrEqual(10);
    for (const list of [novels, audio, comics])
      expect(new Set(list.map((x) => x.cover)).size).toBe(list.length);
    await page.locator('.cm-card').first().waitFor({ timeout: 20_000 });
    await splashGone(page);
    await imagesInViewLoaded(page);
    await screenshot(page, 'polish-demo-community');
    await page.goto('/homePage/Comic?tab=novel');
    await page.locator('.book-row').nth(7).waitFor({ timeout: 20_000 });
    await imagesInViewLoaded(page);
    await screenshot(page, 'polish-demo-novels');

    // Lengths are honest: a film the cards show as over an hour plays that long (the demo's
    // short stream looped), not the stream's 20 s.
    const film = videos
      .filter((v) => v.access === 'free' && v.duration > 3_600)
      .sort((a, b) => b.duration - a.duration)[0];
    expect(film, 'a free demo film over an hour').toBeDefined();
    await page.goto(`/play/longVideo?id=${film!.id}`);
    const played = () =>
      page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.duration ?? Number.NaN);
    await expect.poll(async () => Number.isFinite(await played()), { timeout: 30_000 }).toBe(true);
    expect(Math.abs((await played()) - film!.duration)).toBeLessThan(2);
  });

  for (const theme of DEFAULT_AND_SEASONAL_THEMES) {
    it(`every ad position has its place (${theme.key} theme)`, async () => {
      await admin('PUT', 'settings/theme', { value: theme.value });
      const { page } = await phone.newPage();
      const token = await (async () => {
        await page.goto('/');
        return tokenOf(page);
      })();
      const posts = await callAs<Page50<{ id: number }>>(token, 'community/post/list', {
        page: 1,
        pageSize: 1,
      });
      // Where each position is drawn (docs/operator-guide.md, "Ad positions"), and on screens of
      // cards, the card whose edges the banner keeps.
      const places: Array<[string, string, string, string?]> = [
        ['5 长视频轮播', '/lld', '.lld-channel .lld-ad-slot'],
        ['6 播放页横幅', '/play/longVideo?id=3', '.long-video .lld-ad-slot'],
        ['7 社区轮播', '/community', '.cm-screen .lld-ad-slot'],
        ['8 帖子详情横幅', `/community/postDetail?id=${posts.data.list[0]!.id}`, '.cm-page .lld-ad-slot'],
        ['9 漫画轮播', '/homePage/Comic', '.comic-home .lld-ad-slot'],
        ['11 直播轮播', '/liveTv', '.live-page .lld-ad-slot'],
        ['12 福利页轮播', '/welfare', '.wf-page .lld-ad-slot', '.wf-wallet'],
        ['13 我的页横幅', '/mine', '.mine .lld-ad-slot', '.mine-wallet'],
      ];
      for (const [name, path, selector, card] of places) {
        await page.goto(path);
        const slot = page.locator(selector).first();
        await slot.waitFor({ timeout: 20_000 });
        await slot.scrollIntoViewIfNeeded();
        await expect
          .poll(() => slot.locator('.lld-lazy-image[data-phase="ready"]').count(), { message: name })
          .toBeGreaterThan(0);
        if (card) {
          const edges = async (sel: string) => {
            const box = await page.locator(sel).first().boundingBox();
            return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
          };
          expect(await edges(selector), name).toEqual(await edges(card));
        }
        await splashGone(page);
        await screenshot(page, `polish-ad-${name.split(' ')[0]}-${theme.key}`);
      }
    }, 180_000);
  }
});
