// Journeys of the community (issue 7): publish a post with two pictures and find it in the
// feed; upload a video with a pause and a resume; comment and reply; follow a creator; and
// 20 XSS payloads in post text, comments and names that must stay text.

import { FOOTER } from '@lld/protocol/constants';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  admin,
  answerLate,
  layoutShifts,
  nextFrames,
  recordLayoutShifts,
  screenshot,
  skipBrowser,
  usePhone,
  withoutLiveStream,
} from './support/browser';
import { png } from './support/png';
import { callAs } from './support/protocol-client';

const XSS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3">',
  '<iframe src="javascript:window.__xss=4">',
  '<body onload="window.__xss=5">',
  '"><script>window.__xss=6</script>',
  "'><img src=x onerror=window.__xss=7>",
  '<a href="javascript:window.__xss=8">x</a>',
  '<details open ontoggle="window.__xss=9">',
  '<video><source onerror="window.__xss=10"></video>',
  '<input autofocus onfocus="window.__xss=11">',
  '<marquee onstart="window.__xss=12">',
  '<math><mtext><img src=x onerror=window.__xss=13>',
  '<object data="javascript:window.__xss=14">',
  '<embed src="javascript:window.__xss=15">',
  '{{constructor.constructor("window.__xss=16")()}}',
  '<style>@import "javascript:window.__xss=17"</style>',
  '<div style="background:url(javascript:window.__xss=18)">',
  '<select autofocus onfocus=window.__xss=19>',
  '<textarea autofocus onfocus=window.__xss=20>',
];

/** An ISO-BMFF file the server takes as MP4 (ftyp box) padded with a `free` box. */
function mp4(size: number): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'ascii');
  b.writeUInt32BE(size - 24, 24);
  b.write('free', 28, 'ascii');
  for (let i = 32; i < size; i += 4096) b[i] = i % 251;
  return b;
}

