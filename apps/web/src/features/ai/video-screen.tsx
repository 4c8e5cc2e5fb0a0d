// /ai/ImageGeneratedVideo: an uploaded or generated image, a motion, generate; progress; play.
import type { AiJob } from '@lld/protocol/api/ai';
import { aiCalls } from '@lld/protocol/api/calls/ai';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { apiCall, errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { refreshBalances, useJob, useTemplates, useToolJobs } from './api';
import { CreditsBar } from './components/credits-bar';
import { JobProgress, JobResults, JobStatus } from './components/job-view';
import { type AiKey, tAi } from './i18n';
import './ai.css';

const MOTIONS: Array<{ value: 'zoom-in' | 'zoom-out' | 'pan-left' | 'pan-right'; label: AiKey }> = [
  { value: 'zoom-in', label: 'motionZoomIn' },
  { value: 'zoom-out', label: 'motionZoomOut' },
  { value: 'pan-left', label: 'motionPanLeft' },
  { value: 'pan-right', label: 'motionPanRight' },
];

export default function VideoScreen() {
  const { data: templates } = useTemplates();
  const generated = useToolJobs('image');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [picked, setPicked] = useState('');
  const [motion, setMotion] = useState<(typeof MOTIONS)[number]['value']>('zoom-in');
  const [prompt, setPrompt] = useState('');
  const [submitted, setSubmitted] = useState<AiJob | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useJob(submitted);
  const qc = useQueryClient();
  const upload = images.find((i) => i.state === 'done')?.url ?? '';
  const source = upload || picked;
  const generatedImages = (generated.data?.list ?? [])
    .flatMap((j) => j.results.filter((r) => r.kind === 'image'))
    .slice(0, 8);

  const submit = async () => {
    if (!source) return void toast(tAi('videoNeedImage'));
    setBusy(true);
    try {
      setSubmitted(await apiCall(aiCalls.imagetovideoGenerate, { imageUrl: source, prompt, motion }));
      refreshBalances(qc);
    } catch (e) {
      void toast(errorText(e, tAi('loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ai-page">
      <PageHeader title={tAi('toolVideo')} />
      <CreditsBar />
      <section className="ai-card">
        <h2 className="ai-card__title">{tAi('videoSource')}</h2>
        <ImagePicker images={images} max={1} onChange={(update) => setImages(update)} />
        {generatedImages.length > 0 ? (
          <>
            <p className="ai-notice">{tAi('videoPickGenerated')}</p>
            <div className="ai-thumbs">
              {generatedImages.map((r) => (
                <button
                  key={r.url}
                  type="button"
                  className="ai-thumb"
                  aria-pressed={picked === r.url}
                  onClick={() => setPicked(r.url)}
                  data-testid="ai-pick-generated"
                >
                  <LazyImage src={r.url} ratio={1} alt="" />
                </button>
              ))}
            </div>
          </>
        ) : null}
        <div className="ai-field">
          <span>{tAi('videoMotion')}</span>
          <div className="ai-chips">
            {MOTIONS.map((m) => (
              <button
                key={m.value}
                type="button"
                className="ai-chip"
                aria-pressed={motion === m.value}
                onClick={() => setMotion(m.value)}
              >
                {tAi(m.label)}
              </button>
            ))}
          </div>
        </div>
        <label className="ai-field">
          <span>{tAi('videoPrompt')}</span>
          <input value={prompt} maxLength={300} onChange={(e) => setPrompt(e.target.value)} />
        </label>
        <button
          type="button"
          className="ai-btn"
          disabled={busy || !source}
          onClick={() => void submit()}
          data-testid="ai-submit"
        >
          {tAi('generate', { n: templates?.prices.video ?? 60 })}
        </button>
      </section>
      {job ? (
        <section className="ai-card">
          <h2 className="ai-card__title">
            {tAi('results')} <JobStatus job={job} />
          </h2>
          <JobProgress job={job} />
          <JobResults job={job} />
        </section>
      ) : null}
    </div>
  );
}
