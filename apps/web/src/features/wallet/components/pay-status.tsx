// Back from the gateway (`?orderNo=…`, plus the gateway's `trade_status` when it says paid):
// a waiting state that polls the order while the gateway's notification arrives, then the
// success or failure screen. On success the user's balances and VIP are fetched anew.
import type { RechargeOrder } from '@lld/protocol/api/wallet';
import { ROUTES } from '@lld/protocol/routes';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useRechargeStatus } from '../api/recharge';
import { refreshUserInfo } from '../api/user-sync';
import { day, formatAmount, formatYuan } from '../format';
import { Sheet } from './sheet';
import './pay-status.css';
import { tWallet } from '../i18n';

/** How long to wait for the notification after the gateway said paid, and after a plain return. */
export const WAIT_AFTER_PAID_MS = 60_000;
export const WAIT_AFTER_RETURN_MS = 4_500;

export type PayPhase = 'waiting' | 'success' | 'unfinished' | 'slow' | 'expired' | 'refunded';

export function payPhase(order: RechargeOrder | undefined, timedOut: boolean): PayPhase {
  const status = order?.status;
  if (status === 'credited') return 'success';
  if (status === 'expired') return 'expired';
  if (status === 'refunded') return 'refunded';
  if (!timedOut) return 'waiting';
  return status === 'paid' || !order ? 'slow' : 'unfinished';
}

/** The order the gateway returned the user with, and how to forget it (clean URL). */
export function usePayReturn() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const orderNo = params.get('orderNo');
  return {
    orderNo: orderNo && /^[0-9A-Za-z-]{1,64}$/.test(orderNo) ? orderNo : null,
    gatewaySaysPaid: params.get('trade_status') === 'TRADE_SUCCESS',
    close: () => navigate(pathname, { replace: true }),
  };
}

/**
 * The order the gateway brought the user back with (`?orderNo=`), its status over the screen
 * until closed; a failed or cancelled order is paid again through `pay`.
 */
export function ReturnedOrder({
  pay,
  onSettled,
}: {
  pay: (productId: number, payType: RechargeOrder['payType']) => unknown;
  onSettled?: (order: RechargeOrder) => void;
}) {
  const back = usePayReturn();
  if (!back.orderNo) return null;
  return (
    <PayStatus
      orderNo={back.orderNo}
      gatewaySaysPaid={back.gatewaySaysPaid}
      onClose={back.close}
      {...(onSettled ? { onSettled } : {})}
      onRetry={(order) => {
        back.close();
        void pay(order.productId, order.payType);
      }}
    />
  );
}

function Spinner() {
  return <span className="pay-status__spinner" aria-hidden="true" />;
}

