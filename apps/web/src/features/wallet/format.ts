// Display helpers of the wallet screens: money, rewards, tiers, dates (Asia/Shanghai).
import type { VipTier } from '@lld/protocol/api/user';
import type { Currency, Reward } from '@lld/protocol/api/wallet';
import { formatDate, formatDiamond, formatGold } from '@lld/protocol/format';
import { tWallet } from './i18n';

/** Fen shown as yuan: 3000 → `30`, 680 → `6.80` (the same hundredths rule as gold). */
export function formatYuan(fen: number): string {
  return formatGold(fen);
}

export const TIER_ORDER: readonly VipTier[] = ['normal', 'supreme', 'dark', 'live'];

export function tierName(tier: VipTier): string {
  return tWallet(
    tier === 'normal'
      ? 'tierNormal'
      : tier === 'supreme'
        ? 'tierSupreme'
        : tier === 'dark'
          ? 'tierDark'
          : 'tierLive',
  );
}

export function tierShort(tier: VipTier): string {
  return tWallet(
    tier === 'normal'
      ? 'tierNormalShort'
      : tier === 'supreme'
        ? 'tierSupremeShort'
        : tier === 'dark'
          ? 'tierDarkShort'
          : 'tierLiveShort',
  );
}

/** `100金币`, `2.5钻石`. */
export function formatAmount(currency: Currency, amount: number): string {
  return currency === 'gold'
    ? tWallet('goldAmount', { amount: formatGold(amount) })
    : tWallet('diamondAmount', { amount: formatDiamond(amount) });
}

export function describeReward(r: Reward): string {
  if (r.type === 'vip') return tWallet('vipDays', { tier: tierName(r.tier), days: r.days });
  return formatAmount(r.type, r.amount);
}

export function describeRewards(rewards: readonly Reward[]): string {
  return rewards.map(describeReward).join('、');
}

/** `YYYY-MM-DD` in Shanghai time. */
export function day(seconds: number): string {
  return formatDate(seconds);
}
