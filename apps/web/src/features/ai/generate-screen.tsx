// /ai/generate (kept alive): text to image: prompt, style, size, count; results; regenerate; save.
import { AI_IMAGE_SIZES, aiCalls } from '@lld/protocol/api/calls/ai';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiCall } from '@/lib/api/client';
import { useTemplates } from './api';
import { Chips, JobCard, JobForm, PromptField, useJobSubmit } from './components/job-form';
import { ToolPage } from './components/tool-page';
import { tAi } from './i18n';
import './ai.css';

const COUNTS = [1, 2, 3, 4] as const;

export default function GenerateScreen() {
  const [params] = useSearchParams();
  const { data } = useTemplates();
  const styles = (data?.list ?? []).filter((t) => t.tool === 'image');
  const [prompt, setPrompt] = useState('');
  const [styleId, setStyleId] = useState(params.get('template') ?? '');
  const [size, setSize] = useState<(typeof AI_IMAGE_SIZES)[number]>('512x512');
  const [count, setCount] = useState<(typeof COUNTS)[number]>(1);
  const price = (data?.prices.image ?? 10) * count;
  const { job, busy, submit } = useJobSubmit(() =>
    prompt.trim()
      ? apiCall(aiCalls.texttoimageGenerate, { prompt, templateId: styleId, size, count })
      : tAi('promptPlaceholder'),
  );

  return (
    <ToolPage title={tAi('toolImage')}>
      <JobForm label={tAi('generate', { n: price })} busy={busy} onSubmit={() => void submit()}>
        <PromptField
          label={tAi('prompt')}
          placeholder={tAi('promptPlaceholder')}
          value={prompt}
          onChange={setPrompt}
        />
        <Chips
          label={tAi('style')}
          options={['', ...styles.map((s) => s.id)]}
          value={styleId}
          onChange={setStyleId}
          name={(id) => styles.find((s) => s.id === id)?.name ?? tAi('noStyle')}
        />
        <Chips label={tAi('size')} options={AI_IMAGE_SIZES} value={size} onChange={setSize} />
        <Chips label={tAi('count')} options={COUNTS} value={count} onChange={setCount} />
      </JobForm>
      <JobCard
        job={job}
        saveAs="ai"
        actions={
          <button
            type="button"
            className="ai-btn ai-btn--ghost"
            onClick={() => void submit()}
            data-testid="ai-regenerate"
          >
            {tAi('regenerate')}
          </button>
        }
      />
    </ToolPage>
  );
}
