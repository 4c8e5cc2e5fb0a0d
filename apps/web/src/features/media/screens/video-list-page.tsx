// A page of videos from one list call (PROTOCOL §5) with an optional sort switch.
import type { VideoCard as VideoCardData } from '@lld/protocol/api/media';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { apiCall } from '@/lib/api/client';
import type { VideoPage } from '../api/media-api';
import { VideoCard } from '../components/video-card';
import '../components/media.css';
import { tm } from '../i18n';

export interface VideoListPageProps<R extends VideoPage> {
  title: string;
  endpoint: string;
  params: Record<string, unknown>;
  sortable?: boolean;
  /** Rendered above the list, from the first page's response (the subject: tag, topic, actor). */
  head?: (first: R | undefined) => ReactNode;
  onFirstPage?: (r: R) => void;
}

export function VideoListPage<R extends VideoPage>({
  title,
  endpoint,
  params,
  sortable,
  head,
  onFirstPage,
}: VideoListPageProps<R>) {
  const [sort, setSort] = useState<'new' | 'hot'>('new');
  const [first, setFirst] = useState<R | undefined>(undefined);
  const all = sortable ? { ...params, sort } : params;
  return (
    <div className="media-page">
      <PageHeader title={title} />
      {head?.(first)}
      {sortable ? (
        <div className="media-sort" role="tablist">
          {(['new', 'hot'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === sort}
              className={s === sort ? 'is-active' : ''}
              onClick={() => setSort(s)}
            >
              {s === 'new' ? tm('sortNew') : tm('sortHot')}
            </button>
          ))}
        </div>
      ) : null}
      <PullList<VideoCardData>
        className="media-page__list media-page__grid"
        queryKey={['media', 'list', endpoint, all]}
        fetchPage={async (page, pageSize) => {
          const r = await apiCall<R>(endpoint, { ...all, page, pageSize });
          if (page === 1) {
            setFirst(r);
            onFirstPage?.(r);
          }
          return r;
        }}
        keyOf={(v) => v.id}
        renderItem={(v, i) => <VideoCard video={v} eager={i < 4} />}
      />
    </div>
  );
}

export function useIdParam(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
