// Journeys of the installable app and the continue shelf (issue 21), against the real server:
// the install criteria (a valid manifest with icons, an active service worker, no installability
// errors from Chromium), a second visit with no network that starts from the cache and shows
// the offline screen, a video saved in 我的下载 and played with the network off, a comic chapter,
// a novel and an audio book saved and opened with the network off, and a
// position saved on one browser resumed from the 继续观看/阅读 row of a second browser signed
// in to the same account.
import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, shot, skipBrowser, splashGone, usePhone } from './support/browser';
import { callAs } from './support/protocol-client';
import { swActive } from './support/pwa';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/**
 * Signs `page` in to an account by the account's `login` call, made with the guest token the
 * page holds. A login revokes the device's earlier tokens, so an app still running with the
 * guest token can meet code 1000 at any moment and reload (clearing the token): the page leaves
 * the app first, and the new token is in storage before the app's first script on the next visit.
 */
async function signIn(page: Page, login: (guestToken: string) => Promise<{ code: number; data: unknown }>) {
  const guest = await token(page);
  await page.goto('about:blank');
  const res = await login(guest);
  expect(res.code).toBe(200);
  await page
    .context()
    .addInitScript((t) => localStorage.setItem('token', t), (res.data as { token: string }).token);
}

/** Each page's DevTools session for its `navigator.onLine` override, and the state to hold. */
const onLineOverrides = new WeakMap<Page, { session: CDPSession; offline: boolean }>();

