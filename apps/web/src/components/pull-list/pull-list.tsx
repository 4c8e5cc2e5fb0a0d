/**
 * `<PullList>`: a paged list with pull-to-refresh (head 50 px), load-more 300 px before the end,
 * page size 10 and the finished text 没有更多了 (spec §2, §9), built on TanStack
 * `useInfiniteQuery` and antd-mobile's PullToRefresh and InfiniteScroll.
 */
import { LIST_DEFAULTS } from '@lld/protocol/constants';
import type { InfiniteData } from '@tanstack/react-query';
import { type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { type Key, type ReactNode, useMemo } from 'react';
import common from '@/locales/zh-CN/common';
import './pull-list.css';

export interface PullListPage<T> {
  list: T[];
  hasMore: boolean;
}

export interface PullListProps<T> {
  /** Cache key of the whole list; include every filter the list depends on. */
  queryKey: QueryKey;
  /** Loads one page; `page` counts from 1 (PROTOCOL §5). */
  fetchPage: (page: number, pageSize: number) => Promise<PullListPage<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T, index: number) => Key;
  /** Shown when the first page is empty. */
  empty?: ReactNode;
  pageSize?: number;
  className?: string;
  /** Off: no request is made (e.g. until a filter is chosen). */
  enabled?: boolean;
  /** Turn pull-to-refresh off (a list inside another scroller that refreshes). */
  refreshable?: boolean;
}

type Pages<T> = InfiniteData<PullListPage<T>, number>;

export function PullList<T>({
  queryKey,
  fetchPage,
  renderItem,
  keyOf,
  empty,
  pageSize = LIST_DEFAULTS.pageSize,
  className,
  enabled = true,
  refreshable = true,
}: PullListProps<T>) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    initialPageParam: LIST_DEFAULTS.firstPage as number,
    getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
    enabled,
  });
  const { data, status, fetchNextPage, hasNextPage, refetch } = query;

  // Pages can overlap when items are added meanwhile: keep the first copy of each key.
  const items = useMemo(() => {
    const seen = new Set<Key>();
    const out: Array<{ item: T; key: Key }> = [];
    for (const page of data?.pages ?? []) {
      for (const item of page.list) {
        const key = keyOf(item, out.length);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ item, key });
      }
    }
    return out;
  }, [data, keyOf]);

  const refresh = async () => {
    // Start again from page 1 only, instead of refetching every page loaded so far.
    queryClient.setQueryData<Pages<T>>(queryKey, (old) =>
      old ? { pages: old.pages.slice(0, 1), pageParams: old.pageParams.slice(0, 1) } : old,
    );
    await refetch();
  };

  const loadMore = async () => {
    await fetchNextPage({ throwOnError: true });
  };

  let body: ReactNode;
  if (status === 'pending') {
    body = (
      <div className="lld-pull-list__state" role="status">
        <span>{common.loading}</span>
        <DotLoading />
      </div>
    );
  } else if (status === 'error' && !data) {
    body = (
      <div className="lld-pull-list__state lld-pull-list__state--error" role="alert">
        <span>{common.loadFailed}</span>
        <button type="button" className="lld-pull-list__retry" onClick={() => void refetch()}>
          {common.retry}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = empty ?? <div className="lld-pull-list__state lld-pull-list__state--empty">{common.empty}</div>;
  } else {
    body = (
      <>
        <div className="lld-pull-list__items">
          {items.map(({ item, key }, index) => (
            <div className="lld-pull-list__item" key={key}>
              {renderItem(item, index)}
            </div>
          ))}
        </div>
        <InfiniteScroll loadMore={loadMore} hasMore={hasNextPage} threshold={LIST_DEFAULTS.loadOffset}>
          {(more, failed, retry) => (
            <div className="lld-pull-list__footer">
              {!more ? (
                <span>{common.noMore}</span>
              ) : failed ? (
                <>
                  <span>{common.loadFailed}</span>
                  <button type="button" className="lld-pull-list__retry" onClick={retry}>
                    {common.retry}
                  </button>
                </>
              ) : (
                <>
                  <span>{common.loading}</span>
                  <DotLoading />
                </>
              )}
            </div>
          )}
        </InfiniteScroll>
      </>
    );
  }

  const classes = className ? `lld-pull-list ${className}` : 'lld-pull-list';
  if (!refreshable) return <div className={classes}>{body}</div>;
  return (
    <div className={classes}>
      <PullToRefresh
        onRefresh={refresh}
        headHeight={LIST_DEFAULTS.pullRefreshHeadHeight}
        pullingText={common.pullToRefresh}
        canReleaseText={common.canRelease}
        refreshingText={common.refreshing}
        completeText={common.refreshed}
      >
        {body}
      </PullToRefresh>
    </div>
  );
}
