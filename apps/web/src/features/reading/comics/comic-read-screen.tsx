// /homePage/Comic/read?id&chapterId: the vertical reader. Pages load lazily through the image
// cache, each in a box of its own ratio so the layout never jumps; the next chapter's first
// pages are fetched ahead; tapping the top or bottom third scrolls by a screen, the middle
// toggles the menu (chapter switch, episode list, page count). The position (chapter, page and
// how far into it) is saved locally at once and on the server shortly after, and restored on
// return or reload. A chapter the reader may not open shows the unlock sheet.

import type { ComicChapter, ComicPics } from '@lld/protocol/api/comics';
import { href, ROUTES } from '@lld/protocol/routes';
import { AdPosition } from '@lld/protocol/tables';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AdBanner } from '@/components/ads/ad-banner';
import { BottomSheet } from '@/components/bottom-sheet/bottom-sheet';
import { DownloadButton } from '@/components/download-button/download-button';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { Pending } from '@/components/load-failed/load-failed';
import { useBackAction } from '@/components/page-header/back-action';
import { imageCache } from '@/lib/image-cache';
import { loadPosition, savePosition } from '@/lib/positions';
import { useIdParam } from '@/lib/routes/use-id-param';
import { toast } from '@/lib/toast';
import { onScrollFrames } from '@/lib/viewport';
import { t } from '@/locales';
import { chapterPicsQueryOptions, isLocked, useChapterPics } from './api/get-chapter-pics';
import { useChapters } from './api/get-chapters';
import { useComicDetail } from './api/get-comic-detail';
import { trackProgress } from './api/track';
import { EpisodeList } from './components/episode-list';
import { UnlockSheet } from './components/unlock-sheet';
import { pageAt } from './reading-position';
import './comics.css';
import { BackIcon } from '@/components/page-header/page-header';
import './comic-read-screen.css';
import { LockIcon } from '@/components/icons/icons';
import { ChapterNav } from '../chapter-nav';
import { tComics } from '../i18n';
import { tapReader, useDelayedTrack } from '../reader-chrome';

/** Pages of the next chapter fetched ahead. */
const PREFETCH_PAGES = 2;
const TRACK_DELAY_MS = 1200;

/** Which chapter to open: the query's, else where this device was, else the server's, else the first. */
function useChapterToOpen(comicId: number, param: number): { chapterId: number; settled: boolean } {
  const local = param ? null : loadPosition('comic', comicId);
  const needDetail = !param && !local;
  const detail = useComicDetail(needDetail ? comicId : 0);
  if (param) return { chapterId: param, settled: true };
  if (local) return { chapterId: local.chapterId, settled: true };
  const d = detail.data;
  return {
    chapterId: d?.progress?.chapterId ?? d?.firstChapterId ?? 0,
    settled: detail.isSuccess || detail.isError,
  };
}

function ReaderMenu({
  data,
  page,
  onPick,
  onClose,
}: {
  data: ComicPics;
  page: number;
  onPick: (ch: { id: number } | null, edge: 'prev' | 'next' | 'pick') => void;
  onClose: () => void;
}) {
  const back = useBackAction();
  const [episodes, setEpisodes] = useState(false);
  const chapters = useChapters(episodes ? data.comic.id : 0);
  return (
    <>
      <div className="reader-menu__top">
        <button type="button" className="reader-menu__back" aria-label={t('common.back')} onClick={back}>
          <BackIcon />
        </button>
        <div className="reader-menu__title">
          <Link to={href.comicDetail(data.comic.id)}>{data.comic.title}</Link>
          <span>{data.chapter.title}</span>
        </div>
      </div>
      <div className="reader-menu__bottom">
        <div className="reader-menu__progress">
          {tComics('pageOf', { page: Math.min(page + 1, data.pics.length), total: data.pics.length })}
        </div>
        <ChapterNav
          className="reader-menu__buttons"
          labels={[tComics('prevChapter'), tComics('episodes'), tComics('nextChapter')]}
          onStep={(edge) => onPick(data[edge], edge)}
          onList={() => setEpisodes(true)}
        />
        <DownloadButton
          kind="comic"
          id={data.chapter.id}
          title={`${data.comic.title} ${data.chapter.title}`}
          cover={data.pics[0]?.url ?? ''}
          entitled
        />
      </div>
      <BottomSheet
        visible={episodes}
        title={data.comic.title}
        onClose={() => setEpisodes(false)}
        className="comic-sheet"
      >
        {chapters.data ? (
          <EpisodeList
            chapters={chapters.data}
            currentId={data.chapter.id}
            scrollToCurrent
            onPick={(ch: ComicChapter) => {
              setEpisodes(false);
              onClose();
              onPick(ch, 'pick');
            }}
          />
        ) : (
          <div className="comic-skel-row app-shimmer" />
        )}
      </BottomSheet>
    </>
  );
}

