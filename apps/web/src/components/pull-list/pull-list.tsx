/**
 * `<PullList>`: a paged list with pull-to-refresh (head 50 px), load-more 300 px before the end,
 * page size 10 and the finished text 没有更多了 (spec §2, §9), built on TanStack
 * `useInfiniteQuery` and antd-mobile's PullToRefresh and InfiniteScroll.
 */
import { LIST_DEFAULTS } from '@lld/protocol/constants';
import type { InfiniteData } from '@tanstack/react-query';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { type Key, type ReactNode, useMemo } from 'react';
import { type ListPage, uniqueItems, usePagedQuery } from '@/lib/api/list';
import { useDeferredReady } from '@/lib/deferred-ready';
import common from '@/locales/zh-CN/common';
import { ListItems } from './list-items';
import './pull-list.css';

export type PullListPage<T> = ListPage<T>;

const byId = (item: unknown): Key => (item as { id: Key }).id;

export interface PullListProps<T> {
  /** Cache key of the whole list; include every filter the list depends on. */
  queryKey: QueryKey;
  /** Loads one page; `page` counts from 1 (PROTOCOL §5). */
  fetchPage: (page: number, pageSize: number) => Promise<PullListPage<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  /** The key of an item (the first of equal keys is shown); its `id` when left out. */
  keyOf?: (item: T, index: number) => Key;
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

/** Items with an `id` are keyed by it unless `keyOf` says otherwise; other items need `keyOf`. */
export function PullList<T extends { id: Key }>(props: PullListProps<T>): ReactNode;
export function PullList<T>(props: PullListProps<T> & Required<Pick<PullListProps<T>, 'keyOf'>>): ReactNode;
export function PullList<T>({
  queryKey,
  fetchPage,
  renderItem,
  keyOf = byId,
  empty,
  pageSize = LIST_DEFAULTS.pageSize,
  className,
  enabled = true,
  refreshable = true,
}: PullListProps<T>) {
  const queryClient = useQueryClient();
  const query = usePagedQuery(queryKey, fetchPage, { pageSize, enabled });
  const { data, status, fetchNextPage, hasNextPage, refetch } = query;
  const items = useMemo(() => uniqueItems(data?.pages, keyOf), [data, keyOf]);
  // The first page is drawn as a transition, in slices (lib/deferred-ready.ts).
  const settled = useDeferredReady(status !== 'pending');

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
  if (!settled) {
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
        <ListItems block="lld-pull-list" items={items} renderItem={renderItem} />
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
