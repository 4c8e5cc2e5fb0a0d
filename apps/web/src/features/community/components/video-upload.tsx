import { UPLOAD_LIMITS } from '@lld/protocol/api/community';
import { UPLOAD_DEFAULTS } from '@lld/protocol/constants';
import { formatDuration } from '@lld/protocol/format';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { type ChunkUploader, isUploadSupported, type UploadFile } from '../uploader/chunk-uploader';
import './video-upload.css';
import { type CommunityKey, tCommunity } from '../i18n';

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 * 1024) return `${(n / 1024 / 1024 / 1024).toFixed(1)}GB`;
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)}MB`;
  if (n >= 1024) return `${Math.round(n / 1024)}KB`;
  return `${n}B`;
}

const STATE_LABEL: Record<UploadFile['state'], CommunityKey> = {
  waiting: 'fileWaiting',
  uploading: 'fileUploading',
  paused: 'filePaused',
  success: 'fileSuccess',
  error: 'fileError',
};

function FileRow({ f }: { f: UploadFile }) {
  const pct = Math.floor(f.progress * 100);
  return (
    <div
      className={`cm-upload is-${f.state}`}
      data-state={f.state}
      data-chunks-done={f.chunks.filter((c) => c.state === 'success').length}
    >
      <div className="cm-upload__head">
        <span className="cm-upload__name">{f.name}</span>
        <span className="cm-upload__state">{tCommunity(STATE_LABEL[f.state])}</span>
      </div>
      <div
        className="cm-upload__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label={f.name}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      <div className="cm-upload__meta">
        <span>
          {formatBytes(f.loaded)} / {formatBytes(f.size)} · {pct}%
        </span>
        {f.state === 'uploading' && f.averageSpeed > 0 ? (
          <span className="cm-upload__speed">
            {tCommunity('speed', { speed: formatBytes(f.averageSpeed) })} ·{' '}
            {tCommunity('remaining', { time: formatDuration(f.timeRemaining) })}
          </span>
        ) : null}
        {f.state === 'error' && f.error ? <span className="cm-upload__error">{f.error}</span> : null}
      </div>
      <div className="cm-upload__actions">
        {f.state === 'uploading' || f.state === 'waiting' ? (
          <button type="button" onClick={() => f.pause()}>
            {tCommunity('pause')}
          </button>
        ) : null}
        {f.state === 'paused' ? (
          <button type="button" onClick={() => f.resume()}>
            {tCommunity('resume')}
          </button>
        ) : null}
        {f.state === 'error' ? (
          <button type="button" onClick={() => f.retry()}>
            {tCommunity('retry')}
          </button>
        ) : null}
        <button type="button" onClick={() => f.remove()}>
          {tCommunity('remove')}
        </button>
      </div>
    </div>
  );
}

/** Video picker with the chunked uploader: progress, speed, pause, resume, retry, remove. */
export function VideoUpload({ uploader }: { uploader: ChunkUploader }) {
  const input = useRef<HTMLInputElement>(null);
  if (!isUploadSupported()) {
    return (
      <p className="cm-empty" role="alert" lang="en">
        {UPLOAD_DEFAULTS.unsupportedBrowserMessage}
        <br />
        <span lang="zh-CN">{tCommunity('uploadUnsupported')}</span>
      </p>
    );
  }
  const file = uploader.files[0];
  return (
    <div className="cm-video-upload">
      {file ? (
        <FileRow f={file} />
      ) : (
        <button type="button" className="cm-picker is-video" onClick={() => input.current?.click()}>
          <span className="cm-picker__plus">+</span>
          <span>{tCommunity('chooseVideo')}</span>
          <small>{tCommunity('videoHint')}</small>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="video/mp4,video/quicktime,video/webm,video/*"
        hidden
        data-testid="video-input"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          if (!picked) return;
          if (picked.size > UPLOAD_LIMITS.videoMaxBytes) {
            void toast(tCommunity('videoHint'));
            return;
          }
          if (!uploader.addFile(picked)) {
            void toast(tCommunity('duplicate'));
            return;
          }
          uploader.upload();
        }}
      />
    </div>
  );
}
