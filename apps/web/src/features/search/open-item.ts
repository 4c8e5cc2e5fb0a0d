// Where a result opens: its detail screen (the access rules decide there, as everywhere).
import type { SearchResultKind } from '@lld/protocol/api/calls/search';
import { ROUTES, type RoutePath, withQuery } from '@lld/protocol/routes';

export interface ResultRef {
  kind: SearchResultKind;
  id: number;
  title: string;
}

/** The detail screen of each kind of result (topics and tags also take the name). */
const DETAIL: Record<SearchResultKind, RoutePath> = {
  video: ROUTES.playLongVideo,
  collection: ROUTES.playVideoCollection,
  topic: ROUTES.topicList,
  tag: ROUTES.labelPage,
  comic: ROUTES.comicDetail,
  novel: ROUTES.datingNovelDetail,
  audio: ROUTES.novelAudio,
  picture: ROUTES.datingPicDetail,
  listing: ROUTES.reservedDetail,
  post: ROUTES.communityPostDetail,
  creator: ROUTES.communityUpInfo,
  circle: ROUTES.circleDetail,
};

export function itemHref(item: ResultRef): string {
  const named = item.kind === 'topic' || item.kind === 'tag';
  return withQuery(DETAIL[item.kind], named ? { id: item.id, name: item.title } : { id: item.id });
}