export default function ComicReadScreen() {
  const comicId = useIdParam('id');
  const param = useIdParam('chapterId');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { chapterId, settled } = useChapterToOpen(comicId, param);
  const pics = useChapterPics(chapterId);
  const data = pics.data;
  const [menu, setMenu] = useState(false);
  const [page, setPage] = useState(0);
  // The chapter whose start has been placed (saved page restored, or the top): until then a
  // scroll would be undone by that first placement. Exposed as data-placed for the journeys.
  const [placed, setPlaced] = useState<number | null>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const lastPage = useRef(-1);
  const { schedule, flush } = useDelayedTrack<{ chapterId: number; page: number }>(
    (p, leaving) => void trackProgress(p.chapterId, p.page, leaving).catch(() => {}),
    TRACK_DELAY_MS,
  );

  // Put the chapter into the URL once chosen, so a reload opens the same one.
  useEffect(() => {
    if (!param && chapterId) navigate(href.comicRead(comicId, chapterId), { replace: true });
  }, [param, chapterId, comicId, navigate]);

  const measure = useCallback(() => {
    const root = pagesRef.current;
    if (!root || !data) return null;
    const els = Array.from(root.querySelectorAll<HTMLElement>('[data-page]'));
    const base = root.getBoundingClientRect().top + window.scrollY;
    return {
      tops: els.map((el) => el.getBoundingClientRect().top + window.scrollY - base),
      heights: els.map((el) => el.offsetHeight),
      base,
    };
  }, [data]);

  // Restore the saved position of this chapter once its pages are laid out (after the shell's
  // own scroll-to-top on navigation), else start at the top; then record that it was opened.
  useEffect(() => {
    if (!data) return;
    lastPage.current = -1;
    const saved = loadPosition('comic', data.comic.id);
    const frame = requestAnimationFrame(() => {
      const m = measure();
      let startPage = 0;
      if (m && saved && saved.chapterId === data.chapter.id) {
        startPage = Math.min(saved.position, m.tops.length - 1);
        const y = m.base + (m.tops[startPage] ?? 0) + (m.heights[startPage] ?? 0) * saved.offset;
        window.scrollTo(0, Math.max(0, Math.round(y)));
      } else {
        window.scrollTo(0, 0);
        savePosition('comic', data.comic.id, { chapterId: data.chapter.id, position: 0 });
      }
      setPage(startPage);
      setPlaced(data.chapter.id);
      lastPage.current = startPage;
      schedule({ chapterId: data.chapter.id, page: startPage });
    });
    return () => cancelAnimationFrame(frame);
  }, [data, measure, schedule]);

  // Follow the scroll: current page, local position at once, server position shortly after.
  useEffect(() => {
    if (!data) return;
    return onScrollFrames(() => {
      const m = measure();
      if (!m) return;
      const at = pageAt(m.tops, m.heights, window.scrollY - m.base);
      savePosition('comic', data.comic.id, {
        chapterId: data.chapter.id,
        position: at.page,
        offset: at.offset,
      });
      // The page counter names the page being read: the last one once its end is in view
      // (issue 22: the menu said 3/4 while the last page, 4/4, was on screen).
      const last = m.tops.length - 1;
      const lastEnd = m.base + (m.tops[last] ?? 0) + (m.heights[last] ?? 0);
      const shown = window.scrollY + window.innerHeight >= lastEnd - 2 ? last : at.page;
      if (shown !== lastPage.current) {
        lastPage.current = shown;
        setPage(shown);
        schedule({ chapterId: data.chapter.id, page: shown });
      }
    });
  }, [data, measure, schedule]);

  // Fetch the next chapter's first pages ahead once past the middle of this one.
  const next = data?.next;
  const total = data?.pics.length ?? 0;
  useEffect(() => {
    if (!next?.unlocked || total === 0 || page + 1 < Math.ceil(total / 2)) return;
    queryClient
      .fetchQuery(chapterPicsQueryOptions(next.id, true))
      .then((n) => Promise.all(n.pics.slice(0, PREFETCH_PAGES).map((p) => imageCache.load(p.url))))
      .catch(() => {});
  }, [next, page, total, queryClient]);

  if (!comicId || (settled && !chapterId)) return <Navigate to={ROUTES.notFound} replace />;

  const go = (ch: { id: number } | null, edge: 'prev' | 'next' | 'pick') => {
    if (!ch) {
      void toast(edge === 'prev' ? tComics('noPrev') : tComics('noNext'));
      return;
    }
    flush();
    setMenu(false);
    navigate(href.comicRead(comicId, ch.id), { replace: true });
  };

  const locked = isLocked(pics.error);
  return (
    <div
      className="comic-reader"
      onClick={(e) => tapReader(e, { menu, setMenu, step: 0.8, controls: 'button, a' })}
      data-chapter-id={data?.chapter.id ?? chapterId}
      data-current-page={page}
      data-placed={data && placed === data.chapter.id ? '' : undefined}
    >
      {data ? (
        <>
          <div className="comic-reader__pages" ref={pagesRef}>
            {data.pics.map((p, i) => (
              <div key={p.url} className="comic-reader__page" data-page={i}>
                <LazyImage
                  src={p.url}
                  ratio={p.width / p.height}
                  fit="fill"
                  eager={i < PREFETCH_PAGES}
                  ahead
                  alt={`${data.chapter.title} ${i + 1}`}
                />
              </div>
            ))}
          </div>
          <div className="comic-reader__end">
            <AdBanner position={AdPosition.comicRead} className="lld-ad-slot" />
            <p>{tComics('chapterEnd')}</p>
            <div className="comic-reader__end-buttons">
              {data.prev ? (
                <button type="button" onClick={() => go(data.prev, 'prev')}>
                  {tComics('prevChapter')}
                </button>
              ) : null}
              {data.next ? (
                <button type="button" className="is-primary" onClick={() => go(data.next, 'next')}>
                  {tComics('nextChapter')}
                  {data.next.unlocked ? null : <LockIcon className="comic-reader__lock" />}
                </button>
              ) : (
                <span className="comic-reader__last">{tComics('noNext')}</span>
              )}
            </div>
          </div>
          {menu ? <ReaderMenu data={data} page={page} onPick={go} onClose={() => setMenu(false)} /> : null}
        </>
      ) : locked ? (
        <div className="comic-reader__locked">
          <div className="reader-menu__top is-static">
            <ReaderBack />
            <LockedTitle comicId={comicId} chapterId={chapterId} />
          </div>
          <LockedChapter comicId={comicId} chapterId={chapterId} />
        </div>
      ) : (
        <Pending query={pics} className="comic-error">
          <div className="comic-reader__loading" aria-busy="true">
            <div className="comic-skel-page app-shimmer" />
          </div>
        </Pending>
      )}
    </div>
  );
}

