// /ai/history: every job of mine across tools: status, result, hide and delete.
import type { AiJob } from '@lld/protocol/api/ai';
import { aiCalls } from '@lld/protocol/api/calls/ai';
import { formatRelativeTime } from '@lld/protocol/format';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header/page-header';
import { apiCall, errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { aiKeys, useHistory } from './api';
import { JobResults, JobStatus, StoryLink } from './components/job-view';
import { tAi } from './i18n';
import './ai.css';

const HIDE = {
  image: aiCalls.texttoimageHide,
  faceswap: aiCalls.facechangeHide,
  video: aiCalls.imagetovideoHide,
  novel: aiCalls.texttonovelHide,
  companion: null,
} as const;

export default function HistoryScreen() {
  const { data, isError, refetch } = useHistory();
  const qc = useQueryClient();
  const act = async (job: AiJob, what: 'hide' | 'delete') => {
    try {
      const hide = HIDE[job.tool];
      if (what === 'delete' || !hide) await apiCall(aiCalls.aiorderDel, { id: job.id });
      else await apiCall(hide, { id: job.id });
      void toast(tAi(what === 'delete' || !hide ? 'deleted' : 'hidden'));
      void qc.invalidateQueries({ queryKey: aiKeys.history });
    } catch (e) {
      void toast(errorText(e, tAi('loadFailed')));
    }
  };
  return (
    <div className="ai-page">
      <PageHeader title={tAi('history')} />
      {isError ? (
        <button type="button" className="ai-card ai-link" onClick={() => void refetch()}>
          {tAi('loadFailed')} · {tAi('retry')}
        </button>
      ) : null}
      {data && data.list.length === 0 ? <p className="ai-notice ai-empty">{tAi('historyEmpty')}</p> : null}
      <ul className="ai-history" data-testid="ai-history" aria-busy={!data}>
        {(data?.list ?? []).map((job) => (
          <li
            key={job.id}
            className="ai-card ai-history__item"
            data-testid="ai-history-item"
            data-tool={job.tool}
          >
            <div className="ai-history__head">
              <span className="ai-tag">{tAi(`tool_${job.tool}`)}</span>
              <strong className="ai-history__title">{job.title}</strong>
              <JobStatus job={job} />
            </div>
            <p className="ai-history__meta">
              {formatRelativeTime(job.createdAt)} · {tAi('balance', { n: job.price })}
              {job.status === 'failed' && job.error ? ` · ${tAi('failed')}` : ''}
            </p>
            {job.text ? <p className="ai-history__text">{job.text.slice(0, 120)}</p> : null}
            <JobResults job={job} />
            <StoryLink job={job} />
            {job.status === 'done' || job.status === 'failed' ? (
              <div className="ai-row">
                {HIDE[job.tool] ? (
                  <button
                    type="button"
                    className="ai-btn ai-btn--ghost ai-btn--small"
                    onClick={() => void act(job, 'hide')}
                  >
                    {tAi('hide')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="ai-btn ai-btn--ghost ai-btn--small"
                  onClick={() => void act(job, 'delete')}
                  data-testid="ai-delete"
                >
                  {tAi('delete')}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
