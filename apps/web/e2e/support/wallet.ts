// The signed-in user of a journey's page, and gold for them from the operator (wallet/grant):
// how a journey reaches a paid screen without a recharge.
import type { Page } from 'playwright-core';
import { admin } from './browser';
import { callAs } from './protocol-client';

export interface PageUser {
  /** The token the app keeps in localStorage. */
  token: string;
  id: number;
}

/** The page's user: its token and its id (user/info). */
export async function pageUser(page: Page): Promise<PageUser> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const me = await callAs<{ id: number }>(token, 'user/info');
  return { token, id: me.data.id };
}

/** The operator grants user `userId` `amount` gold (hundredths); a `requestId` makes it once-only. */
export async function grantGold(userId: number, amount: number, requestId?: string): Promise<void> {
  await admin('POST', 'wallet/grant', { userId, currency: 'gold', amount, requestId });
}