export function PayStatus({
  orderNo,
  gatewaySaysPaid,
  onClose,
  onRetry,
  onSettled,
}: {
  orderNo: string;
  gatewaySaysPaid: boolean;
  onClose: () => void;
  onRetry: (order: RechargeOrder) => void;
  /** The order, once known: the screen may show what it was for (the VIP tier bought). */
  onSettled?: (order: RechargeOrder) => void;
}) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(
      () => setTimedOut(true),
      gatewaySaysPaid ? WAIT_AFTER_PAID_MS : WAIT_AFTER_RETURN_MS,
    );
    return () => clearTimeout(timer);
  }, [gatewaySaysPaid]);
  const query = useRechargeStatus(orderNo, !timedOut);
  const order = query.data;
  const phase = query.isError && timedOut ? 'slow' : payPhase(order, timedOut);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useUserInfo();

  const told = useRef(false);
  useEffect(() => {
    if (!order || told.current) return;
    told.current = true;
    onSettled?.(order);
  }, [order, onSettled]);

  const refreshed = useRef(false);
  useEffect(() => {
    if (phase !== 'success' || refreshed.current) return;
    refreshed.current = true;
    void refreshUserInfo();
    void client.invalidateQueries({ queryKey: ['wallet', 'list'] });
  }, [phase, client]);

  const vipExpiry =
    order?.tier && user
      ? user[`${order.tier}Vip` as 'normalVip' | 'supremeVip' | 'darkVip' | 'liveVip'].vipExpireInt
      : 0;

  let body: ReactNode;
  if (phase === 'waiting') {
    body = (
      <>
        <Spinner />
        <h2 className="pay-status__title">{tWallet('payWaiting')}</h2>
        <p className="pay-status__desc">{tWallet('payWaitingDesc')}</p>
        {order ? <OrderLines order={order} /> : null}
        <div className="pay-status__actions">
          <button type="button" className="wallet-btn is-ghost" onClick={() => void query.refetch()}>
            {tWallet('payPaidCheck')}
          </button>
        </div>
      </>
    );
  } else if (phase === 'success' && order) {
    body = (
      <>
        <span className="pay-status__icon is-success" aria-hidden="true">
          <svg viewBox="0 0 48 48">
            <path d="m14 24.5 7 7L35 17" />
          </svg>
        </span>
        <h2 className="pay-status__title" data-testid="pay-result">
          {tWallet('paySuccess')}
        </h2>
        <p className="pay-status__desc is-strong">
          {order.kind === 'vip'
            ? tWallet('payVipOpened', { title: order.title })
            : tWallet('payCredited', { what: formatAmount(order.kind, order.amount) })}
        </p>
        {order.kind === 'vip' && vipExpiry ? (
          <p className="pay-status__desc">{tWallet('payVipUntil', { date: day(vipExpiry) })}</p>
        ) : null}
        <OrderLines order={order} />
        <div className="pay-status__actions">
          <button type="button" className="wallet-btn is-primary" onClick={onClose}>
            {tWallet('payDone')}
          </button>
        </div>
      </>
    );
  } else {
    const [title, desc] =
      phase === 'expired'
        ? [tWallet('payExpired'), tWallet('payExpiredDesc')]
        : phase === 'refunded'
          ? [tWallet('payRefunded'), tWallet('payRefundedDesc')]
          : phase === 'slow'
            ? [tWallet('paySlow'), tWallet('paySlowDesc')]
            : [tWallet('payUnfinished'), tWallet('payUnfinishedDesc')];
    body = (
      <>
        <span className="pay-status__icon is-fail" aria-hidden="true">
          <svg viewBox="0 0 48 48">
            <path d={phase === 'slow' ? 'M24 14v12l7 4' : 'M24 14v13M24 33v.5'} />
          </svg>
        </span>
        <h2 className="pay-status__title" data-testid="pay-result">
          {title}
        </h2>
        <p className="pay-status__desc">{desc}</p>
        {order ? <OrderLines order={order} /> : null}
        <div className="pay-status__actions">
          {phase === 'slow' ? (
            <button
              type="button"
              className="wallet-btn is-primary"
              onClick={() => navigate(`${ROUTES.mineRechargeRecord}?tab=recharge`, { replace: true })}
            >
              {tWallet('payViewRecords')}
            </button>
          ) : phase !== 'refunded' && order ? (
            <button type="button" className="wallet-btn is-primary" onClick={() => onRetry(order)}>
              {tWallet('payRetry')}
            </button>
          ) : null}
          <button type="button" className="wallet-btn is-ghost" onClick={onClose}>
            {tWallet('payClose')}
          </button>
        </div>
      </>
    );
  }

  return (
    <Sheet open label={tWallet('payWaiting')} onClose={phase === 'waiting' ? undefined : onClose}>
      <div className={`pay-status is-${phase}`} data-phase={phase}>
        {body}
      </div>
    </Sheet>
  );
}

function OrderLines({ order }: { order: RechargeOrder }) {
  return (
    <dl className="pay-status__lines">
      <div>
        <dt>{order.title}</dt>
        <dd>¥{formatYuan(order.amountFen)}</dd>
      </div>
      <div>
        <dt>{tWallet('orderNo')}</dt>
        <dd>{order.orderNo}</dd>
      </div>
    </dl>
  );
}