describe.skipIf(skipBrowser)('community', () => {
  const phone = usePhone();
  let context: BrowserContext;
  let page: Page;
  let xssHits: string[];

  /** A fresh phone with a guest the operator turned into a registered creator named `nickname`. */
  async function member(nickname: string): Promise<{ page: Page; id: number; token: string }> {
    ({ page, context } = await phone.newPage());
    xssHits = [];
    page.on('dialog', (d) => {
      xssHits.push(`dialog:${d.message()}`);
      void d.dismiss();
    });
    await page.goto('/community');
    await page.locator('.cm-screen').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token') ?? '')).not.toBe('');
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const info = await callAs<{ id: number }>(token, 'user/info', {});
    await admin('POST', `community/creators/${info.data.id}`, { nickname });
    return { page, id: info.data.id, token };
  }

  it('publishes a post with two pictures (reordered) and finds it at the top of the feed', async () => {
    await member('图文作者');
    // The home publish popup leads here.
    await page.goto('/');
    await page.locator('.home-publish__button').click();
    await page.locator('.home-publish-pop__entry.is-image').click();
    await page.waitForURL('**/community/publish?type=image');
    await page.locator('.cm-publish').waitFor();
    await page.locator('textarea').fill('周末的两张照片 📷');
    await page.locator('[data-testid=image-input]').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: png([54, 108, 227], [22, 24, 82]) },
      { name: 'b.png', mimeType: 'image/png', buffer: png([255, 142, 13], [120, 20, 40]) },
    ]);
    await expect.poll(() => page.locator('.cm-thumb[data-state=done]').count()).toBe(2);
    // Move the second picture first.
    await page.getByRole('button', { name: '前移' }).nth(1).click();
    await screenshot(page, 'community-publish-images');
    await page.locator('.page-header').getByRole('button', { name: '发布' }).click();
    await page.waitForURL('**/community');
    const card = page.locator('.cm-card').filter({ hasText: '周末的两张照片' });
    await card.waitFor();
    await expect.poll(() => card.locator('.cm-grid__cell').count()).toBe(2);
    await card.locator('.lld-lazy-image--loaded').first().waitFor();
    await screenshot(page, 'community-feed');
  });

  it('uploads a video in chunks with a pause and a resume, then publishes it for review', async () => {
    await member('视频作者');
    await withoutLiveStream(page); // it waits for the network to go quiet below
    await page.goto('/community/publish?type=video');
    await page.locator('.cm-publish').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // About 1.5 MB/s up, so the 6 MB file takes a few seconds.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_500_000,
    });
    await page.locator('[data-testid=video-input]').setInputFiles({
      name: 'trip.mp4',
      mimeType: 'video/mp4',
      buffer: mp4(6 * 1024 * 1024 + 321),
    });
    const file = page.locator('.cm-upload');
    await expect.poll(() => file.getAttribute('data-state')).toBe('uploading');
    // At least one whole chunk stored before pausing (chunks in flight are sent again on resume).
    await expect
      .poll(async () => Number(await file.getAttribute('data-chunks-done')), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: '暂停' }).click();
    await expect.poll(() => file.getAttribute('data-state')).toBe('paused');
    const held = await page.locator('[role=progressbar]').getAttribute('aria-valuenow');
    // Paused: once the network is quiet (chunks in flight settled), no chunk is sent and the bar holds.
    let chunksSent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/upload/chunk')) chunksSent += 1;
    });
    await page.waitForLoadState('networkidle');
    expect(chunksSent).toBe(0);
    expect(await page.locator('[role=progressbar]').getAttribute('aria-valuenow')).toBe(held);
    expect(Number(held)).toBeGreaterThan(0);
    expect(Number(held)).toBeLessThan(100);
    await screenshot(page, 'community-video-paused');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: '继续' }).click();
    await expect.poll(() => file.getAttribute('data-state'), { timeout: 30_000 }).toBe('success');
    await screenshot(page, 'community-video-uploaded');
    await page.locator('textarea').fill('旅行视频');
    await page.locator('.page-header').getByRole('button', { name: '发布' }).click();
    await page.waitForURL('**/mine/myPost');
    const mine = page.locator('.cm-card').filter({ hasText: '旅行视频' });
    await mine.waitFor();
    await expect.poll(() => mine.locator('.cm-status').textContent()).toBe('审核中');
  });

  it('comments on a post and replies to the comment', async () => {
    const { token } = await member('评论者');
    const feed = await callAs<{ list: Array<{ id: number; text: string }> }>(token, 'community/post/list', {
      page: 1,
      pageSize: 10,
    });
    const post = feed.data.list[0]!;
    await page.goto(`/community/postDetail?id=${post.id}`);
    await page.locator('.cm-detail').waitFor();
    await page.getByLabel('评论').fill('写得真好');
    await page.getByRole('button', { name: '发送' }).click();
    const comment = page.locator('.cm-comment').filter({ hasText: '写得真好' }).first();
    await comment.waitFor();
    await comment.getByRole('button', { name: '回复' }).first().click();
    await expect.poll(() => page.getByLabel('评论').getAttribute('placeholder')).toBe('回复 评论者');
    await page.getByLabel('评论').fill('谢谢支持');
    await page.getByRole('button', { name: '发送' }).click();
    await page.locator('.cm-replies .cm-comment').filter({ hasText: '谢谢支持' }).waitFor();
    await screenshot(page, 'community-comments');
  });

  it('follows a creator from the ranking and finds them under 我的关注', async () => {
    await member('粉丝');
    await page.goto('/subpage/upRank');
    const first = page.locator('.cm-creator').first();
    await first.waitFor();
    const name = (await first.locator('.cm-author__name').textContent()) ?? '';
    await first.getByRole('button', { name: '+ 关注' }).click();
    await expect.poll(() => first.locator('.cm-follow').textContent()).toBe('已关注');
    await screenshot(page, 'community-up-rank');
    await page.goto('/mine/myFollow');
    await page.locator('.cm-creator').filter({ hasText: name }).waitFor();
    await first.page().locator('.cm-creator').first().click();
    await page.waitForURL('**/community/upInfo?id=*');
    await page.locator('.cm-profile').waitFor();
    await expect.poll(() => page.locator('.cm-profile .cm-follow').textContent()).toBe('已关注');
    await screenshot(page, 'community-up-info');
  });

  it('browses a circle and its posts, and sees a paid post locked until bought', async () => {
    const { token } = await member('读者');
    await page.locator('.cm-circles__item').first().click();
    await page.waitForURL('**/circle/circleDetail?id=*');
    await page.locator('.cm-circle-head h1').waitFor();
    await page.locator('.cm-page .cm-card').first().waitFor();
    await screenshot(page, 'community-circle');
    await page.locator('.cm-page .cm-card .cm-card__body').first().click();
    await page.waitForURL('**/circle/postDetail?id=*');
    await page.locator('.cm-detail').waitFor();

    let paid: { id: number } | undefined;
    for (let p = 1; p <= 5 && !paid; p++) {
      const list = await callAs<{ list: Array<{ id: number; locked: boolean }> }>(
        token,
        'community/post/list',
        {
          page: p,
          pageSize: 10,
        },
      );
      paid = list.data.list.find((x) => x.locked);
    }
    expect(paid).toBeDefined();
    await page.goto(`/community/postDetail?id=${paid!.id}`);
    await page.locator('.cm-paywall').waitFor();
    await page.locator('.cm-paywall button').click();
    await page.getByRole('button', { name: '去充值' }).waitFor();
    await page.locator('#splash').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'community-paid-locked');
  });

  it('draws the community without moving what is on screen, whichever of its calls answers last', async () => {
    ({ page, context } = await phone.newPage());
    await recordLayoutShifts(page);
    await page.goto('/community');
    await page.locator('.cm-circles__item').first().waitFor();
    // A repeat visit where the circles, then the config, then the feed answer well after the rest.
    for (const late of ['community/circle/list', 'ping/config', 'community/post/list']) {
      await answerLate(page, late);
      await page.reload();
      await page.locator('.cm-circles__item').first().waitFor();
      await page.locator('.cm-feed .cm-card').first().waitFor();
      await nextFrames(page);
      // Before: the circles row arrived above the feed's loading state and pushed it down 100 px,
      // then the first post's top margin moved the list 10 px (0.09; Lighthouse's CLS 0.047).
      const { total, shifts } = await layoutShifts(page);
      expect(total, `${late} answered last: ${shifts}`).toBeLessThan(0.005);
      await page.unroute(`**/api/app/${late}`);
    }
  });

  it('keeps the tab underline still when the community is shown again from another tab', async () => {
    ({ page, context } = await phone.newPage());
    await page.goto('/community');
    const tabs = page.locator('.cm-screen .top-tab-bar [role=tab]');
    await tabs.nth(2).click();
    await expect.poll(() => tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    const footer = page.locator('.footer-tab-bar');
    await footer.getByText('我的').click();
    const tappedAt = await page.evaluate(() => performance.now());
    await page.locator('[data-keep-alive="/community"]').waitFor({ state: 'hidden' });
    // The footer swallows a second tap within FOOTER.clickDebounceMs of the first (spec §2): a
    // person's next tap comes later than that, and so must the test's.
    await page.waitForFunction((until) => performance.now() >= until, tappedAt + FOOTER.clickDebounceMs + 20);
    // Every frame after the return: the kept screen was hidden (display: none, sizes 0), and the
    // line must not slide in from the bar's edge.
    await page.evaluate(() => {
      const w = window as unknown as { lineLefts: number[] };
      w.lineLefts = [];
      const sample = () => {
        const line = document.querySelector('[data-keep-alive="/community"] .top-tab-bar__line');
        const box = line?.getBoundingClientRect();
        if (box && box.width > 0) w.lineLefts.push(Math.round(box.left));
        if (w.lineLefts.length < 15) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await footer.getByText('圈子').click();
    await page.locator('[data-keep-alive="/community"]').waitFor({ state: 'visible' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { lineLefts: number[] }).lineLefts.length))
      .toBe(15);
    const lefts = await page.evaluate(() => (window as unknown as { lineLefts: number[] }).lineLefts);
    const tab = await tabs.nth(2).boundingBox();
    // Within a pixel (sub-pixel rounding); the slide it had went from -8 px across 15 frames.
    expect(Math.max(...lefts) - Math.min(...lefts), `line left per frame: ${lefts}`).toBeLessThanOrEqual(1);
    expect(Math.abs(lefts[0]! + 8 - (tab!.x + tab!.width / 2))).toBeLessThan(2);
  });

  it('20 XSS payloads in post text, comments and names render as text and run nothing', async () => {
    const evil = await member(XSS[1]!);
    // The category of the first tab: that of the first post /community shows.
    const firstId = Number(await page.locator('.cm-card').first().getAttribute('data-post-id'));
    const first = await callAs<{ categoryId: number }>(evil.token, 'community/post/detail', { id: firstId });
    const post = await callAs<{ id: number }>(evil.token, 'community/post/publish', {
      text: XSS.join('\n'),
      categoryId: first.data.categoryId,
    });
    expect(post.code).toBe(200);
    for (const payload of XSS)
      expect(
        (await callAs(evil.token, 'community/comment/add', { targetId: post.data.id, text: payload })).code,
      ).toBe(200);
    await page.goto(`/community/postDetail?id=${post.data.id}`);
    await page.locator('.cm-detail__text').waitFor();
    expect(await page.locator('.cm-detail__text').textContent()).toBe(XSS.join('\n'));
    // Load every comment.
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 4000);
    await expect
      .poll(() => page.locator('.cm-comment').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(20);
    await page.locator('#splash').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'community-xss');
    await page.goto('/community');
    await page.locator('.cm-card').filter({ hasText: '<script>' }).first().waitFor();
    await page.goto(`/community/upInfo?id=${evil.id}`);
    await page.locator('.cm-profile h1').waitFor();
    expect(await page.locator('.cm-profile h1').textContent()).toBe(XSS[1]);
    await nextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(
      await page.locator('.cm-page script, .cm-screen script, .cm-page iframe, .cm-page object').count(),
    ).toBe(0);
    expect(xssHits).toEqual([]);
  });
});
