// /subpage/result?keyword= (kept alive): tabs by kind, filters that fit the tab, paged lists
// with the query's words marked, and an empty state with the tab's most popular items and what
// others search.
import { SEARCH_TABS, type SearchTab } from '@lld/protocol/api/calls/search';
import type { SearchItem } from '@lld/protocol/api/search';
import { formatDuration } from '@lld/protocol/format';
import { ROUTES, withQuery } from '@lld/protocol/routes';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ChoiceGroup, type ChoiceGroupProps } from '@/components/choice-group/choice-group';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useBackAction } from '@/components/page-header/back-action';
import { PullList } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { fetchResults, searchKeys, useRecommendations } from './api';
import { Highlight } from './highlight';
import { searchHistory } from './history';
import { tSearch } from './i18n';
import { itemHref } from './open-item';
import { SearchHead } from './search-head';
import { HotList } from './search-screen';
import './search.css';

type Access = 'all' | 'free' | 'vip' | 'paid';
type Sort = 'relevance' | 'newest' | 'popular';

/** Tabs whose items have a price or membership lock get the access filter. */
const LOCKABLE: ReadonlySet<SearchTab> = new Set([
  'all',
  'video',
  'comic',
  'novel',
  'audio',
  'picture',
  'post',
]);
const ACCESS: readonly Access[] = ['all', 'free', 'vip', 'paid'];
/** Posts are free or paid: no membership lock, so no VIP chip. */
const accessFor = (tab: SearchTab): readonly Access[] =>
  tab === 'post' ? ACCESS.filter((a) => a !== 'vip') : ACCESS;
const SORTS: readonly Sort[] = ['relevance', 'newest', 'popular'];

function isTab(v: string | null): v is SearchTab {
  return v !== null && (SEARCH_TABS as readonly string[]).includes(v);
}

function meta(item: SearchItem): string {
  const e = item.extra;
  const n = (k: string) => Number(e[k] ?? 0);
  switch (item.kind) {
    case 'video':
      return n('duration') ? formatDuration(n('duration')) : '';
    case 'collection':
      return tSearch('episodes', { n: n('count') });
    case 'comic':
      return [
        tSearch('by', { name: String(e.author ?? '') }),
        tSearch('chapters', { n: n('chapters') }),
      ].join(' · ');
    case 'novel':
      return tSearch('by', { name: String(e.author ?? '') });
    case 'audio':
      return e.narrator
        ? tSearch('narrator', { name: String(e.narrator) })
        : tSearch('by', { name: String(e.author ?? '') });
    case 'picture':
    case 'listing':
      return [e.city ? String(e.city) : '', tSearch('pictures', { n: n('pictures') })]
        .filter(Boolean)
        .join(' · ');
    case 'post':
      return String(e.author ?? '');
    case 'creator':
      return [tSearch('posts', { n: n('posts') }), tSearch('followers', { n: n('followers') })].join(' · ');
    case 'circle':
      return tSearch('posts', { n: n('posts') });
    case 'tag':
      return tSearch('videos', { n: n('videos') });
    default:
      return '';
  }
}

function Lock({ item }: { item: SearchItem }) {
  if (item.access === 'free') return null;
  return (
    <span className={`search-lock is-${item.access}`}>
      {item.access === 'vip' ? tSearch('access.vip') : tSearch('access.paid')}
    </span>
  );
}

function ResultCard({
  item,
  words,
  onOpen,
}: {
  item: SearchItem;
  words: readonly string[];
  onOpen: () => void;
}) {
  const round = item.kind === 'creator';
  return (
    <button type="button" className={`search-card is-${item.kind}`} onClick={onOpen}>
      <div className={round ? 'search-card__avatar' : 'search-card__cover'}>
        {item.cover ? (
          <LazyImage src={item.cover} alt="" ratio={round ? 1 : 4 / 3} />
        ) : (
          <span className="search-card__glyph">#</span>
        )}
        <Lock item={item} />
      </div>
      <div className="search-card__body">
        <div className="search-card__title">
          <Highlight text={item.title} words={words} />
        </div>
        {item.subtitle && item.subtitle !== item.title ? (
          <div className="search-card__sub">
            <Highlight text={item.subtitle} words={words} />
          </div>
        ) : null}
        <div className="search-card__meta">
          <span className="search-card__kind">{tSearch(`kind.${item.kind}`)}</span>
          <span>{meta(item)}</span>
          {item.tags.slice(0, 3).map((tag) => (
            <span key={tag} className="search-card__tag">
              <Highlight text={tag} words={words} />
            </span>
          ))}
        </div>
      </div>
    </button>
  );
}

