import { z } from 'zod';
import { listRequest, listResult } from './list.ts';
import { named } from './schema.ts';

/**
 * Comics (issue 6). Prices are gold in hundredths; times are UTC seconds; image paths are
 * relative to an IMAGE domain and their bytes are obfuscated (PROTOCOL §9).
 */

export const CHAPTER_ACCESS = ['free', 'vip', 'paid'] as const;
export type ChapterAccess = (typeof CHAPTER_ACCESS)[number];

export const COMIC_SORTS = ['hot', 'new', 'score'] as const;
export type ComicSort = (typeof COMIC_SORTS)[number];

const id = z.number().int().positive();

export const comicCategory = named('ComicCategory', { id, name: z.string(), comicCount: z.number().int() });
export type ComicCategory = z.infer<typeof comicCategory>;

export const comicTag = named('ComicTag', { id, name: z.string(), comicCount: z.number().int() });
export type ComicTag = z.infer<typeof comicTag>;

export const comicAuthor = named('ComicAuthor', {
  id,
  name: z.string(),
  avatar: z.string(),
  intro: z.string(),
  comicCount: z.number().int(),
});
export type ComicAuthor = z.infer<typeof comicAuthor>;

/** A comic as lists show it. */
export const comicCard = named('ComicCard', {
  id,
  title: z.string(),
  cover: z.string().describe('image path, 3:4'),
  description: z.string(),
  author: z.object({ id, name: z.string() }),
  category: z.object({ id, name: z.string() }),
  tags: z.array(z.object({ id, name: z.string() })),
  finished: z.boolean(),
  chapterCount: z.number().int(),
  latestChapterTitle: z.string(),
  views: z.number().int(),
  score: z.number().describe('0..10, one decimal'),
  updatedAt: z.number().int(),
});
export type ComicCard = z.infer<typeof comicCard>;

/** A chapter as the episode list shows it, with what the caller may do. */
export const comicChapter = named('ComicChapter', {
  id,
  comicId: id,
  index: z.number().int().positive().describe('1-based order in the comic'),
  title: z.string(),
  access: z.enum(CHAPTER_ACCESS),
  price: z.number().int().describe('list price in gold hundredths (0 for free)'),
  priceFor: z
    .number()
    .int()
    .describe('what the caller would pay now (VIP discount applied); 0 when unlocked'),
  unlocked: z.boolean().describe('the caller may read it now'),
  read: z.boolean().describe('the caller has opened it'),
  pageCount: z.number().int(),
});
export type ComicChapter = z.infer<typeof comicChapter>;

export const comicProgress = named('ComicProgress', {
  chapterId: id,
  chapterIndex: z.number().int(),
  chapterTitle: z.string(),
  page: z.number().int().min(0).describe('0-based page index reached'),
  readAt: z.number().int(),
});
export type ComicProgress = z.infer<typeof comicProgress>;

export const comicDetail = comicCard
  .extend({
    author: comicAuthor,
    firstChapterId: id.nullable(),
    progress: comicProgress.nullable().describe("the caller's last reading position, null when never read"),
    freeChapters: z.number().int(),
  })
  .meta({ id: 'ComicDetail' });
export type ComicDetail = z.infer<typeof comicDetail>;

export const comicRanking = named('ComicRanking', {
  key: z.enum(COMIC_SORTS),
  title: z.string(),
  list: z.array(comicCard),
});

export const comicHomeRequest = named('ComicHomeRequest', {});
export const comicHome = named('ComicHome', {
  categories: z.array(comicCategory),
  featured: z.array(comicCard).describe('the carousel at the top'),
  rankings: z.array(comicRanking).describe('hot, new and score rankings, 10 each'),
});
export type ComicHome = z.infer<typeof comicHome>;

