import type { ComicSort } from '@lld/protocol/api/comics';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  comicAuthors,
  comicCategories,
  comicChapterReads,
  comicChapters,
  comicPages,
  comicProgress,
  comics,
  comicTagLinks,
  comicTags,
} from './comics.schema.ts';

export type ComicRow = typeof comics.$inferSelect & { authorName: string; categoryName: string };
export type ChapterRow = typeof comicChapters.$inferSelect;

const ORDER: Record<ComicSort, SQL[]> = {
  hot: [desc(comics.views), desc(comics.id)],
  new: [desc(comics.updatedAt), desc(comics.id)],
  score: [desc(comics.score), desc(comics.views), desc(comics.id)],
};

/** Queries of the comics module; every list is one query plus one for the tags of its page. */
export class ComicsRepository {
  constructor(private readonly db: Executor) {}

  /** Comics with author and category names; `limit + 1` rows tell whether more exist. */
  async comics(opts: { where?: SQL | undefined; sort: ComicSort; limit: number; offset?: number }) {
    return this.db
      .select({
        comic: comics,
        authorName: comicAuthors.name,
        categoryName: comicCategories.name,
      })
      .from(comics)
      .innerJoin(comicAuthors, eq(comicAuthors.id, comics.authorId))
      .innerJoin(comicCategories, eq(comicCategories.id, comics.categoryId))
      .where(and(eq(comics.published, 1), opts.where))
      .orderBy(...ORDER[opts.sort])
      .limit(opts.limit)
      .offset(opts.offset ?? 0)
      .then((rows) =>
        rows.map((r): ComicRow => ({ ...r.comic, authorName: r.authorName, categoryName: r.categoryName })),
      );
  }

