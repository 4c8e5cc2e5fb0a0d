// /play/longVideo?id: the player (preview, unlock, lines, resume, autoplay next), VideoDesc,
// related videos (likeVideo) and comments. Kept alive (spec §2); a hidden player pauses.

import type { PlayResult } from '@lld/protocol/api/media';
import { href } from '@lld/protocol/routes';
import { AdPosition } from '@lld/protocol/tables';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AD_BANNER_RATIO, AdBanner, bannerAds } from '@/components/ads/ad-banner';
import { DownloadButton } from '@/components/download-button/download-button';
import { PageHeader } from '@/components/page-header/page-header';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { isApiError } from '@/lib/api/client';
import { useDeferredReady } from '@/lib/deferred-ready';
import { useIdParam } from '@/lib/routes/use-id-param';
import { useLanded } from '@/lib/routes/use-landed';
import { useAppConfig } from '@/lib/session/api/get-config';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { mediaKeys, usePlay } from '../api/media-api';
import { loadHls, prefersNativeHls } from '../player/hls-engine';
import { LikeVideo } from '../player/like-video';
import { VideoDesc } from '../player/video-desc';
import { VideoPlayer } from '../player/video-player';
import '../components/media.css';
import './long-video-screen.css';
import { tm } from '../i18n';

const NEXT_SECONDS = 3;

// Not needed for the first frame: loaded when shown.
const Comments = lazy(() => import('../player/comments').then((m) => ({ default: m.Comments })));
const UnlockSheet = lazy(() => import('../player/unlock-sheet').then((m) => ({ default: m.UnlockSheet })));
const DanmakuBar = lazy(() => import('../danmaku/danmaku-bar'));
/**
 * The danmaku bar's height (danmaku.css: its row's min-height, padding and border), held before
 * it loads so nothing below it moves. Inline: the bar's stylesheet comes with its chunk.
 */
const DANMAKU_BAR_SPACE = <div style={{ height: 47 }} />;

// Start downloading hls.js with this screen's chunk, in parallel with media/play.
if (typeof document !== 'undefined' && !prefersNativeHls(document.createElement('video'))) void loadHls();