export const comicCategoryRequest = listRequest
  .extend({
    categoryId: z.number().int().min(0).default(0).describe('0 for every category'),
    sort: z.enum(COMIC_SORTS).default('hot'),
    finished: z.boolean().optional(),
    vip: z.boolean().optional().describe('true: only comics with chapters for members (会员漫画)'),
  })
  .meta({ id: 'ComicCategoryRequest' });
export type ComicCategoryRequest = z.input<typeof comicCategoryRequest>;

export const comicListResult = listResult(comicCard);
export type ComicList = z.infer<typeof comicListResult>;

export const comicAuthorRequest = listRequest.extend({ authorId: id }).meta({ id: 'ComicAuthorRequest' });
export const comicAuthorResult = listResult(comicCard)
  .extend({ author: comicAuthor })
  .meta({ id: 'ComicAuthorResult' });
export type ComicAuthorResult = z.infer<typeof comicAuthorResult>;

export const comicIdRequest = named('ComicIdRequest', { id });

export const comicMaylikeRequest = named('ComicMaylikeRequest', {
  id,
  size: z.number().int().min(1).max(20).default(6),
});
export const comicMaylike = named('ComicMaylike', { list: z.array(comicCard) });

export const comicChapterRequest = listRequest
  .extend({ comicId: id, desc: z.boolean().default(false) })
  .meta({ id: 'ComicChapterRequest' });
export type ComicChapterRequest = z.input<typeof comicChapterRequest>;
export const comicChapterList = listResult(comicChapter);
export type ComicChapterList = z.infer<typeof comicChapterList>;

export const comicTagListResult = listResult(comicTag);
export const comicTagByIdRequest = listRequest
  .extend({ tagId: id, sort: z.enum(COMIC_SORTS).default('hot') })
  .meta({ id: 'ComicTagByIdRequest' });
export const comicTagByIdResult = listResult(comicCard)
  .extend({ tag: comicTag })
  .meta({ id: 'ComicTagByIdResult' });

export const chapterIdRequest = named('ChapterIdRequest', { chapterId: id });

export const comicPayResult = named('ComicPayResult', {
  chapterId: id,
  charged: z.number().int().describe('gold hundredths charged by this call (0 when already owned)'),
  balance: z.number().int().describe('gold balance afterwards, hundredths'),
  alreadyOwned: z.boolean(),
});
export type ComicPayResult = z.infer<typeof comicPayResult>;

export const ACCESS_REASONS = ['free', 'vip', 'purchased', 'needs_vip', 'needs_purchase'] as const;

/** Whether the caller may open a chapter now, why, and what it would cost (gold hundredths). */
export const chapterAccessFields = {
  allowed: z.boolean(),
  reason: z.enum(ACCESS_REASONS),
  access: z.enum(CHAPTER_ACCESS),
  price: z.number().int(),
  priceFor: z.number().int(),
};

export const comicIsLook = named('ComicIsLook', {
  chapterId: id,
  comicId: id,
  ...chapterAccessFields,
  balance: z.number().int().describe("the caller's gold, hundredths"),
});
export type ComicIsLook = z.infer<typeof comicIsLook>;

export const comicPic = named('ComicPic', {
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const comicPicsRequest = named('ComicPicsRequest', {
  chapterId: id,
  preview: z.boolean().default(false).describe('prefetch: do not record history'),
});
export const comicPics = named('ComicPics', {
  chapter: comicChapter,
  comic: z.object({ id, title: z.string(), chapterCount: z.number().int() }),
  pics: z.array(comicPic),
  prev: comicChapter.nullable(),
  next: comicChapter.nullable(),
});
export type ComicPics = z.infer<typeof comicPics>;

export const comicTrackRequest = named('ComicTrackRequest', {
  chapterId: id,
  page: z.number().int().min(0).max(10_000),
});
export const comicTrackResult = z.object({ ok: z.literal(true) });

export const comicTrackItem = named('ComicTrackItem', { comic: comicCard, progress: comicProgress });
export type ComicTrackItem = z.infer<typeof comicTrackItem>;
export const comicTrackList = listResult(comicTrackItem);
