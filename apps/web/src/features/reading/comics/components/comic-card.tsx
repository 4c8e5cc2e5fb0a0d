// Comic cards: a 3:4 cover with its status, as a grid cell or as a ranking row.
import type { ComicCard } from '@lld/protocol/api/comics';
import { formatCount } from '@lld/protocol/format';
import { href } from '@lld/protocol/routes';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import './comic-card.css';
import { tComics } from '../../i18n';

export function ComicCover({ comic, eager }: { comic: ComicCard; eager?: boolean }) {
  return (
    <div className="comic-cover">
      <LazyImage src={comic.cover} alt={comic.title} ratio={3 / 4} eager={eager ?? false} />
      <span className="comic-cover__badge">{comic.finished ? tComics('finished') : tComics('serial')}</span>
      <span className="comic-cover__views">{tComics('views', { count: formatCount(comic.views) })}</span>
    </div>
  );
}

export function ComicGridCard({ comic, eager }: { comic: ComicCard; eager?: boolean }) {
  return (
    <Link to={href.comicDetail(comic.id)} className="comic-grid-card" data-comic-id={comic.id}>
      <ComicCover comic={comic} {...(eager ? { eager } : {})} />
      <div className="comic-grid-card__title">{comic.title}</div>
      <div className="comic-grid-card__meta">
        {comic.finished
          ? tComics('chapters', { count: comic.chapterCount })
          : tComics('updatedTo', { title: comic.latestChapterTitle })}
      </div>
    </Link>
  );
}

export function ComicRankRow({ comic, rank }: { comic: ComicCard; rank: number }) {
  return (
    <Link to={href.comicDetail(comic.id)} className="comic-rank-row" data-comic-id={comic.id}>
      <span className={`comic-rank-row__rank is-${Math.min(rank, 4)}`}>{rank}</span>
      <div className="comic-rank-row__cover">
        <LazyImage src={comic.cover} alt={comic.title} ratio={3 / 4} />
      </div>
      <div className="comic-rank-row__body">
        <div className="comic-rank-row__title">{comic.title}</div>
        <div className="comic-rank-row__tags">
          {comic.category.name}
          {comic.tags
            .filter((tag) => tag.name !== comic.category.name)
            .slice(0, 2)
            .map((tag) => ` · ${tag.name}`)}
        </div>
        <div className="comic-rank-row__desc">{comic.description}</div>
      </div>
      <div className="comic-rank-row__score">{tComics('score', { score: comic.score.toFixed(1) })}</div>
    </Link>
  );
}
