// The players as journeys drive them: the video player's state, playback moving on, back to
// the start, the controls shown, the 清晰度 menu opened; the audio player's speed picked.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { nextFrames, screenshot, splashGone } from './browser';
import { callAs } from './protocol-client';

/**
 * The video the player journeys play: a free demo film of 23 minutes (media.seed.ts, video
 * i = 26: looped demo streams), so it never ends during a journey and the 下一个 countdown
 * never takes the player to another video. The first demo videos are 20 s clips: one ended
 * under a loaded machine and the later steps ran on the next video.
 */
export const LONG_VIDEO = { id: 27, title: '山海之间（上）' } as const;

/** The long video is as the journeys need it: free, and far longer than any journey. */
export async function expectLongVideo(token: string): Promise<void> {
  const play = await callAs<{ video: { title: string; duration: number; access: string } }>(
    token,
    'media/play',
    { id: LONG_VIDEO.id },
  );
  expect(play.code).toBe(200);
  expect(play.data.video).toMatchObject({ title: LONG_VIDEO.title, access: 'free' });
  expect(play.data.video.duration).toBeGreaterThanOrEqual(600);
}

/** The player still shows `video`: its address, its title, and no 下一个 countdown. */
export async function expectStillOn(page: Page, video: { id: number; title: string } = LONG_VIDEO) {
  expect(new URL(page.url()).pathname).toBe('/play/longVideo');
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(video.id));
  expect(await page.locator('.long-video__header .page-header__title').textContent()).toBe(video.title);
  expect(await page.getByTestId('next-up').count()).toBe(0);
}

/** The player has a frame to show (its video's readyState is HAVE_CURRENT_DATA or more). */
export async function firstFrameShown(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('.player__video')?.readyState ?? 0) >= 2,
    undefined,
    { timeout, polling: 100 },
  );
}

/** The player's state as the journey checks it. */
export function videoState(page: Page) {
  return page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('.player__video');
    return v
      ? { time: v.currentTime, paused: v.paused, line: Number(v.dataset.line), height: v.videoHeight }
      : { time: -1, paused: true, line: -1, height: 0 };
  });
}

/** Playback moves on: the position passes `by` seconds beyond where it is now, not paused. */
export async function keepsPlaying(page: Page, by = 1.5): Promise<void> {
  const from = (await videoState(page)).time;
  await page.waitForFunction(
    (t) => {
      const v = document.querySelector<HTMLVideoElement>('.player__video');
      return !!v && !v.paused && v.currentTime > t;
    },
    from + by,
    { timeout: 30_000, polling: 100 },
  );
}

/** Back to the start of the video: a reload resumes where it was. */
export async function fromTheTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('.player__video');
    if (v) v.currentTime = 0;
  });
}

/** The controls hide while playing: a tap on the picture brings them back. */
export async function showControls(page: Page): Promise<void> {
  // After a reload the start-up splash covers the page for its first 2 s (spec §2): a tap
  // then lands on the splash, not on the picture.
  await splashGone(page);
  if ((await page.locator('.player.has-controls').count()) === 0) {
    const box = await page.locator('.player').boundingBox();
    if (box) await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3);
  }
  await page.locator('.player.has-controls').waitFor({ timeout: 5_000 });
}

/**
 * Opens a player menu from its chip. Playing, the controls hide 3 s after they were last shown;
 * on a loaded machine that can fall between showing them and the click, which then lands on the
 * picture or on the hidden (inert) controls. Like a viewer, it shows them and taps again until
 * the menu (`opened`) is there.
 */
export async function openPlayerMenu(page: Page, chip: string, opened: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await showControls(page);
        await page
          .locator(chip)
          .click({ timeout: 2_000 })
          .catch(() => {});
        return opened.waitFor({ timeout: 1_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true);
}

export async function openQualityMenu(page: Page): Promise<void> {
  await openPlayerMenu(page, '.player__chip--quality', page.locator('.player__menu--quality'));
}

/**
 * Picks `speed` (`1.5x`) for the audio player through the component library's picker, not a
 * bare <select>, with a finger's tap (the wheel follows touch; a desktop mouse click is not what
 * a phone sends); `shot` names a screenshot of the open wheel. The audio then plays at it.
 */
export async function pickAudioSpeed(page: Page, speed: string, shot: string): Promise<void> {
  expect(await page.locator('.audio-player__options select').count()).toBe(0);
  await page.locator('.audio-player__pick').first().click();
  const item = page.locator('.adm-picker-view-column-item', { hasText: speed });
  await item.waitFor();
  await item.tap();
  await expect.poll(() => item.getAttribute('data-selected')).toBe('true');
  await nextFrames(page);
  await screenshot(page, shot);
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect
    .poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.playbackRate))
    .toBe(Number.parseFloat(speed));
}

/** Whether the player's engine fetches ahead ('true'/'false'; null before it started). */
export function buffering(page: Page) {
  return page.evaluate(
    () => document.querySelector<HTMLVideoElement>('.player__video')?.dataset.buffering ?? null,
  );
}
