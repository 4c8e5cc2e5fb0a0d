import type { ProgressShelfItem, SavedPositionWire } from '@lld/protocol/api/progress';
import { PROGRESS_SYNC_MAX } from '@lld/protocol/api/progress';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { ComicsService } from '../comics/comics.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NovelsService } from '../novels/novels.service.ts';
import { clampAt, progressOf } from './progress.rules.ts';
import { progressPositions } from './progress.schema.ts';

/** Positions kept per user (the device keeps as many). */
export const MAX_POSITIONS_PER_USER = 300;

type Row = typeof progressPositions.$inferSelect;

const toWire = (r: Row): SavedPositionWire => ({
  kind: r.kind,
  id: r.itemId,
  chapterId: r.chapterId,
  position: r.position,
  offset: r.offset,
  at: r.at,
});

/** Saved positions across devices: sync (merge, latest wins per item) and the continue shelf. */
export class ProgressService {
  constructor(
    private readonly db: Database,
    private readonly sources: { media: MediaService; comics: ComicsService; novels: NovelsService },
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** Stores what is newer than the held position of each item; returns the merged list. */
  async sync(userId: number, items: readonly SavedPositionWire[]): Promise<SavedPositionWire[]> {
    const now = this.nowMs();
    // One row per item (the newest), so one upsert statement never touches a row twice.
    const latest = new Map<string, SavedPositionWire>();
    for (const p of items) {
      const held = latest.get(`${p.kind}:${p.id}`);
      if (!held || p.at > held.at) latest.set(`${p.kind}:${p.id}`, p);
    }
    if (latest.size > 0) {
      await this.db
        .insert(progressPositions)
        .values(
          [...latest.values()].map((p) => ({
            userId,
            kind: p.kind,
            itemId: p.id,
            chapterId: p.chapterId,
            position: p.position,
            offset: p.offset,
            at: clampAt(p.at, now),
          })),
        )
        .onConflictDoUpdate({
          target: [progressPositions.userId, progressPositions.kind, progressPositions.itemId],
          set: {
            chapterId: sql`excluded.chapter_id`,
            position: sql`excluded.position`,
            offset: sql`excluded.offset`,
            at: sql`excluded.at`,
          },
          setWhere: sql`excluded.at > ${progressPositions.at}`,
        });
      await this.db.execute(sql`
        delete from progress_positions p where p.user_id = ${userId} and (p.kind, p.item_id) not in (
          select kind, item_id from progress_positions where user_id = ${userId}
          order by at desc limit ${MAX_POSITIONS_PER_USER})`);
    }
    return this.recent(userId, PROGRESS_SYNC_MAX);
  }

  async recent(userId: number, limit: number): Promise<SavedPositionWire[]> {
    const rows = await this.db
      .select()
      .from(progressPositions)
      .where(eq(progressPositions.userId, userId))
      .orderBy(desc(progressPositions.at))
      .limit(limit);
    return rows.map(toWire);
  }

  /** The latest positions with what they are in and how far; items gone since are left out. */
  async shelf(userId: number, limit: number): Promise<ProgressShelfItem[]> {
    const recent = await this.recent(userId, limit);
    const ids = (kind: SavedPositionWire['kind']) => recent.filter((p) => p.kind === kind).map((p) => p.id);
    const books = [...ids('novel'), ...ids('audio')];
    const bookChapters = recent
      .filter((p) => p.kind === 'novel' || p.kind === 'audio')
      .map((p) => p.chapterId);
    const comicIds = ids('comic');
    const { comics, media, novels } = this.sources;
    const [videos, comicRows, comicChapters, bookInfo] = await Promise.all([
      media.repo.byIds(ids('video')),
      comicIds.length
        ? comics.repo.comics({ where: comics.repo.withIds(comicIds), sort: 'hot', limit: comicIds.length })
        : Promise.resolve([]),
      Promise.all(
        recent
          .filter((p) => p.kind === 'comic')
          .map((p) => comics.repo.chapter(p.chapterId).catch(() => null)),
      ),
      novels.titles(books, bookChapters),
    ]);
    const comicById = new Map(comicRows.map((c) => [c.id, c]));
    const comicChapterById = new Map(comicChapters.filter((c) => c !== null).map((c) => [c.id, c]));
    const out: ProgressShelfItem[] = [];
    for (const p of recent) {
      if (p.kind === 'video') {
        const v = videos.get(p.id)?.video;
        if (v)
          out.push({
            ...p,
            title: v.title,
            cover: v.cover,
            chapterTitle: '',
            progress: progressOf(p.position, v.duration),
          });
      } else if (p.kind === 'comic') {
        const c = comicById.get(p.id);
        const ch = comicChapterById.get(p.chapterId);
        if (c)
          out.push({
            ...p,
            title: c.title,
            cover: c.cover,
            chapterTitle: ch?.comicId === p.id ? ch.title : '',
            progress: ch?.comicId === p.id ? progressOf(p.position + 1, ch.pageCount) : null,
          });
      } else {
        const b = bookInfo.books.get(p.id);
        const ch = bookInfo.chapters.get(p.chapterId);
        const own = ch?.bookId === p.id ? ch : undefined;
        if (b)
          out.push({
            ...p,
            title: b.title,
            cover: b.cover,
            chapterTitle: own?.title ?? '',
            progress: p.kind === 'novel' ? Math.min(1, p.position) : progressOf(p.position, own?.duration),
          });
      }
    }
    return out;
  }

  /** Forgets one item's position (e.g. removed from the shelf). */
  async forget(userId: number, kind: SavedPositionWire['kind'], itemId: number): Promise<void> {
    await this.db
      .delete(progressPositions)
      .where(
        and(
          eq(progressPositions.userId, userId),
          eq(progressPositions.kind, kind),
          eq(progressPositions.itemId, itemId),
        ),
      );
  }
}
