// The novel reader: paragraphs in the reader's font size, line height and colours (or night
// mode), settings in a panel opened from the middle of the screen, the position (fraction of
// the chapter) saved locally at once and on the server shortly after, restored on return, and
// the unlock sheet at a chapter the reader may not open.
import type { BookChapter } from '@lld/protocol/api/novels';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BottomSheet } from '@/components/bottom-sheet/bottom-sheet';
import { ChoiceButtons } from '@/components/choice-group/choice-group';
import { loadPosition, savePosition } from '@/lib/positions';
import { toast } from '@/lib/toast';
import { onScrollFrames } from '@/lib/viewport';
import { bookChapterQueryOptions, isLocked, trackBook, useBookChapter, useBookDetail } from './api/books';
import { BookChapterList } from './components/book-chapter-list';
import { BookPending } from './components/book-pending';
import { BookUnlock } from './components/book-unlock';
import { novelHref } from './hrefs';
import { ReaderTop, readerPageProps } from './reader-page';
import { BACKGROUNDS, type Background, LINE_HEIGHTS, useReaderSettings } from './reader-settings';
import './novel-reader.css';
import { LockIcon } from '@/components/icons/icons';
import { ChapterNav } from '../chapter-nav';
import { type NovelsKey, tNovels } from '../i18n';
import { useDelayedTrack } from '../reader-chrome';

const TRACK_DELAY_MS = 1500;
const BG_LABELS: Record<Background, NovelsKey> = {
  default: 'bgDefault',
  paper: 'bgPaper',
  green: 'bgGreen',
  white: 'bgWhite',
};
const LH_LABELS = ['lineCompact', 'lineNormal', 'lineLoose'] as const;

/** One setting: its name, then its controls. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="reader-settings__row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/** The reader's settings panel (also the AI story reader's, ai-story-reader.tsx). */
export function Settings() {
  const s = useReaderSettings();
  return (
    <div className="reader-settings" aria-label={tNovels('settings')}>
      <Row label={tNovels('fontSize')}>
        <button type="button" aria-label={tNovels('smaller')} onClick={s.smaller}>
          A-
        </button>
        <output className="reader-settings__size" aria-live="polite">
          {s.fontSize}
        </output>
        <button type="button" aria-label={tNovels('bigger')} onClick={s.bigger}>
          A+
        </button>
      </Row>
      <Row label={tNovels('lineHeight')}>
        <ChoiceButtons
          role="button"
          options={LINE_HEIGHTS}
          value={s.lineHeight}
          onChange={(lineHeight) => s.set({ lineHeight })}
          label={(lh) => tNovels(LH_LABELS[LINE_HEIGHTS.indexOf(lh)]!)}
        />
      </Row>
      <Row label={tNovels('background')}>
        <ChoiceButtons
          role="button"
          choiceClassName="reader-settings__swatch"
          options={Object.keys(BACKGROUNDS) as Background[]}
          value={s.night ? undefined : s.background}
          onChange={(background) => s.set({ background, night: false })}
          extra={(bg) => ({
            'aria-label': tNovels(BG_LABELS[bg]),
            style: { background: BACKGROUNDS[bg].bg },
          })}
        />
      </Row>
      <Row label={tNovels('night')}>
        <button
          type="button"
          role="switch"
          aria-checked={s.night}
          className={s.night ? 'reader-settings__switch is-on' : 'reader-settings__switch'}
          onClick={() => s.set({ night: !s.night })}
        >
          <span />
        </button>
      </Row>
    </div>
  );
}

