// /ai/aiBookDesc: text to novel: premise, genre, length; the story streams in as it is written.
import { AI_NOVEL_GENRES, AI_NOVEL_LENGTHS, aiCalls } from '@lld/protocol/api/calls/ai';
import { useState } from 'react';
import { apiCall } from '@/lib/api/client';
import { useTemplates, useToolJobs } from './api';
import { Chips, JobCard, JobForm, PromptField, useJobSubmit } from './components/job-form';
import { JobStatus, StoryLink } from './components/job-view';
import { ToolPage } from './components/tool-page';
import { tAi } from './i18n';
import './ai.css';

export default function NovelScreen() {
  const { data } = useTemplates();
  const mine = useToolJobs('novel');
  const [premise, setPremise] = useState('');
  const [genre, setGenre] = useState<(typeof AI_NOVEL_GENRES)[number]>('romance');
  const [length, setLength] = useState<(typeof AI_NOVEL_LENGTHS)[number]>('short');
  const { job, busy, submit, show } = useJobSubmit(() =>
    premise.trim().length >= 2
      ? apiCall(aiCalls.texttonovelGenerate, { premise, genre, length })
      : tAi('premisePlaceholder'),
  );

  return (
    <ToolPage title={tAi('toolNovel')}>
      <JobForm
        label={tAi('generate', { n: data?.prices.novel ?? 30 })}
        busy={busy}
        onSubmit={() => void submit()}
      >
        <PromptField
          label={tAi('premise')}
          placeholder={tAi('premisePlaceholder')}
          value={premise}
          onChange={setPremise}
        />
        <Chips
          label={tAi('genre')}
          options={AI_NOVEL_GENRES}
          value={genre}
          onChange={setGenre}
          name={(g) => tAi(`genre_${g}`)}
        />
        <Chips
          label={tAi('length')}
          options={AI_NOVEL_LENGTHS}
          value={length}
          onChange={setLength}
          name={(l) => tAi(`length_${l}`)}
        />
      </JobForm>
      <JobCard job={job} title={job?.title}>
        <p className="ai-reader__text" data-testid="ai-novel-text">
          {job?.text || (job?.status === 'failed' ? '' : tAi('writing'))}
          {job?.status === 'running' ? <span className="ai-caret" aria-hidden="true" /> : null}
        </p>
        {job ? <StoryLink job={job} /> : null}
      </JobCard>
      <section className="ai-card" aria-label={tAi('myNovels')}>
        <h2 className="ai-card__title">{tAi('myNovels')}</h2>
        <ul className="ai-list">
          {(mine.data?.list ?? []).map((n) => (
            <li key={n.id}>
              <button type="button" className="ai-list__item" onClick={() => show(n)}>
                <span>{n.title}</span>
                <JobStatus job={n} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </ToolPage>
  );
}
