// Display helpers of the wallet screens: money, rewards, tiers, dates (Asia/Shanghai).
import type { VipTier } from '@lld/protocol/api/user';
import type { Currency, Reward } from '@lld/protocol/api/wallet';
import { formatDate, formatDiamond, formatGold } from '@lld/protocol/format';
import { t } from '@/locales';

/** Fen shown as yuan: 3000 → `30`, 680 → `6.80` (the same hundredths rule as gold). */
export function formatYuan(fen: number): string {
  return formatGold(fen);
}

export const TIER_ORDER: readonly VipTier[] = ['normal', 'supreme', 'dark', 'live'];

export function tierName(tier: VipTier): string {
  return t(
    tier === 'normal'
      ? 'wallet.tierNormal'
      : tier === 'supreme'
        ? 'wallet.tierSupreme'
        : tier === 'dark'
          ? 'wallet.tierDark'
          : 'wallet.tierLive',
  );
}

export function tierShort(tier: VipTier): string {
  return t(
    tier === 'normal'
      ? 'wallet.tierNormalShort'
      : tier === 'supreme'
        ? 'wallet.tierSupremeShort'
        : tier === 'dark'
          ? 'wallet.tierDarkShort'
          : 'wallet.tierLiveShort',
  );
}

/** `100金币`, `2.5钻石`. */
export function formatAmount(currency: Currency, amount: number): string {
  return currency === 'gold'
    ? t('wallet.goldAmount', { amount: formatGold(amount) })
    : t('wallet.diamondAmount', { amount: formatDiamond(amount) });
}

export function describeReward(r: Reward): string {
  if (r.type === 'vip') return t('wallet.vipDays', { tier: tierName(r.tier), days: r.days });
  return formatAmount(r.type, r.amount);
}

export function describeRewards(rewards: readonly Reward[]): string {
  return rewards.map(describeReward).join('、');
}

/** `YYYY-MM-DD` in Shanghai time. */
export function day(seconds: number): string {
  return formatDate(seconds);
}
