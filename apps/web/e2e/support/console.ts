import type { OperatorRole } from '@lld/protocol/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { admin, closeBrowser, launchBrowser, newPhoneContext, screenshot } from './browser';
import { watchContext } from './page-report';
import { callAs } from './protocol-client';

// The operator console's journeys (issue 17), one file per part of the console: each file has
// its own desktop page (`useConsole`) signed in as its own operator, and may open more pages as
// operators of other roles (`consoleAs`). The first owner is created on the setup page by
// console.e2e.ts, which the run's sequencer puts before every other console file
// (vitest.config.ts); a file run alone creates it with the setup code (the ADMIN_KEY) instead.

export const CONSOLE_VIEWPORT = { width: 1280, height: 800 } as const;
/** Every journey operator's password (the console's rule: 12+ characters, mixed). */
export const OPERATOR_PASSWORD = 'Console-e2e-password-1';
/** A nickname, post or feedback text that would run script if the console rendered it as HTML. */
export const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

let operators = 0;

/** A console page of its own: the desktop context, the page, its errors and the dialogs it opened. */
export interface ConsoleSession {
  context: BrowserContext;
  page: Page;
  /** Opens a console screen by its menu key (`dashboard`) and waits for the menu. */
  go(screen: string): Promise<void>;
  /** Page errors and console errors seen so far (a refused call's failed resource excepted). */
  errors: string[];
  /** The messages of the dialogs the page opened (each dismissed). */
  dialogs: string[];
}

/** A 1280×800 zh-CN desktop page that records its uncaught errors, console errors and dialogs. */
async function consolePage(browser: Browser, dialogs: string[] = []): Promise<ConsoleSession> {
  const context = await browser.newContext({
    viewport: CONSOLE_VIEWPORT,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: inject('baseUrl'),
  });
  watchContext(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A refused call (a test's own 4003/2000 probe) logs a failed resource; anything else counts.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text()))
      errors.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return {
    context,
    page,
    errors,
    dialogs,
    async go(screen) {
      await page.goto(`/console/#/${screen}`);
      await page.locator('.ant-layout-sider').waitFor();
    },
  };
}

/** The first owner, made on the setup page when there is none yet (a console file run alone). */
async function ensureFirstOwner(page: Page): Promise<void> {
  const session = await (await fetch(`${inject('baseUrl')}/api/console/session`)).json();
  if (!session.data.setup) return;
  await page.goto('/console/');
  await page.getByLabel('设置码').fill(inject('adminKey'));
  await page.getByLabel('账号').fill(`owner-${process.pid}`);
  await page.getByLabel('密码', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('确认密码').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '创建并登录' }).click();
  await page.getByTestId('whoami').waitFor();
  await page.getByRole('button', { name: '退出登录' }).click();
}

/**
 * Makes operator `username` of `role` (the operator API, as an owner's tooling does) and signs
 * in on the console's login page.
 */
async function signInAs(page: Page, username: string, role: OperatorRole): Promise<void> {
  await ensureFirstOwner(page);
  await admin('POST', 'operators', { username, password: OPERATOR_PASSWORD, role });
  await page.goto('/console/');
  await page.getByText('运营后台登录').waitFor();
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByTestId('whoami').waitFor();
  expect(await page.getByTestId('whoami').textContent()).toBe(username);
}

/** A page of its own signed in as a fresh operator of `role` (close its `context` when done). */
export async function consoleAs(browser: Browser, role: OperatorRole): Promise<ConsoleSession> {
  const s = await consolePage(browser);
  await signInAs(s.page, `${role}-${process.pid}-${++operators}`, role);
  return s;
}

/**
 * One browser for a console journey file: its desktop page (`page`, `go`), whose errors fail the
 * test that caused them, the dialogs it opened, and a phone for app users. `afterAll` runs
 * before the browser closes (e.g. restoring a setting the file changed).
 */
export function useConsole(options: { afterAll?: () => Promise<unknown> } = {}) {
  let session: ConsoleSession;
  const dialogs: string[] = [];
  const c = {
    browser: undefined as unknown as Browser,
    desk: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    phone: null as BrowserContext | null,
    dialogs,

    /** Opens a console screen (`#/dashboard`) and waits for the menu. */
    go: (screen: string) => session.go(screen),

    /** Makes this file's own operator `username` (an owner unless `role` says) and signs in. */
    signIn: (username: string, role: OperatorRole = 'owner') => signInAs(c.page, username, role),

    /** Another page of its own signed in as a fresh operator of `role`. */
    as: (role: OperatorRole) => consoleAs(c.browser, role),

    /** A phone with a fresh guest; its page, token and user id. */
    async appUser(): Promise<{ page: Page; token: string; id: number }> {
      c.phone ??= await newPhoneContext(c.browser);
      const p = await c.phone.newPage();
      await p.goto('/');
      await expect.poll(() => p.evaluate(() => localStorage.getItem('token') ?? '')).not.toBe('');
      const token = await p.evaluate(() => localStorage.getItem('token') ?? '');
      const info = await callAs<{ id: number }>(token, 'user/info', {});
      return { page: p, token, id: info.data.id };
    },

    /** No script of the XSS payload ran on the console page. */
    async noScriptRan() {
      expect(await c.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    },

    /** User text shows in the first `testId` cell holding `hasText` as the text itself, inert. */
    async expectInertText(testId: string, hasText: string, text: string, shot: string) {
      const cell = c.page.getByTestId(testId).filter({ hasText }).first();
      await cell.waitFor();
      expect(await cell.textContent()).toBe(text);
      expect(await c.page.locator('img[src="x"]').count()).toBe(0);
      await screenshot(c.page, shot);
      await c.noScriptRan();
    },

    /** The audit log shows an entry for each of `changes` (`PUT /api/admin/settings/:key`). */
    async expectAudited(changes: string[], shot: string) {
      await c.go('audit');
      for (const change of changes) await c.page.getByText(change).first().waitFor();
      await screenshot(c.page, shot);
    },
  };

  beforeAll(async () => {
    c.browser = await launchBrowser();
    session = await consolePage(c.browser, dialogs);
    c.desk = session.context;
    c.page = session.page;
  });
  afterEach(() => {
    // A blank or broken console screen explains itself.
    expect(session.errors).toEqual([]);
  });
  afterAll(async () => {
    await options.afterAll?.();
    await closeBrowser(c.browser);
  });
  return c;
}
