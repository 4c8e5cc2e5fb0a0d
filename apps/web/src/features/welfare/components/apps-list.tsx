// AppsList (spec §2): the app wall. A tap opens the app's page at once (a window opened after
// an await may be blocked) and reports the tap (apps/click); the first tap of an app pays its
// reward once.
import type { WallApp } from '@lld/protocol/api/welfare';
import { formatGold } from '@lld/protocol/format';
import { useQueryClient } from '@tanstack/react-query';
import { openExternal } from '@/lib/open-jump';
import { toast } from '@/lib/toast';
import { clickApp, refreshAfterPay, useApps, welfareKeys } from '../api';
import { tWelfare } from '../i18n';
import { RetryButton } from './buttons';
import './apps-list.css';

export function AppsList() {
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useApps();
  const open = (app: WallApp) => {
    openExternal(app.url);
    clickApp(app.id).then(
      (r) => {
        if (r.reward <= 0) return;
        queryClient.setQueryData(welfareKeys.apps, (old: { list: WallApp[] } | undefined) =>
          old ? { list: old.list.map((a) => (a.id === app.id ? { ...a, rewarded: true } : a)) } : old,
        );
        refreshAfterPay(queryClient);
        void toast(tWelfare('appPaid', { gold: formatGold(r.reward) }));
      },
      () => undefined, // the app opened; a lost report only delays the reward to the next tap
    );
  };
  const list = data?.list ?? [];
  return (
    <section className="app-card wf-card" aria-label={tWelfare('appsTitle')}>
      <header className="wf-card__head">
        <h2>{tWelfare('appsTitle')}</h2>
        <span className="wf-card__sub">{tWelfare('appsHint')}</span>
      </header>
      {isError ? (
        <RetryButton onRetry={refetch} />
      ) : data && list.length === 0 ? (
        <p className="wf-empty">{tWelfare('appsEmpty')}</p>
      ) : (
        <ul className="wf-apps">
          {list.map((app) => (
            <li key={app.id}>
              <button type="button" className="wf-app" onClick={() => open(app)} aria-label={app.name}>
                <span className="wf-app__icon">
                  {/* Icons are plain URLs (often data: SVG), not obfuscated covers. */}
                  {app.icon ? <img src={app.icon} alt="" width={48} height={48} loading="lazy" /> : null}
                </span>
                <span className="wf-app__name">{app.name}</span>
                <span className={app.rewarded || app.reward <= 0 ? 'wf-app__tag is-done' : 'wf-app__tag'}>
                  {app.rewarded
                    ? tWelfare('appRewarded')
                    : app.reward > 0
                      ? tWelfare('reward', { gold: formatGold(app.reward) })
                      : tWelfare('appOpen')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
