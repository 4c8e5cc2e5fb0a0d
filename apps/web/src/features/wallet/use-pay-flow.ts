// Submit a recharge order and leave for the gateway's pay page; the gateway brings the user
// back to the screen's return URL (see PayStatus). Coming back with the browser's Back button
// (bfcache) makes the pay button usable again.
import type { PayTypeCode } from '@lld/protocol/api/wallet';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/api/client';
import { clearToast, toast } from '@/lib/toast';
import { useSubmitRecharge } from './api/recharge';
import { tWallet } from './i18n';
import { payNavigator } from './pay-navigator';

export function usePayFlow() {
  const submit = useSubmitRecharge();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      setLeaving(false);
      void clearToast();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = useCallback(
    async (productId: number, payType: PayTypeCode | null) => {
      if (!payType) {
        void toast(tWallet('choosePayType'));
        return;
      }
      try {
        const r = await submit.mutateAsync({ productId, payType });
        setLeaving(true);
        void toast(tWallet('toGateway'), { icon: 'loading', duration: 0 });
        payNavigator.go(r.payUrl);
      } catch (err) {
        void toast(errorText(err, tWallet('failed')));
      }
    },
    [submit],
  );

  return { pay, busy: submit.isPending || leaving };
}

/** The first offered channel, kept while it stays offered. */
export function usePayTypeChoice(offered: readonly { code: PayTypeCode }[] | undefined) {
  const [choice, setChoice] = useState<PayTypeCode | null>(null);
  const valid = choice && offered?.some((p) => p.code === choice) ? choice : (offered?.[0]?.code ?? null);
  return [valid, setChoice] as const;
}
