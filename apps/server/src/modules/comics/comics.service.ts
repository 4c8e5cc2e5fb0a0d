import type {
  ComicCard,
  ComicChapter,
  ComicDetail,
  ComicIsLook,
  ComicPayResult,
  ComicPics,
  ComicProgress,
  ComicSort,
} from '@lld/protocol/api/comics';
import type { ListResult } from '@lld/protocol/api/list';
import type { SQL } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { CHAPTER_TIPS, chapterState, type GoldSales } from '../../http/gold-items.ts';
import { type PageRequest, pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import type { AccessDecision } from '../wallet/access.service.ts';
import { type ChapterRow, type ComicRow, ComicsRepository } from './comics.repository.ts';

export const CHAPTER_KIND = 'comic_chapter';

export class ComicsService {
  readonly repo: ComicsRepository;

  constructor(
    db: Database,
    /** Chapters are sold through the wallet (kind `comic_chapter`). */
    private readonly sales: GoldSales,
    private readonly events?: DomainEventBus,
  ) {
    this.repo = new ComicsRepository(db);
  }

  async #cards(rows: ComicRow[]): Promise<ComicCard[]> {
    const tags = await this.repo.tagsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      cover: r.cover,
      description: r.description,
      author: { id: r.authorId, name: r.authorName },
      category: { id: r.categoryId, name: r.categoryName },
      tags: tags.get(r.id) ?? [],
      finished: r.finished === 1,
      chapterCount: r.chapterCount,
      latestChapterTitle: r.latestChapterTitle,
      views: r.views,
      score: Math.round(r.score * 10) / 10,
      updatedAt: seconds(r.updatedAt),
    }));
  }

  /** A PROTOCOL §5 page of comics matching `where`. */
  async list(where: SQL | undefined, sort: ComicSort, p: PageRequest): Promise<ListResult<ComicCard>> {
    const page = pageOf(
      await this.repo.comics({ where, sort, limit: pageLimit(p), offset: pageOffset(p) }),
      p,
    );
    return { ...page, list: await this.#cards(page.list) };
  }

  async home() {
    const [categories, featured, hot, fresh, best] = await Promise.all([
      this.repo.categories(),
      this.repo.comics({ sort: 'score', limit: 5 }),
      this.repo.comics({ sort: 'hot', limit: 10 }),
      this.repo.comics({ sort: 'new', limit: 10 }),
      this.repo.comics({ sort: 'score', limit: 10 }),
    ]);
    // One tag query for every card on the screen.
    const all = await this.#cards([...featured, ...hot, ...fresh, ...best]);
    const byId = new Map(all.map((c) => [c.id, c]));
    const pick = (rows: ComicRow[]) => rows.map((r) => byId.get(r.id)!);
    return {
      categories,
      featured: pick(featured),
      rankings: [
        { key: 'hot' as const, title: '人气榜', list: pick(hot) },
        { key: 'new' as const, title: '更新榜', list: pick(fresh) },
        { key: 'score' as const, title: '好评榜', list: pick(best) },
      ],
    };
  }

  /** 2004 unless the comic exists and is published (the comment thread's visibility check). */
  async assertExists(id: number, db?: Executor): Promise<void> {
    if (!(await this.repo.exists(id, db))) throw AppError.notFound('no such comic');
  }

  async #comic(id: number): Promise<ComicRow> {
    const [row] = await this.repo.comics({ where: this.repo.withId(id), sort: 'hot', limit: 1 });
    if (!row) throw AppError.notFound('no such comic');
    return row;
  }

  /** content/info of a comic (contentType 6); no view is counted. */
  async summary(id: number): Promise<{ title: string; cover: string; description: string } | null> {
    const [row] = await this.repo.comics({ where: this.repo.withId(id), sort: 'hot', limit: 1 });
    return row ? { title: row.title, cover: row.cover, description: row.description } : null;
  }

  async detail(id: number, userId: number | null): Promise<ComicDetail> {
    const row = await this.#comic(id);
    const [[card], author, firstChapterId, freeChapters, progress] = await Promise.all([
      this.#cards([row]),
      this.repo.author(row.authorId),
      this.repo.firstChapterId(id),
      this.repo.freeChapters(id),
      userId ? this.repo.progress(userId, id) : Promise.resolve(null),
      this.repo.countView(id),
    ]);
    return {
      ...card!,
      author: author!,
      firstChapterId,
      freeChapters,
      progress: progress ? toProgress(progress) : null,
    };
  }

  async maylike(id: number, size: number): Promise<ComicCard[]> {
    const row = await this.#comic(id);
    const rows = await this.repo.comics({ where: this.repo.alike(row), sort: 'score', limit: size });
    return this.#cards(rows);
  }

  async author(authorId: number, p: PageRequest) {
    const author = await this.repo.author(authorId);
    if (!author) throw AppError.notFound('no such author');
    return { author, ...(await this.list(this.repo.byAuthor(authorId), 'new', p)) };
  }

  async tag(tagId: number, sort: ComicSort, p: PageRequest) {
    const tag = await this.repo.tag(tagId);
    if (!tag) throw AppError.notFound('no such tag');
    return { tag, ...(await this.list(this.repo.withTag(tagId), sort, p)) };
  }

  async tags(p: PageRequest) {
    return pageOf(await this.repo.tags(pageLimit(p), pageOffset(p)), p);
  }

  /** Chapters with access, price and read markers for the caller: two queries for the whole page. */
  async #chapters(rows: ChapterRow[], userId: number | null): Promise<ComicChapter[]> {
    const comicId = rows[0]?.comicId;
    const [decision, read] = await Promise.all([
      this.sales.decideMany(userId, CHAPTER_KIND, rows),
      userId && comicId ? this.repo.readChapterIds(userId, comicId) : Promise.resolve(new Set<number>()),
    ]);
    return rows.map((ch) => toChapter(ch, decision(ch), read.has(ch.id)));
  }

  async chapters(comicId: number, desc: boolean, p: PageRequest, userId: number | null) {
    await this.#comic(comicId);
    const page = pageOf(
      await this.repo.chapters(comicId, { desc, limit: pageLimit(p), offset: pageOffset(p) }),
      p,
    );
    return { ...page, list: await this.#chapters(page.list, userId) };
  }

  async #chapter(chapterId: number): Promise<ChapterRow> {
    const ch = await this.repo.chapter(chapterId);
    if (!ch) throw AppError.notFound('no such chapter');
    return ch;
  }

  async isLook(chapterId: number, userId: number | null): Promise<ComicIsLook> {
    const ch = await this.#chapter(chapterId);
    return { chapterId: ch.id, comicId: ch.comicId, ...(await this.sales.look(userId, CHAPTER_KIND, ch)) };
  }

  async pay(chapterId: number, userId: number): Promise<ComicPayResult> {
    const ch = await this.#chapter(chapterId);
    const [comic] = await this.repo.comics({ where: this.repo.withId(ch.comicId), sort: 'hot', limit: 1 });
    const r = await this.sales.buy(userId, CHAPTER_KIND, ch, {
      title: `${comic?.title ?? ''} ${ch.title}`.trim(),
      cover: comic?.cover ?? '',
      tips: CHAPTER_TIPS,
    });
    return { chapterId: ch.id, charged: r.charged, balance: r.balance, alreadyOwned: r.alreadyOwned };
  }

  async pics(chapterId: number, userId: number, preview: boolean): Promise<ComicPics> {
    const ch = await this.#chapter(chapterId);
    await this.sales.require(userId, CHAPTER_KIND, ch, CHAPTER_TIPS);
    const [comic, pics, neighbours] = await Promise.all([
      this.#comic(ch.comicId),
      this.repo.pages(ch.id),
      this.repo.neighbours(ch.comicId, ch.index),
    ]);
    const [chapter, ...around] = await this.#chapters([ch, ...neighbours], userId);
    if (!preview) {
      await this.repo.recordRead(userId, ch, 'opened');
      this.events?.emit('chapter.read', { userId, kind: 'comic', bookId: ch.comicId, chapterId: ch.id });
    }
    return {
      chapter: { ...chapter!, read: true },
      comic: { id: comic.id, title: comic.title, chapterCount: comic.chapterCount },
      pics,
      prev: around.find((c) => c.index === ch.index - 1) ?? null,
      next: around.find((c) => c.index === ch.index + 1) ?? null,
    };
  }

  /** Saves the reading position; only chapters the caller may read are recorded. */
  async track(chapterId: number, page: number, userId: number): Promise<void> {
    const ch = await this.#chapter(chapterId);
    if (page >= Math.max(1, ch.pageCount)) throw AppError.invalid('page', `must be below ${ch.pageCount}`);
    await this.sales.require(userId, CHAPTER_KIND, ch);
    await this.repo.recordRead(userId, ch, page);
  }

  async history(userId: number, p: PageRequest) {
    const page = pageOf(await this.repo.history(userId, pageLimit(p), pageOffset(p)), p);
    const comicRows = page.list.length
      ? await this.repo.comics({
          where: this.repo.withIds(page.list.map((r) => r.comicId)),
          sort: 'hot',
          limit: page.list.length,
        })
      : [];
    const cards = new Map((await this.#cards(comicRows)).map((c) => [c.id, c]));
    return {
      ...page,
      list: page.list
        .filter((r) => cards.has(r.comicId))
        .map((r) => ({ comic: cards.get(r.comicId)!, progress: toProgress(r) })),
    };
  }
}

function toProgress(r: {
  chapterId: number;
  chapterIndex: number;
  chapterTitle: string;
  page: number;
  readAt: Date;
}): ComicProgress {
  return {
    chapterId: r.chapterId,
    chapterIndex: r.chapterIndex,
    chapterTitle: r.chapterTitle,
    page: r.page,
    readAt: seconds(r.readAt),
  };
}

function toChapter(ch: ChapterRow, d: AccessDecision, read: boolean): ComicChapter {
  return {
    ...chapterState(ch, d),
    comicId: ch.comicId,
    read,
    pageCount: ch.pageCount,
  };
}
