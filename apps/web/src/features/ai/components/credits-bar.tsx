import { formatDiamond, formatGold } from '@lld/protocol/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { buyPack, refreshBalances, useBalance, usePacks } from '../api';
import { tAi } from '../i18n';

/** My AI credits and the pack sheet (bought with gold or diamonds). */
export function CreditsBar({ openOnMount = false }: { openOnMount?: boolean }) {
  const { data } = useBalance();
  const [open, setOpen] = useState(openOnMount);
  return (
    <>
      <div className="ai-credits" data-testid="ai-credits">
        <span className="ai-credits__label">{tAi('credits')}</span>
        <strong className="ai-credits__value" data-testid="ai-balance">
          {data ? tAi('balance', { n: data.balance }) : '…'}
        </strong>
        <button type="button" className="ai-btn ai-btn--small" onClick={() => setOpen(true)}>
          {tAi('buy')}
        </button>
      </div>
      {open ? <PackSheet onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PackSheet({ onClose }: { onClose: () => void }) {
  const { data } = usePacks();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(0);
  const buy = async (id: number) => {
    setBusy(id);
    try {
      const r = await buyPack(id);
      void toast(tAi('buyDone', { n: r.credits }));
      refreshBalances(qc);
      onClose();
    } catch (e) {
      void toast(errorText(e, tAi('loadFailed')));
    } finally {
      setBusy(0);
    }
  };
  return (
    <div className="ai-sheet" role="dialog" aria-label={tAi('buyTitle')}>
      <button type="button" className="ai-sheet__mask" aria-label="×" onClick={onClose} />
      <div className="ai-sheet__body">
        <h2 className="ai-sheet__title">{tAi('buyTitle')}</h2>
        <ul className="ai-packs">
          {(data?.list ?? []).map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="ai-pack"
                disabled={busy !== 0}
                onClick={() => void buy(p.id)}
                data-testid={`ai-pack-${p.id}`}
              >
                <span className="ai-pack__credits">{tAi('balance', { n: p.credits })}</span>
                <span className="ai-pack__name">{p.name}</span>
                <span className="ai-pack__price">
                  {p.currency === 'gold'
                    ? tAi('gold', { n: formatGold(p.price) })
                    : tAi('diamond', { n: formatDiamond(p.price) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