/** Nothing found: the tab's most popular items. */
function Recommended({ tab, onOpen }: { tab: SearchTab; onOpen: (item: SearchItem) => void }) {
  const list = useRecommendations(tab).data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="search-recommend" aria-label={tSearch('recommendItems')}>
      <h2 className="search-empty__head">{tSearch('recommendItems')}</h2>
      {list.map((item) => (
        <ResultCard key={`${item.kind}${item.id}`} item={item} words={NO_WORDS} onOpen={() => onOpen(item)} />
      ))}
    </section>
  );
}
const NO_WORDS: readonly string[] = [];

/** One row of the filters under the tabs (access, sort). */
function Filter<V extends string>(props: Omit<ChoiceGroupProps<V>, 'role' | 'className'>) {
  return <ChoiceGroup className="search-filter" role="radio" {...props} />;
}

export default function ResultScreen() {
  const navigate = useNavigate();
  const back = useBackAction();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const tabParam = params.get('tab');
  const tab: SearchTab = isTab(tabParam) ? tabParam : 'all';
  const [access, setAccess] = useState<Access>('all');
  const [sort, setSort] = useState<Sort>('relevance');
  const [text, setText] = useState(keyword);
  const [words, setWords] = useState<readonly string[]>([]);

  // A new keyword (this screen is kept alive): show it, start from 综合's defaults.
  useEffect(() => {
    setText(keyword);
    setAccess('all');
    setSort('relevance');
  }, [keyword]);

  const submit = (value: string) => {
    const word = value.trim();
    if (!word) return;
    searchHistory.add(word);
    navigate(withQuery(ROUTES.searchResult, { keyword: word }), { replace: true });
  };
  const setTab = (next: SearchTab) => {
    const p = new URLSearchParams(params);
    if (next === 'all') p.delete('tab');
    else p.set('tab', next);
    setParams(p, { replace: true });
  };

  const filters = {
    keyword,
    tab,
    access: LOCKABLE.has(tab) && accessFor(tab).includes(access) ? access : 'all',
    sort,
  } as const;
  const fetchPage = fetchResults(filters);

  return (
    <div className="search-result">
      <SearchHead value={text} onChange={setText} onSubmit={submit} onBack={back} />
      <TopTabBar
        tabs={SEARCH_TABS.map((id) => ({ id, name: tSearch(`tab.${id}`) }))}
        activeId={tab}
        onChange={setTab}
        className="search-tabs"
      />
      <div className="search-filters">
        {LOCKABLE.has(tab) ? (
          <Filter
            options={accessFor(tab)}
            value={filters.access}
            onChange={setAccess}
            label={(v) => tSearch(`access.${v}`)}
          />
        ) : null}
        <Filter options={SORTS} value={sort} onChange={setSort} label={(v) => tSearch(`sort.${v}`)} />
      </div>
      {keyword ? (
        <PullList<SearchItem>
          key={`${keyword}|${tab}`}
          className="search-list"
          queryKey={searchKeys.details(filters)}
          fetchPage={async (page, size) => {
            const r = await fetchPage(page, size);
            if (page === 1) setWords(r.words);
            return r;
          }}
          keyOf={(item) => `${item.kind}${item.id}`}
          renderItem={(item) => (
            <ResultCard item={item} words={words} onOpen={() => navigate(itemHref(item))} />
          )}
          empty={
            <div className="search-empty">
              <p className="search-empty__title">{tSearch('empty', { keyword })}</p>
              <p className="search-empty__hint">{tSearch('emptyHint')}</p>
              <Recommended tab={tab} onOpen={(item) => navigate(itemHref(item))} />
              <h2 className="search-empty__head">{tSearch('recommend')}</h2>
              <HotList onPick={submit} />
            </div>
          }
        />
      ) : null}
    </div>
  );
}
