// Picture sets and reserved listings (issue 6): a paid set shows its preview until bought with
// gold, then every picture in the viewer; a reserved listing shows its contact once unlocked.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, skipBrowser, splashGone, usePhone } from './support/browser';
import { grantGold, pageUser } from './support/wallet';

async function fund(page: Page, amount: number): Promise<void> {
  const { id } = await pageUser(page);
  await grantGold(id, amount, `e2e-gallery-${id}-${amount}`);
}

describe.skipIf(skipBrowser)('picture sets and reserved listings', () => {
  const phone = usePhone();
  let page: Page;

  it('unlocks a paid picture set and views it full screen', async () => {
    ({ page } = await phone.newPage());
    await page.goto('/homePage/Comic?tab=pictures');
    await page.locator('.gallery-card', { hasText: '城市夜色' }).click();
    await page.waitForURL('**/dating/picDetail?id=*');
    await page.locator('.pic-detail__locked', { hasText: '还有7张' }).waitFor();
    await expect.poll(() => page.locator('.pic-detail__pic').count()).toBe(3);
    await fund(page, 500);
    await page.reload();
    await page.getByRole('button', { name: '3金币解锁' }).click();
    await expect.poll(() => page.locator('.pic-detail__pic').count()).toBe(10);
    await splashGone(page, 6000);
    await screenshot(page, 'pic-detail');

    await page.locator('.pic-detail__pic').nth(1).click();
    const viewer = page.getByRole('dialog', { name: '图片查看' });
    await viewer.waitFor();
    await expect(viewer.locator('.image-viewer__index').textContent()).resolves.toBe('2/10');
    await page.mouse.move(300, 420);
    await page.mouse.down();
    await page.mouse.move(60, 420, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => viewer.locator('.image-viewer__index').textContent()).toBe('3/10');
    await screenshot(page, 'pic-viewer');
    await viewer.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => viewer.count()).toBe(0);
  });

  it('shows a reserved listing’s contact only once it is bought', async () => {
    ({ page } = await phone.newPage());
    await page.goto('/homePage/Comic?tab=reserved');
    await page.locator('.reserved-row', { hasText: '周末旅拍摄影师' }).click();
    await page.waitForURL('**/reserved/detail?id=*');
    await page.getByText('解锁后查看联系方式').waitFor();
    await fund(page, 1_000);
    await page.reload();
    await page.getByRole('button', { name: '8金币解锁' }).click();
    await expect(page.getByTestId('reserved-contact').textContent()).resolves.toContain('微信');
    await splashGone(page, 6000);
    await screenshot(page, 'reserved-detail');
  });
});
