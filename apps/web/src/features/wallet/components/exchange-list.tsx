// Exchange items (gold or diamonds for diamonds and VIP days) with a confirm step; the new
// balances come back with the answer and show everywhere at once.
import type { ExchangeItem } from '@lld/protocol/api/wallet';
import { ResultCode } from '@lld/protocol/result-codes';
import { ROUTES } from '@lld/protocol/routes';
import { randomUuidV4 } from '@lld/protocol/sign-core';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Crown } from '@/components/icons/icons';
import { errorText, isApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { useExchange, useExchangeItems } from '../api/exchange';
import { describeRewards, formatAmount } from '../format';
import { Diamond, GoldCoin } from './icons';
import { Sheet } from './sheet';
import './records.css';
import './exchange-list.css';
import { tWallet } from '../i18n';

function ItemIcon({ item }: { item: ExchangeItem }) {
  const first = item.rewards[0];
  if (first?.type === 'vip')
    return (
      <span className={`exchange-item__icon is-vip tier-${first.tier}`}>
        <Crown size={22} />
      </span>
    );
  return (
    <span className="exchange-item__icon">
      {first?.type === 'gold' ? <GoldCoin size={26} /> : <Diamond size={26} />}
    </span>
  );
}

function blockedReason(item: ExchangeItem): string | null {
  if (item.stock === 0) return tWallet('exchangeSoldOut');
  if (item.remaining === 0) return tWallet('exchangeLimitReached');
  return null;
}

export function ExchangeList({
  filter,
  empty,
}: {
  filter?: (item: ExchangeItem) => boolean;
  empty?: string;
}) {
  const { data, isPending, isError, refetch } = useExchangeItems();
  const items = (data?.list ?? []).filter(filter ?? (() => true));
  const [confirm, setConfirm] = useState<{ item: ExchangeItem; requestId: string } | null>(null);
  const exchange = useExchange();
  const navigate = useNavigate();

  const run = async () => {
    if (!confirm) return;
    try {
      await exchange.mutateAsync({ id: confirm.item.id, requestId: confirm.requestId });
      setConfirm(null);
      void toast(tWallet('exchangeSuccess'), { icon: 'success' });
    } catch (err) {
      setConfirm(null);
      const short =
        isApiError(err, ResultCode.NOT_ENOUGH_GOLD) || isApiError(err, ResultCode.NOT_ENOUGH_DIAMONDS);
      void toast(errorText(err, tWallet('failed')));
      if (short)
        navigate(confirm.item.currency === 'gold' ? ROUTES.mineRecharge : ROUTES.mineDiamondRecharge);
    }
  };

  if (isPending) return <div className="exchange-list is-loading" aria-busy="true" />;
  if (isError)
    return (
      <button type="button" className="app-card wallet-empty is-button" onClick={() => void refetch()}>
        {t('common.loadFailed')} · {t('common.retry')}
      </button>
    );
  if (items.length === 0) return <p className="app-card wallet-empty">{empty ?? tWallet('exchangeEmpty')}</p>;

  return (
    <>
      <ul className="exchange-list">
        {items.map((item) => {
          const blocked = blockedReason(item);
          return (
            <li key={item.id} className="exchange-item" data-item={item.id}>
              <ItemIcon item={item} />
              <div className="record__main">
                <span className="exchange-item__title">{item.title}</span>
                <span className="record__sub">
                  {item.subtitle || describeRewards(item.rewards)}
                  {item.remaining !== null && item.remaining > 0 ? (
                    <em>{tWallet('exchangeLeft', { count: item.remaining })}</em>
                  ) : null}
                </span>
              </div>
              <div className="exchange-item__buy">
                <span className={`exchange-item__price is-${item.currency}`}>
                  {formatAmount(item.currency, item.price)}
                </span>
                <button
                  type="button"
                  className="app-primary exchange-item__button"
                  disabled={blocked !== null}
                  onClick={() => setConfirm({ item, requestId: randomUuidV4() })}
                >
                  {blocked ?? tWallet('exchangeAction')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <Sheet open={confirm !== null} onClose={() => setConfirm(null)} label={tWallet('exchangeAction')}>
        {confirm ? (
          <div className="wallet-confirm">
            <ItemIcon item={confirm.item} />
            <p className="wallet-confirm__text">
              {tWallet('exchangeConfirm', {
                price: formatAmount(confirm.item.currency, confirm.item.price),
                title: confirm.item.title,
              })}
            </p>
            <p className="wallet-confirm__sub">{describeRewards(confirm.item.rewards)}</p>
            <div className="wallet-confirm__actions">
              <button type="button" className="wallet-btn is-ghost" onClick={() => setConfirm(null)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="wallet-btn is-primary"
                disabled={exchange.isPending}
                onClick={() => void run()}
                data-testid="exchange-confirm"
              >
                {exchange.isPending ? <DotLoading color="currentColor" /> : t('common.confirm')}
              </button>
            </div>
          </div>
        ) : null}
      </Sheet>
    </>
  );
}
