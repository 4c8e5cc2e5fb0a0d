import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeWav, SAMPLE_RATE } from '../../server/src/modules/novels/wav.ts';
import { makeTestClip } from '../../server/src/test/clip.ts';
import { admin, expectThemeColours, newPhoneContext, screenshot, skipBrowser } from './support/browser';
import { useConsole } from './support/console';
import { callAs } from './support/protocol-client';

// The operator console's content screens (issue 17) at a desktop viewport, as this file's own
// owner: a theme change the app shows, a video upload, a comic and books the app then shows.

describe.skipIf(skipBrowser)('operator console: theme, videos, comics, books (desktop)', () => {
  const c = useConsole({ afterAll: () => admin('PUT', 'settings/theme', { value: 1 }).catch(() => {}) });
  const { go, appUser } = c;
  let page: Page;
  beforeAll(async () => {
    page = c.page;
    await c.signIn('content-e2e');
  });

  it('changes the theme and the app shows it', async () => {
    await go('content');
    await page.locator('label', { has: page.getByTestId('theme-6') }).click();
    await screenshot(page, 'console-theme');
    await page.getByTestId('save-theme').click();
    await page.getByText('已保存').waitFor();
    // A fresh phone (no cached config) opens the app in the new theme.
    const fresh = await newPhoneContext(c.browser);
    const app = await fresh.newPage();
    await app.goto('/');
    await app.locator('.home').waitFor();
    await expectThemeColours(app, 6);
    await screenshot(app, 'console-theme-app');
    await fresh.close();
  });

  it('uploads a video with progress, publishes it after ingest, and the app plays it', async () => {
    // A 4 s noisy clip: several MB, so the upload goes in several chunks.
    const file = join(mkdtempSync(join(tmpdir(), 'lld-console-e2e-')), '后台上传.mp4');
    makeTestClip(file, { seconds: 4, noisy: true });
    const title = `后台上传 ${Date.now().toString(36)}`;

    await go('videos');
    await page.locator('input[type=file]').first().setInputFiles(file);
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByLabel('演员').fill('后台演员');
    await page.getByTestId('start-upload').click();
    await page.locator('[data-testid=upload-phase][data-phase=ingest]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'console-video-ingest');
    await page.locator('[data-testid=upload-phase][data-phase=done]').waitFor({ timeout: 120_000 });
    const row = page.locator('tr', {
      has: page.getByTestId('video-title').getByText(title, { exact: true }),
    });
    await row.getByText('草稿').waitFor();
    const id = Number(await row.locator('td').first().textContent());
    expect(id).toBeGreaterThan(0);
    await screenshot(page, 'console-videos');

    // A draft is not in the app.
    const probe = await appUser();
    expect((await callAs(probe.token, 'media/play', { id })).code).toBe(2004);
    await row.getByRole('button', { name: /^发\s?布$/ }).click();
    await row.getByText('已发布').waitFor();

    // Edit: tags and a VIP gate off again (free), the drawer's form saves.
    await row.getByRole('button', { name: /^编\s?辑$/ }).click();
    await page.getByTestId('video-form').waitFor();
    await page.locator('.ant-drawer img').waitFor();
    await screenshot(page, 'console-video-edit');
    // By the drawer's own textarea: the upload form beside it has a field of the same id, so the
    // label's for= points there.
    await page.getByTestId('video-form').locator('textarea').first().fill('运营后台上传的测试视频');
    await page
      .getByTestId('video-form')
      .getByRole('button', { name: /^保\s?存$/ })
      .click();
    await page.getByText('已保存').first().waitFor();

    await probe.page.goto(`/play/longVideo?id=${id}`);
    await probe.page.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? 0) > 1,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    await screenshot(probe.page, 'console-video-in-app');
    await probe.page.close();

    // Unpublished: gone from the app again.
    await row.getByRole('button', { name: /^下\s?架$/ }).click();
    await row.getByText('已下架').waitFor();
    const fresh = await appUser();
    expect((await callAs(fresh.token, 'media/play', { id })).code).toBe(2004);
    await fresh.page.close();
  }, 240_000);

  it('makes a comic with a chapter of uploaded pages, publishes it, and the app shows the pages', async () => {
    const title = `后台漫画 ${Date.now().toString(36)}`;
    const drawer = page.locator('.ant-drawer');
    const picture = (height: number) =>
      sharp({ create: { width: 200, height, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();

    await go('comics');
    await page.getByTestId('new-comic').click();
    const made = page.locator('.ant-modal', { hasText: '新建漫画' });
    await made.getByLabel('标题').fill(title);
    await made.getByLabel('作者').fill('后台作者');
    await made.getByLabel('分类').fill('后台分类');
    await made.getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    await drawer.getByTestId('comic-form').waitFor();
    const id = Number(/#(\d+)$/.exec((await drawer.locator('.ant-drawer-title').textContent()) ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);

    await drawer.getByTestId('new-chapter').click();
    const chapterModal = page.locator('.ant-modal', { has: page.getByTestId('chapter-form') });
    await chapterModal.getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    await drawer.getByTestId('chapter-title').getByText('第1话').waitFor();
    await drawer.getByRole('button', { name: /^页\s?面$/ }).click();
    const pagesModal = page.locator('.ant-modal', { has: page.getByTestId('add-pages') });
    await pagesModal
      .locator('.ant-upload', { has: page.getByTestId('add-pages') })
      .locator('input')
      .setInputFiles([
        { name: 'p02.png', mimeType: 'image/png', buffer: await picture(300) },
        { name: 'p01.png', mimeType: 'image/png', buffer: await picture(260) },
      ]);
    await pagesModal.getByTestId('pages-status').getByText('上传完成').waitFor();
    await expect.poll(() => pagesModal.locator('[data-testid=pages] img').count()).toBe(2);
    // In file-name order: p01 (260 high) first.
    await pagesModal.getByText('1 · 200×260').waitFor();
    await screenshot(page, 'console-comic-pages');
    await pagesModal.locator('.ant-modal-close').click();
    await drawer.locator('.ant-drawer-close').click();

    const row = page.locator('tr', {
      has: page.getByTestId('comic-title').getByText(title, { exact: true }),
    });
    await row.getByRole('button', { name: /^发\s?布$/ }).click();
    await row.getByText('已发布').waitFor();
    await screenshot(page, 'console-comics');

    const reader = await appUser();
    const chapters = await callAs<{ list: Array<{ id: number }> }>(reader.token, 'comics/chapter', {
      comicId: id,
    });
    const pics = await callAs<{ pics: Array<{ height: number }> }>(reader.token, 'comicsChapter/pics', {
      chapterId: chapters.data.list[0]!.id,
    });
    expect(pics.data.pics.map((p) => p.height)).toEqual([260, 300]);
    await reader.page.close();
  }, 120_000);

  it('imports a novel and an audio book, publishes them, and the app reads and plays them', async () => {
    const stamp = Date.now().toString(36);
    const drawer = page.locator('.ant-drawer');
    /** Makes a draft book of `kind` in the console; its id (the drawer opens on it). */
    const newBook = async (kind: '小说' | '有声', title: string) => {
      await page.getByTestId('new-book').click();
      const modal = page.locator('.ant-modal');
      await modal.getByText(kind, { exact: true }).click();
      await modal.getByLabel('书名').fill(title);
      await modal.getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
      await drawer.getByTestId('book-form').waitFor();
      return Number(/#(\d+)$/.exec((await drawer.locator('.ant-drawer-title').textContent()) ?? '')?.[1]);
    };
    const importInput = drawer
      .locator('.ant-upload', { has: page.getByTestId('import-file') })
      .locator('input');
    const row = (title: string) =>
      page.locator('tr', { has: page.getByTestId('book-title').getByText(title, { exact: true }) });

    await go('books');
    const novelTitle = `后台小说 ${stamp}`;
    const novel = await newBook('小说', novelTitle);
    expect(novel).toBeGreaterThan(0);
    // The first chapter free, the second paid at 1.50 gold.
    await drawer.getByLabel('前几章免费').fill('1');
    await drawer.getByLabel('价格（金币）').fill('1.5');
    await importInput.setInputFiles({
      name: '后台小说.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('第一章 开门\n门外站着一个人。\n第二章 来客\n他说他是来还书的。'),
    });
    await drawer.getByTestId('import-status').getByText('导入完成').waitFor();
    await drawer.getByTestId('chapter-title').getByText('第二章 来客').waitFor();
    await drawer.getByText('付费 1.50').waitFor();
    await screenshot(page, 'console-book-import');
    await drawer.locator('.ant-drawer-close').click();
    await row(novelTitle)
      .getByRole('button', { name: /^发\s?布$/ })
      .click();
    await row(novelTitle).getByText('已发布').waitFor();

    const audioTitle = `后台有声 ${stamp}`;
    const audio = await newBook('有声', audioTitle);
    const wav = (seconds: number) => Buffer.from(encodeWav(new Uint8Array(SAMPLE_RATE * seconds).fill(128)));
    await importInput.setInputFiles([
      { name: '02 下集.wav', mimeType: 'audio/wav', buffer: wav(2) },
      { name: '01 上集.wav', mimeType: 'audio/wav', buffer: wav(3) },
    ]);
    await drawer.getByTestId('import-status').getByText('导入完成').waitFor();
    const tracks = drawer.getByTestId('chapter-title');
    await expect.poll(() => tracks.allTextContents()).toEqual(['01 上集', '02 下集']);
    await drawer.getByText('0:03').waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await row(audioTitle)
      .getByRole('button', { name: /^发\s?布$/ })
      .click();
    await row(audioTitle).getByText('已发布').waitFor();
    await screenshot(page, 'console-books');

    // The app: the novel's free chapter reads, the paid one asks for gold; the track plays.
    const reader = await appUser();
    await reader.page.goto(`/dating/novelDetail?id=${novel}`);
    await reader.page.getByText('第二章 来客').first().waitFor();
    await screenshot(reader.page, 'console-book-in-app');
    const detail = await callAs<{ chapters: Array<{ id: number; unlocked: boolean }> }>(
      reader.token,
      'novel/detail',
      { id: novel },
    );
    expect(detail.data.chapters.map((c) => c.unlocked)).toEqual([true, false]);
    const heard = await callAs<{ chapters: Array<{ id: number }> }>(reader.token, 'novel/detail', {
      id: audio,
    });
    const track = await callAs<{ audio: string; chapter: { duration: number } }>(
      reader.token,
      'novel/chapter',
      {
        chapterId: heard.data.chapters[0]!.id,
      },
    );
    expect(track.code).toBe(200);
    expect(track.data.chapter.duration).toBe(3);
    await reader.page.close();
  }, 120_000);

  it('lists these changes in the audit log', async () => {
    await c.expectAudited(
      [
        'PUT /api/admin/settings/:key',
        'POST /api/admin/media/videos/:id/state',
        'POST /api/admin/books/:id/text',
        'POST /api/admin/comics/chapters/:id/pages',
      ],
      'console-audit-content',
    );
  });
});
