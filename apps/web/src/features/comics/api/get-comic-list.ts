/** POST comics/category and comics/author: pages of comics for PullList. */
import type { ComicAuthorResult, ComicList, ComicSort } from '@lld/protocol/api/comics';
import { apiCall } from '@/lib/api/client';

export interface ComicListFilter {
  categoryId: number;
  sort: ComicSort;
}

export function getComicCategory(
  filter: ComicListFilter,
  page: number,
  pageSize: number,
): Promise<ComicList> {
  return apiCall<ComicList>('comics/category', { ...filter, page, pageSize });
}

export function getComicAuthor(authorId: number, page: number, pageSize: number): Promise<ComicAuthorResult> {
  return apiCall<ComicAuthorResult>('comics/author', { authorId, page, pageSize });
}
