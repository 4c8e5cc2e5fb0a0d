import type { ListResult } from '@lld/protocol/api/list';
import type {
  BookCard,
  BookChapter,
  BookChapterContent,
  BookDetail,
  BookIsLook,
  BookKind,
  BookProgress,
} from '@lld/protocol/api/novels';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { CHAPTER_TIPS, chapterState, type GoldSales } from '../../http/gold-items.ts';
import { fetchPage, type PageRequest } from '../../http/paging.ts';
import type { AccessDecision } from '../wallet/access.service.ts';
import { bookChapters, bookProgress, books } from './novels.schema.ts';

type BookRow = typeof books.$inferSelect;
type ChapterRow = typeof bookChapters.$inferSelect;

/** The wallet kind of a chapter: novel chapters and audio tracks are bought separately. */
export function kindOf(book: Pick<BookRow, 'kind'>): 'novel_chapter' | 'audio_track' {
  return book.kind === 'audio' ? 'audio_track' : 'novel_chapter';
}

/** Splits stored text into paragraphs: blank lines separate them; lines inside one are joined. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, '').trim())
    .filter((p) => p !== '');
}

function toCard(b: BookRow): BookCard {
  return {
    id: b.id,
    kind: b.kind as BookKind,
    title: b.title,
    cover: b.cover,
    author: b.author,
    narrator: b.narrator,
    category: b.category,
    description: b.description,
    finished: b.finished === 1,
    chapterCount: b.chapterCount,
    words: b.words,
    duration: b.duration,
    views: b.views,
    score: Math.round(b.score * 10) / 10,
    updatedAt: seconds(b.updatedAt),
  };
}

function toChapter(ch: ChapterRow, d: AccessDecision): BookChapter {
  return {
    ...chapterState(ch, d),
    bookId: ch.bookId,
    words: ch.words,
    duration: ch.duration,
  };
}

/** Novels and audio books: lists, detail with chapters, content behind the wallet's access rules. */
export class NovelsService {
  constructor(
    private readonly db: Database,
    /** Chapters and tracks are sold through the wallet (kinds `novel_chapter`, `audio_track`). */
    private readonly sales: GoldSales,
    private readonly events?: DomainEventBus,
  ) {}

  async list(kind: BookKind, p: PageRequest): Promise<ListResult<BookCard>> {
    const query = this.db
      .select()
      .from(books)
      .where(and(eq(books.kind, kind), eq(books.published, 1)))
      .orderBy(desc(books.views), desc(books.id));
    return fetchPage(query, p, toCard);
  }

