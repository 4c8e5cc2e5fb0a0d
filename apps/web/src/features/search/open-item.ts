// Where a result opens: its detail screen (the access rules decide there, as everywhere).
import type { SearchResultKind } from '@lld/protocol/api/calls/search';
import { ROUTES, withQuery } from '@lld/protocol/routes';

export interface ResultRef {
  kind: SearchResultKind;
  id: number;
  title: string;
}

export function itemHref(item: ResultRef): string {
  switch (item.kind) {
    case 'video':
      return withQuery(ROUTES.playLongVideo, { id: item.id });
    case 'collection':
      return withQuery(ROUTES.playVideoCollection, { id: item.id });
    case 'topic':
      return withQuery(ROUTES.topicList, { id: item.id, name: item.title });
    case 'tag':
      return withQuery(ROUTES.labelPage, { id: item.id, name: item.title });
    case 'comic':
      return withQuery(ROUTES.comicDetail, { id: item.id });
    case 'novel':
      return withQuery(ROUTES.datingNovelDetail, { id: item.id });
    case 'audio':
      return withQuery(ROUTES.novelAudio, { id: item.id });
    case 'picture':
      return withQuery(ROUTES.datingPicDetail, { id: item.id });
    case 'listing':
      return withQuery(ROUTES.reservedDetail, { id: item.id });
    case 'post':
      return withQuery(ROUTES.communityPostDetail, { id: item.id });
    case 'creator':
      return withQuery(ROUTES.communityUpInfo, { id: item.id });
    case 'circle':
      return withQuery(ROUTES.circleDetail, { id: item.id });
  }
}
