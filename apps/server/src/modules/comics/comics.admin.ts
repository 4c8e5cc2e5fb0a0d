import type {
  AdminChapter,
  AdminComic,
  AdminImage,
  adminChapterInput,
  adminChapterPatch,
  adminComicInput,
  adminComicPatch,
} from '@lld/protocol/api/content-admin';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.ts';
import { seconds } from '../../db/columns.ts';
import type { Database, Executor } from '../../db/database.ts';
import { linkedNames } from '../../db/linked-names.ts';
import { lockRow, rowById, updateRow } from '../../db/rows.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { dropStoredFile, readAppImage, readCover, replaceCover } from '../../http/admin-images.ts';
import { idOrTitle } from '../../http/admin-search.ts';
import { AppError } from '../../http/app-error.ts';
import { accessAfter } from '../../http/gold-items.ts';
import { fetchPage } from '../../http/paging.ts';
import type { ImageJobs } from '../upload/image.service.ts';
import {
  comicAuthors,
  comicCategories,
  comicChapters,
  comicPages,
  comics,
  comicTagLinks,
  comicTags,
} from './comics.schema.ts';

/** Pages are phone-width pictures; a long strip may be tall. Covers are 3:4. */

export interface ComicsAdminDeps {
  db: Database;
  storage: Storage;
  imageKey: string;
  events: DomainEventBus;
  /** Pictures re-encoded off the request path (the job worker). */
  images: Pick<ImageJobs, 'store'>;
}

/**
 * Moves the rows of `table` under `parent` whose `index` is above `removed` one place down, in
 * two steps (through negative indexes), so the unique (parent, index) never sees two rows at once.
 */
async function closeGap(tx: Executor, table: 'comic_pages' | 'comic_chapters', parent: SQL, removed: number) {
  const t = sql.identifier(table);
  await tx.execute(sql`update ${t} set index = -index - 1 where ${parent} and index > ${removed}`);
  await tx.execute(sql`update ${t} set index = -index - 2 where ${parent} and index < 0`);
}

/**
 * The console's side of comics (issue 17): comics in any state, their chapters (free, VIP or
 * paid) and page images, uploaded one at a time and stored obfuscated like the demo pages. A new
 * comic is a draft (`published = 0`) until an operator publishes it; the search index follows
 * through its triggers, told at once by `content.changed`.
 */
export class ComicsAdmin {
  constructor(private readonly d: ComicsAdminDeps) {}

  // Comics ------------------------------------------------------------------------------

