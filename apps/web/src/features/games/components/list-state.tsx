// A games list while it cannot show yet: 加载失败 · 点击重试 when its query failed, a shimmering
// placeholder while it loads, its empty text when there is nothing; the list itself otherwise.
import type { ReactNode } from 'react';
import { tGames } from '../i18n';

interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export function ListState<T extends { list: readonly unknown[] }>({
  query,
  skeleton,
  empty,
  children,
}: {
  query: ListQuery<T>;
  /** The placeholder's class (its size). */
  skeleton: string;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { data, isError, refetch } = query;
  if (isError)
    return (
      <button type="button" className="gm-retry" onClick={() => void refetch()}>
        {tGames('loadFailed')} · {tGames('retry')}
      </button>
    );
  if (!data) return <div className={`${skeleton} app-shimmer`} aria-busy="true" />;
  if (data.list.length === 0) return <p className="gm-empty">{empty}</p>;
  return children(data);
}
