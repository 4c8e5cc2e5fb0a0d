import type { AiJob } from '@lld/protocol/api/ai';
import { ROUTES, withQuery } from '@lld/protocol/routes';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { saveImage as saveFile } from '@/lib/canvas-image';
import { imageCache } from '@/lib/image-cache';
import { domainMap, useAppConfig } from '@/lib/session/api/get-config';
import { tAi } from '../i18n';

export function JobStatus({ job }: { job: AiJob }) {
  const text =
    job.status === 'queued'
      ? tAi('queued')
      : job.status === 'running'
        ? tAi('running', { n: job.progress })
        : job.status === 'done'
          ? tAi('done')
          : tAi('failed');
  return (
    <span
      className={`ai-status ai-status--${job.status}`}
      data-testid="ai-job-status"
      data-status={job.status}
    >
      {text}
    </span>
  );
}

export function JobProgress({ job }: { job: AiJob }) {
  if (job.status === 'done' || job.status === 'failed') return null;
  return (
    <span
      className="ai-bar"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={job.progress}
    >
      <span style={{ width: `${Math.max(4, job.progress)}%` }} />
    </span>
  );
}

/** A finished story (text to novel) opens in the novel reader. */
export function StoryLink({ job }: { job: AiJob }) {
  if (job.tool !== 'novel' || job.status !== 'done') return null;
  return (
    <Link
      className="ai-story-link ai-btn ai-btn--small ai-btn--ghost"
      to={withQuery(ROUTES.datingNovelDetail, { aiStory: job.id })}
      data-testid="ai-read-story"
    >
      {tAi('readInReader')}
    </Link>
  );
}

/** A job's result files: images (decoded from the IMAGE domain) and videos (MP4 domain). */
export function JobResults({ job, onPick }: { job: AiJob; onPick?: (url: string) => void }) {
  const { data: config } = useAppConfig();
  const videoBase = domainMap(config).MP4?.[0] ?? '';
  if (job.results.length === 0) return null;
  return (
    <div className="ai-results" data-testid="ai-results">
      {job.results.map((f) =>
        f.kind === 'video' ? (
          <video
            key={f.url}
            className="ai-results__video"
            src={`${videoBase.replace(/\/+$/, '')}${f.url}`}
            controls
            autoPlay
            muted
            loop
            playsInline
            data-testid="ai-video"
          />
        ) : (
          <button
            key={f.url}
            type="button"
            className="ai-results__image"
            onClick={onPick ? () => onPick(f.url) : undefined}
            data-testid="ai-image"
          >
            <LazyImage src={f.url} ratio={f.width / f.height} alt="" eager />
          </button>
        ),
      )}
    </div>
  );
}

/** Saves a result image (decoded from the IMAGE domain) as a file named `name`. */
export async function saveImage(url: string, name: string): Promise<void> {
  const blobUrl = imageCache.peek(url) ?? (await imageCache.load(url).catch(() => ''));
  if (blobUrl) saveFile(blobUrl, name);
}
