// The home screen's long-video part (spec §2 home): hot tags, topic sections drawn by their
// layout, collections and the endless "guess you like" feed (media/recommend).

import { mediaHomeCalls } from '@lld/protocol/api/calls/media-home';
import type { HomeSection, VideoCard as VideoCardData } from '@lld/protocol/api/media';
import { ROUTES, withQuery } from '@lld/protocol/routes';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { WhenNear } from '@/components/when-near/when-near';
import { pageFetcher } from '@/lib/api/list';
import { useDeferredReady } from '@/lib/deferred-ready';
import { queryClient } from '@/lib/query-client';
import { homeQueryOptions, useMediaHome } from '../api/home-api';
import { tm } from '../i18n';
import { preloadPlayerWhenIdle } from '../player/preload';
import { FeedList } from './feed-list';
import { CollectionTile, TagLinks, VideoCard, VideoGrid } from './video-card';
import './home-sections.css';

function SectionHead({ title, to }: { title: string; to?: string }) {
  return (
    <div className="media-section__head">
      <h2 className="media-section__title">{title}</h2>
      {to ? (
        <Link className="media-section__more" to={to}>
          {tm('more')}
        </Link>
      ) : null}
    </div>
  );
}

function Section({ section, first }: { section: HomeSection; first: boolean }) {
  const more = withQuery(ROUTES.topicList, { id: section.id, name: section.name });
  const [head, ...rest] = section.videos;
  return (
    <section className="media-section" data-section={section.id}>
      <SectionHead title={section.name} to={more} />
      {section.layout === 'scroll' ? (
        <div className="media-scroll">
          {section.videos.map((v) => (
            <VideoCard key={v.id} video={v} />
          ))}
        </div>
      ) : section.layout === 'big' && head ? (
        <>
          <div className="media-section__big">
            <VideoCard video={head} variant="big" eager={first} />
          </div>
          <VideoGrid videos={rest.slice(0, 4)} eager={first ? 2 : 0} />
        </>
      ) : (
        <VideoGrid videos={section.videos.slice(0, 6)} />
      )}
    </section>
  );
}

const fetchFeed = pageFetcher(mediaHomeCalls.mediaRecommend, {});

// This chunk is loaded by the home screen as it starts: ask for the sections at once.
if (typeof window !== 'undefined') void queryClient.prefetchQuery(homeQueryOptions()).catch(() => {});

export function HomeSections() {
  const { data, isPending } = useMediaHome();
  // The sections are drawn as a transition, in slices (lib/deferred-ready.ts).
  const settled = useDeferredReady(!isPending);
  // The videos are on screen: the player's code loads while home is idle (player/preload.ts).
  const shown = data !== undefined;
  useEffect(() => {
    if (shown) return preloadPlayerWhenIdle();
  }, [shown]);
  if (!settled) {
    return (
      <div className="media-skeleton" aria-hidden="true">
        <span className="app-shimmer" />
      </div>
    );
  }
  return (
    <div className="media-home">
      {data && data.hotTags.length > 0 ? (
        <section className="media-section">
          <SectionHead title={tm('hotTags')} />
          <TagLinks tags={data.hotTags} className="media-tags" />
        </section>
      ) : null}
      {/* The first section is built with the screen; the rest as the reader scrolls to them
          (components/when-near): each stand-in about as tall as its section. */}
      {data?.sections.map((s, i) =>
        i === 0 ? (
          <Section key={s.id} section={s} first />
        ) : (
          <WhenNear key={s.id} className={`media-section-pending is-${s.layout}`}>
            <Section section={s} first={false} />
          </WhenNear>
        ),
      )}
      {data && data.collections.length > 0 ? (
        <WhenNear className="media-section-pending is-collections">
          <section className="media-section">
            <SectionHead title={tm('collections')} to={withQuery(ROUTES.morePage, { type: 'collections' })} />
            <div className="media-scroll is-collections">
              {data.collections.map((c) => (
                <CollectionTile key={c.id} collection={c} />
              ))}
            </div>
          </section>
        </WhenNear>
      ) : null}
      {/* Its first page is asked for once the reader comes near it. */}
      <WhenNear className="media-section-pending is-feed">
        <section className="media-section media-feed">
          <SectionHead title={tm('guessYouLike')} />
          <FeedList<VideoCardData>
            queryKey={['media', 'feed']}
            fetchPage={fetchFeed}
            keyOf={(v) => v.id}
            renderItem={(v) => <VideoCard video={v} />}
            className="media-feed__list"
          />
        </section>
      </WhenNear>
    </div>
  );
}
