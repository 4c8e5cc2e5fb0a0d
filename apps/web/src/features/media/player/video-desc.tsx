// VideoDesc: title, counts, publish time, tags, actor and collection, with like, favourite and share.
import type { VideoDetail } from '@lld/protocol/api/media';
import { formatCount, formatRelativeTime } from '@lld/protocol/format';
import { href, ROUTES, withQuery } from '@lld/protocol/routes';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { likeVideo, setFavourite } from '../api/media-api';
import { AccessBadge, TagLinks } from '../components/video-card';
import { tm } from '../i18n';

function Icon({ d, filled }: { d: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={d}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Like or favourite: pressed, the icon is filled. */
function Toggle({
  on,
  onClick,
  icon,
  children,
}: {
  on: boolean;
  onClick: () => void;
  icon: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={on ? 'is-on' : ''} aria-pressed={on} onClick={onClick}>
      <Icon d={icon} filled={on} />
      <span>{children}</span>
    </button>
  );
}

const HEART = 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z';
const STAR = 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z';
const SHARE = 'M15 5.5 20 10l-5 4.5M20 10h-8a6 6 0 0 0-6 6v2.5';

export async function shareVideo(title: string, url: string): Promise<void> {
  const nav = navigator as Navigator & { share?: (d: ShareData) => Promise<void> };
  if (nav.share) {
    try {
      await nav.share({ title, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(`${title} ${url}`);
  } catch {
    // no clipboard: still say where to share from
  }
  toast(tm('shareCopied'));
}

export function VideoDesc({ video, purchased = false }: { video: VideoDetail; purchased?: boolean }) {
  const [liked, setLiked] = useState(video.liked);
  const [likes, setLikes] = useState(video.likes);
  const [fav, setFav] = useState(video.favourited);

  const toggleLike = async () => {
    const next = !liked;
    setLiked(next);
    setLikes((n) => n + (next ? 1 : -1));
    try {
      const r = await likeVideo(video.id, next);
      setLikes(r.likes);
    } catch (err) {
      setLiked(!next);
      setLikes((n) => n - (next ? 1 : -1));
      toast(errorText(err, t('common.requestFailed')));
    }
  };
  const toggleFav = async () => {
    const next = !fav;
    setFav(next);
    try {
      await setFavourite(1, video.id, next);
      toast(next ? tm('favourited') : tm('favourite'));
    } catch (err) {
      setFav(!next);
      toast(errorText(err, t('common.requestFailed')));
    }
  };

  return (
    <section className="video-desc">
      <h1 className="video-desc__title">
        <AccessBadge access={video.access} price={video.price} purchased={purchased} />
        {video.title}
      </h1>
      <div className="video-desc__meta">
        <span>{tm('views', { count: formatCount(video.views) })}</span>
        <span>{tm('publishedAt', { time: formatRelativeTime(video.publishedAt) })}</span>
      </div>
      {video.tags.length > 0 ? <TagLinks tags={video.tags} className="video-desc__tags" /> : null}
      <div className="video-desc__actions">
        <Toggle on={liked} onClick={() => void toggleLike()} icon={HEART}>
          {likes > 0 ? formatCount(likes) : tm('like')}
        </Toggle>
        <Toggle on={fav} onClick={() => void toggleFav()} icon={STAR}>
          {fav ? tm('favourited') : tm('favourite')}
        </Toggle>
        <button type="button" onClick={() => void shareVideo(video.title, window.location.href)}>
          <Icon d={SHARE} />
          <span>{tm('share')}</span>
        </button>
      </div>
      {video.actor ? (
        <Link className="video-desc__row" to={withQuery(ROUTES.homePageAuthor, { id: video.actor.id })}>
          <span className="video-desc__avatar">{video.actor.name.slice(0, 1)}</span>
          <span className="video-desc__row-text">
            <b>{video.actor.name}</b>
            <small>{tm('actor')}</small>
          </span>
          <span className="video-desc__go" />
        </Link>
      ) : null}
      {video.collection ? (
        <Link className="video-desc__row" to={href.videoCollection(video.collection.id)}>
          <span className="video-desc__row-text">
            <b>{video.collection.title}</b>
            <small>
              {tm('collection')} · {video.collection.index + 1}/{video.collection.count}
            </small>
          </span>
          <span className="video-desc__go" />
        </Link>
      ) : null}
      {video.description ? <p className="video-desc__text">{video.description}</p> : null}
    </section>
  );
}
