// /ai/ImageGeneratedVideo: an uploaded or generated image, a motion, generate; progress; play.
import { aiCalls } from '@lld/protocol/api/calls/ai';
import { useState } from 'react';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { apiCall } from '@/lib/api/client';
import { useTemplates, useToolJobs } from './api';
import { Chips, JobCard, JobForm, useJobSubmit } from './components/job-form';
import { ToolPage } from './components/tool-page';
import { type AiKey, tAi } from './i18n';
import './ai.css';

const MOTIONS = ['zoom-in', 'zoom-out', 'pan-left', 'pan-right'] as const;
const MOTION_LABELS: Record<(typeof MOTIONS)[number], AiKey> = {
  'zoom-in': 'motionZoomIn',
  'zoom-out': 'motionZoomOut',
  'pan-left': 'motionPanLeft',
  'pan-right': 'motionPanRight',
};

export default function VideoScreen() {
  const { data: templates } = useTemplates();
  const generated = useToolJobs('image');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [picked, setPicked] = useState('');
  const [motion, setMotion] = useState<(typeof MOTIONS)[number]>('zoom-in');
  const [prompt, setPrompt] = useState('');
  const upload = images.find((i) => i.state === 'done')?.url ?? '';
  const source = upload || picked;
  const generatedImages = (generated.data?.list ?? [])
    .flatMap((j) => j.results.filter((r) => r.kind === 'image'))
    .slice(0, 8);
  const { job, busy, submit } = useJobSubmit(() =>
    source
      ? apiCall(aiCalls.imagetovideoGenerate, { imageUrl: source, prompt, motion })
      : tAi('videoNeedImage'),
  );

  return (
    <ToolPage title={tAi('toolVideo')}>
      <JobForm
        label={tAi('generate', { n: templates?.prices.video ?? 60 })}
        busy={busy}
        disabled={!source}
        onSubmit={() => void submit()}
      >
        <h2 className="ai-card__title">{tAi('videoSource')}</h2>
        <ImagePicker images={images} max={1} onChange={(update) => setImages(update)} />
        {generatedImages.length > 0 ? (
          <>
            <p className="ai-notice">{tAi('videoPickGenerated')}</p>
            <ChoiceGroup
              className="ai-thumbs"
              role="button"
              options={generatedImages.map((r) => r.url)}
              value={picked}
              onChange={setPicked}
              choiceClassName="ai-thumb"
              activeClassName=""
              label={(url) => <LazyImage src={url} ratio={1} alt="" />}
              extra={() => ({ 'data-testid': 'ai-pick-generated' })}
            />
          </>
        ) : null}
        <Chips
          label={tAi('videoMotion')}
          options={MOTIONS}
          value={motion}
          onChange={setMotion}
          name={(m) => tAi(MOTION_LABELS[m])}
        />
        <label className="ai-field">
          <span>{tAi('videoPrompt')}</span>
          <input value={prompt} maxLength={300} onChange={(e) => setPrompt(e.target.value)} />
        </label>
      </JobForm>
      <JobCard job={job} />
    </ToolPage>
  );
}
