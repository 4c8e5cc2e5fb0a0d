// /community (kept alive): categories of config communityCategory as top tabs (after 关注),
// circles strip, and a feed per tab with pull-to-refresh and load-more.

import type { PostItem } from '@lld/protocol/api/community';
import { href, ROUTES } from '@lld/protocol/routes';
import { AdPosition } from '@lld/protocol/tables';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdBanner } from '@/components/ads/ad-banner';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PullList } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { useAppConfig } from '@/lib/session/api/get-config';
import { useCircles } from './api/circles';
import { fetchPosts, type PostListFilter, postKeys } from './api/posts';
import { PostCard } from './components/post-card';
import './community.css';
import './community-screen.css';
import { SearchEntry } from '@/components/search-entry/search-entry';
import { tCommunity } from './i18n';

const FOLLOWING = -1;

/** The circles row's place while its call is out, so the feed drawn under it does not move. */
function CirclesSkeleton() {
  return (
    <div className="cm-circles" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div className="cm-circles__slot" key={i}>
          <div className="cm-circles__cover app-shimmer" />
          <div className="cm-circles__name-line app-shimmer" />
        </div>
      ))}
    </div>
  );
}

function Circles() {
  const navigate = useNavigate();
  const { data, isPending } = useCircles();
  if (isPending) return <CirclesSkeleton />;
  if (!data?.list.length) return null;
  return (
    <section className="cm-circles" aria-label={tCommunity('circles')}>
      {data.list.map((c) => (
        <button
          type="button"
          key={c.id}
          className="cm-circles__item"
          onClick={() => navigate(href.circleDetail(c.id))}
        >
          <LazyImage src={c.cover} ratio={1} alt="" />
          <span>{c.name}</span>
        </button>
      ))}
    </section>
  );
}

export function Feed({ filter, empty }: { filter: PostListFilter; empty?: string }) {
  return (
    <PullList<PostItem>
      queryKey={postKeys.list(filter)}
      fetchPage={(page, size) => fetchPosts(filter, page, size)}
      renderItem={(p) => <PostCard post={p} />}
      empty={<p className="cm-empty">{empty ?? tCommunity('emptyFeed')}</p>}
    />
  );
}

export default function CommunityScreen() {
  const navigate = useNavigate();
  const { data: config } = useAppConfig();
  const categories = [...(config?.communityCategory ?? [])].sort((a, b) => a.sort - b.sort);
  const tabs = [
    { id: FOLLOWING, name: tCommunity('following') },
    ...categories.map((c) => ({ id: c.id, name: c.name })),
  ];
  // Until the user picks a tab, the first category is shown (the config may arrive later).
  const [active, setActive] = useState<number | null>(null);
  const activeId =
    active !== null && tabs.some((x) => x.id === active) ? active : (categories[0]?.id ?? null);

  return (
    <div className="cm-screen">
      <div className="cm-sticky">
        <header className="cm-top">
          <h1 className="cm-top__title">{tCommunity('title')}</h1>
          <div className="cm-top__actions">
            <SearchEntry />
            <button type="button" onClick={() => navigate(ROUTES.upRank)}>
              {tCommunity('rank')}
            </button>
            <button type="button" className="is-primary" onClick={() => navigate(ROUTES.communityPublish)}>
              + {tCommunity('publish')}
            </button>
          </div>
        </header>
        {/* Laid out as a scrolling bar even before the config's categories arrive: a lone 关注
            sharing the width sat in the middle and jumped to the left when they came. */}
        <TopTabBar
          tabs={tabs}
          activeId={activeId ?? FOLLOWING}
          onChange={(id) => setActive(Number(id))}
          swipeThreshold={0}
          className="cm-tabs"
          label={tCommunity('title')}
        />
      </div>
      <AdBanner position={AdPosition.communityBanner} className="lld-ad-slot" priority />
      {activeId === categories[0]?.id ? <Circles /> : null}
      <div className="cm-feed">
        {activeId === FOLLOWING ? (
          <Feed key="following" filter={{ following: true }} empty={tCommunity('emptyFollowing')} />
        ) : activeId !== null ? (
          <Feed key={activeId} filter={{ categoryId: activeId }} />
        ) : null}
      </div>
    </div>
  );
}
