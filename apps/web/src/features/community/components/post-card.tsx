import type { PostItem } from '@lld/protocol/api/community';
import { formatCount, formatGold, formatRelativeTime } from '@lld/protocol/format';
import { href } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { FollowButton } from './follow-button';
import { ImageGrid } from './image-grid';
import './post-card.css';
import { CommentIcon, HeartIcon } from '@/components/icons/icons';
import { tCommunity } from '../i18n';

export function StatusTag({ post }: { post: PostItem }) {
  if (post.status === 'published') return null;
  return (
    <span className={`cm-status is-${post.status}`}>
      {post.status === 'pending' ? tCommunity('pending') : tCommunity('rejected')}
    </span>
  );
}

function VideoThumb() {
  return (
    <div className="cm-video-thumb" aria-label={tCommunity('publishVideo')}>
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="rgba(0,0,0,.45)" />
        <path d="M19 15l15 9-15 9z" fill="#fff" />
      </svg>
    </div>
  );
}

/** One post in a feed: author, text (plain, clamped), pictures or video, counts. */
export function PostCard({
  post,
  showFollow = true,
  detailHref = href.postDetail,
}: {
  post: PostItem;
  showFollow?: boolean;
  detailHref?: (id: number) => string;
}) {
  const navigate = useNavigate();
  const open = () => navigate(detailHref(post.id));
  return (
    <article className="app-card cm-card" data-post-id={post.id}>
      <header className="cm-card__head">
        <button type="button" className="cm-author" onClick={() => navigate(href.upInfo(post.author.id))}>
          <Avatar src={post.author.avatar} alt={post.author.nickname} size={36} />
          <span className="cm-author__text">
            <span className="cm-author__name">{post.author.nickname}</span>
            <span className="cm-author__time">
              {formatRelativeTime(post.createdAt)}
              {post.circleName ? ` · ${post.circleName}` : ''}
            </span>
          </span>
        </button>
        <StatusTag post={post} />
        {showFollow && !post.author.isFollowed ? (
          <FollowButton userId={post.author.id} followed={false} small />
        ) : null}
      </header>
      <div
        className="cm-card__body"
        role="link"
        tabIndex={0}
        onClick={open}
        onKeyDown={(e) => e.key === 'Enter' && open()}
      >
        {post.text ? <p className="cm-card__text">{post.text}</p> : null}
        {post.kind === 'video' ? <VideoThumb /> : null}
        <ImageGrid
          images={post.images}
          more={post.locked ? post.imageCount - post.images.length : 0}
          zoom={false}
        />
        {post.locked ? (
          <p className="cm-card__locked">
            <span className="cm-gold">{tCommunity('price', { gold: formatGold(post.price) })}</span>
            {tCommunity('locked')}
          </p>
        ) : null}
      </div>
      <footer className="app-meta-row">
        <span>{tCommunity('views', { n: formatCount(post.viewCount) })}</span>
        <span className="cm-card__counts">
          <span className={post.isLiked ? 'is-liked' : ''}>
            <HeartIcon filled={post.isLiked} /> {formatCount(post.likeCount)}
          </span>
          <span>
            <CommentIcon /> {formatCount(post.commentCount)}
          </span>
        </span>
      </footer>
    </article>
  );
}
