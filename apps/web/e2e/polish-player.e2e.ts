// What a new user saw (issue 22), the player at 390x844: 清晰度 (the members' rendition behind VIP),
// two lines, the play-preview ad off the picture's centre, 已购 on a bought video, and the
// video-muted flag shared between surfaces; a guest's player again in a seasonal theme (christmas).
import { themeByValue } from '@lld/protocol/themes';
import { describe, expect, it } from 'vitest';
import { admin, expectThemeColours, rgb, screenshot, skipBrowser, splashGone } from './support/browser';
import {
  expectLongVideo,
  expectStillOn,
  fromTheTop,
  keepsPlaying,
  LONG_VIDEO,
  openPlayerMenu,
  openQualityMenu,
  showControls,
  videoState,
} from './support/player';
import { useNewUserPhone } from './support/polish';
import { callAs } from './support/protocol-client';
import { grantGold, pageUser } from './support/wallet';

describe.skipIf(skipBrowser)('what a new user saw (issue 22): the player', () => {
  const { newPage } = useNewUserPhone();

  it('the player: 清晰度 (members’ rendition behind VIP), two lines, the ad off the centre, 已购', async () => {
    const { page } = await newPage();
    await page.goto(`/play/longVideo?id=${LONG_VIDEO.id}`);
    await keepsPlaying(page, 1);
    await splashGone(page);
    const { token, id } = await pageUser(page);
    // A film far longer than the journey: it never ends, so 下一个 never moves the player on.
    await expectLongVideo(token);
    await expectStillOn(page);

    // The play-preview ad (position 40) sits in a corner: the picture's centre stays clear.
    const ad = await page.locator('.player-ad').boundingBox();
    const player = await page.locator('.player').boundingBox();
    expect(ad, 'the demo places a play-preview ad').not.toBeNull();
    expect(player).not.toBeNull();
    if (ad && player) {
      const cx = player.x + player.width / 2;
      const cy = player.y + player.height / 2;
      const coversCentre = ad.x <= cx && cx <= ad.x + ad.width && ad.y <= cy && cy <= ad.y + ad.height;
      expect(coversCentre).toBe(false);
    }

    // 清晰度: 自动 and each rendition by height; the top one is marked VIP.
    await openQualityMenu(page);
    const items = page.locator('.player__menu--quality [role="menuitemradio"]');
    expect(await items.allTextContents()).toEqual(['自动', '360PVIP', '180P']);
    await screenshot(page, 'polish-player-quality-menu-default');
    // A guest tapping 360P sees the VIP offer; the choice is not applied.
    await items.filter({ hasText: '360P' }).click();
    await page.getByTestId('quality-upsell').waitFor();
    await screenshot(page, 'polish-player-quality-upsell-default');
    expect(await page.evaluate(() => localStorage.getItem('lld:quality'))).toBeNull();
    await page.getByTestId('quality-upsell').getByRole('button', { name: '暂不开通' }).click();
    expect(await page.locator('.player__chip--quality').textContent()).toBe('自动');
    // 180P applies, is remembered, and playback goes on.
    await openQualityMenu(page);
    await items.filter({ hasText: '180P' }).click();
    await expect.poll(() => page.locator('.player__chip--quality').textContent()).toBe('180P');
    expect(await page.evaluate(() => localStorage.getItem('lld:quality'))).toBe('180');
    await keepsPlaying(page);
    await expectStillOn(page);

    // 线路: the demo has two; 线路2 plays from the second mount and playback goes on.
    const line2 = page.getByRole('menuitemradio', { name: '线路2' });
    await openPlayerMenu(page, '.player__chip--line', line2);
    await line2.click();
    await expect.poll(async () => (await videoState(page)).line).toBe(1);
    await keepsPlaying(page, 2);
    const fromLine2 = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/files/line2/hls/')),
    );
    expect(fromLine2).toBe(true);
    expect((await videoState(page)).height).toBe(180);
    await expectStillOn(page);

    // A member picks 360P: the picture is 360 high, and the choice survives a reload (which
    // resumes where it was: the check starts from the top).
    await admin('POST', 'vip/grant', { userId: id, tier: 'normal', days: 1 });
    await page.reload();
    await keepsPlaying(page, 1);
    await fromTheTop(page);
    await openQualityMenu(page);
    expect(await items.allTextContents()).toEqual(['自动', '360PVIP', '180P']);
    await items.filter({ hasText: '360P' }).click();
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('.player__video')?.videoHeight === 360,
      undefined,
      { timeout: 30_000 },
    );
    expect(await page.getByTestId('quality-upsell').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('lld:quality'))).toBe('360');
    await expectStillOn(page);
    await screenshot(page, 'polish-player-member-360-default');
    await page.reload();
    await keepsPlaying(page, 1);
    await fromTheTop(page);
    await showControls(page);
    expect(await page.locator('.player__chip--quality').textContent()).toBe('360P');
    await expectStillOn(page);
    await admin('PUT', 'settings/theme', { value: 6 });
    await page.reload();
    await keepsPlaying(page, 1);
    await fromTheTop(page);
    await openQualityMenu(page);
    // The member's choice is marked in the theme's active colour.
    await expect
      .poll(() =>
        page
          .locator('.player__menu--quality button.is-active')
          .evaluate((el) => [el.textContent, getComputedStyle(el).color]),
      )
      .toEqual(['360PVIP', rgb(themeByValue(6).colors.tabActiveTextColor)]);
    await expectStillOn(page);
    await screenshot(page, 'polish-player-quality-menu-christmas');
    await admin('PUT', 'settings/theme', { value: 1 });

    // A bought video shows 已购, not its price.
    await grantGold(id, 5000);
    expect((await callAs(token, 'media/pay', { id: 2 })).code).toBe(200);
    await page.goto('/play/longVideo?id=2');
    await page.locator('.video-desc__title .media-badge.is-bought').waitFor({ timeout: 20_000 });
    expect(await page.locator('.video-desc__title .media-badge').textContent()).toBe('已购');
    // A new page load keeps the start-up splash for 2 s (spec §2): the picture is of the page.
    await splashGone(page);
    await screenshot(page, 'polish-player-bought-default');
  }, 180_000);

  it('the player in the seasonal theme: a guest’s 清晰度 menu and VIP offer, 已购 (christmas theme)', async () => {
    const christmas = themeByValue(6);
    await admin('PUT', 'settings/theme', { value: christmas.value });
    const { page } = await newPage();
    await page.goto(`/play/longVideo?id=${LONG_VIDEO.id}`);
    await keepsPlaying(page, 1);
    await splashGone(page);
    await expectThemeColours(page, christmas.value);
    const { token, id } = await pageUser(page);
    await expectLongVideo(token);

    // A guest's menu: 自动 and each rendition, the top one marked VIP.
    await fromTheTop(page);
    await openQualityMenu(page);
    const items = page.locator('.player__menu--quality [role="menuitemradio"]');
    expect(await items.allTextContents()).toEqual(['自动', '360PVIP', '180P']);
    await screenshot(page, 'polish-player-quality-menu-guest-christmas');
    // 360P: the VIP offer, its 开通VIP in the theme's colour; the choice is not applied.
    await items.filter({ hasText: '360P' }).click();
    const upsell = page.getByTestId('quality-upsell');
    await upsell.waitFor();
    expect(
      await upsell
        .locator('.player-overlay__actions button:not(.is-ghost)')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe(rgb(christmas.colors.fotActiveColor));
    await screenshot(page, 'polish-player-quality-upsell-christmas');
    expect(await page.evaluate(() => localStorage.getItem('lld:quality'))).toBeNull();
    await upsell.getByRole('button', { name: '暂不开通' }).click();
    expect(await page.locator('.player__chip--quality').textContent()).toBe('自动');
    await expectStillOn(page);

    // A bought video shows 已购, not its price.
    await grantGold(id, 5000);
    expect((await callAs(token, 'media/pay', { id: 2 })).code).toBe(200);
    await page.goto('/play/longVideo?id=2');
    await page.locator('.video-desc__title .media-badge.is-bought').waitFor({ timeout: 20_000 });
    expect(await page.locator('.video-desc__title .media-badge').textContent()).toBe('已购');
    await expectThemeColours(page, christmas.value);
    await splashGone(page);
    await screenshot(page, 'polish-player-bought-christmas');
    await admin('PUT', 'settings/theme', { value: 1 });
  }, 120_000);

  it('the video-muted flag is shared: set by one surface, read by the player', async () => {
    const { page } = await newPage();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('muted-set')) {
        localStorage.setItem('lld:videoMuted', '1');
        sessionStorage.setItem('muted-set', '1');
      }
    });
    await page.goto(`/play/longVideo?id=${LONG_VIDEO.id}`);
    await page.locator('.player__video').waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('.player__video')?.muted === true,
    );
    await page.locator('.player__unmute').click();
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('.player__video')?.muted === false,
    );
    expect(await page.evaluate(() => localStorage.getItem('lld:videoMuted'))).toBeNull();
  });
});
