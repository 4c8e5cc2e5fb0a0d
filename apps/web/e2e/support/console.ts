import type { OperatorRole } from '@lld/protocol/console';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { admin } from './browser';

// The operator console of a journey file of its own: a desktop page signed in as a fresh
// operator of one role. The first owner is created on the setup page by console.e2e.ts, which
// the run's sequencer puts before every other console file (vitest.config.ts); a file run alone
// creates it here with the setup code (the ADMIN_KEY), as that journey does.

export const CONSOLE_VIEWPORT = { width: 1280, height: 800 } as const;
const PASSWORD = 'Console-e2e-password-2';
let operators = 0;

export interface ConsoleSession {
  context: BrowserContext;
  page: Page;
  /** Opens a console screen by its menu key and waits for the layout. */
  go(screen: string): Promise<void>;
  /** Page errors and console errors seen so far (a refused call's failed resource excepted). */
  errors: string[];
}

export async function consoleAs(browser: Browser, role: OperatorRole): Promise<ConsoleSession> {
  const context = await browser.newContext({
    viewport: CONSOLE_VIEWPORT,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: inject('baseUrl'),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text()))
      errors.push(`console: ${m.text()}`);
  });
  const username = `${role}-${process.pid}-${++operators}`;
  const session = await (await fetch(`${inject('baseUrl')}/api/console/session`)).json();
  if (session.data.setup) {
    await page.goto('/console/');
    await page.getByLabel('设置码').fill(inject('adminKey'));
    await page.getByLabel('账号').fill(`owner-${process.pid}`);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('button', { name: '创建并登录' }).click();
    await page.getByTestId('whoami').waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
  }
  await admin('POST', 'operators', { username, password: PASSWORD, role });
  await page.goto('/console/');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByTestId('whoami').waitFor();
  expect(await page.getByTestId('whoami').textContent()).toBe(username);
  return {
    context,
    page,
    errors,
    async go(screen) {
      await page.goto(`/console/#/${screen}`);
      await page.locator('.ant-layout-sider').waitFor();
    },
  };
}
