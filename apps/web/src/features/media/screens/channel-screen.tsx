// /lld, the long-video channel (issue 22): 精选 (the sections of media/home), 片库 with filters
// (地区 类型 年份 资费 最新/最热, media/filter), 排行榜 (日榜/周榜/月榜 from real daily views,
// media/rank), 合集 (media/collect/home) and 专题 (media/topic/list), each with its 更多 page.
// `?index=` picks the tab (the read_lld_home link opens index 2: the charts).

import { mediaCalls } from '@lld/protocol/api/calls/media';
import type {
  FilterRequest,
  RankedVideo,
  RankPeriod,
  TopicCard,
  VideoCard as VideoCardData,
} from '@lld/protocol/api/media';
import { formatCount } from '@lld/protocol/format';
import { ROUTES, withQuery } from '@lld/protocol/routes';
import { AdPosition } from '@lld/protocol/tables';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdBanner } from '@/components/ads/ad-banner';
import { ChoiceButtons, ChoiceGroup } from '@/components/choice-group/choice-group';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PullList } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { apiCall } from '@/lib/api/client';
import { CollectionList } from '../components/collection-list';
import { HomeSections } from '../components/home-sections';
import { VideoCard } from '../components/video-card';
import { type MediaKey, tm } from '../i18n';
import '../components/media.css';
import './channel-screen.css';
import { SearchEntry } from '@/components/search-entry/search-entry';

const TABS = [
  { id: 0, name: tm('tabFeatured') },
  { id: 1, name: tm('tabLibrary') },
  { id: 2, name: tm('tabRank') },
  { id: 3, name: tm('tabCollections') },
  { id: 4, name: tm('tabTopics') },
] as const;
type TabId = (typeof TABS)[number]['id'];

function tabOf(index: string | null): TabId {
  const n = Number(index);
  return (TABS.find((t) => t.id === n)?.id ?? 0) as TabId;
}

/** One row of filter chips; `null` is 全部. */
function ChipRow<V extends string | number>({
  label,
  options,
  value,
  onChange,
  allLabel = tm('any'),
  withAll = true,
}: {
  label: string;
  options: ReadonlyArray<{ value: V; name: string }>;
  value: V | null;
  onChange: (v: V | null) => void;
  allLabel?: string;
  withAll?: boolean;
}) {
  const chips: Array<{ value: V | null; name: string }> = withAll
    ? [{ value: null, name: allLabel }, ...options]
    : [...options];
  return (
    <div className="lld-filter__row" role="radiogroup" aria-label={label}>
      <span className="lld-filter__label">{label}</span>
      <div className="lld-filter__chips">
        <ChoiceButtons
          role="radio"
          choiceClassName="lld-chip"
          options={chips}
          value={chips.find((c) => c.value === value)}
          onChange={(c) => onChange(c.value)}
          label={(c) => c.name}
          keyOf={(c) => String(c.value)}
        />
      </div>
    </div>
  );
}

const PRICES: ReadonlyArray<{ value: 'free' | 'vip' | 'paid'; name: string }> = [
  { value: 'free', name: tm('priceFree') },
  { value: 'vip', name: tm('priceVip') },
  { value: 'paid', name: tm('pricePaid') },
];
const SORTS: ReadonlyArray<{ value: 'new' | 'hot'; name: string }> = [
  { value: 'new', name: tm('sortNew') },
  { value: 'hot', name: tm('sortHot') },
];

