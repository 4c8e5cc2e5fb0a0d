// The search journey (issue 12), against the real server and demo catalogue: from the home
// head, type a title fragment, pick a suggestion, switch result tabs, open an item; the
// history survives a reload; pinyin initials and traditional characters find the same title.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, skipBrowser, usePhone } from './support/browser';

async function shot(page: Page, name: string): Promise<void> {
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
  await screenshot(page, name);
}

describe.skipIf(skipBrowser)('search', () => {
  const phone = usePhone();

  it('types a fragment, picks a suggestion, switches tabs, opens an item; history survives a reload', async () => {
    const { page } = await phone.newPage();
    await page.goto('/');
    // The home head's search entry opens the search screen.
    await page.locator('.home-top__search').click();
    await page.waitForURL('**/subpage/search');
    const input = page.getByRole('searchbox', { name: '搜索' });
    await input.fill('风起');
    const suggestion = page.locator('.search-suggest__item', { hasText: '风起长安' }).first();
    await suggestion.waitFor();
    // The typed characters are marked in the suggestion.
    expect(await suggestion.locator('.search-mark').first().textContent()).toBe('风起');
    await shot(page, 'search-suggestions');
    await suggestion.click();

    await page.waitForURL(/\/subpage\/result\?keyword=/);
    const first = page.locator('.search-card').first();
    await first.waitFor();
    expect(await first.locator('.search-card__title').textContent()).toContain('风起长安');
    expect(await page.locator('.search-card .search-mark').count()).toBeGreaterThan(0);
    // Locked results are listed with their lock.
    await expect.poll(() => page.locator('.search-card .search-lock').count()).toBeGreaterThan(0);
    await shot(page, 'search-results');

    // 漫画: the comic with 长安 in its title.
    await page.getByRole('tab', { name: '漫画' }).click();
    // The shown list only: the tab's previous list is a replaced kept screen that stays mounted,
    // hidden, until the browser is idle (app/keep-alive-outlet.tsx), so the same card can be in
    // the page twice.
    await page.locator('.search-card.is-comic:visible', { hasText: '剑起长安' }).first().waitFor();
    expect(await page.locator('.search-card:not(.is-comic):visible').count()).toBe(0);
    await shot(page, 'search-results-comics');
    // 视频 with the 付费 filter: only paid videos.
    await page.getByRole('tab', { name: '视频' }).click();
    await page.getByRole('radio', { name: '付费' }).click();
    await page.locator('.search-card.is-video:visible').first().waitFor();
    await expect
      .poll(() => page.locator('.search-card .search-lock.is-paid:visible').count())
      .toBeGreaterThan(0);
    expect(await page.locator('.search-card .search-lock:not(.is-paid):visible').count()).toBe(0);
    await page.getByRole('radio', { name: '全部' }).first().click();

    // Open an item: the video's detail screen.
    await page.locator('.search-card.is-video:visible', { hasText: '风起长安' }).first().click();
    await page.waitForURL(/\/play\/longVideo\?id=\d+/);

    // Back to search: the word is in my history, also after a reload.
    await page.goto('/subpage/search');
    const history = page.locator('.search-history');
    await history.getByText('风起长安', { exact: true }).waitFor();
    await page.reload();
    await history.getByText('风起长安', { exact: true }).waitFor();
    await shot(page, 'search-home');
    // Delete one, then search by initials and traditional characters.
    await page.getByRole('button', { name: '删除 风起长安' }).click();
    await expect.poll(() => history.count()).toBe(0);
    await input.fill('fqca');
    await page.locator('.search-suggest__item', { hasText: '风起长安' }).first().waitFor();
    await input.fill('劍起長安');
    await input.press('Enter');
    await page.locator('.search-card', { hasText: '剑起长安' }).first().waitFor();

    // The input's own clear button empties the word, not the history.
    await input.fill('风起');
    await page.getByRole('button', { name: '清除搜索词' }).click();
    expect(await input.inputValue()).toBe('');

    // Nothing found: an empty state with the tab's most popular items and what others search.
    await page.goto('/subpage/result?keyword=完全不存在的词语组合');
    await page.locator('.search-empty').waitFor();
    const recommended = page.getByRole('region', { name: '为你推荐' });
    await recommended.locator('.search-card').first().waitFor();
    expect(await recommended.locator('.search-card').count()).toBeGreaterThan(1);
    await page.locator('.search-empty .search-hot__item').first().waitFor();
    await shot(page, 'search-empty');
    // 漫画: comics only; a recommendation opens its item.
    await page.getByRole('tab', { name: '漫画' }).click();
    await recommended.locator('.search-card.is-comic').first().waitFor();
    expect(await recommended.locator('.search-card:not(.is-comic)').count()).toBe(0);
    // 帖子: posts are free or paid, so no VIP filter.
    await page.getByRole('tab', { name: '帖子' }).click();
    await page.getByRole('radio', { name: '付费' }).waitFor();
    expect(await page.getByRole('radio', { name: 'VIP' }).count()).toBe(0);
    await page.getByRole('tab', { name: '漫画' }).click();
    await page.getByRole('radio', { name: 'VIP' }).waitFor();
    await recommended.locator('.search-card.is-comic').first().click();
    await page.waitForURL(/\/homePage\/Comic\/detail\?id=\d+/);
  });
});
