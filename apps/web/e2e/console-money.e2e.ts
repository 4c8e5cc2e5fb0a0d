import type { Product } from '@lld/protocol/api/wallet';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newPhoneContext, screenshot, skipBrowser } from './support/browser';
import { type ConsoleSession, consoleAs } from './support/console';
import { callAs } from './support/protocol-client';

// The console's money screen (issue 17) at a desktop viewport, as a finance operator: a sandbox
// top-up made in the app is refunded; the balance, the app's wallet log, reconciliation and the
// audit log follow; the user screen shows that user's ledger and VIP history, and a VIP revoke.

describe.skipIf(skipBrowser)('operator console: money (desktop)', () => {
  let browser: Browser;
  let phone: BrowserContext;
  let finance: ConsoleSession;
  /** The app user of the refund, looked at again on the user screen. */
  let userId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await newPhoneContext(browser);
    finance = await consoleAs(browser, 'finance');
  });
  afterEach(() => {
    // A blank or broken console screen explains itself.
    expect(finance.errors).toEqual([]);
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });

  it('refunds a sandbox top-up made in the app: balance, ledger, reconciliation and audit follow', async () => {
    const p = await phone.newPage();
    await p.goto('/');
    await expect.poll(() => p.evaluate(() => localStorage.getItem('token') ?? '')).not.toBe('');
    const token = await p.evaluate(() => localStorage.getItem('token') ?? '');
    const gold = async () => (await callAs<{ gold: number }>(token, 'user/info', {})).data.gold;
    // What the 100-gold pack credits, by the catalogue's own rule: amount plus its bonus.
    const packs = await callAs<{ list: Product[] }>(token, 'product/list', { kind: 'gold' });
    const pack = packs.data.list.find((x) => x.title === '100金币');
    expect(pack).toBeDefined();
    const credit = pack!.amount + pack!.bonus;
    expect(credit).toBeGreaterThan(0);
    const before = await gold();
    userId = (await callAs<{ id: number }>(token, 'user/info', {})).data.id;

    await p.goto('/mine/recharge');
    await p.locator('.pack', { hasText: '100' }).first().click();
    await p.locator('[data-pay-type="wxpay"]').click();
    await p.getByTestId('pay-button').click();
    await p.waitForURL('**/sandbox-pay/pay/**', { timeout: 15_000 });
    await p.getByRole('button', { name: '确认支付' }).click();
    await p.waitForURL('**/mine/recharge?orderNo=**', { timeout: 15_000 });
    const orderNo = new URL(p.url()).searchParams.get('orderNo') ?? '';
    await p.getByText('已到账 100金币').waitFor({ timeout: 20_000 });
    expect(await gold()).toBe(before + credit);

    const { page, go } = finance;
    await go('money');
    const refund = page.getByTestId(`refund-${orderNo}`);
    await refund.waitFor();
    await screenshot(page, 'console-orders');
    await refund.click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s?定|OK/ })
      .click();
    await page.getByText('已退款').first().waitFor();
    // The balance is back where it was and the wallet log shows the refund debit.
    expect(await gold()).toBe(before);
    await p.goto('/mine/rechargeRecord?tab=log');
    await p.getByText('退款', { exact: false }).first().waitFor();
    await screenshot(p, 'console-refund-in-app');

    await page.getByRole('tab', { name: '对账' }).click();
    // The orders tab keeps its (hidden) row of the same order: the visible one is the reconciliation's.
    const row = page.locator('tr:visible', { hasText: orderNo });
    await row.waitFor();
    expect(await row.getByTestId('mismatch').count()).toBe(0);
    expect(await row.textContent()).toContain('refunded');
    await screenshot(page, 'console-reconcile');
    await p.close();
  }, 120_000);

  it('shows the user’s ledger and VIP history; a VIP granted and revoked, with a reason', async () => {
    const { page, go } = finance;
    await go('users');
    await page.getByPlaceholder('用户 ID / 昵称 / 手机号').fill(String(userId));
    await page.getByPlaceholder('用户 ID / 昵称 / 手机号').press('Enter');
    await page
      .locator('tr', { hasText: String(userId) })
      .getByTestId('user-nickname')
      .click();
    const drawer = page.locator('.ant-drawer');
    // The refunded top-up: its credit and the refund's debit.
    const ledger = drawer.getByTestId('user-ledger');
    await ledger.getByText('+100.00 金币').first().waitFor();
    await ledger.getByText('-100.00 金币').first().waitFor();

    await drawer.getByRole('button', { name: '赠送 VIP' }).click();
    const vip = drawer.getByTestId('user-vip');
    await vip.getByText('生效中').waitFor();
    await drawer.getByTestId('revoke-vip-normal').click();
    const dialog = page.getByRole('dialog', { name: '撤销VIP' });
    await dialog.getByLabel('撤销原因').fill('测试撤销');
    await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
    await vip.getByText('已结束').waitFor();
    expect(await vip.getByText('生效中').count()).toBe(0);
    expect(await drawer.getByTestId('revoke-vip-normal').count()).toBe(0);
    await screenshot(page, 'console-user-history');
  });

  it('lists the refund and the VIP revoke in the audit log', async () => {
    // The audit log is the owner's; the finance operator's changes are in it.
    const owner = await consoleAs(browser, 'owner');
    await owner.go('audit');
    await owner.page.getByText('POST /api/admin/orders/:orderNo/refund').first().waitFor();
    await owner.page.getByText('POST /api/admin/vip/revoke').first().waitFor();
    await screenshot(owner.page, 'console-audit-refund');
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
