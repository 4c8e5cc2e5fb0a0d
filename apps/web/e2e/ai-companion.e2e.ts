// AI studio, the companion (issue 16): a member chats with 小雅; each message costs 2 credits;
// the reply streams in (seen before it is finished); the conversation is remembered by the
// server (aimate/sync) and is there after a reload; the messages are jobs in the history.
import { describe, expect, it } from 'vitest';
import { balance, historyTools, openTool } from './support/ai';
import { screenshot, skipBrowser, usePhone } from './support/browser';

describe.skipIf(skipBrowser)('AI studio: companion', () => {
  const phone = usePhone();

  it('chats with streamed replies, pays per message, and remembers the conversation', async () => {
    const { page } = await openTool(phone, 'companion', '/ai/aiGirlfriend');
    await page.getByText('和 小雅 打个招呼吧').waitFor();

    const send = async (message: string, replies: number) => {
      await page.getByTestId('ai-chat-input').fill(message);
      await page.getByRole('button', { name: /发送/ }).click();
      // The reply streams: a growing bubble with a caret while the job runs…
      await expect
        .poll(
          async () =>
            (
              (await page
                .getByTestId('ai-streaming')
                .textContent()
                .catch(() => '')) ?? ''
            ).length,
          {
            timeout: 60_000,
            interval: 50,
          },
        )
        .toBeGreaterThan(3);
      // …then the remembered reply.
      await expect
        .poll(() => page.locator('[data-role=assistant]').count(), { timeout: 60_000 })
        .toBe(replies);
    };

    await send('今天下雨了，你在做什么？', 1);
    await expect.poll(() => balance(page)).toBe(98);
    await send('我想听你讲个故事', 2);
    await expect.poll(() => balance(page)).toBe(96);
    await screenshot(page, 'ai-companion');

    // Memory: after a reload the conversation comes back from the server, in order.
    await page.reload();
    await expect.poll(() => page.locator('.ai-bubble').count()).toBe(4);
    expect(
      await page.locator('.ai-bubble').evaluateAll((els) => els.map((e) => e.getAttribute('data-role'))),
    ).toEqual(['user', 'assistant', 'user', 'assistant']);
    await expect(page.locator('[data-role=user]').first().textContent()).resolves.toBe(
      '今天下雨了，你在做什么？',
    );

    expect(await historyTools(page)).toEqual(['companion', 'companion']);
  }, 240_000);
});
