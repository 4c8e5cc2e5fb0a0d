// Journeys of the wallet (issue 4), against the real server and its sandbox gateway: buy VIP
// and see the badge; top up gold and spend it (gold → diamonds), the mine screen following
// without a reload; redeem a code in the exchange centre.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, expectThemeColours, screenshot, shot, skipBrowser, usePhone } from './support/browser';

/** The sandbox cashier: its pay page, then 确认支付; back at `returnPath` (with `?orderNo=`), the result says paid. */
async function payAtSandbox(page: Page, shot: string, returnPath: string): Promise<void> {
  await page.waitForURL('**/sandbox-pay/pay/**', { timeout: 15_000 });
  await page.getByRole('button', { name: '确认支付' }).waitFor();
  await screenshot(page, shot);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.getByText('支付成功').first().waitFor();
  // The gateway returns us to `returnPath` with the order; the notification credits it.
  await page.waitForURL(`**${returnPath}?orderNo=**`, { timeout: 15_000 });
  await expect.poll(() => page.getByTestId('pay-result').textContent(), { timeout: 20_000 }).toBe('支付成功');
}

describe.skipIf(skipBrowser)('wallet', () => {
  const phone = usePhone({ afterAll: () => admin('PUT', 'settings/theme', { value: 1 }) });
  let page: Page;

  async function freshPage(): Promise<Page> {
    ({ page } = await phone.newPage());
    return page;
  }

  it('buys SVIP through the sandbox gateway and shows the badge at once', async () => {
    await freshPage();
    await page.goto('/mine/vip');
    await page.locator('.vip-plan').first().waitFor();
    await expect.poll(() => page.locator('[data-testid="vip-badge"]').count()).toBe(0);
    await shot(page, 'wallet-vip');

    await page.getByRole('tab', { name: 'SVIP' }).click();
    await page.locator('.vip-plan').first().click();
    await expect.poll(() => page.locator('.vip-plan.is-active .vip-plan__name').textContent()).toBe('月卡');
    await page.locator('[data-pay-type="alipay"]').click();
    await page.getByTestId('pay-button').click();

    await payAtSandbox(page, 'wallet-sandbox-pay-page', '/mine/vip');
    await page.getByText('SVIP至尊 月卡 已开通').waitFor();
    await shot(page, 'wallet-vip-paid');
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => page.getByTestId('vip-badge').textContent()).toBe('SVIP');
    expect(new URL(page.url()).search).toBe('');
    await page.getByText(/SVIP至尊 有效期至/).waitFor();

    await page.goto('/mine');
    await expect.poll(() => page.locator('.mine-user .vip-badge').textContent()).toBe('SVIP');
    await page.locator('.mine-wallet__tile[data-tile="card"]').getByText('月卡').waitFor();
    await shot(page, 'wallet-mine-svip');

    await page.goto('/mine/myBought?tab=cards');
    await page.locator('.member-card.tier-supreme').getByText('生效中').waitFor();
    await shot(page, 'wallet-my-cards');
  });

  it('tops up gold, spends it on diamonds, and /mine follows without a reload', async () => {
    await freshPage();
    await page.goto('/mine');
    await page.locator('.mine-wallet__tile[data-tile="gold"]').click();
    await page.waitForURL('**/mine/recharge');
    await page.locator('.pack').first().waitFor();
    await shot(page, 'wallet-gold-recharge');
    await page.locator('.pack', { hasText: '100' }).first().click();
    await page.locator('[data-pay-type="wxpay"]').click();
    await expect.poll(() => page.getByTestId('pay-total').textContent()).toBe('¥10');
    await page.getByTestId('pay-button').click();

    await payAtSandbox(page, 'wallet-sandbox-wxpay', '/mine/recharge');
    await page.getByText('已到账 100金币').waitFor();
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('100');

    // Spend it: /mine (kept alive), then diamonds for gold, and back — no reload in between.
    await page.goto('/mine');
    await expect.poll(() => page.locator('[data-tile="gold"] .mine-wallet__value').textContent()).toBe('100');
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await page.locator('.mine-wallet__tile[data-tile="diamond"]').click();
    await page.waitForURL('**/mine/diamondRecharge');
    const item = page.locator('.exchange-item').filter({
      has: page.locator('.exchange-item__title', { hasText: /^钻石 ×10$/ }),
    });
    await item.getByRole('button', { name: '兑换' }).click();
    await page.getByText('确认用 10金币 兑换「钻石 ×10」？').waitFor();
    await shot(page, 'wallet-exchange-confirm');
    await page.getByTestId('exchange-confirm').click();
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('10');
    await shot(page, 'wallet-diamond-recharge');
    await page.getByRole('button', { name: '返回' }).first().click();
    await page.waitForURL('**/mine');
    await expect.poll(() => page.locator('[data-tile="gold"] .mine-wallet__value').textContent()).toBe('90');
    await expect
      .poll(() => page.locator('[data-tile="diamond"] .mine-wallet__value').textContent())
      .toBe('10');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    await page.goto('/mine/rechargeRecord?tab=log');
    await page.locator('.record', { hasText: '兑换 钻石 ×10' }).first().waitFor();
    await page.locator('.record', { hasText: '充值 100金币' }).waitFor();
    await shot(page, 'wallet-records-log');
    await page.getByRole('tab', { name: '充值订单' }).click();
    await page.locator('.record__status.is-credited').first().waitFor();
    await shot(page, 'wallet-records-orders');
  });

  it('redeems a code in the exchange centre and shows the new balance', async () => {
    const res = await admin('POST', 'redeem/batches', {
      name: 'e2e活动',
      rewards: [{ type: 'gold', amount: 8_800 }],
      count: 1,
    });
    const { data } = (await res.json()) as { data: { codes: string[] } };
    const code = data.codes[0]!;

    await freshPage();
    await page.goto('/welfare/exchange');
    await page.locator('.exchange-item').first().waitFor();
    await expect.poll(() => page.getByTestId('gold-balance').textContent()).toBe('0');
    await page.getByRole('textbox', { name: '兑换码' }).fill('WRONGCODE99');
    await page.getByRole('button', { name: '兑换', exact: true }).first().click();
    await page.getByText('兑换码无效，请检查后重试').waitFor();
    await page.getByRole('textbox', { name: '兑换码' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: '兑换', exact: true }).first().click();
    await page.getByText('获得 88金币').waitFor();
    await expect.poll(() => page.getByTestId('gold-balance').textContent()).toBe('88');
    await shot(page, 'wallet-exchange-centre');
  });

  it('draws the VIP and gold screens in a seasonal theme', async () => {
    await admin('PUT', 'settings/theme', { value: 6 });
    await freshPage();
    await page.goto('/mine/vip');
    await page.locator('.vip-plan').first().waitFor();
    await expectThemeColours(page, 6);
    await shot(page, 'wallet-vip-christmas');
    await page.goto('/mine/diamondRecharge');
    await page.locator('.pack').first().waitFor();
    await expectThemeColours(page, 6);
    await shot(page, 'wallet-diamond-christmas');
  });
});
