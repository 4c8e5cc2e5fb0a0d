// /ai/changeFace: a scene, one's own face photo, the consent tick, submit; the result when ready.
import { aiCalls } from '@lld/protocol/api/calls/ai';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { apiCall } from '@/lib/api/client';
import { JobCard, JobForm, useJobSubmit } from './components/job-form';
import { TemplateGrid } from './components/template-grid';
import { ToolPage } from './components/tool-page';
import { tAi } from './i18n';
import './ai.css';

export default function FaceChangeScreen() {
  const [params] = useSearchParams();
  const { data } = useQuery({ queryKey: ['ai', 'scenes'], queryFn: () => apiCall(aiCalls.facechangeList) });
  const [sceneId, setSceneId] = useState(params.get('template') ?? 'scene-beach');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [consent, setConsent] = useState(false);
  const photo = images.find((i) => i.state === 'done');
  const { job, busy, submit } = useJobSubmit(() =>
    !photo
      ? tAi('faceNeedPhoto')
      : !consent
        ? tAi('faceNeedConsent')
        : apiCall(aiCalls.facechangeSubmit, { templateId: sceneId, imageUrl: photo.url, consent: true }),
  );

  return (
    <ToolPage title={tAi('toolFace')}>
      <section className="ai-card">
        <h2 className="ai-card__title">{tAi('faceScene')}</h2>
        <TemplateGrid templates={data?.list ?? []} selected={sceneId} onPick={(s) => setSceneId(s.id)} />
      </section>
      <JobForm
        label={tAi('submit', { n: data?.prices.faceswap ?? 20 })}
        busy={busy}
        disabled={!consent || !photo}
        onSubmit={() => void submit()}
      >
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
      </JobForm>
      <JobCard job={job} saveAs="ai-face" />
    </ToolPage>
  );
}
