import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { admin, launchBrowser, newPhoneContext, screenshot } from './browser';
import { callAs } from './protocol-client';

// The operator console's journeys (issue 17), one file per part of the console: each file has
// its own desktop page and, where it does not create the first owner itself, its own operator.

/** Every journey operator's password (the console's rule: 12+ characters, mixed). */
export const OPERATOR_PASSWORD = 'Console-e2e-password-1';
/** A nickname, post or feedback text that would run script if the console rendered it as HTML. */
export const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

/**
 * One browser for a console journey file: a 1280×800 zh-CN desktop page whose uncaught errors
 * and console errors fail the test that caused them, the dialogs it opened, and a phone for app
 * users. `afterAll` runs before the browser closes (e.g. restoring a setting the file changed).
 */
export function useConsole(options: { afterAll?: () => Promise<unknown> } = {}) {
  const errors: string[] = [];
  const c = {
    browser: undefined as unknown as Browser,
    desk: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    phone: null as BrowserContext | null,
    dialogs: [] as string[],

    /** Opens a console screen (`#/dashboard`) and waits for the menu. */
    async go(screen: string) {
      await c.page.goto(`/console/#/${screen}`);
      await c.page.locator('.ant-layout-sider').waitFor();
    },

    /**
     * Makes this file's own owner `username` (the operator API, as an owner's tooling does) and
     * signs in on the console's login page.
     */
    async signIn(username: string) {
      await admin('POST', 'operators', { username, password: OPERATOR_PASSWORD, role: 'owner' });
      await c.page.goto('/console/');
      await c.page.getByText('运营后台登录').waitFor();
      await c.page.getByLabel('账号').fill(username);
      await c.page.getByLabel('密码').fill(OPERATOR_PASSWORD);
      await c.page.getByRole('button', { name: '登 录' }).click();
      await c.page.getByTestId('whoami').waitFor();
    },

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
    c.desk = await c.browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      baseURL: inject('baseUrl'),
    });
    c.page = await c.desk.newPage();
    c.page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    c.page.on('console', (m) => {
      // A refused call (a test's own 4003/2000 probe) logs a failed resource; anything else counts.
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text()))
        errors.push(`console: ${m.text()}`);
    });
    c.page.on('dialog', (d) => {
      c.dialogs.push(d.message());
      void d.dismiss();
    });
  });
  afterEach(() => {
    // A blank or broken console screen explains itself.
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await options.afterAll?.();
    await c.browser?.close();
  });
  return c;
}