function NextUp({ nextId, onCancel }: { nextId: number; onCancel: () => void }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(NEXT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      void navigate(href.longVideo(nextId), { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, nextId, navigate]);
  return (
    <div className="player-overlay" data-testid="next-up">
      <p>{tm('nextIn', { seconds: Math.max(0, left) })}</p>
      <div className="player-overlay__actions">
        <button type="button" className="is-ghost" onClick={onCancel}>
          {tm('cancelNext')}
        </button>
        <button type="button" onClick={() => void navigate(href.longVideo(nextId), { replace: true })}>
          {tm('playNext')}
        </button>
      </div>
    </div>
  );
}

function PlayerArea({
  id,
  play,
  onFirstFrame,
}: {
  id: number;
  play: PlayResult | undefined;
  onFirstFrame: () => void;
}) {
  const queryClient = useQueryClient();
  const [previewEnded, setPreviewEnded] = useState(false);
  const [sheet, setSheet] = useState(false);
  const [ended, setEnded] = useState(false);
  const [continueAt, setContinueAt] = useState<number | undefined>(undefined);
  const [round, setRound] = useState(0);

  return (
    <div className="long-video__player">
      <VideoPlayer
        id={id}
        onFirstFrame={onFirstFrame}
        play={play}
        restartKey={round}
        startAt={continueAt}
        onPreviewEnd={() => {
          setPreviewEnded(true);
          setSheet(true);
        }}
        onEnded={() => setEnded(true)}
      />
      {play && previewEnded && !play.entitlement.allowed ? (
        <div className="player-overlay" data-testid="preview-ended">
          <h2>{tm('previewEnded')}</h2>
          <p>{play.entitlement.reason === 'needs_vip' ? tm('unlockVip') : tm('unlockPaid')}</p>
          <div className="player-overlay__actions">
            <button
              type="button"
              className="is-ghost"
              onClick={() => {
                setPreviewEnded(false);
                setContinueAt(0);
                setRound((r) => r + 1);
              }}
            >
              {tm('replay')}
            </button>
            <button type="button" onClick={() => setSheet(true)}>
              {tm('unlockTitle')}
            </button>
          </div>
        </div>
      ) : null}
      {play && ended && play.nextId !== null ? (
        <NextUp nextId={play.nextId} onCancel={() => setEnded(false)} />
      ) : null}
      {play && (sheet || previewEnded) ? (
        <Suspense fallback={null}>
          <UnlockSheet
            visible={sheet}
            onClose={() => setSheet(false)}
            target={{ kind: 'video', id: play.video.id, title: play.video.title }}
            entitlement={play.entitlement}
            onUnlocked={async () => {
              setSheet(false);
              await queryClient.invalidateQueries({ queryKey: mediaKeys.play(play.video.id) });
              setPreviewEnded(false);
              setContinueAt(Math.max(0, play.previewSeconds - 1));
              setRound((r) => r + 1);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export default function LongVideoScreen() {
  const id = useIdParam();
  const valid = id > 0;
  // The first frame goes first: on the embedded database every query waits its turn, so the
  // details and related videos are asked for once the picture is up (or after 400 ms).
  const [framed, setFramed] = useState<number | null>(null);
  const [waited, setWaited] = useState<number | null>(null);
  // What the first frame lets in (the danmaku bar, the held banner, media/play) is drawn as a
  // transition, in slices that yield: a blocking render here was one long task beside the
  // video's first segments (issue 19, the play page's blocking time).
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setWaited(id)), 400);
    return () => clearTimeout(timer);
  }, [id]);
  const started = framed === id || waited === id;
  const { data, error, refetch, isPending } = usePlay(valid ? id : 0, started);
  // media/play's answer (details, actions, related videos) is drawn in slices too
  // (lib/deferred-ready.ts): TanStack Query's results render as blocking updates.
  const detailsShown = useDeferredReady(!isPending && data !== undefined);
  const [tab, setTab] = useState<'intro' | 'comments'>('intro');
  const missing = !valid || isApiError(error, 2004);
  // The banner comes with the config and, for a member, leaves with user/info (a member is not
  // sold 开通VIP): it and what sits under it are drawn once both are known, so that neither its
  // arrival nor its going moves the details (a layout shift). Both hooks are called every time.
  const config = useAppConfig();
  const user = useUserInfo();
  const bannerKnown = !config.isPending && !user.isLoading;
  // Opened from another screen (a tap), the banner waits for the first frame like the details,
  // in a box of its size: its cover and carousel were the route change's work before the
  // video's (issue 19, a next tap). Landed on, it is the page's largest paint and comes at once.
  const landed = useLanded();
  const bannerNow = landed || started;
  const bannerHeld =
    bannerKnown && !bannerNow && bannerAds(config.data?.advertise, AdPosition.playPage, user.data).length > 0;

  return (
    <div className="long-video">
      <PageHeader title={data?.video.title ?? ''} className="long-video__header" />
      {missing ? (
        <div className="long-video__state">{tm('notFound')}</div>
      ) : error ? (
        <div className="long-video__state">
          <p>{tm('loadFailed')}</p>
          <button type="button" onClick={() => void refetch()}>
            {tm('retry')}
          </button>
        </div>
      ) : (
        <>
          <PlayerArea
            key={id}
            id={id}
            play={data}
            onFirstFrame={() => startTransition(() => setFramed(id))}
          />
          {/* The boundary comes with the bar: `started` turns on in a transition, which holds a
              boundary already on screen until its chunk is there (and `started`, and media/play's
              call with it) but lets a new one show its fallback. */}
          {started ? (
            <Suspense fallback={DANMAKU_BAR_SPACE}>
              <DanmakuBar key={id} videoId={id} />
            </Suspense>
          ) : (
            DANMAKU_BAR_SPACE
          )}
          {/* The play page's banner, on both tabs: drawn from the config with the screen, not once
              media/play has answered. It is the screen's largest image (Lighthouse's LCP element;
              the video's frames are not candidates), fetched first and shown without a fade-in.
              Below the details it waited for the first frame and media/play; holding just its
              cover for the first frame put the LCP back 1.3 s at 4x (docs/decisions.md). */}
          {bannerKnown && bannerNow ? (
            <AdBanner position={AdPosition.playPage} className="lld-ad-slot" priority={landed} />
          ) : bannerHeld ? (
            <div className="lld-ad-slot long-video__banner-held" style={{ aspectRatio: AD_BANNER_RATIO }} />
          ) : null}
          {!bannerKnown ? null : !detailsShown || !data ? (
            <div className="media-skeleton">
              <span className="app-shimmer" />
            </div>
          ) : (
            <>
              <TopTabBar
                className="long-video__tabs"
                tabs={[
                  { id: 'intro', name: tm('intro') },
                  { id: 'comments', name: `${tm('comments')} ${data.video.comments || ''}`.trim() },
                ]}
                activeId={tab}
                onChange={(v) => setTab(v as 'intro' | 'comments')}
              />
              {tab === 'intro' ? (
                <>
                  <VideoDesc
                    key={data.video.id}
                    video={data.video}
                    purchased={data.entitlement.reason === 'purchased'}
                  />
                  {/* The video's own action, above the related videos: they arrive later and
                      pushed it down when it sat under them. */}
                  <DownloadButton
                    kind="video"
                    id={data.video.id}
                    title={data.video.title}
                    cover={data.video.cover}
                    entitled={data.entitlement.allowed}
                  />
                  <LikeVideo id={data.video.id} enabled={started} />
                </>
              ) : (
                <Suspense fallback={<div className="media-skeleton" />}>
                  <Comments videoId={data.video.id} />
                </Suspense>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
