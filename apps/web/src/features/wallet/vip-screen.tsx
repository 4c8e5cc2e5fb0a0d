// /mine/vip: the member centre. Current status, tiers, plans with prices, the tier's
// benefits, pay channel and the pay bar; redeem codes from the header; back from the gateway
// the order's status (waiting → success or failure).
import type { VipTier } from '@lld/protocol/api/user';
import type { Product } from '@lld/protocol/api/wallet';
import { isVipActive, vipBadge } from '@lld/protocol/vip';
import { useMemo, useState } from 'react';
import { DefaultAvatar, UserPhoto, userRing } from '@/components/avatar/avatar';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { Crown } from '@/components/icons/icons';
import { PageHeader } from '@/components/page-header/page-header';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useProducts } from './api/products';
import { BenefitIcon } from './components/icons';
import { PayBar } from './components/pay-bar';
import { ReturnedOrder } from './components/pay-status';
import { PayTypePicker } from './components/pay-type-picker';
import { ProductChoice } from './components/product-choice';
import { RedeemCodeForm } from './components/redeem-code-form';
import { Sheet } from './components/sheet';
import { day, formatYuan, TIER_ORDER, tierName, tierShort } from './format';
import { usePayFlow, usePayTypeChoice } from './use-pay-flow';
import './wallet.css';
import './wallet-lists.css';
import './vip-screen.css';
import { tWallet } from './i18n';

function perDay(p: Product): string {
  return formatYuan(Math.ceil(p.priceFen / Math.max(1, p.days)));
}

export default function VipScreen() {
  const { data: user } = useUserInfo();
  const products = useProducts('vip');
  const plans = products.data?.list ?? [];
  const tiers = useMemo(() => TIER_ORDER.filter((tier) => plans.some((p) => p.tier === tier)), [plans]);
  const [tierChoice, setTier] = useState<VipTier | null>(null);
  const tier = tierChoice && tiers.includes(tierChoice) ? tierChoice : (tiers[0] ?? 'normal');
  const tierPlans = plans.filter((p) => p.tier === tier);
  const [planChoice, setPlan] = useState<number | null>(null);
  const plan = tierPlans.find((p) => p.id === planChoice) ?? tierPlans[0];
  const [payType, setPayType] = usePayTypeChoice(products.data?.payTypes);
  const { pay, busy } = usePayFlow();
  const [redeemOpen, setRedeemOpen] = useState(false);

  const now = Math.floor(Date.now() / 1000);
  const badge = vipBadge(user, now);
  const active = user ? TIER_ORDER.filter((x) => isVipActive(user[`${x}Vip`], now)) : [];
  const tierActive = active.includes(tier);

  return (
    <div className={`vip-page tier-${tier}`}>
      <PageHeader
        title={tWallet('vipTitle')}
        transparent
        right={{ content: tWallet('redeemEntry'), onClick: () => setRedeemOpen(true) }}
      />
      <section className="vip-hero">
        <div className={`vip-hero__avatar ${userRing(Boolean(badge))}`}>
          {user ? <UserPhoto user={user} /> : <DefaultAvatar />}
        </div>
        <div className="vip-hero__info">
          <div className="vip-hero__name">
            <span>{user?.nickname ?? ''}</span>
            {badge ? (
              <span className={badge === 'SVIP' ? 'vip-badge is-svip' : 'vip-badge'} data-testid="vip-badge">
                {badge}
              </span>
            ) : null}
          </div>
          {active.length ? (
            active.map((x) => (
              <p key={x} className="vip-hero__status">
                {tWallet('vipActiveUntil', {
                  tier: tierName(x),
                  date: day(user?.[`${x}Vip`].vipExpireInt ?? 0),
                })}
              </p>
            ))
          ) : (
            <p className="vip-hero__status">{tWallet('vipNone')}</p>
          )}
        </div>
        <Crown size={42} color="rgba(255, 221, 150, 0.22)" />
      </section>

      {tiers.length > 1 ? (
        <ChoiceGroup
          className="vip-tiers"
          role="tab"
          options={tiers}
          value={tier}
          onChange={(x) => {
            setTier(x);
            setPlan(null);
          }}
          choiceClassName="vip-tiers__tab"
          label={tierShort}
        />
      ) : null}

      <section className="wallet-section vip-plans-section" aria-label={tWallet('vipPlans')}>
        <h2 className="wallet-section__title">{tierName(tier)}</h2>
        <ProductChoice
          pending={products.isPending}
          products={tierPlans}
          value={plan}
          onChange={setPlan}
          className="vip-plans"
          itemClassName="vip-plan"
          placeholders={3}
          empty={tWallet('vipEmpty')}
          face={(p) => (
            <>
              {p.badge ? <span className="vip-plan__badge">{p.badge}</span> : null}
              <span className="vip-plan__name">{p.cardName || tWallet('days', { days: p.days })}</span>
              <span className="vip-plan__price">
                <small>¥</small>
                {formatYuan(p.priceFen)}
              </span>
              {p.originalFen > p.priceFen ? (
                <s className="vip-plan__original">¥{formatYuan(p.originalFen)}</s>
              ) : (
                <span className="vip-plan__original">&nbsp;</span>
              )}
              <span className="vip-plan__per-day">{tWallet('perDay', { price: perDay(p) })}</span>
            </>
          )}
        />
      </section>

      {plan?.benefits.length ? (
        <section className="wallet-section vip-benefits">
          <h2 className="wallet-section__title">{tWallet('vipBenefits', { tier: tierName(tier) })}</h2>
          <ul className="vip-benefits__grid">
            {plan.benefits.map((b, i) => (
              <li key={b}>
                <span className="vip-benefits__icon app-icon-disc">
                  <BenefitIcon index={i} />
                </span>
                <span className="vip-benefits__text">{b}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <PayTypePicker payTypes={products.data?.payTypes ?? []} value={payType} onChange={setPayType} />
      <p className="vip-agreement">{tWallet('agreement')}</p>

      <PayBar
        priceFen={plan?.priceFen ?? 0}
        {...(plan ? { originalFen: plan.originalFen } : {})}
        action={tierActive ? tWallet('vipRenew') : tWallet('vipOpen')}
        disabled={!plan || !payType}
        busy={busy}
        onPay={() => plan && void pay(plan.id, payType)}
      />

      <Sheet
        open={redeemOpen}
        onClose={() => setRedeemOpen(false)}
        label={tWallet('redeemTitle')}
        position="bottom"
      >
        <div className="redeem-sheet">
          <h2 className="redeem-sheet__title">{tWallet('redeemTitle')}</h2>
          <RedeemCodeForm autoFocus />
        </div>
      </Sheet>

      <ReturnedOrder
        pay={pay}
        onSettled={(order) => {
          if (order.tier) setTier(order.tier);
          setPlan(order.productId);
        }}
      />
    </div>
  );
}
