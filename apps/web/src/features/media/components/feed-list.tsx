// The home feed: an endless list of videos (PROTOCOL §5 pages of 10, next page 300 px before
// the end, 没有更多了 at the end) built on an IntersectionObserver instead of PullList, whose
// pull-to-refresh brings react-spring and use-gesture (≈28 KB gzip) into the home route.
import type { ListResult } from '@lld/protocol/api/list';
import { LIST_DEFAULTS } from '@lld/protocol/constants';
import type { QueryKey } from '@tanstack/react-query';
import { type Key, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ListItems } from '@/components/pull-list/list-items';
import { uniqueItems, usePagedQuery } from '@/lib/api/list';
import { useDeferredReady } from '@/lib/deferred-ready';
import { t } from '@/locales';
import './feed-list.css';

export interface FeedListProps<T> {
  queryKey: QueryKey;
  fetchPage: (page: number, pageSize: number) => Promise<ListResult<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => Key;
  className?: string;
}

const NO_ITEMS: never[] = [];

export function FeedList<T>({ queryKey, fetchPage, renderItem, keyOf, className }: FeedListProps<T>) {
  const query = usePagedQuery(queryKey, fetchPage);
  const { data, status, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError, refetch } =
    query;
  const sentinel = useRef<HTMLDivElement>(null);
  const items = useMemo(() => uniqueItems(data?.pages, keyOf), [data, keyOf]);
  // The first page is drawn as a transition, in slices (lib/deferred-ready.ts).
  const settled = useDeferredReady(status !== 'pending');

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${LIST_DEFAULTS.loadOffset}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  let footer: ReactNode;
  if (!settled || isFetchingNextPage) footer = <span>{t('common.loading')}</span>;
  else if (status === 'error' || isFetchNextPageError)
    footer = (
      <>
        <span>{t('common.loadFailed')}</span>
        <button
          type="button"
          className="lld-pull-list__retry"
          onClick={() => void (data ? fetchNextPage() : refetch())}
        >
          {t('common.retry')}
        </button>
      </>
    );
  else if (!hasNextPage) footer = <span>{items.length === 0 ? t('common.empty') : t('common.noMore')}</span>;

  return (
    <div className={className ? `feed-list ${className}` : 'feed-list'}>
      <ListItems block="feed-list" items={settled ? items : NO_ITEMS} renderItem={renderItem} />
      <div ref={sentinel} className="feed-list__footer" role="status">
        {footer}
      </div>
    </div>
  );
}
