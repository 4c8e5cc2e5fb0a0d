// /homePage/Comic: featured carousel, category tabs, the three rankings (人气 / 更新 / 好评)
// and the comics of the chosen category in a paged grid. One request (comics/home) fills the
// first screen; the grid pages through comics/category.

import type { ComicCard, ComicSort } from '@lld/protocol/api/comics';
import { href } from '@lld/protocol/routes';
import { AdPosition } from '@lld/protocol/tables';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdBanner } from '@/components/ads/ad-banner';
import { Carousel } from '@/components/carousel/carousel';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { Pending } from '@/components/load-failed/load-failed';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { ContentList } from '@/features/reading/gallery/components/content-list';
import { BookList } from '@/features/reading/novels/components/book-list';
import { t } from '@/locales';
import { useComicHome } from './api/get-comic-home';
import { type ComicListFilter, getComicCategory } from './api/get-comic-list';
import { comicKeys } from './api/keys';
import { ComicGridCard, ComicRankRow } from './components/comic-card';
import './comics.css';
import './comic-home-screen.css';
import { useSearchAction } from '@/components/search-entry/search-entry';
import { tComics, tGallery, tNovels } from '../i18n';

function Featured({ list }: { list: ComicCard[] }) {
  // The first cover with the first screen; the others as soon as it has shown (or failed), so each
  // is there before its slide comes in: a clipped slide's lazy load began only as it slid in, and it
  // slid in fading. Not all at once from the start, where they would compete with the first screen's.
  const [firstShown, setFirstShown] = useState(false);
  const shown = () => setFirstShown(true);
  return (
    <Carousel
      className="comic-home__featured"
      items={list}
      keyOf={(c) => c.id}
      renderItem={(c, i) => (
        <Link to={href.comicDetail(c.id)} className="comic-featured">
          <div className="comic-featured__cover">
            <LazyImage
              src={c.cover}
              alt={c.title}
              ratio={3 / 4}
              eager={i === 0 || firstShown}
              onLoad={i === 0 ? shown : undefined}
              onError={i === 0 ? shown : undefined}
            />
          </div>
          <div className="comic-featured__body">
            <div className="comic-featured__title">{c.title}</div>
            <div className="comic-featured__tags">{c.tags.map((x) => x.name).join(' · ')}</div>
            <p className="comic-featured__desc">{c.description}</p>
            <span className="comic-featured__score">{tComics('score', { score: c.score.toFixed(1) })}</span>
          </div>
        </Link>
      )}
    />
  );
}

const SORTS = ['hot', 'new', 'score'] as const;
const SORT_LABEL = { hot: 'sortHot', new: 'sortNew', score: 'sortScore' } as const;

/** The paged grid of comics under a filter (a category and sort, or the members' comics). */
function ComicGrid({ filter }: { filter: ComicListFilter }) {
  return (
    <PullList
      className="comic-grid"
      queryKey={comicKeys.list(filter)}
      fetchPage={(page, pageSize) => getComicCategory(filter, page, pageSize)}
      renderItem={(c) => <ComicGridCard comic={c} />}
      refreshable={false}
    />
  );
}

function Rankings({ rankings }: { rankings: Array<{ key: ComicSort; title: string; list: ComicCard[] }> }) {
  const [key, setKey] = useState<ComicSort>('hot');
  const current = rankings.find((r) => r.key === key) ?? rankings[0];
  if (!current) return null;
  return (
    <section className="app-card comic-home__rankings" aria-label={tComics('rankings')}>
      <div className="comic-section-head">
        <h2>{tComics('rankings')}</h2>
        <ChoiceGroup
          className="comic-chips"
          role="tab"
          choiceClassName="comic-chip"
          options={rankings}
          value={current}
          onChange={(r) => setKey(r.key)}
          label={(r) => r.title}
          keyOf={(r) => r.key}
        />
      </div>
      <ol className="comic-rank-list">
        {current.list.slice(0, 5).map((c, i) => (
          <li key={c.id}>
            <ComicRankRow comic={c} rank={i + 1} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function HomeSkeleton() {
  return (
    <div className="comic-home__skeleton" aria-busy="true" aria-label={t('common.loading')}>
      <div className="comic-skel-banner app-shimmer" />
      <div className="comic-skel-row app-shimmer" />
      <div className="comic-skel-row app-shimmer" />
      <div className="comic-skel-row app-shimmer" />
    </div>
  );
}

/** The reading hub's channels: comics here, novels and audio books from the novels feature. */
const CHANNELS = [
  { id: 'comics', name: tComics('homeTitle') },
  { id: 'novel', name: tNovels('novels') },
  { id: 'audio', name: tNovels('audio') },
  { id: 'pictures', name: tGallery('pictures') },
  { id: 'reserved', name: tGallery('reserved') },
] as const;
type ChannelId = (typeof CHANNELS)[number]['id'];

export default function ComicHomeScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const searchAction = useSearchAction();
  if (params.get('vip') === '1') return <VipComics />;
  const channel: ChannelId = CHANNELS.find((c) => c.id === tab)?.id ?? 'comics';
  const header = (
    <>
      <PageHeader
        title={CHANNELS.find((c) => c.id === channel)?.name ?? tComics('homeTitle')}
        right={searchAction}
      />
      <TopTabBar
        className="comic-home__channels"
        tabs={CHANNELS}
        activeId={channel}
        onChange={(id) => setParams(id === 'comics' ? {} : { tab: id }, { replace: true })}
        label={tComics('homeTitle')}
      />
    </>
  );
  if (channel !== 'comics')
    return (
      <div className="comic-home">
        {header}
        {channel === 'novel' || channel === 'audio' ? (
          <BookList kind={channel === 'novel' ? 'text' : 'audio'} />
        ) : (
          <ContentList type={channel === 'pictures' ? 7 : 8} />
        )}
      </div>
    );
  return <ComicChannel header={header} />;
}

/** /homePage/Comic?vip=1: the comics with chapters for members (the home 会员漫画 entry). */
function VipComics() {
  return (
    <div className="comic-home comic-home--vip">
      <PageHeader title={tComics('vipComics')} />
      <p className="comic-home__vip-hint">{tComics('vipComicsHint')}</p>
      <ComicGrid filter={{ categoryId: 0, sort: 'hot', vip: true }} />
    </div>
  );
}

function ComicChannel({ header }: { header: ReactNode }) {
  const home = useComicHome();
  const [categoryId, setCategoryId] = useState(0);
  const [sort, setSort] = useState<ComicSort>('hot');
  const data = home.data;
  const tabs = [
    { id: 0, name: tComics('all') },
    ...(data?.categories ?? []).map((c) => ({ id: c.id, name: c.name })),
  ];

  return (
    <div className="comic-home">
      {header}
      <AdBanner position={AdPosition.comicBanner} className="lld-ad-slot" />
      {data ? (
        <>
          {data.featured.length ? <Featured list={data.featured} /> : null}
          <Rankings rankings={data.rankings} />
          <section className="comic-home__browse">
            <TopTabBar
              tabs={tabs}
              activeId={categoryId}
              onChange={setCategoryId}
              label={tComics('homeTitle')}
            />
            <ChoiceGroup
              className="comic-sorts"
              role="button"
              choiceClassName="comic-chip"
              options={SORTS}
              value={sort}
              onChange={setSort}
              label={(s) => tComics(SORT_LABEL[s])}
            />
            <ComicGrid filter={{ categoryId, sort }} />
          </section>
        </>
      ) : (
        <Pending query={home} className="comic-error">
          <HomeSkeleton />
        </Pending>
      )}
    </div>
  );
}
