// A video in a list: 16:9 cover with access badge and duration, two-line title, plays and likes.
import type { CollectionCard, VideoCard as VideoCardData } from '@lld/protocol/api/media';
import { formatClock, formatCount, formatGold } from '@lld/protocol/format';
import { href, ROUTES, withQuery } from '@lld/protocol/routes';
import { type ReactNode, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { isScreenKept } from '@/components/keep-alive/screen-active';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { headStartPlayer, preloadPlayer } from '../player/preload';
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

/** A touch that moved farther than this, or stayed longer, is not taken for a tap at its pointerup. */
const TAP_SLOP_PX = 10;
const TAP_MAX_MS = 500;
/** The click the browser makes of a tap comes within this long of its pointerup. */
const CLICK_WITHIN_MS = 1000;

export function VideoCard({ video, variant = 'grid', eager, replace, extra, onClick }: VideoCardProps) {
  const navigate = useNavigate();
  const to = href.longVideo(video.id);
  // A touch on the card: where and when it landed, while it may still be a tap.
  const touch = useRef<{ id: number; x: number; y: number; at: number } | null>(null);
  // When a touch's pointerup started the head start: the click made of that tap is the same tap.
  const startedAt = useRef<number | null>(null);
  /**
   * The picture first (head-start.ts): the head start plays the video over the page, and the
   * card navigates once it is up. False: nothing was shown (the link navigates itself).
   */
  const pictureFirst = (): boolean => {
    // Its play screen is kept alive: shown again as it was left, with its own player.
    if (isScreenKept(to)) return false;
    const ready = headStartPlayer(video.id);
    if (!ready) return false;
    void ready.then((go) => {
      if (go) void navigate(to, { replace });
    });
    return true;
  };
  return (
    <Link
      to={to}
      replace={replace}
      className={`media-card is-${variant}`}
      data-video-id={video.id}
      onPointerDown={(e) => {
        preloadPlayer(video.id);
        startedAt.current = null;
        touch.current =
          e.pointerType === 'touch' && e.isPrimary
            ? { id: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp }
            : null;
      }}
      onPointerCancel={() => {
        touch.current = null; // the browser took it (a scroll, a long press)
      }}
      // A touch is known to be a tap when the finger lifts where it landed: the head start
      // begins then, not at the click the browser makes of it after a frame and the mouse
      // events (9 ms in a traced next tap).
      onPointerUp={(e) => {
        const down = touch.current;
        touch.current = null;
        if (!down || down.id !== e.pointerId) return;
        if (Math.hypot(e.clientX - down.x, e.clientY - down.y) > TAP_SLOP_PX) return;
        if (e.timeStamp - down.at > TAP_MAX_MS) return;
        if (pictureFirst()) startedAt.current = e.timeStamp;
      }}
      onClick={(e) => {
        onClick?.();
        const started = startedAt.current;
        startedAt.current = null;
        // The click of a tap whose pointerup started it (usually it lands on the cover instead).
        if (started !== null && e.timeStamp - started < CLICK_WITHIN_MS) {
          e.preventDefault();
          return;
        }
        // A plain click only (not one opening a new tab or window, which the link does itself).
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
        if (pictureFirst()) e.preventDefault();
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
