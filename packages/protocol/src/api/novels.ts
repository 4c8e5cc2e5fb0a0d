import { z } from 'zod';
import { CHAPTER_ACCESS, chapterAccessFields } from './comics.ts';
import { purchaseOutcomeFields } from './fields.ts';
import { listRequest, listResult } from './list.ts';
import { named } from './schema.ts';

/**
 * Novels (text chapters) and audio books (tracks), issue 6. They share one model: a book of
 * kind `text` or `audio` with ordered chapters, each free / vip / paid (gold hundredths).
 */

export const BOOK_KINDS = ['text', 'audio'] as const;
export type BookKind = (typeof BOOK_KINDS)[number];

const id = z.number().int().positive();

export const bookCard = named('BookCard', {
  id,
  kind: z.enum(BOOK_KINDS),
  title: z.string(),
  cover: z.string().describe('image path, 3:4'),
  author: z.string(),
  narrator: z.string().describe('audio books: who reads it; "" for text'),
  category: z.string(),
  description: z.string(),
  finished: z.boolean(),
  chapterCount: z.number().int(),
  words: z.number().int().describe('text: total characters; audio: 0'),
  duration: z.number().int().describe('audio: total seconds; text: 0'),
  views: z.number().int(),
  score: z.number(),
  updatedAt: z.number().int(),
});
export type BookCard = z.infer<typeof bookCard>;

export const bookChapter = named('BookChapter', {
  id,
  bookId: id,
  index: z.number().int().positive(),
  title: z.string(),
  access: z.enum(CHAPTER_ACCESS),
  price: z.number().int(),
  priceFor: z.number().int(),
  unlocked: z.boolean(),
  words: z.number().int(),
  duration: z.number().int().describe('seconds, audio tracks'),
});
export type BookChapter = z.infer<typeof bookChapter>;

export const bookProgress = named('BookProgress', {
  chapterId: id,
  chapterIndex: z.number().int(),
  chapterTitle: z.string(),
  position: z.number().min(0).describe('text: fraction 0..1 of the chapter read; audio: seconds'),
  readAt: z.number().int(),
});
export type BookProgress = z.infer<typeof bookProgress>;

export const bookListRequest = listRequest
  .extend({ kind: z.enum(BOOK_KINDS).default('text') })
  .meta({ id: 'BookListRequest' });
export const bookList = listResult(bookCard);

export const bookDetailRequest = named('BookDetailRequest', { id });
export const bookDetail = named('BookDetail', {
  book: bookCard,
  chapters: z.array(bookChapter).describe('every chapter in order (books run to a few hundred)'),
  progress: bookProgress.nullable(),
});
export type BookDetail = z.infer<typeof bookDetail>;

export const bookChapterRequest = named('BookChapterRequest', { chapterId: id });
export const bookChapterContent = named('BookChapterContent', {
  chapter: bookChapter,
  book: z.object({
    id,
    kind: z.enum(BOOK_KINDS),
    title: z.string(),
    cover: z.string(),
    author: z.string(),
  }),
  paragraphs: z.array(z.string()).describe('text chapters; [] for audio'),
  audio: z.string().describe('audio tracks: file path on an MP4 domain; "" for text'),
  prev: bookChapter.nullable(),
  next: bookChapter.nullable(),
});
export type BookChapterContent = z.infer<typeof bookChapterContent>;

export const bookIsLook = named('BookIsLook', {
  chapterId: id,
  ...chapterAccessFields,
  balance: z.number().int(),
});
export type BookIsLook = z.infer<typeof bookIsLook>;

export const bookPayResult = named('BookPayResult', {
  chapterId: id,
  ...purchaseOutcomeFields,
});

export const bookTrackRequest = named('BookTrackRequest', {
  chapterId: id,
  position: z.number().min(0).max(100_000),
});
export const bookTrackResult = z.object({ ok: z.literal(true) });