  async exists(id: number, db: Executor = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: comics.id })
      .from(comics)
      .where(and(eq(comics.id, id), eq(comics.published, 1)));
    return row !== undefined;
  }

  async tagsOf(comicIds: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
    const out = new Map<number, Array<{ id: number; name: string }>>();
    if (comicIds.length === 0) return out;
    const rows = await this.db
      .select({ comicId: comicTagLinks.comicId, id: comicTags.id, name: comicTags.name })
      .from(comicTagLinks)
      .innerJoin(comicTags, eq(comicTags.id, comicTagLinks.tagId))
      .where(inArray(comicTagLinks.comicId, comicIds))
      .orderBy(asc(comicTags.id));
    for (const r of rows) {
      const list = out.get(r.comicId) ?? [];
      list.push({ id: r.id, name: r.name });
      out.set(r.comicId, list);
    }
    return out;
  }

  withId(id: number): SQL {
    return eq(comics.id, id);
  }

  withIds(ids: number[]): SQL {
    return inArray(comics.id, ids);
  }

  byAuthor(authorId: number): SQL {
    return eq(comics.authorId, authorId);
  }

  inCategory(categoryId: number): SQL | undefined {
    return categoryId > 0 ? eq(comics.categoryId, categoryId) : undefined;
  }

  /** Comics with at least one chapter for members (the 会员漫画 list). */
  withVipChapters(): SQL {
    return inArray(
      comics.id,
      this.db
        .select({ id: comicChapters.comicId })
        .from(comicChapters)
        .where(eq(comicChapters.access, 'vip')),
    );
  }

  withTag(tagId: number): SQL {
    return inArray(
      comics.id,
      this.db.select({ id: comicTagLinks.comicId }).from(comicTagLinks).where(eq(comicTagLinks.tagId, tagId)),
    );
  }

  /** Same category or sharing a tag, not the comic itself. */
  alike(comic: { id: number; categoryId: number }): SQL {
    const tagIds = this.db
      .select({ id: comicTagLinks.tagId })
      .from(comicTagLinks)
      .where(eq(comicTagLinks.comicId, comic.id));
    const sharing = this.db
      .select({ id: comicTagLinks.comicId })
      .from(comicTagLinks)
      .where(inArray(comicTagLinks.tagId, tagIds));
    return and(
      ne(comics.id, comic.id),
      sql`(${comics.categoryId} = ${comic.categoryId} or ${comics.id} in ${sharing})`,
    ) as SQL;
  }

  async categories() {
    return this.db
      .select({ id: comicCategories.id, name: comicCategories.name, comicCount: count(comics.id) })
      .from(comicCategories)
      .leftJoin(comics, and(eq(comics.categoryId, comicCategories.id), eq(comics.published, 1)))
      .groupBy(comicCategories.id)
      .orderBy(asc(comicCategories.sort), asc(comicCategories.id));
  }

  async tags(limit: number, offset: number) {
    return this.db
      .select({ id: comicTags.id, name: comicTags.name, comicCount: count(comicTagLinks.comicId) })
      .from(comicTags)
      .leftJoin(comicTagLinks, eq(comicTagLinks.tagId, comicTags.id))
      .groupBy(comicTags.id)
      .orderBy(desc(count(comicTagLinks.comicId)), asc(comicTags.id))
      .limit(limit)
      .offset(offset);
  }

  async tag(id: number) {
    const [row] = await this.db
      .select({ id: comicTags.id, name: comicTags.name, comicCount: count(comicTagLinks.comicId) })
      .from(comicTags)
      .leftJoin(comicTagLinks, eq(comicTagLinks.tagId, comicTags.id))
      .where(eq(comicTags.id, id))
      .groupBy(comicTags.id);
    return row ?? null;
  }

  async author(id: number) {
    const [row] = await this.db
      .select({
        id: comicAuthors.id,
        name: comicAuthors.name,
        avatar: comicAuthors.avatar,
        intro: comicAuthors.intro,
        comicCount: sql<number>`(select count(*)::int from comics c where c.author_id = ${id} and c.published = 1)`,
      })
      .from(comicAuthors)
      .where(eq(comicAuthors.id, id));
    return row ?? null;
  }

  async chapters(comicId: number, opts: { desc: boolean; limit: number; offset: number }) {
    return this.db
      .select()
      .from(comicChapters)
      .where(eq(comicChapters.comicId, comicId))
      .orderBy(opts.desc ? desc(comicChapters.index) : asc(comicChapters.index))
      .limit(opts.limit)
      .offset(opts.offset);
  }

  /** A chapter of a published comic (an unpublished comic's chapters are not in the app). */
  async chapter(id: number): Promise<ChapterRow | null> {
    const [row] = await this.db
      .select({ ch: comicChapters })
      .from(comicChapters)
      .innerJoin(comics, and(eq(comics.id, comicChapters.comicId), eq(comics.published, 1)))
      .where(eq(comicChapters.id, id));
    return row?.ch ?? null;
  }

  async chapterAt(comicId: number, index: number): Promise<ChapterRow | null> {
    const [row] = await this.db
      .select()
      .from(comicChapters)
      .where(and(eq(comicChapters.comicId, comicId), eq(comicChapters.index, index)));
    return row ?? null;
  }

  /** The chapter before and after `index`, in one query. */
  async neighbours(comicId: number, index: number): Promise<ChapterRow[]> {
    return this.db
      .select()
      .from(comicChapters)
      .where(and(eq(comicChapters.comicId, comicId), inArray(comicChapters.index, [index - 1, index + 1])))
      .orderBy(asc(comicChapters.index));
  }

  async firstChapterId(comicId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: comicChapters.id })
      .from(comicChapters)
      .where(eq(comicChapters.comicId, comicId))
      .orderBy(asc(comicChapters.index))
      .limit(1);
    return row?.id ?? null;
  }

  async freeChapters(comicId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(comicChapters)
      .where(and(eq(comicChapters.comicId, comicId), eq(comicChapters.access, 'free')));
    return row?.n ?? 0;
  }

  async pages(chapterId: number) {
    return this.db
      .select({ url: comicPages.path, width: comicPages.width, height: comicPages.height })
      .from(comicPages)
      .where(eq(comicPages.chapterId, chapterId))
      .orderBy(asc(comicPages.index));
  }

  async readChapterIds(userId: number, comicId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ id: comicChapterReads.chapterId })
      .from(comicChapterReads)
      .where(and(eq(comicChapterReads.userId, userId), eq(comicChapterReads.comicId, comicId)));
    return new Set(rows.map((r) => r.id));
  }

  /** Marks a chapter read and moves the comic's progress to it (page 0 unless given). */
  /**
   * Records that the user read `chapter` at `page`. `page: 'opened'` (the chapter's pages were
   * fetched) moves the position to the chapter's first page only when it was in another chapter:
   * opening the chapter one is reading again (a reload, a refetch) must not undo a later save of
   * a page in it, whichever of the two requests the server handles last.
   */
  async recordRead(userId: number, chapter: ChapterRow, page: number | 'opened'): Promise<void> {
    await this.db
      .insert(comicChapterReads)
      .values({ userId, chapterId: chapter.id, comicId: chapter.comicId })
      .onConflictDoUpdate({
        target: [comicChapterReads.userId, comicChapterReads.chapterId],
        set: { readAt: sql`now()` },
      });
    await this.db
      .insert(comicProgress)
      .values({ userId, comicId: chapter.comicId, chapterId: chapter.id, page: page === 'opened' ? 0 : page })
      .onConflictDoUpdate({
        target: [comicProgress.userId, comicProgress.comicId],
        set: {
          chapterId: chapter.id,
          page:
            page === 'opened'
              ? sql`case when ${comicProgress.chapterId} = ${chapter.id} then ${comicProgress.page} else 0 end`
              : page,
          readAt: sql`now()`,
        },
      });
  }

  async countView(comicId: number): Promise<void> {
    await this.db
      .update(comics)
      .set({ views: sql`${comics.views} + 1` })
      .where(eq(comics.id, comicId));
  }

  /** Reading positions, each with its chapter's index and title. */
  #positions() {
    return this.db
      .select({
        comicId: comicProgress.comicId,
        chapterId: comicProgress.chapterId,
        page: comicProgress.page,
        readAt: comicProgress.readAt,
        chapterIndex: comicChapters.index,
        chapterTitle: comicChapters.title,
      })
      .from(comicProgress)
      .innerJoin(comicChapters, eq(comicChapters.id, comicProgress.chapterId));
  }

  async progress(userId: number, comicId: number) {
    const [row] = await this.#positions().where(
      and(eq(comicProgress.userId, userId), eq(comicProgress.comicId, comicId)),
    );
    return row ?? null;
  }

  async history(userId: number, limit: number, offset: number) {
    return this.#positions()
      .where(eq(comicProgress.userId, userId))
      .orderBy(desc(comicProgress.readAt), desc(comicProgress.comicId))
      .limit(limit)
      .offset(offset);
  }
}
