// /dating/novelDetail?id: a novel's cover, facts, description and chapters; with &chapterId the
// same route is its reader (novel-reader.tsx), so Back from the reader returns to the detail;
// with ?aiStory=<job id> it reads a story of the caller's AI studio (ai-story-reader.tsx).
import { formatCount } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { loadPosition } from '@/lib/positions';
import { useBookDetail } from './api/books';
import { BookChapterList } from './components/book-chapter-list';
import { BookDownload } from './components/book-download';
import { BookPending } from './components/book-pending';
import { audioHref, novelHref } from './hrefs';
import './novels.css';
import { isMissing, positiveIntParam } from '@/lib/routes/use-id-param';
import './novel-detail-screen.css';
import { tNovels } from '../i18n';

const NovelReader = lazy(() => import('./novel-reader'));
const AiStoryReader = lazy(() => import('./ai-story-reader'));

export default function NovelDetailScreen() {
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const chapterId = positiveIntParam(params.get('chapterId'));
  const navigate = useNavigate();
  const detail = useBookDetail(id);
  // ?aiStory=<job id>: a story the AI studio wrote for the caller, in the same reader.
  const aiStory = positiveIntParam(params.get('aiStory'));
  if (aiStory)
    return (
      <Suspense fallback={<div className="novel-reader is-loading" />}>
        <AiStoryReader jobId={aiStory} />
      </Suspense>
    );
  if (isMissing(id, detail.error)) return <Navigate to={ROUTES.notFound} replace />;
  if (detail.data && detail.data.book.kind === 'audio') return <Navigate to={audioHref(id)} replace />;
  if (chapterId)
    return (
      <Suspense fallback={<div className="novel-reader is-loading" />}>
        <NovelReader bookId={id} chapterId={chapterId} />
      </Suspense>
    );

  const d = detail.data;
  const local = loadPosition('novel', id);
  const resumeId = local?.chapterId ?? d?.progress?.chapterId;
  const resume = d?.chapters.find((c) => c.id === resumeId);
  const open = (cid: number) => navigate(novelHref(id, cid));

  return (
    <div className="book-detail">
      <PageHeader title={d?.book.title ?? tNovels('detailTitle')} />
      {d ? (
        <>
          <section className="book-detail__hero">
            <div className="book-detail__cover">
              <LazyImage src={d.book.cover} alt={d.book.title} ratio={3 / 4} eager />
            </div>
            <div className="book-detail__facts">
              <h1>{d.book.title}</h1>
              <p>{tNovels('author', { name: d.book.author })}</p>
              <p>
                {d.book.category} · {d.book.finished ? tNovels('finished') : tNovels('serial')}
              </p>
              <p>
                {tNovels('words', { count: formatCount(d.book.words) })} ·{' '}
                {tNovels('chapters', { count: d.book.chapterCount })}
              </p>
              <p className="book-detail__score">{tNovels('score', { score: d.book.score.toFixed(1) })}</p>
              <BookDownload kind="novel" detail={d} />
            </div>
          </section>
          <section className="book-detail__intro">
            <h2>{tNovels('intro')}</h2>
            <p>{d.book.description}</p>
          </section>
          <section className="book-detail__catalog">
            <h2>{tNovels('catalog')}</h2>
            <BookChapterList chapters={d.chapters} currentId={resume?.id} onPick={(ch) => open(ch.id)} />
          </section>
          <div className="book-detail__actions">
            <button
              type="button"
              className="book-detail__read"
              disabled={d.chapters.length === 0}
              onClick={() => open(resume?.id ?? d.chapters[0]?.id ?? 0)}
            >
              {resume ? tNovels('continueRead', { title: resume.title }) : tNovels('startRead')}
            </button>
          </div>
        </>
      ) : (
        <BookPending query={detail} />
      )}
    </div>
  );
}
