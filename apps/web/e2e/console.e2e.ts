import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { base32Decode, totp } from '../../server/src/modules/operators/totp.ts';
import { screenshot, skipBrowser } from './support/browser';
import { OPERATOR_PASSWORD as PASSWORD, useConsole } from './support/console';

// The operator console's way in (issue 17) at a desktop viewport: the first owner on the setup
// page (this file runs first in a journey run: see vitest.config.ts), TOTP, the dashboard.

const OWNER = 'owner-e2e';

describe.skipIf(skipBrowser)('operator console: first owner, TOTP, dashboard (desktop)', () => {
  const c = useConsole();
  const { go } = c;
  let page: Page;
  beforeAll(() => {
    page = c.page;
  });

  it('creates the first owner on the setup page, with no default password anywhere', async () => {
    const res = await page.goto('/console/');
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByText('创建第一个所有者账号').waitFor();
    await screenshot(page, 'console-setup');
    await page.getByLabel('设置码').fill(inject('adminKey'));
    await page.getByLabel('账号').fill(OWNER);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('button', { name: '创建并登录' }).click();
    await page.getByTestId('whoami').waitFor();
    expect(await page.getByTestId('whoami').textContent()).toBe(OWNER);
  });

  it('turns on TOTP, then signs in with password and a one-time code', async () => {
    await go('security');
    await page.getByRole('button', { name: '开启两步验证' }).click();
    const totpSecret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    await page.locator('canvas, svg').first().waitFor();
    await screenshot(page, 'console-totp-enrol');
    const key = base32Decode(totpSecret);
    await page.getByPlaceholder('动态验证码').fill(totp(key, Date.now() / 1000));
    await page.getByRole('button', { name: '确认开启' }).click();
    await page.getByText('已开启两步验证').waitFor();

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByText('运营后台登录').waitFor();
    await page.getByLabel('账号').fill(OWNER);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByLabel('动态验证码').waitFor();
    // The enrolment used this step's code; the next step's is accepted (±1 step of drift).
    await page.getByLabel('动态验证码').fill(totp(key, Date.now() / 1000 + 30));
    await screenshot(page, 'console-login-totp');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByTestId('whoami').waitFor();
    const cookies = await c.desk.cookies();
    const session = cookies.find((c) => c.name === 'lld_console');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  });

  it('shows today and 30 days on the dashboard', async () => {
    await go('dashboard');
    await page.getByTestId('dashboard').waitFor();
    await page.getByText('热门视频').waitFor();
    await screenshot(page, 'console-dashboard');
    expect(await page.getByText('新增用户').count()).toBeGreaterThanOrEqual(2);
  });
});
