// /ai/generate (kept alive): text to image: prompt, style, size, count; results; regenerate; save.
import type { AiJob } from '@lld/protocol/api/ai';
import { AI_IMAGE_SIZES, aiCalls } from '@lld/protocol/api/calls/ai';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { apiCall, errorText } from '@/lib/api/client';
import { imageCache } from '@/lib/image-cache';
import { toast } from '@/lib/toast';
import { refreshBalances, useJob, useTemplates } from './api';
import { CreditsBar } from './components/credits-bar';
import { JobProgress, JobResults, JobStatus } from './components/job-view';
import { tAi } from './i18n';
import './ai.css';

export default function GenerateScreen() {
  const [params] = useSearchParams();
  const { data } = useTemplates();
  const styles = (data?.list ?? []).filter((t) => t.tool === 'image');
  const [prompt, setPrompt] = useState('');
  const [styleId, setStyleId] = useState(params.get('template') ?? '');
  const [size, setSize] = useState<(typeof AI_IMAGE_SIZES)[number]>('512x512');
  const [count, setCount] = useState(1);
  const [submitted, setSubmitted] = useState<AiJob | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useJob(submitted);
  const qc = useQueryClient();
  const price = (data?.prices.image ?? 10) * count;

  const submit = async () => {
    if (!prompt.trim()) return void toast(tAi('promptPlaceholder'));
    setBusy(true);
    try {
      setSubmitted(await apiCall(aiCalls.texttoimageGenerate, { prompt, templateId: styleId, size, count }));
      refreshBalances(qc);
    } catch (e) {
      void toast(errorText(e, tAi('loadFailed')));
    } finally {
      setBusy(false);
    }
  };
  const save = async (url: string) => {
    const blobUrl = imageCache.peek(url) ?? (await imageCache.load(url).catch(() => ''));
    if (!blobUrl) return;
    const a = document.createElement('a');
    a.href = blobUrl;
    a.download = `ai-${job?.id ?? 0}.webp`;
    a.click();
  };

  return (
    <div className="ai-page">
      <PageHeader title={tAi('toolImage')} />
      <CreditsBar />
      <section className="ai-card">
        <label className="ai-field">
          <span>{tAi('prompt')}</span>
          <textarea
            value={prompt}
            maxLength={500}
            rows={3}
            placeholder={tAi('promptPlaceholder')}
            onChange={(e) => setPrompt(e.target.value)}
            data-testid="ai-prompt"
          />
        </label>
        <div className="ai-field">
          <span>{tAi('style')}</span>
          <div className="ai-chips">
            <button
              type="button"
              className="ai-chip"
              aria-pressed={styleId === ''}
              onClick={() => setStyleId('')}
            >
              {tAi('noStyle')}
            </button>
            {styles.map((s) => (
              <button
                key={s.id}
                type="button"
                className="ai-chip"
                aria-pressed={styleId === s.id}
                onClick={() => setStyleId(s.id)}
              >
                {s.name}
              </button>
            ))}
          </div>
        </div>
        <div className="ai-field">
          <span>{tAi('size')}</span>
          <div className="ai-chips">
            {AI_IMAGE_SIZES.map((s) => (
              <button
                key={s}
                type="button"
                className="ai-chip"
                aria-pressed={size === s}
                onClick={() => setSize(s)}
              >
                {s}
              </button>
            ))}
          </div>
        </div>
        <div className="ai-field">
          <span>{tAi('count')}</span>
          <div className="ai-chips">
            {[1, 2, 3, 4].map((n) => (
              <button
                key={n}
                type="button"
                className="ai-chip"
                aria-pressed={count === n}
                onClick={() => setCount(n)}
              >
                {n}
              </button>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="ai-btn"
          disabled={busy}
          onClick={() => void submit()}
          data-testid="ai-submit"
        >
          {tAi('generate', { n: price })}
        </button>
      </section>
      {job ? (
        <section className="ai-card" aria-label={tAi('results')}>
          <h2 className="ai-card__title">
            {tAi('results')} <JobStatus job={job} />
          </h2>
          <JobProgress job={job} />
          <JobResults job={job} onPick={(url) => void save(url)} />
          {job.status === 'done' ? (
            <div className="ai-row">
              <button type="button" className="ai-btn ai-btn--ghost" onClick={() => void submit()}>
                {tAi('regenerate')}
              </button>
              <button
                type="button"
                className="ai-btn ai-btn--ghost"
                onClick={() => void save(job.results[0]?.url ?? '')}
              >
                {tAi('save')}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
