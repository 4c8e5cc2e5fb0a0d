import type { Currency, Reward } from '@lld/protocol/api/wallet';
import type { Executor } from '../../db/database.ts';
import type { VipService } from './vip.service.ts';
import type { SystemAccount } from './wallet.schema.ts';
import type { PostingLine, WalletService } from './wallet.service.ts';

export interface GrantInput {
  userId: number;
  rewards: readonly Reward[];
  reason: 'redeem' | 'exchange';
  /** `redeem:<useId>` / `exchange:<recordId>`: names the posting and each VIP grant. */
  reference: string;
  idempotencyKey: string;
  title: string;
  /** What the user pays for it (an exchange), in the same posting as the rewards. */
  charge?: { currency: Currency; amount: number };
}

/**
 * Grants rewards (gold, diamonds, VIP days), and takes the price when there is one, inside
 * the caller's transaction: one balanced posting for every currency movement (so a short
 * balance refuses the whole exchange with 3001/3002), then the VIP grants.
 * Returns the posting id (0 when nothing moved in the ledger) and whether it was a duplicate.
 */
export async function grantRewards(
  tx: Executor,
  wallet: WalletService,
  vip: VipService,
  input: GrantInput,
): Promise<{ postingId: number; duplicate: boolean }> {
  const account: SystemAccount = input.reason;
  const lines: PostingLine[] = [];
  if (input.charge) {
    lines.push(
      { userId: input.userId, currency: input.charge.currency, amount: -input.charge.amount },
      { system: account, currency: input.charge.currency, amount: input.charge.amount },
    );
  }
  for (const r of input.rewards)
    if (r.type === 'gold' || r.type === 'diamond')
      lines.push(
        { userId: input.userId, currency: r.type, amount: r.amount },
        { system: account, currency: r.type, amount: -r.amount },
      );
  let postingId = 0;
  if (lines.length) {
    const posted = await wallet.post(
      {
        userId: input.userId,
        reason: input.reason,
        reference: input.reference,
        title: input.title,
        idempotencyKey: input.idempotencyKey,
        lines,
      },
      tx,
    );
    if (posted.duplicate) return { postingId: posted.postingId, duplicate: true };
    postingId = posted.postingId;
  }
  let i = 0;
  for (const r of input.rewards)
    if (r.type === 'vip')
      await vip.grant(tx, {
        userId: input.userId,
        tier: r.tier,
        days: r.days,
        ...(r.cardName ? { cardName: r.cardName } : {}),
        source: input.reason,
        reference: `${input.reference}:vip:${i++}`,
      });
  return { postingId, duplicate: false };
}

/** A reward in words, for titles (`100金币`, `SVIP至尊会员 7天`). */
export function describeReward(r: Reward, tierNames: Record<string, string>): string {
  if (r.type === 'gold') return `${trimZeros(r.amount / 100)}金币`;
  if (r.type === 'diamond') return `${trimZeros(r.amount / 10)}钻石`;
  return `${tierNames[r.tier] ?? r.tier} ${r.days}天`;
}

function trimZeros(n: number): string {
  return String(Math.round(n * 100) / 100);
}
