// The check-in strip (签到): seven days of this streak week with their rewards, the streak and
// the button. The server decides everything; a repeated tap is refused there (4009).
import { formatGold } from '@lld/protocol/format';
import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon } from '@/components/icons/icons';
import { useBusyCall } from '@/lib/api/busy-call';
import { toast } from '@/lib/toast';
import { checkin, refreshAfterPay, useCheckinState, welfareKeys } from '../api';
import { tWelfare } from '../i18n';
import { RetryButton, WfButton } from './buttons';
import './checkin-card.css';

export function CheckinCard() {
  const queryClient = useQueryClient();
  const { data: state, isError, refetch } = useCheckinState();
  const { busy, call } = useBusyCall();
  const onCheckin = () =>
    call(
      tWelfare('failed'),
      async () => {
        const r = await checkin();
        queryClient.setQueryData(welfareKeys.checkin, r.state);
        void queryClient.invalidateQueries({ queryKey: welfareKeys.tasks });
        refreshAfterPay(queryClient);
        void toast(tWelfare('checkinDone', { gold: formatGold(r.reward) }));
      },
      () => void refetch(),
    );
  const lastReward = state?.days.at(-1)?.reward ?? 0;
  return (
    <section className="app-card wf-card wf-checkin" aria-label={tWelfare('checkinTitle')}>
      <header className="wf-card__head">
        <div>
          <h2>{tWelfare('checkinTitle')}</h2>
          <p className="wf-card__sub" data-testid="checkin-streak">
            {state
              ? state.streak > 0
                ? tWelfare('checkinStreak', { n: state.streak })
                : tWelfare('checkinNone', { gold: formatGold(state.todayReward) })
              : '\u00a0'}
          </p>
        </div>
        <WfButton look="primary" disabled={!state || state.checkedToday || busy} onClick={onCheckin}>
          {state?.checkedToday ? tWelfare('checkedButton') : tWelfare('checkinButton')}
        </WfButton>
      </header>
      {isError ? (
        <RetryButton onRetry={refetch} />
      ) : (
        <ol className="wf-strip">
          {(state?.days ?? Array.from({ length: 7 }, () => null)).map((d, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: seven fixed cells
              key={i}
              className={['wf-strip__day', d?.checked ? 'is-checked' : '', d?.today ? 'is-today' : ''].join(
                ' ',
              )}
            >
              <span className="wf-strip__coin">
                {d ? `+${formatGold(d.reward)}` : ''}
                {d?.checked ? <CheckIcon className="wf-strip__check" size={11} /> : null}
              </span>
              <span className="wf-strip__label">
                {d?.today ? tWelfare('today') : tWelfare('checkinDay', { n: i + 1 })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {state ? (
        <p className="wf-card__note">{tWelfare('checkinRule', { gold: formatGold(lastReward) })}</p>
      ) : null}
    </section>
  );
}
