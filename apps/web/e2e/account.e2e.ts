// Journeys of accounts (issue 3): register from a fresh guest, log out and in again, phone
// login with the dev SMS code (read through the operator API's console-sender outbox), restore
// an account on a second browser from the saved credential QR image, and a password change
// that ends the other browser's session.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  closeBrowser,
  inTheme,
  launchBrowser,
  newPhoneContext,
  shot,
  skipBrowser,
  themedShot,
} from './support/browser';

const PASSWORD = 'journey123';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openMine(page: Page): Promise<void> {
  await page.goto('/mine');
  await page.locator('.mine-user__name').waitFor();
}

const nameOnMine = (page: Page) => page.locator('.mine-user__name').innerText();

describe.skipIf(skipBrowser)('accounts', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const account = `e2e${unique()}`;

  async function phonePage(): Promise<Page> {
    const context = await newPhoneContext(browser);
    contexts.push(context);
    return context.newPage();
  }

  let first: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    first = await phonePage();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await closeBrowser(browser);
  });

  it('registers a fresh guest and shows the account name on /mine', async () => {
    await openMine(first);
    expect(await nameOnMine(first)).toMatch(/^游客\d{8}$/);
    const guestId = await first.locator('.mine-user__id').innerText();
    await first.getByRole('button', { name: '登录 / 注册' }).click();
    await first.waitForURL('**/mine/login');
    await shot(first, 'account-login');
    await first.getByRole('button', { name: '注册', exact: true }).first().click();
    await first.waitForURL('**/mine/originalRegister');
    // Navigations are transitions: the login screen (inputs of the same names) stays up until
    // the register screen's code has loaded, after the URL has changed.
    await first.locator('.acc-hero h2', { hasText: '注册账号' }).waitFor();

    // Inline validation before anything is sent.
    await first.locator('input[name=account]').fill('1bad');
    await first.locator('input[name=password]').fill('short');
    await first.locator('form').getByRole('button', { name: '注册' }).click();
    await first.getByText('账号需为4-20位字母、数字或下划线，以字母开头').waitFor();
    await first.getByText('密码需为8-32位').waitFor();
    await shot(first, 'account-register-errors');

    await first.locator('input[name=account]').fill(account);
    await first.locator('input[name=password]').fill(PASSWORD);
    await first.locator('input[name=confirm]').fill(PASSWORD);
    await first.locator('form').getByRole('button', { name: '注册' }).click();
    await first.waitForURL('**/mine');
    await expect.poll(() => nameOnMine(first)).toBe(account);
    // Same user: the id did not change.
    expect(await first.locator('.mine-user__id').innerText()).toContain(guestId.replace(/\D/g, ''));
    await expect.poll(() => first.locator('.mine-guest-tag').count()).toBe(0);
    await shot(first, 'account-mine-registered');
  });

  it('logs out back to a guest, then logs in again with the password', async () => {
    await first.goto('/mine/setting');
    await first.getByRole('button', { name: '退出登录' }).click();
    await first.locator('.adm-dialog').getByRole('button', { name: '退出登录' }).click();
    await first.waitForURL('**/mine');
    await expect.poll(() => nameOnMine(first)).toMatch(/^游客\d{8}$/);

    await first.getByRole('button', { name: '登录 / 注册' }).click();
    await first.waitForURL('**/mine/login');
    await first.locator('input[name=account]').fill(account);
    await first.locator('input[name=password]').fill('wrongpass1');
    await first.locator('form').getByRole('button', { name: '登录', exact: true }).click();
    await first.getByText('账号或密码错误').waitFor();
    await first.locator('input[name=password]').fill(PASSWORD);
    await first.locator('form').getByRole('button', { name: '登录', exact: true }).click();
    await first.waitForURL('**/mine');
    await expect.poll(() => nameOnMine(first)).toBe(account);
  });

  it('logs in by phone with the code the console SMS sender wrote', async () => {
    const page = await phonePage();
    await page.goto('/mine/login');
    await page.getByRole('tab', { name: '手机登录' }).click();
    const phone = `138${String(Date.now()).slice(-8)}`;
    // A bad number is refused inline, before any SMS.
    await page.locator('input[name=phone]').fill('12345');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入正确的手机号').waitFor();
    await page.locator('input[name=phone]').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    // The countdown starts and the button is disabled while it runs.
    const counting = page.getByRole('button', { name: /s后重新获取$/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    const outbox = (await (await admin('GET', `sms/outbox?phone=${phone}`)).json()) as {
      data: Array<{ code: string }>;
    };
    const code = outbox.data[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('input[name=code]').fill(code);
    await shot(page, 'account-phone-login');
    await page.locator('form').getByRole('button', { name: '登录 / 注册' }).click();
    await page.waitForURL('**/mine');
    await expect.poll(() => nameOnMine(page)).toBe(`手机用户${phone.slice(-4)}`);
  });

  let second: Page;

  it('restores the account on a second browser from the saved credential image', async () => {
    await first.goto('/mine/credentials');
    await first.locator('.acc-cred-card .acc-qr img').waitFor();
    await shot(first, 'account-credentials');
    const [download] = await Promise.all([
      first.waitForEvent('download'),
      first.getByRole('button', { name: '保存凭证图片' }).click(),
    ]);
    const file = await download.path();
    expect(file).toBeTruthy();

    second = await phonePage();
    await openMine(second);
    expect(await nameOnMine(second)).toMatch(/^游客/);
    await second.goto('/mine/setting/accoutCodeCamera');
    await second.locator('[data-testid=scan-file]').setInputFiles(file);
    await second.getByRole('button', { name: '登录该账号' }).waitFor();
    await shot(second, 'account-scan-credential');
    await second.getByRole('button', { name: '登录该账号' }).click();
    await second.waitForURL('**/mine');
    await expect.poll(() => nameOnMine(second)).toBe(account);
  });

  it('a password change on one browser ends the session on the other', async () => {
    await first.goto('/mine/setting/accountSecurity');
    await first.getByRole('button', { name: /登录密码/ }).click();
    await first.waitForURL('**/mine/setting/modifyPassword');
    await first.locator('input[name=oldPassword]').fill(PASSWORD);
    await first.locator('input[name=password]').fill('changed456');
    await first.locator('input[name=confirm]').fill('changed457');
    await first.getByRole('button', { name: '确定' }).click();
    await first.getByText('两次输入的密码不一致').waitFor();
    await first.locator('input[name=confirm]').fill('changed456');
    await first.getByRole('button', { name: '确定' }).click();
    await first.getByText('密码已修改，其他设备已退出登录').waitFor();
    await openMine(first);
    expect(await nameOnMine(first)).toBe(account);

    // The other browser's next call gets 1000: it clears auth, reloads, and is its device's guest.
    // A background call of its own (the heartbeat, the unread count) may get there first, and the
    // app's reload then meets this one (CI, 2026-12-06: "Not attached to an active page").
    await second.reload().catch((error: unknown) => {
      if (!/Not attached to an active page|interrupted by another navigation|ERR_ABORTED/.test(String(error)))
        throw error;
    });
    await expect.poll(() => nameOnMine(second), { timeout: 15_000 }).toMatch(/^游客/);
  });

  it('shows the support pages built from the operator contacts', async () => {
    const page = await phonePage();
    await page.goto('/mine/setting/autokf');
    await page.getByRole('button', { name: '如何注册账号？' }).click();
    await page.getByText('注册后当前游客的观看记录').waitFor();
    await page.getByRole('textbox').fill('短信验证码收不到');
    await page.getByRole('button', { name: '发送' }).click();
    await page.getByText('同一手机号 60 秒内只能获取一次').waitFor();
    await shot(page, 'account-autokf');
    await page.goto('/mine/setting/recruitment');
    await page.getByRole('heading', { name: 'UP主招募' }).waitFor();
    await page.goto('/mine/setting/kf');
    await page.getByText('客服在线时间').waitFor();
    await shot(page, 'account-kf');
  });

  it('draws the account screens in a seasonal theme too', async () => {
    await inTheme(3, async () => {
      const page = await phonePage();
      await page.goto('/mine/login');
      await page.locator('.acc-hero').waitFor();
      await themedShot(page, 3, 'account-login-midautumn');
      await page.goto('/mine/credentials');
      await page.locator('.acc-cred-card .acc-qr img').waitFor();
      await themedShot(page, 3, 'account-credentials-midautumn');
    });
  });
});
