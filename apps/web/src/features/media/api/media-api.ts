import { mediaCalls } from '@lld/protocol/api/calls/media';
import { mediaHomeCalls } from '@lld/protocol/api/calls/media-home';
import type { ListResult } from '@lld/protocol/api/list';
import type { VideoCard } from '@lld/protocol/api/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';
import { pageFetcher } from '@/lib/api/list';

export type VideoPage = ListResult<VideoCard>;

export const mediaKeys = {
  home: ['media', 'home'] as const,
  play: (id: number) => ['media', 'play', id] as const,
  related: (id: number) => ['media', 'related', id] as const,
  list: (name: string, params: Record<string, unknown>) => ['media', 'list', name, params] as const,
  collection: (id: number) => ['media', 'collection', id] as const,
  comments: (videoId: number) => ['comments', 'video', videoId] as const,
  history: ['media', 'history'] as const,
  favourites: (contentType: number) => ['media', 'favourites', contentType] as const,
};

export function playQueryOptions(id: number) {
  return queryOptions({
    queryKey: mediaKeys.play(id),
    queryFn: ({ signal }) => apiCall(mediaCalls.mediaPlay, { id }, { signal }),
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function usePlay(id: number, enabled = true) {
  return useQuery({ ...playQueryOptions(id), enabled: enabled && id > 0 });
}

export function useRelated(id: number, enabled = true) {
  return useQuery({
    queryKey: mediaKeys.related(id),
    queryFn: ({ signal }) => apiCall(mediaHomeCalls.mediaRecommend, { id, page: 1, pageSize: 6 }, { signal }),
    enabled: enabled && id > 0,
  });
}

export interface DetailsPage<S> extends VideoPage {
  tag?: S;
  topic?: S;
  actor?: S;
}

export function useCollection(id: number) {
  return useQuery(
    itemQuery(
      mediaKeys.collection(id),
      id,
      (signal) => apiCall(mediaCalls.mediaCollectDetails, { id }, { signal }),
      0,
    ),
  );
}

export const likeVideo = (id: number, like: boolean) => apiCall(mediaCalls.mediaLike, { id, like });
export const setFavourite = (contentType: 1 | 3, id: number, collect: boolean) =>
  apiCall(mediaCalls.collectOperate, { contentType, id, collect });
export const deleteFavourites = (contentType: 1 | 3, ids: number[]) =>
  apiCall(mediaCalls.collectDelete, { contentType, ids });
/** Saves how far a video was watched; `leaving`: the page is going away, the request outlives it. */
export const recordPosition = (id: number, position: number, leaving = false) =>
  apiCall(
    mediaCalls.mediaTrackList,
    { id, position: Math.max(0, Math.floor(position)), pageSize: 1 },
    { keepalive: leaving },
  );

export const fetchHistory = pageFetcher(mediaCalls.mediaTrackList, {});
export const fetchFavourites = (contentType: 1 | 3) => pageFetcher(mediaCalls.collectList, { contentType });
export const fetchCollections = pageFetcher(mediaCalls.mediaCollectHome, {});
