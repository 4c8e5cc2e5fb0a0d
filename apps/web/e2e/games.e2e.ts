// The game centre journey (issue 15), against the real server and its bundled sandbox game
// provider: the 游戏 tab opens /game; tapping 2048 asks game/login for a one-use launch URL and
// opens the provider's page full screen; scripted key presses play it until it scores; the
// provider reports the score to the server (signed, server to server), and the app shows it as
// recently played, on the leaderboard and as progress of the welfare task 玩1局游戏.
import type { FrameLocator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, shot, skipBrowser, usePhone } from './support/browser';

const scoreOf = async (game: FrameLocator) =>
  Number((await game.getByTestId('game-score').textContent()) ?? '0');

describe.skipIf(skipBrowser)('game centre', () => {
  const phone = usePhone();

  it('opens /game from the footer, plays 2048 in the full-screen frame and sees the score recorded', async () => {
    const { page } = await phone.newPage();
    await page.goto('/');
    await page.locator('.footer-tab', { hasText: '游戏' }).click();
    await page.waitForURL('**/game');
    await page.getByRole('heading', { name: '热门游戏' }).waitFor();
    const row = page.getByTestId(/^game-\d+$/).filter({ hasText: '2048' });
    await row.waitFor();
    await expect.poll(() => page.getByTestId(/^game-\d+$/).count()).toBe(3);
    expect(await page.getByTestId('game-recent').count()).toBe(0);
    await shot(page, 'games-home');

    // Tap: the server hands out a launch URL; the sandbox provider verifies it and shows the game.
    await row.getByRole('button', { name: '开始 2048' }).click();
    await page.getByTestId('game-player').waitFor();
    const game = page.frameLocator('.gm-player__frame');
    await game.getByTestId('game-board').waitFor();
    await expect.poll(() => game.locator('.cell.v2, .cell.v4').count()).toBe(2);
    await shot(page, 'games-2048-start');

    // Scripted moves (the arrow keys the page listens to, as a swipe would) until something merges.
    await game.getByTestId('game-board').click();
    const keys = ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowUp'];
    for (let i = 0; i < 60 && (await scoreOf(game)) === 0; i++)
      await page.keyboard.press(keys[i % keys.length]!);
    const scored = await scoreOf(game);
    expect(scored).toBeGreaterThan(0);
    // The provider reported it and the server recorded it: the page and the app both say so.
    await game.getByTestId('game-status').filter({ hasText: '成绩已记录' }).waitFor({ timeout: 10_000 });
    const recorded = Number((await game.getByTestId('game-status').textContent())?.replace(/\D/g, ''));
    expect(recorded).toBeGreaterThan(0);
    await page.getByTestId('game-recorded').waitFor();
    await shot(page, 'games-2048-scored');

    // Closing shows it under 最近玩过 with my best score.
    await page.getByRole('button', { name: '关闭游戏' }).click();
    await page.getByTestId('game-player').waitFor({ state: 'detached' });
    const recent = page.getByTestId('game-recent');
    await recent.waitFor();
    const best = await recent
      .getByTestId(/^recent-best-/)
      .first()
      .textContent();
    expect(Number(best?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(recorded);

    // The leaderboard lists me with that score.
    await row.getByRole('button', { name: '排行' }).click();
    const list = page.getByTestId('rank-list');
    await list.waitFor();
    await expect.poll(() => page.getByTestId('rank-mine').textContent()).toMatch(/第\d+名 · \d+分/);
    const mine = (await page.getByTestId('rank-mine').textContent()) ?? '';
    expect(Number(/· (\d+)分/.exec(mine)?.[1])).toBeGreaterThanOrEqual(recorded);
    await shot(page, 'games-rank');
    await page.getByRole('button', { name: '关闭排行榜' }).click();

    // The welfare task 玩1局游戏 counted the game.
    await page.locator('.footer-tab', { hasText: '福利' }).click();
    await page.waitForURL('**/welfare');
    const task = page.locator('.wf-task', { hasText: '玩1局游戏' });
    await task.waitFor();
    await expect.poll(() => task.locator('.wf-task__count').textContent(), { timeout: 10_000 }).toBe('1/1');
    await expect.poll(() => task.getByRole('button', { name: '领取' }).count()).toBe(1);
    await task.scrollIntoViewIfNeeded();
    await shot(page, 'games-welfare-task');
  });

  it('launches snake and match-three; a launch URL opened a second time is refused', async () => {
    const { page } = await phone.newPage();
    const launches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sandbox-games/launch?')) launches.push(r.url());
    });
    await page.goto('/game');
    await page.getByRole('heading', { name: '热门游戏' }).waitFor();
    // With the service worker active, the frame's navigation to the provider passes through it:
    // it must reach the server, not be answered with the app shell.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.getByRole('button', { name: '开始 贪吃蛇' }).click();
    const snake = page.frameLocator('.gm-player__frame');
    await snake.getByRole('button', { name: '轻触开始' }).waitFor();
    await shot(page, 'games-snake');
    await page.getByRole('button', { name: '关闭游戏' }).click();

    await page.getByRole('button', { name: '开始 宝石消消乐' }).click();
    const gems = page.frameLocator('.gm-player__frame');
    await expect.poll(() => gems.locator('.gem').count()).toBe(49);
    await shot(page, 'games-match3');
    await page.getByRole('button', { name: '关闭游戏' }).click();

    // The same launch URL again (a reload, a shared link): the token was spent.
    expect(launches.length).toBeGreaterThan(0);
    const again = await page.context().newPage();
    await again.goto(launches[0]!);
    await again.getByText('该游戏链接已使用').waitFor();
    await screenshot(again, 'games-launch-used');
  });
});
