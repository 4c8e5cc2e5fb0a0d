// /ai/changeFace: a scene, one's own face photo, the consent tick, submit; the result when ready.
import type { AiJob } from '@lld/protocol/api/ai';
import { aiCalls } from '@lld/protocol/api/calls/ai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { PageHeader } from '@/components/page-header/page-header';
import { apiCall, errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { refreshBalances, useJob } from './api';
import { CreditsBar } from './components/credits-bar';
import { JobProgress, JobResults, JobStatus } from './components/job-view';
import { tAi } from './i18n';
import './ai.css';

export default function FaceChangeScreen() {
  const [params] = useSearchParams();
  const { data } = useQuery({ queryKey: ['ai', 'scenes'], queryFn: () => apiCall(aiCalls.facechangeList) });
  const [sceneId, setSceneId] = useState(params.get('template') ?? 'scene-beach');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [consent, setConsent] = useState(false);
  const [submitted, setSubmitted] = useState<AiJob | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useJob(submitted);
  const qc = useQueryClient();
  const photo = images.find((i) => i.state === 'done');

  const submit = async () => {
    if (!photo) return void toast(tAi('faceNeedPhoto'));
    if (!consent) return void toast(tAi('faceNeedConsent'));
    setBusy(true);
    try {
      setSubmitted(
        await apiCall(aiCalls.facechangeSubmit, { templateId: sceneId, imageUrl: photo.url, consent: true }),
      );
      refreshBalances(qc);
    } catch (e) {
      void toast(errorText(e, tAi('loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ai-page">
      <PageHeader title={tAi('toolFace')} />
      <CreditsBar />
      <section className="ai-card">
        <h2 className="ai-card__title">{tAi('faceScene')}</h2>
        <div className="ai-templates">
          {(data?.list ?? []).map((s) => (
            <button
              key={s.id}
              type="button"
              className="ai-template"
              aria-pressed={sceneId === s.id}
              style={{ background: `linear-gradient(135deg, ${s.colors[0]}, ${s.colors[1]})` }}
              onClick={() => setSceneId(s.id)}
            >
              <strong>{s.name}</strong>
              <span>{s.desc}</span>
            </button>
          ))}
        </div>
      </section>
      <section className="ai-card">
        <h2 className="ai-card__title">{tAi('facePhoto')}</h2>
        <p className="ai-notice" data-testid="ai-face-notice">
          {tAi('faceNotice')}
        </p>
        <ImagePicker images={images} max={1} onChange={(update) => setImages(update)} />
        <label className="ai-consent">
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            data-testid="ai-consent"
          />
          <span>{tAi('faceConsent')}</span>
        </label>
        <button
          type="button"
          className="ai-btn"
          disabled={busy || !consent || !photo}
          onClick={() => void submit()}
          data-testid="ai-submit"
        >
          {tAi('submit', { n: data?.prices.faceswap ?? 20 })}
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