const sayOffline = (session: CDPSession, offline: boolean) =>
  session
    .send('Network.overrideNetworkState' as 'Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    .catch(() => {}); // a Chromium without the method: setOffline was enough there

/**
 * Turns the network of `context` off or on, as a phone's airplane mode would: requests fail, and
 * every document's `navigator.onLine` and online/offline events say so. Playwright's `setOffline`
 * makes the requests fail and tells the document already open, but Chromium 150 (Debian's,
 * December 2026) starts each new document online again (the next page load, a reload). Each page
 * is therefore told again, through `Network.overrideNetworkState`, as each of its documents loads.
 */
async function offline(context: BrowserContext, value: boolean): Promise<void> {
  await context.setOffline(value);
  for (const page of context.pages()) {
    let state = onLineOverrides.get(page);
    if (!state) {
      const held = { session: await context.newCDPSession(page), offline: value };
      page.on('domcontentloaded', () => {
        if (held.offline) void sayOffline(held.session, true);
      });
      onLineOverrides.set(page, held);
      state = held;
    }
    state.offline = value;
    await sayOffline(state.session, value);
  }
}

/** The offline player `testId` (a video or an audio element) has played past `seconds`. */
async function playedPast(page: Page, testId: string, seconds: number): Promise<void> {
  await page.waitForFunction(
    ([id, past]) =>
      (document.querySelector<HTMLMediaElement>(`[data-testid="${id}"]`)?.currentTime ?? 0) > past,
    [testId, seconds] as const,
    { timeout: 30_000, polling: 250 },
  );
}

describe.skipIf(skipBrowser)('installable app, downloads and the continue shelf', () => {
  // Going offline is the point of these journeys: the refused requests are expected.
  const phone = usePhone({ ignoreConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/] });
  const newPage = () => phone.newPage();

  it('meets the install criteria (the offline second visit is the next journey)', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    await page.locator('.footer-tab-bar, nav').first().waitFor();
    await swActive(page);

    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      const res = await fetch(link?.href ?? '');
      return { type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
    });
    expect(manifest.type).toContain('application/manifest+json');
    // The installed app is named as the server is configured (APP_NAME), like the page.
    const appName = await page.title();
    expect(appName).toBeTruthy();
    expect(manifest.body).toMatchObject({
      name: appName,
      short_name: appName,
      lang: 'zh-CN',
      display: 'standalone',
      start_url: '/?source=pwa',
      theme_color: '#366CE3',
    });
    const icons = manifest.body.icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    // Every icon is a PNG of the size it claims.
    const sizes = await page.evaluate(async (list) => {
      const out: string[] = [];
      for (const icon of list) {
        const bytes = new DataView(await (await fetch(icon.src)).arrayBuffer());
        out.push(`${bytes.getUint32(16)}x${bytes.getUint32(20)}`);
      }
      return out;
    }, icons);
    expect(sizes).toEqual(icons.map((i) => i.sizes));

    // Chromium's own verdict: no installability errors.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // A Playwright context is an off-the-record profile, where Chromium installs nothing
    // ('in-incognito'); every other criterion must hold.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  it('starts offline on the second visit', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    await swActive(page);
    // The page the worker answers a landing path with names that screen's files, as the
    // server's does: the links in the document as parsed, before the entry (which appends any
    // missing one itself) has run.
    const table = await page.evaluate(
      async () => (await (await fetch('/first-screens.json')).json()) as Record<string, string[]>,
    );
    expect(table['/play/longVideo']?.length).toBeGreaterThan(1);
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { __parsedLinks?: string[] }).__parsedLinks = [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]'),
        ].map((l) => new URL(l.href).pathname.slice(1));
      });
    });
    const parsedLinks = () =>
      page.evaluate(() => (window as unknown as { __parsedLinks?: string[] }).__parsedLinks ?? []);
    const played = await page.goto('/play/longVideo?id=1');
    expect(played?.fromServiceWorker()).toBe(true);
    expect(await parsedLinks()).toEqual(expect.arrayContaining(table['/play/longVideo'] ?? ['none']));
    await page.locator('.player__video').waitFor();

    // Second visit with no network: the shell comes from the cache; data screens say offline.
    await offline(context, true);
    await page.goto('/');
    expect(await parsedLinks()).toEqual(expect.arrayContaining(table['/'] ?? ['none']));
    await page.getByTestId('offline-screen').waitFor();
    expect(await page.getByTestId('offline-screen').textContent()).toContain('当前处于离线状态');
    await shot(page, 'pwa-offline-home');
    await page.getByRole('button', { name: '我的下载' }).click();
    await page.waitForURL('**/mine/download');
    await page.getByText('还没有下载的内容').waitFor();
    expect(await page.getByTestId('offline-screen').isHidden()).toBe(true);
    await shot(page, 'pwa-offline-downloads');
    await offline(context, false);
  });

  it('saves a video and plays it with the network off', async () => {
    const { page, context } = await newPage();
    await page.goto('/play/longVideo?id=1');
    await swActive(page);
    const button = page.getByTestId('download-button');
    await button.waitFor({ timeout: 20_000 });
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 40_000, interval: 250 }).toContain('已下载');

    await page.goto('/mine/download');
    const item = page.getByTestId('download-item').first();
    await item.waitFor();
    expect(await item.getAttribute('data-status')).toBe('done');
    expect(await page.getByTestId('download-storage').textContent()).toMatch(
      /下载占用 [\d.]+ (KB|MB).*已用.*可用/,
    );
    await shot(page, 'pwa-downloads');

    // Airplane mode: reload (the app starts from the cache) and play from the device.
    await offline(context, true);
    await page.reload();
    await item.waitFor();
    await item.getByRole('button', { name: '播放' }).click();
    await playedPast(page, 'offline-video', 1.5);
    await screenshot(page, 'pwa-offline-playing');
    await page.getByRole('button', { name: '关闭' }).click();
    await offline(context, false);

    // Delete frees it.
    await item.getByRole('button', { name: '删除' }).click();
    await page.getByText('还没有下载的内容').waitFor();
  });

  it('saves a comic chapter, a novel and an audio book and opens each with the network off', async () => {
    const { page, context } = await newPage();
    await page.goto('/mine/download');
    await swActive(page);
    const t = await token(page);
    type Card = { id: number; title: string };
    const comics = await callAs<{ list: Card[] }>(t, 'comics/category', { pageSize: 5 });
    const comic = comics.data.list[0]!;
    const chapters = await callAs<{ list: Array<{ id: number; unlocked: boolean }> }>(t, 'comics/chapter', {
      comicId: comic.id,
      pageSize: 5,
    });
    const chapter = chapters.data.list.find((c) => c.unlocked)!;
    const books = async (kind: 'text' | 'audio') => {
      for (const b of (await callAs<{ list: Card[] }>(t, 'novel/list', { kind, pageSize: 20 })).data.list) {
        const d = await callAs<{ chapters: Array<{ unlocked: boolean }> }>(t, 'novel/detail', { id: b.id });
        if (d.data.chapters.some((c) => c.unlocked)) return b;
      }
      throw new Error(`no ${kind} book open to a guest`);
    };
    const [novel, audio] = [await books('text'), await books('audio')];

    const save = async (url: string, open?: () => Promise<void>) => {
      await page.goto(url);
      await open?.();
      const button = page.getByTestId('download-button');
      await button.waitFor({ timeout: 20_000 });
      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 40_000, interval: 250 }).toContain('已下载');
    };
    await save(`/homePage/Comic/read?id=${comic.id}&chapterId=${chapter.id}`, async () => {
      await page.locator('.comic-reader__page').first().waitFor();
      // The start-up splash of a full load covers the reader for up to 2 s: a tap before it is
      // gone opens nothing (the cause of this journey's earlier time-out).
      await splashGone(page);
      await page.mouse.click(195, 422);
      await page.locator('.reader-menu__bottom').waitFor();
    });
    await save(`/dating/novelDetail?id=${novel.id}`);
    await save(`/novel/audio?id=${audio.id}`);

    await page.goto('/mine/download');
    const items = page.getByTestId('download-item');
    await expect.poll(() => items.count()).toBe(3);
    for (const status of await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
      expect(status).toBe('done');
    await shot(page, 'pwa-downloads-all-kinds');

    // Airplane mode: the app starts from the cache and opens each from the device.
    await offline(context, true);
    await page.reload();
    await items.first().waitFor();
    const open = async (title: string, button: string) => {
      await page
        .getByTestId('download-item')
        .filter({ hasText: title })
        .getByRole('button', { name: button })
        .click();
      return page.getByRole('dialog');
    };
    let dialog = await open(comic.title, '阅读');
    await expect
      .poll(
        () =>
          dialog
            .getByTestId('offline-page')
            .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'pwa-offline-comic');
    await dialog.getByRole('button', { name: '关闭' }).click();
    dialog = await open(novel.title, '阅读');
    await expect
      .poll(() => dialog.getByTestId('offline-text').locator('p').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'pwa-offline-novel');
    await dialog.getByRole('button', { name: '关闭' }).click();
    dialog = await open(audio.title, '播放');
    await playedPast(page, 'offline-audio', 0.5);
    await screenshot(page, 'pwa-offline-audio');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await offline(context, false);
  }, 180_000);

  it('picks up a new deployment on the next start with 刷新以更新, then runs the new worker', async () => {
    const { page } = await newPage();
    await page.goto('/mine');
    await swActive(page);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active)).toBe(
      true,
    );
    // A new deployment: the server reads dist/sw.js on every request, so new bytes there are
    // what a deploy gives. Restored whatever happens.
    const swFile = new URL('../dist/sw.js', import.meta.url);
    const original = readFileSync(swFile, 'utf8');
    try {
      writeFileSync(swFile, `${original}\n// deployment ${Date.now()}\n`);
      // The next start: the app checks for a new worker and offers the update once it waits.
      await page.reload();
      const toast = page.getByTestId('pwa-update');
      await toast.waitFor({ timeout: 60_000 });
      expect(await toast.textContent()).toContain('刷新以更新');
      await shot(page, 'pwa-update-toast');
      // Until the tap, the old worker still serves this page (one build, no mix).
      expect(
        await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return !!reg?.waiting && navigator.serviceWorker.controller === reg.active;
        }),
      ).toBe(true);
      await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), toast.getByRole('button').click()]);
      await page.locator('.footer-tab-bar, nav').first().waitFor();
      const after = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return { waiting: !!reg?.waiting, controlled: navigator.serviceWorker.controller === reg?.active };
      });
      expect(after).toEqual({ waiting: false, controlled: true });
      expect(await page.getByTestId('pwa-update').count()).toBe(0);
    } finally {
      writeFileSync(swFile, original);
    }
  }, 150_000);

  it('resumes on a second browser of the same account from the continue shelf', async () => {
    const { page: first } = await newPage();
    await first.goto('/mine');
    await expect.poll(() => token(first)).not.toBe('');
    const account = `pwa${Date.now().toString(36)}`;
    const password = 'abc12345';
    await signIn(first, (guest) => callAs(guest, 'login/account/register', { account, password }));

    // Watch video 1 for a few seconds on the first phone.
    await first.goto('/play/longVideo?id=1');
    await first.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0) > 7,
      undefined,
      { timeout: 40_000, polling: 250 },
    );
    await first.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.pause());
    const watched = await first.evaluate(
      () => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0,
    );
    // Home shows the shelf (and sends the position to the server).
    await first.goto('/');
    const shelfA = first.getByTestId('continue-shelf');
    await shelfA.waitFor({ timeout: 20_000 });
    expect(await shelfA.textContent()).toContain('继续观看/阅读');

    // The second phone signs in to the same account.
    const { page: second } = await newPage();
    await second.goto('/');
    await expect.poll(() => token(second)).not.toBe('');
    await signIn(second, (guest) => callAs(guest, 'login/account/login', { account, password }));
    await second.goto('/');
    const shelf = second.getByTestId('continue-shelf');
    await shelf.waitFor({ timeout: 20_000 });
    await shelf.scrollIntoViewIfNeeded();
    await shot(second, 'continue-shelf-home');
    const card = shelf.getByRole('button').first();
    expect(await card.getAttribute('aria-label')).toMatch(/看到 00:0\d/);
    await card.click();
    await second.waitForURL(/\/play\/longVideo\?id=1$/);
    await second.waitForFunction(
      (at) => {
        const v = document.querySelector<HTMLVideoElement>('.player__video');
        return !!v && v.currentTime >= at - 1.5 && v.currentTime > 3;
      },
      Math.floor(watched),
      { timeout: 30_000, polling: 250 },
    );
    await screenshot(second, 'continue-resumed');
  }, 150_000);
});
