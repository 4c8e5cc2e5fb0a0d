// /mine/download 我的下载 (issue 21): what is saved for offline use, with sizes, progress, pause,
// resume and delete, the storage used and available, and playback or reading of what is saved
// (videos, comic chapters, novels, audio books). Reads only
// the device (works in airplane mode); online it re-checks entitlements and continues
// interrupted downloads.

import { formatDateTime } from '@lld/protocol/format';
import { useEffect, useState } from 'react';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { checkDownloads } from '@/lib/downloads/checks';
import { formatBytes } from '@/lib/downloads/format-bytes';
import { isExpired } from '@/lib/downloads/licence';
import {
  type DownloadItem,
  listDownloads,
  pauseDownload,
  removeDownload,
  resumeDownload,
  resumeInterrupted,
  subscribeDownloads,
} from '@/lib/downloads/manager';
import { toast } from '@/lib/toast';
import { tDl } from './i18n';
import { OfflinePlayer } from './offline-player';
import { OfflineReader } from './offline-reader';
import './downloads.css';

interface Estimate {
  usage: number;
  quota: number;
}

function useDownloads(): DownloadItem[] {
  const [items, setItems] = useState<DownloadItem[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void listDownloads().then(
        (l) => live && setItems(l),
        () => {},
      );
    const off = subscribeDownloads(read);
    read();
    return () => {
      live = false;
      off();
    };
  }, []);
  return items;
}

function useEstimate(items: readonly DownloadItem[]): Estimate | null {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the downloads change
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then((e) => setEstimate({ usage: e.usage ?? 0, quota: e.quota ?? 0 }))
      .catch(() => setEstimate(null));
  }, [items]);
  return estimate;
}

const KIND_LABEL = {
  video: 'kindVideo',
  comic: 'kindComic',
  novel: 'kindNovel',
  audio: 'kindAudio',
} as const;

function statusText(item: DownloadItem, now: number): string {
  switch (item.status) {
    case 'done':
      if (isExpired(item, now)) return tDl('expired');
      return item.expiresAt
        ? `${tDl('done')} · ${tDl('validUntil', { date: formatDateTime(item.expiresAt / 1000) })}`
        : tDl('done');
    case 'paused':
      return tDl('paused');
    case 'failed':
      return item.error === 'notEntitled' ? tDl('failedNotEntitled') : tDl('failed');
    default:
      return item.parts
        ? tDl('downloading', { pct: Math.floor((item.done / item.parts) * 100) })
        : tDl('queued');
  }
}

export default function DownloadScreen() {
  const items = useDownloads();
  const estimate = useEstimate(items);
  const [playing, setPlaying] = useState<DownloadItem | null>(null);
  const [reading, setReading] = useState<DownloadItem | null>(null);

  // The app checks saved items at start and when the network returns (lib/downloads/checks);
  // opening 我的下载 checks too (a second check at the same time joins the first).
  useEffect(() => {
    void resumeInterrupted().catch(() => {});
    void checkDownloads();
  }, []);

  const total = items.reduce((n, i) => n + i.bytes, 0);
  const now = Date.now();
  return (
    <div className="downloads">
      <PageHeader title={tDl('title')} />
      <section className="downloads__storage" data-testid="download-storage">
        {estimate ? (
          <>
            <div className="downloads__meter" aria-hidden="true">
              <i
                style={{
                  width: `${estimate.quota ? Math.min(100, (estimate.usage / estimate.quota) * 100) : 0}%`,
                }}
              />
            </div>
            <p>
              <span>{tDl('storageDownloads', { size: formatBytes(total) })}</span>
              <span>{tDl('storageUsed', { used: formatBytes(estimate.usage) })}</span>
              <span>
                {tDl('storageFree', { free: formatBytes(Math.max(0, estimate.quota - estimate.usage)) })}
              </span>
            </p>
          </>
        ) : (
          <p>{tDl('storageUnknown')}</p>
        )}
      </section>
      {items.length === 0 ? (
        <div className="downloads__empty">
          <p>{tDl('empty')}</p>
          <p>{tDl('emptyHint')}</p>
        </div>
      ) : (
        <ul className="downloads__list">
          {items.map((item) => (
            <li
              key={item.key}
              className="downloads__item"
              data-testid="download-item"
              data-status={item.status === 'done' && isExpired(item, now) ? 'expired' : item.status}
            >
              <div className="downloads__cover">
                <LazyImage src={item.cover} alt="" ratio={16 / 10} />
              </div>
              <div className="downloads__info">
                <p className="downloads__title">{item.title}</p>
                <p className="downloads__meta">
                  {tDl(KIND_LABEL[item.kind])} · {formatBytes(item.bytes)} · {statusText(item, now)}
                </p>
                {item.status !== 'done' ? (
                  <div className="downloads__progress" aria-hidden="true">
                    <i style={{ width: `${item.parts ? (item.done / item.parts) * 100 : 0}%` }} />
                  </div>
                ) : null}
                <div className="downloads__actions">
                  {item.status === 'done' && !isExpired(item, now) ? (
                    <button
                      type="button"
                      className="is-primary"
                      onClick={() => (item.kind === 'video' ? setPlaying(item) : setReading(item))}
                    >
                      {item.kind === 'video' || item.kind === 'audio' ? tDl('play') : tDl('read')}
                    </button>
                  ) : null}
                  {item.status === 'downloading' ? (
                    <button type="button" onClick={() => void pauseDownload(item.key)}>
                      {tDl('pause')}
                    </button>
                  ) : null}
                  {item.status === 'paused' || item.status === 'failed' ? (
                    <button type="button" onClick={() => void resumeDownload(item.key)}>
                      {tDl('resume')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => void removeDownload(item.key).then(() => toast(tDl('removed')))}
                  >
                    {tDl('remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {reading ? <OfflineReader item={reading} onClose={() => setReading(null)} /> : null}
      {playing ? (
        <OfflinePlayer itemKey={playing.key} id={playing.id} onClose={() => setPlaying(null)} />
      ) : null}
    </div>
  );
}
