// The failure report's own check (support/page-report.ts): what it says of a page that closed
// during a test, and of one still open, is what a person needs to see why a wait timed out.
import { describe, expect, it } from 'vitest';
import { skipBrowser, usePhone } from './support/browser';
import { reportPagesSince } from './support/page-report';

describe.skipIf(skipBrowser)('a failed journey’s page report', () => {
  const phone = usePhone();

  it('gives each page’s address, visible text and API calls, closed or open', async () => {
    const { page: earlier } = await phone.newPage();
    await earlier.goto('/mine');
    await earlier.getByText('我的服务').waitFor();
    await earlier.close();

    const since = Date.now();
    const { page: closed, context } = await phone.newPage();
    // The message stream opens after message/latest answers, which can be after the feed is
    // drawn: the page closes once both are there (else the report has no open call to show).
    const streaming = closed.waitForRequest((req) => req.url().includes('/api/app/message/stream'));
    await closed.goto('/');
    await closed.locator('.media-section[data-section] .media-card').first().waitFor();
    await streaming;
    await closed.close();
    const open = await context.newPage();
    await open.goto('/welfare');
    await open.getByText('每日签到').first().waitFor();

    const report = await reportPagesSince(since);
    // The page closed before `since` is not in it.
    expect(report).not.toContain('/mine');
    const [home, welfare] = report.split(/^page /m).filter(Boolean);
    expect(home).toMatch(/^\d+, opened \+\d+\.\ds: \/ \(visible, complete\)/);
    expect(home).toContain('热门推荐');
    expect(home).toMatch(/POST \/api\/app\/media\/home → 200 in \d+ ms/);
    // The message stream stays open while the page lives.
    expect(home).toContain('GET /api/app/message/stream → still open');
    expect(welfare).toContain('/welfare (visible, complete)');
    expect(welfare).toContain('每日签到');
  });
});
