/**
 * Opens a saved comic chapter, novel or audio book from the device (no network): comic pages
 * are de-obfuscated as the online reader does (PROTOCOL §9), novel chapters opened from their
 * envelope, tracks played from their bytes. Positions go to the one store, so the continue
 * shelf and the online screens resume from them.
 */
import { decodeImage } from '@lld/protocol/image-codec';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DownloadItem } from '@/lib/downloads/manager';
import { savedParts } from '@/lib/downloads/manager';
import type { BookMeta, ComicMeta } from '@/lib/downloads/media-plans';
import { sniffImageMime } from '@/lib/image-mime';
import { loadPosition, savePosition } from '@/lib/positions';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { toast } from '@/lib/toast';
import { openFailedText, tDl } from './i18n';

function useParts(key: string): Blob[] | null {
  const [parts, setParts] = useState<Blob[] | null>(null);
  useEffect(() => {
    let live = true;
    savedParts(key).then(
      (r) => live && setParts(r.parts),
      (error: unknown) => void toast(openFailedText(error)),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return parts;
}

function ComicPages({ item, parts }: { item: DownloadItem; parts: Blob[] }) {
  const meta = useMemo(() => JSON.parse(item.meta ?? '{}') as ComicMeta, [item.meta]);
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    let made: string[] = [];
    let live = true;
    void Promise.all(
      parts.map(async (p) => decodeImage(new Uint8Array(await p.arrayBuffer()), getRuntimeConfig().imageKey)),
    ).then((pages) => {
      // Typed as the online reader does: an SVG page (the demo's) shows only as image/svg+xml.
      made = pages.map((b) =>
        URL.createObjectURL(new Blob([b as Uint8Array<ArrayBuffer>], { type: sniffImageMime(b) })),
      );
      if (live) setUrls(made);
      else for (const u of made) URL.revokeObjectURL(u);
    });
    // Opening the chapter one was reading keeps its page; another chapter starts at its first.
    if (loadPosition('comic', meta.comicId)?.chapterId !== item.id)
      savePosition('comic', meta.comicId, { chapterId: item.id, position: 0 });
    return () => {
      live = false;
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [parts, item.id, meta.comicId]);
  return (
    <div className="offline-reader__comic">
      {urls.map((u, i) => (
        <img
          key={u}
          src={u}
          alt={`${meta.chapterTitle} ${i + 1}`}
          data-testid="offline-page"
          style={{ aspectRatio: `${meta.pages[i]?.w ?? 1} / ${meta.pages[i]?.h ?? 1}` }}
        />
      ))}
    </div>
  );
}

/** A saved book's chapters and the one open (first the one its saved position is in). */
function useBookChapters(kind: 'novel' | 'audio', item: DownloadItem) {
  const meta = useMemo(() => JSON.parse(item.meta ?? '{"chapters":[]}') as BookMeta, [item.meta]);
  const [n, setN] = useState(() =>
    Math.max(
      0,
      meta.chapters.findIndex((c) => c.id === loadPosition(kind, item.id)?.chapterId),
    ),
  );
  return { meta, n, setN };
}

function NovelText({ item, parts }: { item: DownloadItem; parts: Blob[] }) {
  const { meta, n, setN } = useBookChapters('novel', item);
  const [text, setText] = useState<{ title: string; paragraphs: string[] } | null>(null);
  useEffect(() => {
    let live = true;
    const part = parts[n];
    if (!part) return;
    void import('@/lib/downloads/media-plans')
      .then((m) => m.openNovelChapter(part))
      .then(
        (t) => live && setText(t),
        () => void toast(tDl('playFailed')),
      );
    const chapter = meta.chapters[n];
    if (chapter && loadPosition('novel', item.id)?.chapterId !== chapter.id)
      savePosition('novel', item.id, { chapterId: chapter.id, position: 0 });
    return () => {
      live = false;
    };
  }, [n, parts, item.id, meta.chapters]);
  return (
    <div className="offline-reader__novel">
      <select aria-label={tDl('chapters')} value={n} onChange={(e) => setN(Number(e.target.value))}>
        {meta.chapters.map((c, i) => (
          <option key={c.id} value={i}>
            {c.title}
          </option>
        ))}
      </select>
      {text ? (
        <article data-testid="offline-text">
          <h2>{text.title}</h2>
          {text.paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one chapter never move
            <p key={i}>{p}</p>
          ))}
        </article>
      ) : null}
    </div>
  );
}

function AudioTracks({ item, parts }: { item: DownloadItem; parts: Blob[] }) {
  const { meta, n, setN } = useBookChapters('audio', item);
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    const part = parts[n];
    const chapter = meta.chapters[n];
    if (!audio || !part || !chapter) return;
    const url = URL.createObjectURL(part);
    audio.src = url;
    const held = loadPosition('audio', item.id);
    const at = held?.chapterId === chapter.id ? held.position : 0;
    if (at > 0) audio.currentTime = at;
    void audio.play().catch(() => {});
    const save = () =>
      savePosition('audio', item.id, { chapterId: chapter.id, position: Math.floor(audio.currentTime) });
    const timer = setInterval(save, 5000);
    return () => {
      save();
      clearInterval(timer);
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [n, parts, item.id, meta.chapters]);
  return (
    <div className="offline-reader__audio">
      <audio ref={ref} controls data-testid="offline-audio" />
      <ol>
        {meta.chapters.map((c, i) => (
          <li key={c.id}>
            <button type="button" aria-current={i === n} onClick={() => setN(i)}>
              {c.title}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function OfflineReader({ item, onClose }: { item: DownloadItem; onClose: () => void }) {
  const parts = useParts(item.key);
  return (
    <div className="offline-reader" role="dialog" aria-modal="true" aria-label={item.title}>
      <div className="offline-reader__head">
        <p>{item.title}</p>
        <button type="button" onClick={onClose}>
          {tDl('close')}
        </button>
      </div>
      <div className="offline-reader__body">
        {parts === null ? null : item.kind === 'comic' ? (
          <ComicPages item={item} parts={parts} />
        ) : item.kind === 'novel' ? (
          <NovelText item={item} parts={parts} />
        ) : (
          <AudioTracks item={item} parts={parts} />
        )}
      </div>
    </div>
  );
}
