// /novel/audio?id[&chapterId]: the audio book player. Play/pause, seek, ±15 s, speed, sleep
// timer (minutes or end of track), previous/next track and the track list; Media Session
// metadata and actions so the lock screen and headset keys control it; the position (seconds)
// saved locally and on the server, restored on return; locked tracks show the unlock sheet.
import type { BookChapter } from '@lld/protocol/api/novels';
import { ROUTES } from '@lld/protocol/routes';
import Picker from 'antd-mobile/es/components/picker';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BottomSheet } from '@/components/bottom-sheet/bottom-sheet';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { imageCache } from '@/lib/image-cache';
import { useSaveOnLeave } from '@/lib/page-leave';
import { loadPosition, savePosition } from '@/lib/positions';
import { domainMap, useAppConfig } from '@/lib/session/api/get-config';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { isLocked, trackBook, useBookChapter, useBookDetail } from './api/books';
import { clock, loadAudio } from './audio-source';
import { BookChapterList } from './components/book-chapter-list';
import { BookDownload } from './components/book-download';
import { BookPending } from './components/book-pending';
import { BookUnlock } from './components/book-unlock';
import { audioHref, novelHref } from './hrefs';
import './novels.css';
import '../reading.css';

import { PLAYBACK_SPEEDS as SPEEDS } from '@lld/protocol/constants';
import { isMissing, positiveIntParam } from '@/lib/routes/use-id-param';
import './audio-screen.css';
import { tNovels } from '../i18n';
export const SLEEP_CHOICES = [0, 15, 30, 60, -1] as const; // minutes; -1 = end of track

function sleepName(m: number): string {
  return m === 0 ? tNovels('sleepOff') : m === -1 ? tNovels('sleepEnd') : tNovels('sleepMinutes', { n: m });
}
const TRACK_EVERY_MS = 5000;

