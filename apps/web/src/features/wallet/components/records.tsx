// Rows of the record lists: orders, wallet movements, exchanges, redeemed codes, purchases, cards.
import type {
  Currency,
  ExchangeRecord,
  MemberCard,
  OrderStatus,
  PurchaseRecord,
  RechargeOrder,
  RedeemCodeRecord,
  WalletLogEntry,
} from '@lld/protocol/api/wallet';
import { formatDateTime } from '@lld/protocol/format';
import type { ReactNode } from 'react';
import { Crown } from '@/components/icons/icons';
import { day, describeRewards, formatAmount, formatYuan, tierName } from '../format';
import { Diamond, GoldCoin } from './icons';
import './records.css';
import { tWallet, type WalletKey } from '../i18n';

const STATUS_KEYS: Record<OrderStatus, WalletKey> = {
  created: 'statusCreated',
  paid: 'statusPaid',
  credited: 'statusCredited',
  expired: 'statusExpired',
  refunded: 'statusRefunded',
};

/** The row every record list draws: an icon, a title over a line of detail, and a side. */
function RecordRow({
  icon,
  title,
  sub,
  side,
  order,
}: {
  icon: ReactNode;
  title: ReactNode;
  sub: ReactNode;
  side: ReactNode;
  /** The order number of a recharge order's row. */
  order?: string;
}) {
  return (
    <div className="record" data-order={order}>
      {icon}
      <div className="record__main">
        <span className="record__title">{title}</span>
        <span className="record__sub">{sub}</span>
      </div>
      {side}
    </div>
  );
}

function CurrencyIcon({ currency }: { currency: Currency }) {
  return (
    <span className="record__icon">
      {currency === 'gold' ? <GoldCoin size={24} /> : <Diamond size={24} />}
    </span>
  );
}

export function OrderRow({ item: order }: { item: RechargeOrder }) {
  return (
    <RecordRow
      order={order.orderNo}
      icon={
        <span className={`record__icon is-${order.kind}`}>
          {order.kind === 'vip' ? (
            <Crown size={20} />
          ) : order.kind === 'gold' ? (
            <GoldCoin size={24} />
          ) : (
            <Diamond size={24} />
          )}
        </span>
      }
      title={order.title}
      sub={formatDateTime(order.createdAt)}
      side={
        <div className="record__side">
          <span className="record__amount">¥{formatYuan(order.amountFen)}</span>
          <span className={`record__status is-${order.status}`}>{tWallet(STATUS_KEYS[order.status])}</span>
        </div>
      }
    />
  );
}

const REASON_KEYS: Record<WalletLogEntry['reason'], WalletKey> = {
  recharge: 'reasonRecharge',
  purchase: 'reasonPurchase',
  exchange: 'reasonExchange',
  redeem: 'reasonRedeem',
  refund: 'reasonRefund',
  grant: 'reasonGrant',
  welfare: 'reasonWelfare',
  invite: 'reasonInvite',
};

export function LogRow({ item: entry }: { item: WalletLogEntry }) {
  const plus = entry.amount > 0;
  const reason = tWallet(REASON_KEYS[entry.reason]);
  return (
    <RecordRow
      icon={<CurrencyIcon currency={entry.currency} />}
      title={entry.title || reason}
      sub={`${reason} · ${formatDateTime(entry.createdAt)}`}
      side={
        <span className={plus ? 'record__delta is-plus' : 'record__delta'}>
          {plus ? '+' : '-'}
          {formatAmount(entry.currency, Math.abs(entry.amount))}
        </span>
      }
    />
  );
}

export function ExchangeRow({ item: record }: { item: ExchangeRecord }) {
  return (
    <RecordRow
      icon={<CurrencyIcon currency={record.currency} />}
      title={record.title}
      sub={`${describeRewards(record.rewards)} · ${formatDateTime(record.createdAt)}`}
      side={<span className="record__delta">-{formatAmount(record.currency, record.price)}</span>}
    />
  );
}

export function RedeemRow({ item: record }: { item: RedeemCodeRecord }) {
  return (
    <RecordRow
      icon={<span className="record__icon is-code">#</span>}
      title={record.batchName}
      sub={`${record.code} · ${formatDateTime(record.usedAt)}`}
      side={<span className="record__delta is-plus">{describeRewards(record.rewards)}</span>}
    />
  );
}

const KIND_KEYS: Record<string, WalletKey> = {
  video: 'kindVideo',
  video_collection: 'kindVideoCollection',
  comic_chapter: 'kindComicChapter',
  novel_chapter: 'kindNovelChapter',
  audio_track: 'kindAudioTrack',
  post: 'kindPost',
  picture_set: 'kindPictureSet',
  reserved: 'kindReserved',
  ai_job: 'kindAiJob',
  ai_pack: 'kindAiPack',
};

export function PurchaseRow({ item: record }: { item: PurchaseRecord }) {
  return (
    <RecordRow
      icon={<span className="record__kind">{tWallet(KIND_KEYS[record.kind] ?? 'kindOther')}</span>}
      title={record.title || `#${record.itemId}`}
      sub={formatDateTime(record.createdAt)}
      side={
        <span className="record__delta">
          {record.charged > 0 ? `-${formatAmount(record.currency, record.charged)}` : tWallet('boughtFree')}
        </span>
      }
    />
  );
}

const SOURCE_KEYS: Record<MemberCard['source'], WalletKey> = {
  recharge: 'sourceRecharge',
  redeem: 'sourceRedeem',
  exchange: 'sourceExchange',
  grant: 'sourceGrant',
};

export function CardRow({ item: card }: { item: MemberCard }) {
  const now = Math.floor(Date.now() / 1000);
  const state = !card.active ? 'used' : card.startsAt > now ? 'pending' : 'active';
  return (
    <div className={`member-card tier-${card.tier} is-${state}`}>
      <div className="member-card__top">
        <Crown size={18} />
        <span className="member-card__tier">{tierName(card.tier)}</span>
        <span className="member-card__name">{card.cardName}</span>
        <span className="member-card__state">
          {tWallet(state === 'active' ? 'cardActive' : state === 'pending' ? 'cardPending' : 'cardUsed')}
        </span>
      </div>
      <div className="member-card__bottom">
        <span>{tWallet('cardPeriod', { from: day(card.startsAt), to: day(card.expiresAt) })}</span>
        <span>
          {tWallet(SOURCE_KEYS[card.source])} · {tWallet('days', { days: card.days })}
        </span>
      </div>
    </div>
  );
}
