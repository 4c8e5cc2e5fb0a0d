// A video in a list: 16:9 cover with access badge and duration, two-line title, plays and likes.
import type { CollectionCard, VideoCard as VideoCardData } from '@lld/protocol/api/media';
import { formatClock, formatCount, formatGold } from '@lld/protocol/format';
import { href, ROUTES, withQuery } from '@lld/protocol/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { usePictureFirst } from '../player/picture-first';
import './media.css';
import { tm } from '../i18n';
import './video-card.css';

export const COVER_RATIO = 16 / 9;

export function AccessBadge({
  access,
  price,
  purchased = false,
}: {
  access: VideoCardData['access'];
  price: number;
  /** The caller bought it: 已购 instead of the price. */
  purchased?: boolean;
}) {
  if (purchased && access !== 'free') return <span className="media-badge is-bought">{tm('purchased')}</span>;
  if (access === 'free') return <span className="media-badge is-free">{tm('free')}</span>;
  if (access === 'vip') return <span className="media-badge is-vip">{tm('vip')}</span>;
  return <span className="media-badge is-paid">{tm('goldPrice', { price: formatGold(price) })}</span>;
}

export interface VideoCardProps {
  video: VideoCardData;
  /** `big`: full width with the actor line; `row`: cover left, text right. */
  variant?: 'grid' | 'big' | 'row';
  eager?: boolean;
  /** Replaces the current entry (related videos inside the player). */
  replace?: boolean;
  extra?: ReactNode;
  onClick?: () => void;
}

export function VideoCard({ video, variant = 'grid', eager, replace, extra, onClick }: VideoCardProps) {
  const to = href.longVideo(video.id);
  const tap = usePictureFirst(video.id, to, replace);
  return (
    <Link
      to={to}
      replace={replace}
      className={`media-card is-${variant}`}
      data-video-id={video.id}
      onPointerDown={tap.onPointerDown}
      onPointerCancel={tap.onPointerCancel}
      onPointerUp={tap.onPointerUp}
      onClick={(e) => {
        onClick?.();
        tap.onClick(e);
      }}
    >
      <div className="media-card__cover">
        <LazyImage src={video.cover} alt={video.title} ratio={COVER_RATIO} eager={eager} />
        <AccessBadge access={video.access} price={video.price} />
        <span className="media-card__duration">{formatClock(video.duration)}</span>
      </div>
      <div className="media-card__body">
        <h3 className="media-card__title">{video.title}</h3>
        <div className="media-card__meta">
          <span>{tm('views', { count: formatCount(video.views) })}</span>
          {variant !== 'grid' && video.actor ? <span>{video.actor.name}</span> : null}
          {variant !== 'row' ? <span>{tm('likes', { count: formatCount(video.likes) })}</span> : null}
        </div>
        {extra}
      </div>
    </Link>
  );
}

export function VideoGrid({ videos, eager = 0 }: { videos: readonly VideoCardData[]; eager?: number }) {
  return (
    <div className="media-grid">
      {videos.map((v, i) => (
        <VideoCard key={v.id} video={v} eager={i < eager} />
      ))}
    </div>
  );
}

export function CollectionTile({ collection }: { collection: CollectionCard }) {
  return (
    <Link
      to={href.videoCollection(collection.id)}
      className="media-collection"
      data-collection-id={collection.id}
    >
      <div className="media-collection__cover">
        <LazyImage src={collection.cover} alt={collection.title} ratio={COVER_RATIO} />
        <AccessBadge access={collection.access} price={collection.price} />
        <span className="media-card__duration">{tm('episodes', { count: collection.videoCount })}</span>
      </div>
      <h3 className="media-card__title media-collection__title">{collection.title}</h3>
    </Link>
  );
}

/** Tags as links to their video lists (the home's hot tags, a video's tags). */
export function TagLinks({
  tags,
  className,
}: {
  tags: ReadonlyArray<{ id: number; name: string }>;
  className: string;
}) {
  return (
    <div className={className}>
      {tags.map((tag) => (
        <Link
          key={tag.id}
          className="media-tag"
          to={withQuery(ROUTES.labelPage, { id: tag.id, name: tag.name })}
        >
          {tag.name}
        </Link>
      ))}
    </div>
  );
}