  /** The book with this id if it is published. */
  async #published(id: number): Promise<BookRow | undefined> {
    const [row] = await this.db
      .select()
      .from(books)
      .where(and(eq(books.id, id), eq(books.published, 1)));
    return row;
  }

  async #book(id: number): Promise<BookRow> {
    const row = await this.#published(id);
    if (!row) throw AppError.notFound('no such book');
    return row;
  }

  async #chapter(id: number): Promise<{ ch: ChapterRow; book: BookRow }> {
    const [row] = await this.db
      .select({ ch: bookChapters, book: books })
      .from(bookChapters)
      .innerJoin(books, and(eq(books.id, bookChapters.bookId), eq(books.published, 1)))
      .where(eq(bookChapters.id, id));
    if (!row) throw AppError.notFound('no such chapter');
    return row;
  }

  async #chapters(book: BookRow, rows: ChapterRow[], userId: number | null): Promise<BookChapter[]> {
    const decision = await this.sales.decideMany(userId, kindOf(book), rows);
    return rows.map((ch) => toChapter(ch, decision(ch)));
  }

  async #progress(userId: number, bookId: number): Promise<BookProgress | null> {
    const [row] = await this.db
      .select({
        chapterId: bookProgress.chapterId,
        position: bookProgress.position,
        readAt: bookProgress.readAt,
        chapterIndex: bookChapters.index,
        chapterTitle: bookChapters.title,
      })
      .from(bookProgress)
      .innerJoin(bookChapters, eq(bookChapters.id, bookProgress.chapterId))
      .where(and(eq(bookProgress.userId, userId), eq(bookProgress.bookId, bookId)));
    return row ? { ...row, readAt: seconds(row.readAt) } : null;
  }

  /** content/info of a novel (contentType 9, kind text) or audio book (10, kind audio). */
  async summary(
    id: number,
    kind: 'text' | 'audio',
  ): Promise<{ title: string; cover: string; description: string } | null> {
    const row = await this.#published(id);
    return row && row.kind === kind
      ? { title: row.title, cover: row.cover, description: row.description }
      : null;
  }

  async detail(id: number, userId: number | null): Promise<BookDetail> {
    const book = await this.#book(id);
    const [rows, progress] = await Promise.all([
      this.db.select().from(bookChapters).where(eq(bookChapters.bookId, id)).orderBy(asc(bookChapters.index)),
      userId ? this.#progress(userId, id) : Promise.resolve(null),
      this.db
        .update(books)
        .set({ views: sql`${books.views} + 1` })
        .where(eq(books.id, id)),
    ]);
    return { book: toCard(book), chapters: await this.#chapters(book, rows, userId), progress };
  }

  async isLook(chapterId: number, userId: number | null): Promise<BookIsLook> {
    const { ch, book } = await this.#chapter(chapterId);
    return { chapterId: ch.id, ...(await this.sales.look(userId, kindOf(book), ch)) };
  }

  async pay(chapterId: number, userId: number) {
    const { ch, book } = await this.#chapter(chapterId);
    const r = await this.sales.buy(userId, kindOf(book), ch, {
      title: `${book.title} ${ch.title}`,
      cover: book.cover,
      tips: CHAPTER_TIPS,
    });
    return { chapterId: ch.id, charged: r.charged, balance: r.balance, alreadyOwned: r.alreadyOwned };
  }

  async chapter(chapterId: number, userId: number): Promise<BookChapterContent> {
    const { ch, book } = await this.#chapter(chapterId);
    await this.sales.require(userId, kindOf(book), ch, CHAPTER_TIPS);
    const around = await this.db
      .select()
      .from(bookChapters)
      .where(
        and(eq(bookChapters.bookId, book.id), inArray(bookChapters.index, [ch.index - 1, ch.index + 1])),
      );
    const [chapter, ...others] = await this.#chapters(book, [ch, ...around], userId);
    await this.#record(userId, ch, 0, false);
    this.events?.emit('chapter.read', {
      userId,
      kind: book.kind === 'audio' ? 'audio' : 'novel',
      bookId: ch.bookId,
      chapterId: ch.id,
    });
    return {
      chapter: chapter!,
      book: {
        id: book.id,
        kind: book.kind as BookKind,
        title: book.title,
        cover: book.cover,
        author: book.author,
      },
      paragraphs: book.kind === 'text' ? paragraphsOf(ch.content) : [],
      audio: book.kind === 'audio' ? ch.audio : '',
      prev: others.find((c) => c.index === ch.index - 1) ?? null,
      next: others.find((c) => c.index === ch.index + 1) ?? null,
    };
  }

  /** Moves the book's position to this chapter; a plain open keeps a position already in it. */
  async #record(userId: number, ch: ChapterRow, position: number, explicit: boolean): Promise<void> {
    await this.db
      .insert(bookProgress)
      .values({ userId, bookId: ch.bookId, chapterId: ch.id, position })
      .onConflictDoUpdate({
        target: [bookProgress.userId, bookProgress.bookId],
        set: explicit
          ? { chapterId: ch.id, position, readAt: sql`now()` }
          : {
              chapterId: ch.id,
              position: sql`case when ${bookProgress.chapterId} = ${ch.id} then ${bookProgress.position} else 0 end`,
              readAt: sql`now()`,
            },
      });
  }

  async track(chapterId: number, position: number, userId: number): Promise<void> {
    const { ch, book } = await this.#chapter(chapterId);
    if (book.kind === 'text' && position > 1) throw AppError.invalid('position', 'a text position is 0..1');
    if (book.kind === 'audio' && ch.duration > 0 && position > ch.duration + 1)
      throw AppError.invalid('position', `must be at most ${ch.duration}`);
    await this.sales.require(userId, kindOf(book), ch);
    await this.#record(userId, ch, position, true);
  }
  /**
   * Titles of these books and chapters, without counting a view (issue 21: the continue shelf
   * names what each saved position is in).
   */
  async titles(
    bookIds: number[],
    chapterIds: number[],
  ): Promise<{
    books: Map<number, { title: string; cover: string; kind: BookKind }>;
    chapters: Map<number, { title: string; duration: number; bookId: number }>;
  }> {
    const [bookRows, chapterRows] = await Promise.all([
      bookIds.length ? this.db.select().from(books).where(inArray(books.id, bookIds)) : Promise.resolve([]),
      chapterIds.length
        ? this.db.select().from(bookChapters).where(inArray(bookChapters.id, chapterIds))
        : Promise.resolve([]),
    ]);
    return {
      books: new Map(
        bookRows.map((b) => [b.id, { title: b.title, cover: b.cover, kind: b.kind as BookKind }]),
      ),
      chapters: new Map(
        chapterRows.map((c) => [c.id, { title: c.title, duration: c.duration, bookId: c.bookId }]),
      ),
    };
  }
}
