// /mine/recharge (gold) and /mine/diamondRecharge: balance, packs in yuan, pay channel and
// the pay bar; the way back from the gateway shows the order's status.
import type { Product } from '@lld/protocol/api/wallet';
import { formatDiamond, formatGold } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useProducts } from '../api/products';
import { formatYuan } from '../format';
import { usePayFlow, usePayTypeChoice } from '../use-pay-flow';
import { Diamond, GoldCoin } from './icons';
import { PayBar } from './pay-bar';
import { ReturnedOrder } from './pay-status';
import { PayTypePicker } from './pay-type-picker';
import './pack-screen.css';
import { tWallet } from '../i18n';
import { ProductChoice } from './product-choice';

const count = (kind: 'gold' | 'diamond', amount: number) =>
  kind === 'gold' ? formatGold(amount) : formatDiamond(amount);

function PackFace({ p, kind }: { p: Product; kind: 'gold' | 'diamond' }) {
  return (
    <>
      {p.badge ? <span className="pack__badge">{p.badge}</span> : null}
      <span className="pack__amount">
        {kind === 'gold' ? <GoldCoin size={20} /> : <Diamond size={20} />}
        {count(kind, p.amount)}
      </span>
      <span className="pack__bonus">
        {p.bonus > 0 ? tWallet('bonus', { count: count(kind, p.bonus) }) : ' '}
      </span>
      <span className="pack__price">¥{formatYuan(p.priceFen)}</span>
    </>
  );
}

export function PackScreen({ kind, children }: { kind: 'gold' | 'diamond'; children?: ReactNode }) {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const products = useProducts(kind);
  const packs = products.data?.list ?? [];
  const [choice, setChoice] = useState<number | null>(null);
  const pack = packs.find((p) => p.id === choice) ?? packs.find((p) => p.badge) ?? packs[0];
  const [payType, setPayType] = usePayTypeChoice(products.data?.payTypes);
  const { pay, busy } = usePayFlow();
  const gold = kind === 'gold';

  return (
    <div className={`pack-page is-${kind}`}>
      <PageHeader
        title={gold ? tWallet('goldTitle') : tWallet('diamondTitle')}
        transparent
        {...(isRouteAvailable(ROUTES.mineRechargeRecord)
          ? { right: { content: tWallet('records'), onClick: () => navigate(ROUTES.mineRechargeRecord) } }
          : {})}
      />
      <section className="balance-card">
        <div className="balance-card__text">
          <span className="balance-card__label">
            {gold ? tWallet('goldBalance') : tWallet('diamondBalance')}
          </span>
          <span className="balance-card__value" data-testid="balance">
            {user ? count(kind, gold ? user.gold : user.diamond) : '—'}
          </span>
          <span className="balance-card__hint">{gold ? tWallet('goldHint') : tWallet('diamondHint')}</span>
        </div>
        <span className="balance-card__art">{gold ? <GoldCoin size={84} /> : <Diamond size={84} />}</span>
      </section>

      <section className="wallet-section">
        <h2 className="wallet-section__title">{tWallet('choosePack')}</h2>
        <ProductChoice
          pending={products.isPending}
          products={packs}
          value={pack}
          onChange={setChoice}
          className="packs"
          itemClassName="pack"
          placeholders={6}
          empty={tWallet('packEmpty')}
          face={(p) => <PackFace p={p} kind={kind} />}
        />
      </section>

      <PayTypePicker payTypes={products.data?.payTypes ?? []} value={payType} onChange={setPayType} />
      {children}

      <PayBar
        priceFen={pack?.priceFen ?? 0}
        action={tWallet('rechargeNow')}
        disabled={!pack || !payType}
        busy={busy}
        onPay={() => pack && void pay(pack.id, payType)}
      />
      <ReturnedOrder pay={pay} />
    </div>
  );
}