  async list(q: { q: string; page: number; pageSize: number }) {
    const page = await fetchPage(
      this.d.db
        .select({ id: comics.id })
        .from(comics)
        .where(idOrTitle(comics.id, comics.title, q.q))
        .orderBy(desc(comics.id)),
      q,
    );
    return { ...page, list: await this.#comics(page.list.map((r) => r.id)) };
  }

  async comic(id: number): Promise<AdminComic> {
    const [c] = await this.#comics([id]);
    if (!c) throw AppError.notFound('no such comic');
    return c;
  }

  async #comics(ids: number[]): Promise<AdminComic[]> {
    if (ids.length === 0) return [];
    const rows = await this.d.db
      .select({
        c: comics,
        author: comicAuthors.name,
        category: comicCategories.name,
        tags: linkedNames({
          tags: comicTags,
          links: comicTagLinks,
          owner: comicTagLinks.comicId,
          of: comics.id,
          orderBy: comicTags.id,
        }),
      })
      .from(comics)
      .innerJoin(comicAuthors, eq(comicAuthors.id, comics.authorId))
      .innerJoin(comicCategories, eq(comicCategories.id, comics.categoryId))
      .where(inArray(comics.id, ids));
    const byId = new Map(
      rows.map(({ c, author, category, tags }) => [
        c.id,
        {
          id: c.id,
          title: c.title,
          description: c.description,
          author,
          category,
          tags: tags ?? [],
          finished: c.finished === 1,
          published: c.published === 1,
          chapterCount: c.chapterCount,
          latestChapterTitle: c.latestChapterTitle,
          views: c.views,
          hasCover: c.cover !== '',
          createdAt: seconds(c.createdAt),
          updatedAt: seconds(c.updatedAt),
        } satisfies AdminComic,
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The categories an operator picks from (a new name makes one). */
  async categories() {
    return this.d.db
      .select({ id: comicCategories.id, name: comicCategories.name })
      .from(comicCategories)
      .orderBy(asc(comicCategories.sort), asc(comicCategories.id));
  }

  /** The id of the author or category with this name, made when there is none. */
  async #named(tx: Executor, table: typeof comicAuthors | typeof comicCategories, name: string) {
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.name, name)).limit(1);
    if (found) return found.id;
    const [made] = await tx.insert(table).values({ name }).returning({ id: table.id });
    return made!.id;
  }

  async #setTags(tx: Executor, comicId: number, names: string[]) {
    await tx.delete(comicTagLinks).where(eq(comicTagLinks.comicId, comicId));
    const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
    if (unique.length === 0) return;
    await tx
      .insert(comicTags)
      .values(unique.map((name) => ({ name })))
      .onConflictDoNothing();
    const tags = await tx.select({ id: comicTags.id }).from(comicTags).where(inArray(comicTags.name, unique));
    await tx.insert(comicTagLinks).values(tags.map((t) => ({ comicId, tagId: t.id })));
  }

