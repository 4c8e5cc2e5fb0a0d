/** POST comics/category and comics/author: pages of comics for PullList. */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import type { ComicAuthorResult, ComicList } from '@lld/protocol/api/comics';
import { apiCall, type CallBody } from '@/lib/api/client';

/** The filters of comics/category (its request without paging). */
export type ComicListFilter = Omit<CallBody<typeof comicsCalls.comicsCategory>, 'page' | 'pageSize'>;

export function getComicCategory(
  filter: ComicListFilter,
  page: number,
  pageSize: number,
): Promise<ComicList> {
  return apiCall(comicsCalls.comicsCategory, { ...filter, page, pageSize });
}

export function getComicAuthor(authorId: number, page: number, pageSize: number): Promise<ComicAuthorResult> {
  return apiCall(comicsCalls.comicsAuthor, { authorId, page, pageSize });
}
