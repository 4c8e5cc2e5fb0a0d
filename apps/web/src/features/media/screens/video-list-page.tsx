import type { mediaCalls } from '@lld/protocol/api/calls/media';
// A page of videos from one list call (PROTOCOL §5) with an optional sort switch.
import type { VideoCard as VideoCardData } from '@lld/protocol/api/media';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { useSearchAction } from '@/components/search-entry/search-entry';
import { apiCall } from '@/lib/api/client';
import type { VideoPage } from '../api/media-api';
import { VideoCard } from '../components/video-card';
import '../components/media.css';
import type { mediaHomeCalls } from '@lld/protocol/api/calls/media-home';
import { tm } from '../i18n';

const SORTS = ['new', 'hot'] as const;

/** The list calls whose result is a page of videos (PROTOCOL §5). */
export type VideoListCall =
  | typeof mediaCalls.mediaActorDetails
  | typeof mediaCalls.mediaTagDetails
  | typeof mediaCalls.mediaTopicDetails
  | typeof mediaCalls.mediaPublished
  | typeof mediaCalls.mediaShortRecommend
  | typeof mediaHomeCalls.mediaRecommend;

export interface VideoListPageProps<R extends VideoPage> {
  title: string;
  endpoint: VideoListCall;
  params: Record<string, unknown>;
  sortable?: boolean;
  /** Rendered above the list, from the first page's response (the subject: tag, topic, actor). */
  head?: (first: R | undefined) => ReactNode;
  onFirstPage?: (r: R) => void;
  /** A word whose search results the header links to (a tag's name). */
  searchKeyword?: string;
}

export function VideoListPage<R extends VideoPage>({
  title,
  endpoint,
  params,
  sortable,
  head,
  onFirstPage,
  searchKeyword,
}: VideoListPageProps<R>) {
  const searchAction = useSearchAction(searchKeyword);
  const [sort, setSort] = useState<(typeof SORTS)[number]>('new');
  const [first, setFirst] = useState<R | undefined>(undefined);
  const all = sortable ? { ...params, sort } : params;
  return (
    <div className="media-page">
      <PageHeader title={title} right={searchAction} />
      {head?.(first)}
      {sortable ? (
        <ChoiceGroup
          className="media-sort"
          role="tab"
          options={SORTS}
          value={sort}
          onChange={setSort}
          label={(s) => tm(s === 'new' ? 'sortNew' : 'sortHot')}
        />
      ) : null}
      <PullList<VideoCardData>
        className="media-page__list media-page__grid"
        queryKey={['media', 'list', endpoint, all]}
        fetchPage={async (page, pageSize) => {
          // Every VideoListCall answers a page of videos; R names the caller's extra fields.
          const r = (await apiCall(endpoint, { ...all, page, pageSize })) as R;
          if (page === 1) {
            setFirst(r);
            onFirstPage?.(r);
          }
          return r;
        }}
        renderItem={(v, i) => <VideoCard video={v} eager={i < 4} />}
      />
    </div>
  );
}
