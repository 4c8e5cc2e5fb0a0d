// /ai/aiBookDesc: text to novel: premise, genre, length; the story streams in as it is written.
import type { AiJob } from '@lld/protocol/api/ai';
import { AI_NOVEL_GENRES, AI_NOVEL_LENGTHS, aiCalls } from '@lld/protocol/api/calls/ai';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { apiCall, errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { refreshBalances, useJob, useTemplates, useToolJobs } from './api';
import { CreditsBar } from './components/credits-bar';
import { JobStatus } from './components/job-view';
import { tAi } from './i18n';
import './ai.css';

export default function NovelScreen() {
  const { data } = useTemplates();
  const mine = useToolJobs('novel');
  const [premise, setPremise] = useState('');
  const [genre, setGenre] = useState<(typeof AI_NOVEL_GENRES)[number]>('romance');
  const [length, setLength] = useState<(typeof AI_NOVEL_LENGTHS)[number]>('short');
  const [submitted, setSubmitted] = useState<AiJob | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useJob(submitted);
  const qc = useQueryClient();

  const submit = async () => {
    if (premise.trim().length < 2) return void toast(tAi('premisePlaceholder'));
    setBusy(true);
    try {
      setSubmitted(await apiCall(aiCalls.texttonovelGenerate, { premise, genre, length }));
      refreshBalances(qc);
    } catch (e) {
      void toast(errorText(e, tAi('loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ai-page">
      <PageHeader title={tAi('toolNovel')} />
      <CreditsBar />
      <section className="ai-card">
        <label className="ai-field">
          <span>{tAi('premise')}</span>
          <textarea
            value={premise}
            maxLength={500}
            rows={3}
            placeholder={tAi('premisePlaceholder')}
            onChange={(e) => setPremise(e.target.value)}
            data-testid="ai-prompt"
          />
        </label>
        <div className="ai-field">
          <span>{tAi('genre')}</span>
          <div className="ai-chips">
            {AI_NOVEL_GENRES.map((g) => (
              <button
                key={g}
                type="button"
                className="ai-chip"
                aria-pressed={genre === g}
                onClick={() => setGenre(g)}
              >
                {tAi(`genre_${g}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="ai-field">
          <span>{tAi('length')}</span>
          <div className="ai-chips">
            {AI_NOVEL_LENGTHS.map((l) => (
              <button
                key={l}
                type="button"
                className="ai-chip"
                aria-pressed={length === l}
                onClick={() => setLength(l)}
              >
                {tAi(`length_${l}`)}
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
          {tAi('generate', { n: data?.prices.novel ?? 30 })}
        </button>
      </section>
      {job ? (
        <article className="ai-card ai-reader" aria-label={job.title}>
          <h2 className="ai-card__title">
            {job.title} <JobStatus job={job} />
          </h2>
          <p className="ai-reader__text" data-testid="ai-novel-text">
            {job.text || (job.status === 'failed' ? '' : tAi('writing'))}
            {job.status === 'running' ? <span className="ai-caret" aria-hidden="true" /> : null}
          </p>
        </article>
      ) : null}
      <section className="ai-card" aria-label={tAi('myNovels')}>
        <h2 className="ai-card__title">{tAi('myNovels')}</h2>
        <ul className="ai-list">
          {(mine.data?.list ?? []).map((n) => (
            <li key={n.id}>
              <button type="button" className="ai-list__item" onClick={() => setSubmitted(n)}>
                <span>{n.title}</span>
                <JobStatus job={n} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
