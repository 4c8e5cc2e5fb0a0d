// Danmaku journeys (issue 21): A and B watch the same free demo video; A sends a danmaku and
// B's open player shows it live. C comes later, plays from just before that second and sees
// it fly at that second; C (a guest) cannot send, hides danmaku by a blocked word, reports one.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, screenshot, skipBrowser, usePhone } from './support/browser';
import { callAs } from './support/protocol-client';

const VIDEO = 1;

describe.skipIf(skipBrowser)('danmaku', () => {
  const phone = usePhone();

  async function openVideo(page: Page) {
    await page.goto(`/play/longVideo?id=${VIDEO}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token') ?? '')).not.toBe('');
    await page.locator('[data-testid="danmaku-bar"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="danmaku-layer"]').waitFor({ state: 'attached', timeout: 30_000 });
    // The demo stream is 20 s: loop it, so a slow machine does not reach "next video" mid-test.
    await page.evaluate(() => {
      document.querySelector<HTMLVideoElement>('.player__video')!.loop = true;
    });
  }

  /** A phone whose guest the operator made a registered account, on the video. */
  async function member(nickname: string) {
    const { page } = await phone.newPage();
    await openVideo(page);
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const info = await callAs<{ id: number }>(token, 'user/info', {});
    await admin('POST', `community/creators/${info.data.id}`, { nickname });
    // Now an account: the page's user info was read while a guest (the send box shows 去登录).
    await page.reload();
    // The layer mounts once the first frame is in (its code is a lazy chunk): wait for it again.
    await page.locator('[data-testid="danmaku-layer"]').waitFor({ state: 'attached', timeout: 30_000 });
    return { page, token };
  }

  const videoTime = (page: Page) =>
    page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);
  const playing = (page: Page) =>
    page.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0) > 0.5,
      undefined,
      {
        timeout: 30_000,
      },
    );

  /**
   * Records the video's time when a danmaku with `text` comes on screen: the stage is one canvas
   * that says what it drew (`danmaku.onScreen()`), checked every frame.
   */
  const watchFor = async (page: Page, text: string) => {
    await page.locator('[data-testid="danmaku-layer"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.evaluate((t) => {
      const w = window as unknown as { __seenAt?: number };
      delete w.__seenAt;
      const look = () => {
        if (onScreen().some((d) => d.text === t))
          w.__seenAt = document.querySelector<HTMLVideoElement>('.player__video')!.currentTime;
        else requestAnimationFrame(look);
      };
      function onScreen(): Array<{ text: string }> {
        const stage = document.querySelector('[data-testid="danmaku-layer"] canvas') as
          | (HTMLCanvasElement & { danmaku?: { onScreen(): Array<{ text: string }> } })
          | null;
        return stage?.danmaku?.onScreen() ?? [];
      }
      requestAnimationFrame(look);
    }, text);
  };
  /**
   * The danmaku on screen (as last drawn), each with the number of pixels painted in its box
   * of the canvas (the canvas's painter reads them back); `painted` is the canvas's total.
   */
  const onScreen = (page: Page) =>
    page.evaluate(async () => {
      type Box = { text: string; mine: boolean; x: number; y: number; width: number; height: number };
      const stage = document.querySelector('[data-testid="danmaku-layer"] canvas') as
        | (HTMLCanvasElement & {
            danmaku?: {
              onScreen(): Box[];
              painted(x: number, y: number, w: number, h: number): Promise<number>;
            };
          })
        | null;
      const dm = stage?.danmaku;
      if (!stage || !dm) return { list: [], painted: 0 };
      const list = await Promise.all(
        dm.onScreen().map(async (d) => ({
          text: d.text,
          mine: d.mine,
          painted: await dm.painted(d.x, d.y, d.width, d.height),
        })),
      );
      return { list, painted: await dm.painted(0, 0, stage.clientWidth, stage.clientHeight) };
    });
  const seenAt = (page: Page) =>
    page.evaluate(() => (window as unknown as { __seenAt?: number }).__seenAt ?? null);

  it('A sends while B watches: B sees it live; C later sees it at the same second', async () => {
    const a = await member('弹幕甲');
    const b = await member('弹幕乙');
    await Promise.all([playing(a.page), playing(b.page)]);

    const text = `同一秒见 ${Date.now() % 10000}`;
    await watchFor(b.page, text);
    await a.page.locator('.dm-style').click();
    await a.page.getByRole('radio', { name: '#FFD302' }).click();
    await screenshot(a.page, 'danmaku-style-panel');
    await a.page.locator('.dm-send__input').fill(text);
    const sentAt = await videoTime(a.page);
    await a.page.locator('.dm-send__button').click();
    // A sees their own at once, outlined, and drawn on the stage.
    await expect
      .poll(async () => (await onScreen(a.page)).list.find((d) => d.text === text && d.mine)?.painted ?? 0, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    // B: no reload, the live feed brings it while both watch.
    await expect.poll(() => seenAt(b.page), { timeout: 30_000 }).not.toBeNull();
    await screenshot(b.page, 'danmaku-live-second-viewer');

    const list = await callAs<{ list: Array<{ text: string; time: number }> }>(a.token, 'danmaku/list', {
      videoId: VIDEO,
      from: 0,
      to: 30,
    });
    const saved = list.data.list.find((d) => d.text === text);
    expect(saved).toBeDefined();
    expect(Math.abs(saved!.time - sentAt)).toBeLessThan(1.5);

    // C comes later, plays from two seconds before it, and sees it fly at that second.
    const { page: c } = await phone.newPage();
    await openVideo(c);
    await playing(c);
    await watchFor(c, text);
    await c.evaluate((t) => {
      const v = document.querySelector<HTMLVideoElement>('.player__video')!;
      v.currentTime = Math.max(0, t - 2);
      void v.play();
    }, saved!.time);
    await expect.poll(() => seenAt(c), { timeout: 20_000 }).not.toBeNull();
    const at = (await seenAt(c))!;
    expect(Math.abs(at - saved!.time)).toBeLessThan(1);
    await c.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(c, 'danmaku-later-viewer');

    // C is a guest: told before typing that sending needs an account, with the way to one.
    await c.locator('.dm-guest').waitFor();
    expect(await c.locator('.dm-send__input').count()).toBe(0);

    // C's settings: blocks a word (the danmaku no longer shows), reports it from the list.
    await c.locator('.dm-gear').click();
    const sheet = c.locator('[data-testid="danmaku-settings"]');
    await sheet.waitFor();
    await sheet.locator('.dm-recent__item', { hasText: text }).waitFor();
    await screenshot(c, 'danmaku-settings');
    await sheet.locator('.dm-recent__item', { hasText: text }).getByRole('button', { name: '举报' }).click();
    await c.getByText('已举报，感谢反馈').waitFor({ timeout: 10_000 });
    await sheet.getByRole('textbox', { name: '屏蔽词' }).fill('同一秒');
    await sheet.getByRole('button', { name: '添加' }).click();
    await sheet.getByRole('button', { name: '同一秒 ×' }).waitFor();
    expect(await c.evaluate(() => localStorage.getItem('lld:danmaku'))).toContain('同一秒');
    // Off: the stage empties.
    await c.mouse.click(10, 10);
    await c.locator('.dm-toggle').click({ force: true });
    await expect.poll(() => onScreen(c)).toEqual({ list: [], painted: 0 });
  }, 240_000);
});
