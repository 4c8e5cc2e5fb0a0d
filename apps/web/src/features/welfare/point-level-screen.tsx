// /mine/pointLevel (我的等级): my points and level, how far the next level is, every level with
// its benefits (operator data), and how points are earned.
import { PageHeader } from '@/components/page-header/page-header';
import { useLevel } from './api';
import './welfare.css';
import './components/task-list.css';
import './point-level-screen.css';
import { RetryButton } from './components/buttons';
import { tWelfare } from './i18n';

export default function PointLevelScreen() {
  const { data, isError, refetch } = useLevel();
  const next = data?.next ?? null;
  const current = data?.levels.find((l) => l.level === data.level);
  const span = next && current ? next.minPoints - current.minPoints : 0;
  const done = next && current && data ? Math.round(((data.points - current.minPoints) / span) * 100) : 100;
  return (
    <div className="app-page wf-page">
      <PageHeader title={tWelfare('levelTitle')} />
      {isError ? <RetryButton onRetry={refetch} card /> : null}
      <section className="app-card wf-card wf-level" aria-label={tWelfare('levelTitle')}>
        <span className="wf-level__badge" data-testid="level-badge">
          {data ? `Lv${data.level}` : ''}
        </span>
        <h2 className="wf-level__name">{data?.name ?? '\u00a0'}</h2>
        <p className="wf-card__sub" data-testid="level-points">
          {data ? tWelfare('levelPoints', { n: data.points }) : '\u00a0'}
        </p>
        <div className="wf-level__bar">
          <span
            className="wf-bar"
            role="progressbar"
            aria-label={tWelfare('levelTitle')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={done}
          >
            <span style={{ width: `${done}%` }} />
          </span>
        </div>
        <p className="wf-card__sub">
          {data
            ? next
              ? tWelfare('levelNext', { name: next.name, n: next.minPoints - data.points })
              : tWelfare('levelTop')
            : '\u00a0'}
        </p>
      </section>
      <section className="app-card wf-card" aria-label={tWelfare('levelList')}>
        <h2 className="wf-card__title">{tWelfare('levelList')}</h2>
        {data?.levels.map((l) => (
          <div key={l.level} className={l.level === data.level ? 'wf-level-row is-current' : 'wf-level-row'}>
            <span className="wf-level-row__lv">Lv{l.level}</span>
            <div className="wf-level-row__main">
              <strong>{l.name}</strong>
              {l.level === data.level ? (
                <span className="wf-task__points"> {tWelfare('levelCurrent')}</span>
              ) : null}
              {l.benefits.length > 0 ? (
                <ul>
                  {l.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <span className="wf-level-row__need">{tWelfare('levelThreshold', { n: l.minPoints })}</span>
          </div>
        ))}
      </section>
      <section className="app-card wf-card" aria-label={tWelfare('howToTitle')}>
        <h2 className="wf-card__title">{tWelfare('howToTitle')}</h2>
        {data?.howTo.map((h) => (
          <div key={h.title} className="wf-howto">
            <span>{h.title}</span>
            <span>{tWelfare('points', { n: h.points })}</span>
          </div>
        ))}
      </section>
    </div>
  );
}