export default function NovelReader({ bookId, chapterId }: { bookId: number; chapterId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const content = useBookChapter(chapterId);
  const detail = useBookDetail(bookId);
  const settings = useReaderSettings();
  const [menu, setMenu] = useState(false);
  const [catalog, setCatalog] = useState(false);
  const [percent, setPercent] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const data = content.data;
  const { schedule, flush } = useDelayedTrack<{ chapterId: number; position: number }>(
    (p, leaving) => void trackBook(p.chapterId, p.position, leaving).catch(() => {}),
    TRACK_DELAY_MS,
  );

  const fraction = useCallback(() => {
    const el = bodyRef.current;
    if (!el) return 0;
    const top = el.getBoundingClientRect().top + window.scrollY;
    const span = el.offsetHeight - window.innerHeight;
    return span <= 0 ? 1 : Math.min(1, Math.max(0, (window.scrollY - top) / span));
  }, []);

  // Restore the position in this chapter (after the shell's scroll-to-top), else start at the top.
  useEffect(() => {
    if (!data) return;
    const saved = loadPosition('novel', bookId);
    const frame = requestAnimationFrame(() => {
      const el = bodyRef.current;
      if (el && saved && saved.chapterId === data.chapter.id && saved.position > 0) {
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(
          0,
          Math.round(top + (el.offsetHeight - window.innerHeight) * Math.min(1, saved.position)),
        );
      } else {
        window.scrollTo(0, 0);
        savePosition('novel', bookId, { chapterId: data.chapter.id, position: 0 });
      }
      setPercent(Math.round(fraction() * 100));
    });
    return () => cancelAnimationFrame(frame);
  }, [data, bookId, fraction]);

  useEffect(() => {
    if (!data) return;
    return onScrollFrames(() => {
      const f = Math.round(fraction() * 1000) / 1000;
      savePosition('novel', bookId, { chapterId: data.chapter.id, position: f });
      setPercent(Math.round(f * 100));
      schedule({ chapterId: data.chapter.id, position: f });
    });
  }, [data, bookId, fraction, schedule]);

  // The next chapter's text ahead, when it is open to the reader.
  const next = data?.next;
  useEffect(() => {
    if (next?.unlocked) void queryClient.prefetchQuery(bookChapterQueryOptions(next.id));
  }, [next, queryClient]);

  const go = (ch: Pick<BookChapter, 'id'> | null | undefined, edge: 'prev' | 'next' | 'pick') => {
    if (!ch) {
      void toast(edge === 'prev' ? tNovels('noPrev') : tNovels('noNext'));
      return;
    }
    flush();
    setMenu(false);
    setCatalog(false);
    navigate(novelHref(bookId, ch.id), { replace: true });
  };

  const chapterTitle =
    data?.chapter.title ?? detail.data?.chapters.find((c) => c.id === chapterId)?.title ?? '';

  return (
    <div {...readerPageProps(settings, menu, setMenu)}>
      {data ? (
        <>
          <article className="novel-reader__body" ref={bodyRef}>
            <h1>{data.chapter.title}</h1>
            {data.paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed per chapter
              <p key={i}>{p}</p>
            ))}
          </article>
          <div className="novel-reader__end">
            <p>{tNovels('chapterEnd')}</p>
            <div>
              <button type="button" onClick={() => go(data.prev, 'prev')}>
                {tNovels('prevChapter')}
              </button>
              <button type="button" className="is-primary" onClick={() => go(data.next, 'next')}>
                {tNovels('nextChapter')}
                {data.next && !data.next.unlocked ? <LockIcon /> : null}
              </button>
            </div>
          </div>
        </>
      ) : isLocked(content.error) ? (
        <div className="novel-reader__locked">
          <div className="novel-reader__unlock">
            <BookUnlock bookId={bookId} chapterId={chapterId} title={chapterTitle} />
          </div>
        </div>
      ) : (
        <BookPending query={content} />
      )}
      {menu || !data ? (
        <ReaderTop>
          {detail.data?.book.title ?? ''} {chapterTitle}
        </ReaderTop>
      ) : null}
      {menu && data ? (
        <div className="novel-reader__menu">
          <div className="novel-reader__progress">{tNovels('progress', { percent })}</div>
          <Settings />
          <ChapterNav
            className="novel-reader__nav"
            labels={[tNovels('prevChapter'), tNovels('catalog'), tNovels('nextChapter')]}
            onStep={(edge) => go(data[edge], edge)}
            onList={() => setCatalog(true)}
          />
        </div>
      ) : null}
      <BottomSheet
        visible={catalog}
        title={tNovels('catalog')}
        onClose={() => setCatalog(false)}
        className="book-sheet"
      >
        <BookChapterList
          chapters={detail.data?.chapters ?? []}
          currentId={chapterId}
          onPick={(ch) => go(ch, 'pick')}
        />
      </BottomSheet>
    </div>
  );
}
