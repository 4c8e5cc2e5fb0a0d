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
