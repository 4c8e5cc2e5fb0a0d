// Journeys of the welfare centre (issue 13), against the real server: check in, watch a video
// until a watch task completes (counted by the server from the player's position reports),
// claim it and see the balance grow; invite a second browser through the link, register it
// there, and see the inviter's income.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, expectThemeColours, screenshot, skipBrowser, usePhone } from './support/browser';

/** A screenshot once the start-up splash is gone (it stays 2 s on a first non-home route). */
async function shot(page: Page, name: string): Promise<void> {
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
  await screenshot(page, name);
}

const gold = (page: Page) => page.getByTestId('welfare-gold').textContent();

describe.skipIf(skipBrowser)('welfare', () => {
  const phone = usePhone({ afterAll: () => admin('PUT', 'settings/theme', { value: 1 }) });

  it('checks in, watches a video until the task is done, claims it and sees the balance grow', async () => {
    // A short watch task, so the journey needs 15 s of the 20 s demo video.
    const created = await admin('POST', 'welfare/tasks', {
      group: 'daily',
      metric: 'watch_seconds',
      title: '看视频10秒',
      description: '任意视频',
      target: 10,
      reward: 300,
      points: 5,
      jump: { typeCode: 0, urlParent: '/play/longVideo?id=6' },
      sort: 0,
    });
    const task = ((await created.json()) as { data: { id: number } }).data;
    const { page } = await phone.newPage();

    await page.goto('/welfare');
    const row = page.getByTestId(`task-${task.id}`);
    await row.waitFor();
    await expect.poll(() => gold(page)).toBe('0');
    await page.getByRole('button', { name: '签到', exact: true }).click();
    await page.getByText('签到成功 +1金币').waitFor();
    await expect.poll(() => gold(page)).toBe('1');
    await expect.poll(() => page.getByTestId('checkin-streak').textContent()).toBe('已连续签到 1 天');
    await expect.poll(() => page.getByRole('button', { name: '已签到' }).isDisabled()).toBe(true);
    expect(await row.locator('.wf-task__count').textContent()).toBe('0/10秒');
    await shot(page, 'welfare');

    // 去完成 leads to the video; the server counts what the player reports while it plays.
    await row.getByRole('button', { name: '去完成' }).click();
    await page.waitForURL(/\/play\/longVideo\?id=6$/);
    await page.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0) > 16,
      undefined,
      { timeout: 40_000, polling: 250 },
    );
    await page.goBack();
    await page.waitForURL('**/welfare');
    await expect
      .poll(() => row.locator('.wf-task__count').textContent(), { timeout: 10_000 })
      .toBe('10/10秒');
    await row.getByRole('button', { name: '领取' }).click();
    await page.getByText('领取成功 +3金币').waitFor();
    await expect.poll(() => gold(page)).toBe('4');
    await expect.poll(() => row.getByRole('button', { name: '已领取' }).isDisabled()).toBe(true);

    // The level page counts the points of the check-in (5) and the task (5).
    await page.goto('/mine/pointLevel');
    await expect.poll(() => page.getByTestId('level-points').textContent()).toBe('10 积分');
    await shot(page, 'welfare-level');

    await admin('PUT', 'settings/theme', { value: 6 });
    await page.goto('/welfare');
    await row.waitFor();
    await expectThemeColours(page, 6);
    await shot(page, 'welfare-christmas');
  });

  it('invites a second browser through the link; once it registers the inviter earns', async () => {
    const { page: inviter } = await phone.newPage();
    await inviter.goto('/mine/invitation');
    const link = inviter.getByTestId('invite-link');
    await expect.poll(() => link.textContent()).toContain('affCode=');
    const url = (await link.textContent()) ?? '';
    const code = (await inviter.getByTestId('invite-code').textContent())?.trim() ?? '';
    expect(url).toContain(`affCode=${code}`);
    await inviter.locator('.acc-qr img').waitFor();
    await shot(inviter, 'welfare-invitation');

    // The friend opens the link on another phone: a new guest bound to the inviter.
    const { page: friend } = await phone.newPage();
    await friend.goto(url);
    await friend.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
    await inviter.reload();
    await expect.poll(() => inviter.getByTestId('invite-count').textContent(), { timeout: 10_000 }).toBe('1');
    await inviter.getByText('未注册').waitFor();
    expect(await inviter.getByTestId('invite-income').textContent()).toBe('0');

    // The friend registers: the inviter is paid 10 gold.
    const account = `inv${Date.now().toString(36)}`;
    await friend.goto('/mine/originalRegister');
    await friend.locator('input[name=account]').fill(account);
    await friend.locator('input[name=password]').fill('journey123');
    await friend.locator('input[name=confirm]').fill('journey123');
    await friend.locator('form').getByRole('button', { name: '注册' }).click();
    await friend.waitForURL('**/mine');

    await expect
      .poll(
        async () => {
          await inviter.reload();
          await inviter.getByTestId('invite-count').waitFor();
          return inviter.getByTestId('invite-income').textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('10');
    await inviter.getByText('已注册 +10金币').waitFor();
    await shot(inviter, 'welfare-invitation-income');

    // The friend sees who invited them, and cannot enter another code.
    await friend.goto('/mine/invitation');
    await friend.getByText(/邀请人ID：\d+/).waitFor();

    // The share poster is drawn with the same code.
    await inviter.goto('/mine/share');
    await inviter.locator('.wf-poster').waitFor();
    await shot(inviter, 'welfare-share');
  });
});