function ReaderBack() {
  const back = useBackAction();
  return (
    <button type="button" className="reader-menu__back" aria-label={t('common.back')} onClick={back}>
      <BackIcon />
    </button>
  );
}

/** The locked chapter's header: the chapter's own title (not a generic 漫画详情). */
function LockedTitle({ comicId, chapterId }: { comicId: number; chapterId: number }) {
  const chapters = useChapters(comicId);
  const ch = chapters.data?.find((c) => c.id === chapterId);
  return (
    <div className="reader-menu__title">
      <Link to={href.comicDetail(comicId)}>{ch ? ch.title : tComics('detailTitle')}</Link>
    </div>
  );
}

/**
 * The locked chapter: the unlock sheet, then the comic's episode list, so the screen offers
 * the way on (another chapter) instead of standing mostly empty.
 */
function LockedChapter({ comicId, chapterId }: { comicId: number; chapterId: number }) {
  const chapters = useChapters(comicId);
  const navigate = useNavigate();
  const ch = chapters.data?.find((c) => c.id === chapterId);
  return (
    <div className="comic-reader__unlock">
      <UnlockSheet chapter={{ id: chapterId, comicId, title: ch?.title ?? '' }} onUnlocked={() => {}} />
      {chapters.data ? (
        <section className="comic-reader__locked-list" aria-label={tComics('episodes')}>
          <h2>{tComics('episodes')}</h2>
          <EpisodeList
            chapters={chapters.data}
            currentId={chapterId}
            onPick={(c: ComicChapter) => navigate(href.comicRead(comicId, c.id), { replace: true })}
          />
        </section>
      ) : null}
    </div>
  );
}
