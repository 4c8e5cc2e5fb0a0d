import { ROUTES, withQuery } from '@lld/protocol/routes';

/** The novel detail, or its reader at a chapter. */
export const novelHref = (id: number, chapterId?: number) =>
  withQuery(ROUTES.datingNovelDetail, { id, chapterId });

/** The audio player of a book, optionally at a track. */
export const audioHref = (id: number, chapterId?: number) => withQuery(ROUTES.novelAudio, { id, chapterId });