function Icon({ d, size = 28 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const PLAY = 'M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z';
const PAUSE = 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z';
const PREV = 'M6 5h2v14H6zM20 5.5v13a.8.8 0 0 1-1.2.7L9 12.7a.8.8 0 0 1 0-1.4l9.8-6.5a.8.8 0 0 1 1.2.7z';
const NEXT = 'M16 5h2v14h-2zM4 5.5v13a.8.8 0 0 0 1.2.7l9.8-6.5a.8.8 0 0 0 0-1.4L5.2 4.8a.8.8 0 0 0-1.2.7z';

export default function AudioScreen() {
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const navigate = useNavigate();
  const detail = useBookDetail(id);
  const config = useAppConfig();
  const d = detail.data;
  const local = loadPosition('audio', id);
  const chapterId =
    positiveIntParam(params.get('chapterId')) ||
    local?.chapterId ||
    d?.progress?.chapterId ||
    d?.chapters[0]?.id ||
    0;
  const track = useBookChapter(chapterId);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState<number>(1);
  const [sleep, setSleep] = useState<number>(0);
  const [sleepAt, setSleepAt] = useState<number | null>(null);
  const [picker, setPicker] = useState<'speed' | 'sleep' | null>(null);
  const [now, setNow] = useState(Date.now());
  const [list, setList] = useState(false);
  const autoplay = useRef(false);
  const data = track.data;

  // Fetch the track file once it is open to the caller.
  // Wait for the config (the MP4 domain) so the file is fetched once, not again when it arrives.
  const bases = domainMap(config.data).MP4;
  const configSettled = !config.isPending;
  useEffect(() => {
    if (!data?.audio || !configSettled) return;
    const ctrl = new AbortController();
    let url: string | null = null;
    loadAudio(data.audio, bases ?? [], ctrl.signal).then(
      (u) => {
        url = u;
        setSrc(u);
      },
      () => {
        if (!ctrl.signal.aborted) void toast(t('common.loadFailed'));
      },
    );
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [data?.audio, configSettled, bases?.[0]]);

  // Restore the saved second of this track when it loads; autoplay after a track switch.
  const onLoaded = () => {
    const a = audioRef.current;
    if (!a || !data) return;
    setDuration(Number.isFinite(a.duration) ? a.duration : data.chapter.duration);
    const saved = loadPosition('audio', id);
    if (saved && saved.chapterId === data.chapter.id && saved.position > 0 && saved.position < a.duration - 1)
      a.currentTime = saved.position;
    a.playbackRate = speed;
    if (autoplay.current) {
      autoplay.current = false;
      void a.play().catch(() => {});
    }
  };

  const lastSent = useRef(0);
  const save = useCallback(
    (force = false, leaving = false) => {
      const a = audioRef.current;
      if (!a || !data) return;
      savePosition('audio', id, { chapterId: data.chapter.id, position: a.currentTime });
      if (force || Date.now() - lastSent.current > TRACK_EVERY_MS) {
        lastSent.current = Date.now();
        const position = Math.min(a.currentTime, data.chapter.duration || a.currentTime);
        trackBook(data.chapter.id, position, leaving).catch(() => {});
      }
    },
    [data, id],
  );

  useSaveOnLeave(useCallback((leaving: boolean) => save(true, leaving), [save]));

  const go = useCallback(
    (ch: Pick<BookChapter, 'id'> | null | undefined, edge: 'prev' | 'next' | 'pick') => {
      if (!ch) {
        void toast(edge === 'prev' ? tNovels('noPrev') : tNovels('noNext'));
        return;
      }
      save(true);
      autoplay.current = true;
      setList(false);
      navigate(audioHref(id, ch.id), { replace: true });
    },
    [id, navigate, save],
  );

  const toggle = useCallback(() => {
    const a = audioRef.current;
    if (!a) return;
    if (a.paused) void a.play().catch(() => {});
    else a.pause();
  }, []);

  const skip = useCallback((delta: number) => {
    const a = audioRef.current;
    if (a) a.currentTime = Math.max(0, Math.min(a.duration || 0, a.currentTime + delta));
  }, []);

  // Sleep timer: minutes from now, or the end of this track.
  const chooseSleep = (m: number) => {
    setSleep(m);
    setSleepAt(m > 0 ? Date.now() + m * 60_000 : null);
  };
  useEffect(() => {
    if (!sleepAt) return;
    const tick = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= sleepAt) {
        audioRef.current?.pause();
        setSleep(0);
        setSleepAt(null);
        void toast(tNovels('sleepStopped'));
      }
    }, 1000);
    return () => clearInterval(tick);
  }, [sleepAt]);

  const onEnded = () => {
    save(true);
    if (sleep === -1) {
      setSleep(0);
      void toast(tNovels('sleepStopped'));
      return;
    }
    if (data?.next?.unlocked) go(data.next, 'next');
  };

  // Media Session: what the lock screen shows, and its buttons.
  const coverPath = d?.book.cover;
  useEffect(() => {
    if (!data || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const ms = navigator.mediaSession;
    const artwork: MediaImage[] = [];
    const cached = coverPath ? imageCache.peek(coverPath) : undefined;
    if (cached) artwork.push({ src: cached, sizes: '300x400', type: 'image/svg+xml' });
    ms.metadata = new MediaMetadata({
      title: data.chapter.title,
      artist: d?.book.narrator || d?.book.author || '',
      album: data.book.title,
      artwork,
    });
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler | null]> = [
      ['play', () => void audioRef.current?.play()],
      ['pause', () => audioRef.current?.pause()],
      ['previoustrack', data.prev ? () => go(data.prev, 'prev') : null],
      ['nexttrack', data.next ? () => go(data.next, 'next') : null],
      ['seekbackward', () => skip(-15)],
      ['seekforward', () => skip(15)],
      [
        'seekto',
        (e) => {
          if (audioRef.current && e.seekTime !== undefined) audioRef.current.currentTime = e.seekTime;
        },
      ],
    ];
    for (const [action, handler] of handlers) {
      try {
        ms.setActionHandler(action, handler);
      } catch {
        /* an action this browser does not know */
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          ms.setActionHandler(action, null);
        } catch {
          /* ignore */
        }
      }
    };
  }, [data, d, coverPath, go, skip]);

  if (isMissing(id, detail.error)) return <Navigate to={ROUTES.notFound} replace />;
  if (d && d.book.kind === 'text') return <Navigate to={novelHref(id)} replace />;

  const total = duration || data?.chapter.duration || 0;
  const current = d?.chapters.find((c) => c.id === chapterId);
  const sleepLabel =
    sleep === -1
      ? tNovels('sleepAtEnd')
      : sleepAt
        ? tNovels('sleepLeft', { time: clock((sleepAt - now) / 1000) })
        : tNovels('sleep');

  return (
    <div className="audio-player">
      <PageHeader title={d?.book.title ?? tNovels('audioTitle')} />
      {d ? (
        <>
          <div className={playing ? 'audio-player__art is-playing' : 'audio-player__art'}>
            <LazyImage src={d.book.cover} alt={d.book.title} ratio={3 / 4} eager />
          </div>
          <h1 className="audio-player__title">{current?.title ?? ''}</h1>
          <p className="audio-player__by">
            {tNovels('narrator', { name: d.book.narrator || d.book.author })} ·{' '}
            {tNovels('tracks', { count: d.book.chapterCount })}
          </p>
          <BookDownload kind="audio" detail={d} />
          {data ? (
            <>
              {src ? (
                <audio
                  ref={audioRef}
                  src={src}
                  preload="auto"
                  onLoadedMetadata={onLoaded}
                  onTimeUpdate={(e) => {
                    setTime(e.currentTarget.currentTime);
                    save();
                  }}
                  onPlay={() => setPlaying(true)}
                  onPause={() => {
                    setPlaying(false);
                    save(true);
                  }}
                  onEnded={onEnded}
                />
              ) : null}
              <div className="audio-player__seek">
                <input
                  type="range"
                  min={0}
                  max={Math.max(1, Math.round(total))}
                  step={1}
                  value={Math.min(Math.round(time), Math.round(total))}
                  aria-label={tNovels('seek')}
                  onChange={(e) => {
                    const a = audioRef.current;
                    if (a) a.currentTime = Number(e.currentTarget.value);
                    setTime(Number(e.currentTarget.value));
                  }}
                />
                <div className="audio-player__times">
                  <span data-testid="audio-time">{clock(time)}</span>
                  <span>{clock(total)}</span>
                </div>
              </div>
              <div className="audio-player__controls">
                <button type="button" aria-label={tNovels('prevTrack')} onClick={() => go(data.prev, 'prev')}>
                  <Icon d={PREV} />
                </button>
                <button
                  type="button"
                  className="audio-player__skip"
                  aria-label={tNovels('back15')}
                  onClick={() => skip(-15)}
                >
                  -15
                </button>
                <button
                  type="button"
                  className="audio-player__play"
                  aria-label={playing ? tNovels('pause') : tNovels('play')}
                  disabled={!src}
                  onClick={toggle}
                >
                  <Icon d={playing ? PAUSE : PLAY} size={34} />
                </button>
                <button
                  type="button"
                  className="audio-player__skip"
                  aria-label={tNovels('forward15')}
                  onClick={() => skip(15)}
                >
                  +15
                </button>
                <button type="button" aria-label={tNovels('nextTrack')} onClick={() => go(data.next, 'next')}>
                  <Icon d={NEXT} />
                </button>
              </div>
            </>
          ) : isLocked(track.error) ? (
            <div className="audio-player__unlock">
              <BookUnlock bookId={id} chapterId={chapterId} title={current?.title ?? ''} />
            </div>
          ) : (
            <div className="reading-skeleton book-skeleton app-shimmer" aria-busy="true" />
          )}
          <div className="audio-player__options">
            {/* The component library's pickers, not bare system drop-downs (issue 22). */}
            <button type="button" className="audio-player__pick" onClick={() => setPicker('speed')}>
              <span>{tNovels('speed')}</span>
              <strong>{speed}x</strong>
            </button>
            <button type="button" className="audio-player__pick" onClick={() => setPicker('sleep')}>
              <span>{sleepLabel}</span>
              <strong>{sleepName(sleep)}</strong>
            </button>
            <Picker
              visible={picker === 'speed'}
              title={tNovels('speed')}
              columns={[SPEEDS.map((s) => ({ label: `${s}x`, value: s }))]}
              value={[speed]}
              confirmText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onClose={() => setPicker(null)}
              onConfirm={(v) => {
                const next = Number(v[0] ?? speed);
                setSpeed(next);
                if (audioRef.current) audioRef.current.playbackRate = next;
              }}
            />
            <Picker
              visible={picker === 'sleep'}
              title={sleepLabel}
              columns={[SLEEP_CHOICES.map((m) => ({ label: sleepName(m), value: m }))]}
              value={[sleep]}
              confirmText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onClose={() => setPicker(null)}
              onConfirm={(v) => chooseSleep(Number(v[0] ?? 0))}
            />
            <button type="button" onClick={() => setList(true)}>
              {tNovels('trackList')}
            </button>
          </div>
          <BottomSheet
            visible={list}
            title={tNovels('trackList')}
            onClose={() => setList(false)}
            className="book-sheet"
          >
            <BookChapterList chapters={d.chapters} currentId={chapterId} onPick={(ch) => go(ch, 'pick')} />
          </BottomSheet>
        </>
      ) : (
        <BookPending query={detail} />
      )}
    </div>
  );
}