function Library() {
  const options = useQuery({
    queryKey: ['media', 'filter-options'],
    queryFn: ({ signal }) => apiCall(mediaCalls.mediaFilterOptions, {}, { signal }),
    staleTime: 5 * 60_000,
  });
  const [region, setRegion] = useState<string | null>(null);
  const [tagId, setTagId] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [price, setPrice] = useState<'free' | 'vip' | 'paid' | null>(null);
  const [sort, setSort] = useState<'new' | 'hot'>('new');
  const filter: FilterRequest = {
    ...(region ? { region } : {}),
    ...(tagId ? { tagId } : {}),
    ...(year ? { year } : {}),
    price: price ?? 'all',
    sort,
  };
  const o = options.data;
  return (
    <div className="lld-library">
      <div className="lld-filter">
        <ChipRow
          label={tm('filterRegion')}
          options={(o?.regions ?? []).map((r) => ({ value: r, name: r }))}
          value={region}
          onChange={setRegion}
        />
        <ChipRow
          label={tm('filterType')}
          options={(o?.types ?? []).map((t) => ({ value: t.id, name: t.name }))}
          value={tagId}
          onChange={setTagId}
        />
        <ChipRow
          label={tm('filterYear')}
          options={(o?.years ?? []).map((y) => ({ value: y, name: String(y) }))}
          value={year}
          onChange={setYear}
        />
        <ChipRow label={tm('filterPrice')} options={PRICES} value={price} onChange={setPrice} />
        <ChipRow
          label={tm('filterSort')}
          options={SORTS}
          value={sort}
          onChange={(v) => setSort(v ?? 'new')}
          withAll={false}
        />
      </div>
      <PullList<VideoCardData>
        className="media-page__list media-page__grid lld-library__list"
        queryKey={['media', 'filter', filter]}
        fetchPage={(page, pageSize) => apiCall(mediaCalls.mediaFilter, { ...filter, page, pageSize })}
        renderItem={(v, i) => <VideoCard video={v} eager={i < 4} />}
        empty={<p className="lld-empty">{tm('noMatch')}</p>}
        refreshable={false}
      />
    </div>
  );
}

const PERIODS: ReadonlyArray<{ value: RankPeriod; key: MediaKey }> = [
  { value: 'day', key: 'rankDay' },
  { value: 'week', key: 'rankWeek' },
  { value: 'month', key: 'rankMonth' },
];

function Charts() {
  const [period, setPeriod] = useState<RankPeriod>('day');
  return (
    <div className="lld-rank">
      <ChoiceGroup
        className="lld-rank__periods"
        role="tab"
        choiceClassName="lld-chip"
        options={PERIODS}
        value={PERIODS.find((p) => p.value === period)}
        onChange={(p) => setPeriod(p.value)}
        label={(p) => tm(p.key)}
        keyOf={(p) => p.value}
      />
      <PullList<RankedVideo>
        className="lld-rank__list"
        queryKey={['media', 'rank', period]}
        fetchPage={(page, pageSize) => apiCall(mediaCalls.mediaRank, { period, page, pageSize })}
        renderItem={(v, i) => (
          <div className="lld-rank__row" data-rank={i + 1}>
            <span className={`lld-rank__no${i < 3 ? ` is-top is-top-${i + 1}` : ''}`}>{i + 1}</span>
            <VideoCard
              video={v}
              variant="row"
              eager={i < 4}
              extra={
                <span className="lld-rank__views">
                  {tm('periodViews', { count: formatCount(v.periodViews) })}
                </span>
              }
            />
          </div>
        )}
        refreshable={false}
      />
    </div>
  );
}

function Topics() {
  return (
    <PullList<TopicCard>
      className="lld-topics"
      queryKey={['media', 'topics']}
      fetchPage={(page, pageSize) => apiCall(mediaCalls.mediaTopicList, { page, pageSize })}
      renderItem={(t, i) => (
        <Link className="lld-topic" to={withQuery(ROUTES.topicList, { id: t.id, name: t.name })}>
          <LazyImage src={t.cover} alt={t.name} ratio={750 / 300} eager={i < 2} />
          <span className="lld-topic__text">
            <strong>{t.name}</strong>
            <span>{t.description}</span>
            <em>{tm('topicVideos', { count: t.videoCount })}</em>
          </span>
        </Link>
      )}
      refreshable={false}
    />
  );
}

export default function ChannelScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('index'));
  return (
    <div className="lld-channel" data-tab={tab}>
      <header className="lld-channel__head">
        <h1 className="lld-channel__title">{tm('channelTitle')}</h1>
        <SearchEntry className="lld-channel__search" />
        <TopTabBar
          className="lld-channel__tabs"
          tabs={TABS}
          activeId={tab}
          onChange={(id) => setParams(id === 0 ? {} : { index: String(id) }, { replace: true })}
          label={tm('channelTitle')}
        />
      </header>
      {tab === 0 ? (
        <>
          <AdBanner position={AdPosition.longVideoBanner} className="lld-ad-slot" />
          <HomeSections />
        </>
      ) : null}
      {tab === 1 ? <Library /> : null}
      {tab === 2 ? <Charts /> : null}
      {tab === 3 ? <CollectionList refreshable={false} /> : null}
      {tab === 4 ? <Topics /> : null}
    </div>
  );
}
