// /homePage/Comic/detail?id: cover and facts, tags, author, description, the episode list
// with paid/read markers, start/continue reading and comics like this one.
import type { ComicChapter } from '@lld/protocol/api/comics';
import { formatCount } from '@lld/protocol/format';
import { href, ROUTES } from '@lld/protocol/routes';
import { Link, Navigate, useNavigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { Pending } from '@/components/load-failed/load-failed';
import { PageHeader } from '@/components/page-header/page-header';
import { loadPosition } from '@/lib/positions';
import { isMissing, useIdParam } from '@/lib/routes/use-id-param';
import { useChapters } from './api/get-chapters';
import { useComicDetail, useComicMaylike } from './api/get-comic-detail';
import { ComicGridCard } from './components/comic-card';
import { EpisodeList } from './components/episode-list';
import './comics.css';
import './comic-detail-screen.css';
import { tComics } from '../i18n';

export default function ComicDetailScreen() {
  const id = useIdParam();
  const navigate = useNavigate();
  const detail = useComicDetail(id);
  const chapters = useChapters(id);
  const maylike = useComicMaylike(id);
  if (isMissing(id, detail.error)) return <Navigate to={ROUTES.notFound} replace />;
  const d = detail.data;
  const local = loadPosition('comic', id);
  const list = chapters.data ?? [];
  // The local position is newer than the server's when this device read last.
  const resumeId = local?.chapterId ?? d?.progress?.chapterId;
  const resume = list.find((c) => c.id === resumeId);
  const read = (ch: ComicChapter | { id: number }) => navigate(href.comicRead(id, ch.id));

  return (
    <div className="comic-detail">
      <PageHeader title={d?.title ?? tComics('detailTitle')} transparent />
      {d ? (
        <>
          <section className="comic-detail__hero">
            <div className="comic-detail__bg" aria-hidden="true">
              <LazyImage src={d.cover} ratio={3 / 4} eager />
            </div>
            <div className="comic-detail__cover">
              <LazyImage src={d.cover} alt={d.title} ratio={3 / 4} eager />
            </div>
            <div className="comic-detail__facts">
              <h1>{d.title}</h1>
              <Link to={href.comicAuthor(d.author.id)} className="comic-detail__author">
                {tComics('author')}：{d.author.name}
              </Link>
              <div className="comic-detail__stats">
                <span>{tComics('score', { score: d.score.toFixed(1) })}</span>
                <span>{tComics('views', { count: formatCount(d.views) })}</span>
              </div>
              <div className="comic-detail__stats">
                <span>{d.finished ? tComics('finished') : tComics('serial')}</span>
                <span>{tComics('chapters', { count: d.chapterCount })}</span>
              </div>
            </div>
          </section>
          <div className="comic-detail__tags">
            <span className="comic-tag is-category">{d.category.name}</span>
            {/* A tag named like the category is shown once (issue 22: 热血 · 热血). */}
            {d.tags
              .filter(
                (tag, i, all) =>
                  tag.name !== d.category.name && all.findIndex((x) => x.name === tag.name) === i,
              )
              .map((tag) => (
                <span key={tag.id} className="comic-tag">
                  {tag.name}
                </span>
              ))}
          </div>
          <section className="comic-detail__intro">
            <div className="comic-section-head">
              <h2>{tComics('intro')}</h2>
              <Link to={href.comicComment(id)} className="comic-detail__all">
                {tComics('comments')} ›
              </Link>
            </div>
            <p>{d.description}</p>
            {d.freeChapters > 0 ? (
              <p className="comic-detail__free">{tComics('freeChapters', { count: d.freeChapters })}</p>
            ) : null}
          </section>
          <section className="comic-detail__episodes">
            <div className="comic-section-head">
              <h2>{tComics('episodes')}</h2>
              <Link to={href.comicPopEpisode(id)} className="comic-detail__all">
                {tComics('updatedTo', { title: d.latestChapterTitle })} ›
              </Link>
            </div>
            {chapters.data ? (
              <EpisodeList
                chapters={list.slice(0, 12)}
                currentId={resume?.id}
                onPick={read}
                sortable={false}
              />
            ) : (
              <div className="comic-skel-row app-shimmer" />
            )}
          </section>
          {maylike.data?.list.length ? (
            <section className="comic-detail__maylike">
              <div className="comic-section-head">
                <h2>{tComics('mayLike')}</h2>
              </div>
              <div className="comic-grid-static">
                {maylike.data.list.map((c) => (
                  <ComicGridCard key={c.id} comic={c} />
                ))}
              </div>
            </section>
          ) : null}
          <div className="comic-detail__actions">
            <Link to={href.comicPopEpisode(id)} className="comic-detail__episodes-btn">
              {tComics('episodes')}
            </Link>
            <button
              type="button"
              className="comic-detail__read"
              disabled={!d.firstChapterId}
              onClick={() => read({ id: resume?.id ?? d.firstChapterId ?? 0 })}
            >
              {resume ? tComics('continueRead', { title: resume.title }) : tComics('startRead')}
            </button>
          </div>
        </>
      ) : (
        <Pending query={detail} className="comic-error">
          <div className="comic-detail__skeleton" aria-busy="true">
            <div className="comic-skel-banner app-shimmer" />
            <div className="comic-skel-row app-shimmer" />
          </div>
        </Pending>
      )}
    </div>
  );
}
