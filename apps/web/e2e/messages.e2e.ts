// Journeys of the message centre (issue 14): user B comments on user A's post and A's open app
// shows the badge without a reload; A opens the message, the badge clears and the tap leads to
// the post. A sends feedback with a screenshot, the operator replies, and A sees the reply arrive.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, screenshot, skipBrowser, usePhone } from './support/browser';
import { png } from './support/png';
import { callAs } from './support/protocol-client';

describe.skipIf(skipBrowser)('messages', () => {
  const phone = usePhone();

  /** A phone whose guest the operator made a registered creator; the app is open on /mine. */
  async function member(nickname: string): Promise<{ page: Page; id: number; token: string }> {
    const { page } = await phone.newPage();
    await page.goto('/mine');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token') ?? '')).not.toBe('');
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const info = await callAs<{ id: number }>(token, 'user/info', {});
    await admin('POST', `community/creators/${info.data.id}`, { nickname });
    return { page, id: info.data.id, token };
  }

  const footerBadge = (page: Page) => page.locator('.footer-tab-bar .footer-tab__badge');

  it('a comment on my post lights the badge live; opening it clears the badge and leads to the post', async () => {
    const a = await member('帖子作者');
    const b = await member('路过的读者');
    const feed = await callAs<{ list: Array<{ categoryId: number }> }>(a.token, 'community/post/list', {
      page: 1,
      pageSize: 1,
    });
    const post = await callAs<{ id: number }>(a.token, 'community/post/publish', {
      text: '今天拍的晚霞',
      categoryId: feed.data.list[0]!.categoryId,
    });
    expect(post.code).toBe(200);
    await a.page.reload();
    await a.page.locator('.mine-services').waitFor();
    await expect.poll(() => footerBadge(a.page).count()).toBe(0);

    const sent = await callAs(b.token, 'community/comment/add', {
      targetId: post.data.id,
      text: '好美的晚霞！',
    });
    expect(sent.code).toBe(200);
    // No reload: the live stream brings it.
    await expect.poll(() => footerBadge(a.page).textContent(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => a.page.locator('.mine-services__badge').textContent()).toBe('1');
    // /mine was the first screen: its splash stays 2 s; the picture should show the badges.
    await a.page.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(a.page, 'messages-badge');

    await a.page.getByRole('button', { name: /消息中心/ }).click();
    // The screen puts the tab it opens on in the address at once (?tab=comment, replacing the
    // entry): a glob for the bare path could miss the moment it was there.
    await a.page.waitForURL(/\/mine\/message(\?|$)/);
    const tab = a.page.getByRole('tab', { name: /评论和回复/ });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const row = a.page.locator('.msg-row').filter({ hasText: '好美的晚霞！' });
    await row.waitFor();
    await expect.poll(() => row.locator('.msg-row__dot').count()).toBe(1);
    // Viewing the tab read it: its count is gone.
    await expect.poll(() => tab.locator('.top-tab__badge').count()).toBe(0);
    // Every name fits its tab (评论和回复, bold when active, is wider than a fifth of the
    // screen), the tabs do not overlap, and the underline is under the active tab.
    await expect
      .poll(() =>
        a.page.locator('.msg-page__tabs').evaluate((bar) => {
          const tabs = [...bar.querySelectorAll<HTMLElement>('[role=tab]')];
          const boxes = tabs.map((tab) => tab.getBoundingClientRect());
          const line = bar.querySelector('.top-tab-bar__line')?.getBoundingClientRect();
          const active = boxes[tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true')];
          return {
            clipped: tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent),
            overlapping: boxes.some((box, i) => i > 0 && box.left < boxes[i - 1]!.right - 0.5),
            // Within a pixel (Math.round would give -0, which toEqual tells from 0).
            lineCentred:
              !!line &&
              !!active &&
              Math.abs(line.left + line.width / 2 - (active.left + active.width / 2)) < 1,
          };
        }),
      )
      .toEqual({ clipped: [], overlapping: false, lineCentred: true });
    await screenshot(a.page, 'messages-centre');

    await row.click();
    await a.page.waitForURL(`**/community/postDetail?id=${post.data.id}`);
    await a.page.goBack();
    await a.page.goBack();
    await a.page.waitForURL('**/mine');
    await expect.poll(() => footerBadge(a.page).count()).toBe(0);
    const latest = await callAs<{ unread: number }>(a.token, 'message/latest', {});
    expect(latest.data.unread).toBe(0);
  });

  it('sends feedback with a screenshot; the operator reply arrives while the app is open', async () => {
    const a = await member('反馈用户');
    await a.page.goto('/mine/feedback');
    await a.page.getByRole('radio', { name: '内容问题' }).click();
    await a.page.locator('textarea').fill('有一部视频的字幕和画面不同步');
    await a.page
      .locator('[data-testid=image-input]')
      .setInputFiles([
        { name: 'shot.png', mimeType: 'image/png', buffer: png([40, 60, 200], [200, 40, 90]) },
      ]);
    await expect.poll(() => a.page.locator('.cm-thumb[data-state=done]').count()).toBe(1);
    await a.page.getByPlaceholder(/手机号、邮箱/).fill('tg: @viewer');
    await a.page.getByRole('button', { name: '提交', exact: true }).click();
    await a.page.waitForURL('**/mine/feedback?tab=mine');
    const card = a.page.locator('.fb-card').filter({ hasText: '字幕和画面不同步' });
    await card.waitFor();
    await expect.poll(() => card.locator('.fb-card__status').textContent()).toBe('待处理');
    await card.locator('.lld-lazy-image--loaded').waitFor();

    const pending = (await (await admin('GET', 'feedback?status=pending')).json()) as {
      data: { list: Array<{ id: number; userId: number }> };
    };
    const mine = pending.data.list.find((f) => f.userId === a.id)!;
    await admin('POST', `feedback/${mine.id}/reply`, { reply: '感谢反馈，字幕已重新校对' });

    // Live: the reply shows in 我的反馈 without a reload, and a message arrives.
    await expect
      .poll(() => card.locator('.fb-card__status').textContent(), { timeout: 10_000 })
      .toBe('已回复');
    await card.getByText('感谢反馈，字幕已重新校对').waitFor();
    await screenshot(a.page, 'messages-feedback-reply');
    await a.page.goto('/mine/message?tab=system');
    await a.page.locator('.msg-row').filter({ hasText: '你的反馈有了回复' }).click();
    await a.page.waitForURL('**/mine/feedback?tab=mine');
  });
});
