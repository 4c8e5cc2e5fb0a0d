// After a crash in the middle of purchases: every acknowledged one is still there, and the
// ledger agrees with the balances (cluster.test.ts, modules/wallet/crash.test.ts).
import { expect } from 'vitest';
import { adminCall, call } from './server-process.ts';

/** A chapter purchase the server answered 200 to. */
export interface AckedPurchase {
  token: string;
  chapterId: number;
}

/** Each acknowledged purchase opens its chapter, and the wallet's audit finds the books balanced. */
export async function expectPurchasesKept(base: string, acked: AckedPurchase[]): Promise<void> {
  for (const a of acked) {
    const look = await call<{ allowed: boolean }>(base, a.token, '/app/novel/isLook', {
      chapterId: a.chapterId,
    });
    expect(look.data.allowed, `chapter ${a.chapterId}`).toBe(true);
  }
  const audit = await adminCall<{ ok: boolean; unbalancedPostings: number; mismatches: unknown[] }>(
    base,
    'GET',
    '/wallet/audit',
  );
  expect(audit.data).toMatchObject({ ok: true, unbalancedPostings: 0, mismatches: [] });
}

/**
 * Grants each of `people` gold for the three cheapest of `chapters`: enough for some purchases,
 * so others must be refused for want of gold. `tag` names the grants' request ids.
 */
export async function grantThreeChapters(
  base: string,
  tag: string,
  people: Array<{ id: number }>,
  chapters: Array<{ price: number }>,
): Promise<void> {
  const budget = [...chapters]
    .sort((x, y) => x.price - y.price)
    .slice(0, 3)
    .reduce((s, ch) => s + ch.price, 0);
  for (const p of people) {
    const g = await adminCall(base, 'POST', '/wallet/grant', {
      userId: p.id,
      currency: 'gold',
      amount: budget,
      requestId: `${tag}-${p.id}`,
    });
    expect(g.code).toBe(200);
  }
}
