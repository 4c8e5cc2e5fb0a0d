// Rows of the record lists: orders, wallet movements, exchanges, redeemed codes, purchases, cards.
import type {
  ExchangeRecord,
  MemberCard,
  OrderStatus,
  PurchaseRecord,
  RechargeOrder,
  RedeemCodeRecord,
  WalletLogEntry,
} from '@lld/protocol/api/wallet';
import { formatDateTime } from '@lld/protocol/format';
import { day, describeRewards, formatAmount, formatYuan, tierName } from '../format';
import { Crown, Diamond, GoldCoin } from './icons';
import './records.css';
import { tWallet, type WalletKey } from '../i18n';

const STATUS_KEYS: Record<OrderStatus, WalletKey> = {
  created: 'statusCreated',
  paid: 'statusPaid',
  credited: 'statusCredited',
  expired: 'statusExpired',
  refunded: 'statusRefunded',
};

export function OrderRow({ order }: { order: RechargeOrder }) {
  return (
    <div className="record" data-order={order.orderNo}>
      <span className={`record__icon is-${order.kind}`}>
        {order.kind === 'vip' ? (
          <Crown size={20} />
        ) : order.kind === 'gold' ? (
          <GoldCoin size={24} />
        ) : (
          <Diamond size={24} />
        )}
      </span>
      <div className="record__main">
        <span className="record__title">{order.title}</span>
        <span className="record__sub">{formatDateTime(order.createdAt)}</span>
      </div>
      <div className="record__side">
        <span className="record__amount">¥{formatYuan(order.amountFen)}</span>
        <span className={`record__status is-${order.status}`}>{tWallet(STATUS_KEYS[order.status])}</span>
      </div>
    </div>
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

export function LogRow({ entry }: { entry: WalletLogEntry }) {
  const plus = entry.amount > 0;
  return (
    <div className="record">
      <span className="record__icon">
        {entry.currency === 'gold' ? <GoldCoin size={24} /> : <Diamond size={24} />}
      </span>
      <div className="record__main">
        <span className="record__title">{entry.title || tWallet(REASON_KEYS[entry.reason])}</span>
        <span className="record__sub">
          {tWallet(REASON_KEYS[entry.reason])} · {formatDateTime(entry.createdAt)}
        </span>
      </div>
      <span className={plus ? 'record__delta is-plus' : 'record__delta'}>
        {plus ? '+' : '-'}
        {formatAmount(entry.currency, Math.abs(entry.amount))}
      </span>
    </div>
  );
}

export function ExchangeRow({ record }: { record: ExchangeRecord }) {
  return (
    <div className="record">
      <span className="record__icon">
        {record.currency === 'gold' ? <GoldCoin size={24} /> : <Diamond size={24} />}
      </span>
      <div className="record__main">
        <span className="record__title">{record.title}</span>
        <span className="record__sub">
          {describeRewards(record.rewards)} · {formatDateTime(record.createdAt)}
        </span>
      </div>
      <span className="record__delta">-{formatAmount(record.currency, record.price)}</span>
    </div>
  );
}

export function RedeemRow({ record }: { record: RedeemCodeRecord }) {
  return (
    <div className="record">
      <span className="record__icon is-code">#</span>
      <div className="record__main">
        <span className="record__title">{record.batchName}</span>
        <span className="record__sub">
          {record.code} · {formatDateTime(record.usedAt)}
        </span>
      </div>
      <span className="record__delta is-plus">{describeRewards(record.rewards)}</span>
    </div>
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
};

export function PurchaseRow({ record }: { record: PurchaseRecord }) {
  return (
    <div className="record">
      <span className="record__kind">{tWallet(KIND_KEYS[record.kind] ?? 'kindOther')}</span>
      <div className="record__main">
        <span className="record__title">{record.title || `#${record.itemId}`}</span>
        <span className="record__sub">{formatDateTime(record.createdAt)}</span>
      </div>
      <span className="record__delta">
        {record.charged > 0 ? `-${formatAmount(record.currency, record.charged)}` : tWallet('boughtFree')}
      </span>
    </div>
  );
}

const SOURCE_KEYS: Record<MemberCard['source'], WalletKey> = {
  recharge: 'sourceRecharge',
  redeem: 'sourceRedeem',
  exchange: 'sourceExchange',
  grant: 'sourceGrant',
};

export function CardRow({ card, now }: { card: MemberCard; now: number }) {
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