  /** A new comic, a draft until published. */
  async create(input: z.output<typeof adminComicInput>): Promise<AdminComic> {
    const id = await this.d.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(comics)
        .values({
          title: input.title,
          description: input.description,
          authorId: await this.#named(tx, comicAuthors, input.author),
          categoryId: await this.#named(tx, comicCategories, input.category),
          finished: input.finished ? 1 : 0,
          published: 0,
        })
        .returning({ id: comics.id });
      await this.#setTags(tx, row!.id, input.tags);
      return row!.id;
    });
    return this.#changed(id);
  }

  async patch(id: number, p: z.output<typeof adminComicPatch>): Promise<AdminComic> {
    await this.d.db.transaction(async (tx) => {
      const values = {
        ...(p.title !== undefined ? { title: p.title } : {}),
        ...(p.description !== undefined ? { description: p.description } : {}),
        ...(p.finished !== undefined ? { finished: p.finished ? 1 : 0 } : {}),
        ...(p.author !== undefined ? { authorId: await this.#named(tx, comicAuthors, p.author) } : {}),
        ...(p.category !== undefined
          ? { categoryId: await this.#named(tx, comicCategories, p.category) }
          : {}),
      };
      await updateRow(tx, comics, id, values, 'comic');
      if (p.tags) await this.#setTags(tx, id, p.tags);
    });
    return this.#changed(id);
  }

  /** Publishes (a comic with at least one chapter of pages) or unpublishes. */
  async setPublished(id: number, published: boolean): Promise<AdminComic> {
    if (published) {
      const [pages] = await this.d.db
        .select({ n: count() })
        .from(comicPages)
        .innerJoin(comicChapters, eq(comicChapters.id, comicPages.chapterId))
        .where(eq(comicChapters.comicId, id));
      if (!pages?.n) {
        await this.comic(id);
        throw AppError.invalid('published', 'add a chapter with pages first');
      }
    }
    await updateRow(this.d.db, comics, id, { published: published ? 1 : 0 }, 'comic');
    return this.#changed(id);
  }

  async setCover(id: number, bytes: Uint8Array): Promise<AdminComic> {
    await replaceCover(this.d, comics, { id, bytes, profile: 'comicCover', missing: 'no such comic' });
    return this.#changed(id);
  }

  cover(id: number): Promise<Uint8Array | null> {
    return readCover(this.d, comics, id);
  }

  // Chapters ----------------------------------------------------------------------------

  async chapters(comicId: number): Promise<AdminChapter[]> {
    await this.comic(comicId);
    const rows = await this.d.db
      .select()
      .from(comicChapters)
      .where(eq(comicChapters.comicId, comicId))
      .orderBy(asc(comicChapters.index));
    return rows.map(toChapter);
  }

  #chapterRow(exec: Executor, id: number) {
    return rowById(exec, comicChapters, id, 'chapter');
  }

  /** Adds a chapter after the last one. */
  async addChapter(comicId: number, input: z.output<typeof adminChapterInput>): Promise<AdminChapter> {
    const row = await this.d.db.transaction(async (tx) => {
      // One add at a time per comic: the next index is read under the comic's row lock.
      await lockRow(tx, comics, comicId, 'comic');
      const [last] = await tx
        .select({ index: sql<number>`coalesce(max(${comicChapters.index}), 0)::int` })
        .from(comicChapters)
        .where(eq(comicChapters.comicId, comicId));
      const [made] = await tx
        .insert(comicChapters)
        .values({
          comicId,
          index: (last?.index ?? 0) + 1,
          title: input.title,
          access: input.access,
          price: input.access === 'free' ? 0 : input.price,
        })
        .returning();
      await this.#syncComic(tx, comicId, true);
      return made!;
    });
    await this.#changed(comicId);
    return toChapter(row);
  }

  async patchChapter(id: number, p: z.output<typeof adminChapterPatch>): Promise<AdminChapter> {
    const row = await this.d.db.transaction(async (tx) => {
      const ch = await this.#chapterRow(tx, id);
      const { access, price } = accessAfter(ch, p, 'chapter');
      const [saved] = await tx
        .update(comicChapters)
        .set({ ...(p.title !== undefined ? { title: p.title } : {}), access, price })
        .where(eq(comicChapters.id, id))
        .returning();
      await this.#syncComic(tx, ch.comicId, false);
      return saved!;
    });
    await this.#changed(row.comicId);
    return toChapter(row);
  }

  /** Deletes a chapter with its pages; the chapters after it move up one place. */
  async deleteChapter(id: number): Promise<{ id: number }> {
    const { comicId, paths } = await this.d.db.transaction(async (tx) => {
      const ch = await this.#chapterRow(tx, id);
      await tx.select({ id: comics.id }).from(comics).where(eq(comics.id, ch.comicId)).for('update');
      const pages = await tx
        .select({ path: comicPages.path })
        .from(comicPages)
        .where(eq(comicPages.chapterId, id));
      await tx.delete(comicChapters).where(eq(comicChapters.id, id));
      await closeGap(tx, 'comic_chapters', sql`comic_id = ${ch.comicId}`, ch.index);
      await this.#syncComic(tx, ch.comicId, false);
      return { comicId: ch.comicId, paths: pages.map((p) => p.path) };
    });
    for (const path of paths) await dropStoredFile(this.d.storage, path);
    await this.#changed(comicId);
    return { id };
  }

  /** The comic's chapter count and latest chapter title from its chapters (and `updated_at` when new). */
  async #syncComic(tx: Executor, comicId: number, touched: boolean) {
    await tx.execute(sql`update comics set
      chapter_count = (select count(*) from comic_chapters where comic_id = ${comicId}),
      latest_chapter_title = coalesce((select title from comic_chapters where comic_id = ${comicId} order by index desc limit 1), '')
      ${touched ? sql`, updated_at = now()` : sql``}
      where id = ${comicId}`);
  }

  // Pages -------------------------------------------------------------------------------

  async pages(chapterId: number): Promise<AdminImage[]> {
    await this.#chapterRow(this.d.db, chapterId);
    return this.d.db
      .select({ index: comicPages.index, width: comicPages.width, height: comicPages.height })
      .from(comicPages)
      .where(eq(comicPages.chapterId, chapterId))
      .orderBy(asc(comicPages.index));
  }

  /** Adds an uploaded picture as the chapter's next page. */
  async addPage(chapterId: number, bytes: Uint8Array): Promise<AdminImage[]> {
    const ch = await this.#chapterRow(this.d.db, chapterId);
    const image = await this.d.images.store(bytes, 'comicPage');
    try {
      await this.d.db.transaction(async (tx) => {
        await lockRow(tx, comicChapters, chapterId, 'chapter');
        const [n] = await tx
          .select({ n: count() })
          .from(comicPages)
          .where(eq(comicPages.chapterId, chapterId));
        await tx.insert(comicPages).values({
          chapterId,
          index: n?.n ?? 0,
          path: image.path,
          width: image.width,
          height: image.height,
        });
        await this.#syncPages(tx, chapterId);
      });
    } catch (err) {
      await dropStoredFile(this.d.storage, image.path);
      throw err;
    }
    await this.#changed(ch.comicId);
    return this.pages(chapterId);
  }

  async page(chapterId: number, index: number): Promise<Uint8Array | null> {
    const [row] = await this.d.db
      .select({ path: comicPages.path })
      .from(comicPages)
      .where(and(eq(comicPages.chapterId, chapterId), eq(comicPages.index, index)));
    return row ? readAppImage(this.d, row.path) : null;
  }

  /** Removes one page; the pages after it move up. */
  async deletePage(chapterId: number, index: number): Promise<AdminImage[]> {
    const path = await this.d.db.transaction(async (tx) => {
      await tx
        .select({ id: comicChapters.id })
        .from(comicChapters)
        .where(eq(comicChapters.id, chapterId))
        .for('update');
      const [gone] = await tx
        .delete(comicPages)
        .where(and(eq(comicPages.chapterId, chapterId), eq(comicPages.index, index)))
        .returning({ path: comicPages.path });
      if (!gone) throw AppError.notFound('no such page');
      await closeGap(tx, 'comic_pages', sql`chapter_id = ${chapterId}`, index);
      await this.#syncPages(tx, chapterId);
      return gone.path;
    });
    await dropStoredFile(this.d.storage, path);
    return this.pages(chapterId);
  }

  /** Puts the pages in a new order: `order[i]` is the current index of the page to show i-th. */
  async orderPages(chapterId: number, order: number[]): Promise<AdminImage[]> {
    await this.d.db.transaction(async (tx) => {
      await tx
        .select({ id: comicChapters.id })
        .from(comicChapters)
        .where(eq(comicChapters.id, chapterId))
        .for('update');
      const [n] = await tx.select({ n: count() }).from(comicPages).where(eq(comicPages.chapterId, chapterId));
      const total = n?.n ?? 0;
      if (order.length !== total || order.some((i) => i >= total))
        throw AppError.invalid('order', `every index 0..${total - 1} once`);
      await tx.execute(sql`update comic_pages set index = -index - 1 where chapter_id = ${chapterId}`);
      const moves = sql.join(
        order.map((old, i) => sql`(${-old - 1}::int, ${i}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update comic_pages p set index = m.next
        from (values ${moves}) as m(old, next)
        where p.chapter_id = ${chapterId} and p.index = m.old`);
    });
    return this.pages(chapterId);
  }

  async #syncPages(tx: Executor, chapterId: number) {
    await tx.execute(sql`update comic_chapters set
      page_count = (select count(*) from comic_pages where chapter_id = ${chapterId})
      where id = ${chapterId}`);
  }

  /** Answers the comic as it is now; search re-reads it (its triggers queued it already). */
  async #changed(comicId: number): Promise<AdminComic> {
    this.d.events.emit('content.changed', { kind: 'comic', id: comicId });
    return this.comic(comicId);
  }
}

function toChapter(r: typeof comicChapters.$inferSelect): AdminChapter {
  return {
    id: r.id,
    index: r.index,
    title: r.title,
    access: r.access,
    price: r.price,
    pageCount: r.pageCount,
  };
}
