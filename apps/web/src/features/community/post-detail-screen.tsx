// /community/postDetail?id and /circle/postDetail?id: the whole post (text as text, pictures,
// the video as uploaded), like, follow, buy a paid post, report, and the comment thread.

import { formatCount, formatGold, formatRelativeTime } from '@lld/protocol/format';
import { ResultCode } from '@lld/protocol/result-codes';
import { href, ROUTES } from '@lld/protocol/routes';
import { AdPosition } from '@lld/protocol/tables';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdBanner } from '@/components/ads/ad-banner';
import { Avatar } from '@/components/avatar/avatar';
import { CommentThread } from '@/components/comment-thread/comment-thread';
import { PageHeader } from '@/components/page-header/page-header';
import { errorText, isApiError } from '@/lib/api/client';
import { domainMap, useAppConfig } from '@/lib/session/api/get-config';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { likePost, payPost, postKeys, report, usePostDetail } from './api/posts';
import { FollowButton } from './components/follow-button';
import { ImageGrid } from './components/image-grid';
import { StatusTag } from './components/post-card';
import './community.css';
import { useIdParam } from '@/lib/routes/use-id-param';
import './post-detail-screen.css';
import { HeartIcon } from '@/components/icons/icons';
import { setVideoMuted, useVideoMuted } from '@/lib/video-muted';
import { tCommunity } from './i18n';

export function mediaUrl(base: string | undefined, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${(base ?? '/files').replace(/\/+$/, '')}${path}`;
}

export default function PostDetailScreen() {
  const id = useIdParam();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: post, isError, error, refetch } = usePostDetail(id);
  const { data: config } = useAppConfig();
  const [reporting, setReporting] = useState(false);
  const videoMuted = useVideoMuted();

  const like = useMutation({
    mutationFn: () => likePost(id),
    onSuccess: (r) => {
      qc.setQueryData(postKeys.detail(id), (old: typeof post) =>
        old ? { ...old, isLiked: r.liked, likeCount: r.likeCount } : old,
      );
      void qc.invalidateQueries({ queryKey: ['community', 'posts', 'list'] });
    },
    onError: (e) => void toast(errorText(e, t('common.requestFailed'))),
  });
  const pay = useMutation({
    mutationFn: () => payPost(id),
    onSuccess: (r) => {
      qc.setQueryData(postKeys.detail(id), r.post);
      void qc.invalidateQueries({ queryKey: ['user'] });
      void toast(tCommunity('bought'));
    },
    onError: (e) => {
      if (isApiError(e, ResultCode.NOT_ENOUGH_GOLD)) void toast(tCommunity('notEnoughGold'));
      else void toast(errorText(e, t('common.requestFailed')));
    },
  });

  const header = (
    <PageHeader
      title={tCommunity('postTitle')}
      right={post ? { content: tCommunity('report'), onClick: () => setReporting(true) } : undefined}
    />
  );
  if (!post) {
    return (
      <div className="cm-page">
        {header}
        {isError ? (
          <div className="cm-empty" role="alert">
            <p>
              {isApiError(error, ResultCode.NOT_FOUND) ? tCommunity('postGone') : tCommunity('loadFailed')}
            </p>
            {!isApiError(error, ResultCode.NOT_FOUND) ? (
              <button type="button" className="cm-btn" onClick={() => void refetch()}>
                {tCommunity('retry')}
              </button>
            ) : null}
          </div>
        ) : (
          <div className="cm-skeleton app-shimmer" aria-busy="true" />
        )}
      </div>
    );
  }
  const videoBase = domainMap(config).MP4?.[0];
  return (
    <div className="cm-page has-input">
      {header}
      <article className="app-card cm-detail">
        <header className="cm-card__head">
          <button type="button" className="cm-author" onClick={() => navigate(href.upInfo(post.author.id))}>
            <Avatar src={post.author.avatar} alt={post.author.nickname} size={42} />
            <span className="cm-author__text">
              <span className="cm-author__name">{post.author.nickname}</span>
              <span className="cm-author__time">{formatRelativeTime(post.createdAt)}</span>
            </span>
          </button>
          <StatusTag post={post} />
          {post.reviewNote ? (
            <span className="cm-note">{tCommunity('rejectedNote', { note: post.reviewNote })}</span>
          ) : null}
          <FollowButton userId={post.author.id} followed={post.author.isFollowed} />
        </header>
        {post.text ? <p className="cm-detail__text">{post.text}</p> : null}
        {post.video ? (
          <video
            className="cm-video"
            src={mediaUrl(videoBase, post.video.url)}
            controls
            playsInline
            preload="metadata"
            muted={videoMuted}
            onVolumeChange={(e) => setVideoMuted(e.currentTarget.muted)}
          />
        ) : null}
        <ImageGrid images={post.images} more={post.locked ? post.imageCount - post.images.length : 0} />
        {post.locked ? (
          <div className="cm-paywall">
            <p>{tCommunity('locked')}</p>
            <button
              type="button"
              className="cm-btn is-gold"
              disabled={pay.isPending}
              onClick={() => pay.mutate()}
            >
              {tCommunity('buy', { gold: formatGold(post.price) })}
            </button>
            {pay.isError && isApiError(pay.error, ResultCode.NOT_ENOUGH_GOLD) ? (
              <button type="button" className="cm-link" onClick={() => navigate(ROUTES.mineRecharge)}>
                {tCommunity('recharge')}
              </button>
            ) : null}
          </div>
        ) : null}
        {post.circleName && post.circleId ? (
          <button
            type="button"
            className="cm-circle-tag"
            onClick={() => navigate(href.circleDetail(post.circleId!))}
          >
            # {post.circleName}
          </button>
        ) : null}
        <div className="app-meta-row">
          <span>{tCommunity('views', { n: formatCount(post.viewCount) })}</span>
          <button
            type="button"
            className={post.isLiked ? 'cm-like is-on' : 'cm-like'}
            aria-pressed={post.isLiked}
            disabled={like.isPending || post.status !== 'published'}
            onClick={() => like.mutate()}
          >
            <HeartIcon filled={post.isLiked} /> {formatCount(post.likeCount)}
          </button>
        </div>
      </article>
      <AdBanner position={AdPosition.postDetail} className="lld-ad-slot" />
      {post.status === 'published' ? (
        <>
          <h2 className="cm-section-title">
            {tCommunity('commentsTitle', { n: formatCount(post.commentCount) })}
          </h2>
          <CommentThread targetKind="post" targetId={post.id} />
        </>
      ) : null}
      <ActionSheet
        visible={reporting}
        cancelText={tCommunity('cancel')}
        extra={tCommunity('reportTitle')}
        actions={tCommunity('reportReasons')
          .split('|')
          .map((reason) => ({ key: reason, text: reason }))}
        onAction={(a) => {
          setReporting(false);
          report('post', post.id, String(a.key)).then(
            () => toast(tCommunity('reportDone')),
            (e: unknown) => toast(errorText(e, t('common.requestFailed'))),
          );
        }}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
