import {
  DANMAKU_LIMITS,
  type DanmakuItem,
  type DanmakuListResult,
  type DanmakuMode,
} from '@lld/protocol/api/danmaku';
import type { ListResult } from '@lld/protocol/api/list';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, asc, desc, eq, gt, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { KvStore } from '../../adapters/kv.ts';
import { users } from '../../db/core.schema.ts';
import type { Database } from '../../db/database.ts';
import { rowById } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import { danmaku, danmakuReports, danmakuWords } from './danmaku.schema.ts';

type Row = typeof danmaku.$inferSelect;

/** A danmaku as it travels between nodes and to every viewer (`mine` is set per viewer). */
export type DanmakuPublic = Omit<DanmakuItem, 'mine'>;

/** What the live feed of one video carries. */
export type DanmakuEvent =
  | { type: 'danmaku'; videoId: number; item: DanmakuPublic }
  | { type: 'remove'; videoId: number; id: number };

/** `remote`: happened on another API node and passed on through the fan-out. */
type Listener = (event: DanmakuEvent, origin: 'local' | 'remote') => void;

export const ACCOUNT_NEEDED_TIP = '注册账号后才能发弹幕';
export const BLOCKED_WORD_TIP = '弹幕含有不允许的内容';
export const TOO_FAST_TIP = '发送太频繁，请稍后再试';

/** The word of `words` that `text` contains (case and spaces ignored), or null. */
export function blockedWord(text: string, words: readonly string[]): string | null {
  const plain = text.toLowerCase().replace(/\s+/g, '');
  for (const w of words) {
    const needle = w.toLowerCase().replace(/\s+/g, '');
    if (needle && plain.includes(needle)) return w;
  }
  return null;
}

/**
 * Cuts a window answer that hit the row limit back to whole seconds, so the next call can start
 * at the returned `to` and miss nothing. `rows` are by time, at most `limit + 1` of them.
 */
export function cutWindow<T extends { timeMs: number }>(
  rows: T[],
  limit: number,
  fromMs: number,
  toMs: number,
): { rows: T[]; toMs: number } {
  if (rows.length <= limit) return { rows, toMs };
  const lastSecondMs = Math.floor(rows[limit]!.timeMs / 1000) * 1000;
  if (lastSecondMs > fromMs) return { rows: rows.filter((r) => r.timeMs < lastSecondMs), toMs: lastSecondMs };
  // One second holds more than the limit: nobody reads that many; serve the first `limit`.
  return { rows: rows.slice(0, limit), toMs: Math.min(toMs, fromMs - (fromMs % 1000) + 1000) };
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23503') return true;
  return false;
}

export interface AdminDanmakuQuery extends PageRequest {
  videoId?: number | undefined;
  userId?: number | undefined;
  status?: 'all' | 'visible' | 'hidden' | 'reported' | undefined;
}

/**
 * Danmaku: posting (accounts only, rate-limited, the word list), the windowed read path,
 * reports, operator moderation, and the live hand-off (`onEvent`) the per-video streams and the
 * Redis fan-out listen to.
 */
export class DanmakuService {
  readonly #listeners = new Set<Listener>();

  constructor(
    private readonly db: Database,
    private readonly kv: KvStore,
  ) {}

  onEvent(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Hands an event to this node's listeners (also called for events from other nodes). */
  deliver(event: DanmakuEvent, origin: 'local' | 'remote' = 'local'): void {
    for (const l of this.#listeners) l(event, origin);
  }

  async list(
    viewerId: number | null,
    q: { videoId: number; from: number; to: number },
  ): Promise<DanmakuListResult> {
    const fromMs = Math.round(q.from * 1000);
    const toMs = Math.round(q.to * 1000);
    const rows = await this.db
      .select()
      .from(danmaku)
      .where(
        and(
          eq(danmaku.videoId, q.videoId),
          gte(danmaku.timeMs, fromMs),
          lt(danmaku.timeMs, toMs),
          eq(danmaku.hidden, ''),
        ),
      )
      .orderBy(asc(danmaku.timeMs), asc(danmaku.id))
      .limit(DANMAKU_LIMITS.maxPerWindow + 1);
    const cut = cutWindow(rows, DANMAKU_LIMITS.maxPerWindow, fromMs, toMs);
    return { list: cut.rows.map((r) => toItem(r, viewerId)), from: q.from, to: cut.toMs / 1000 };
  }

  /** The visible danmaku of a video after `afterId` (a live feed catching up), oldest first. */
  async since(videoId: number, afterId: number, limit = 100): Promise<DanmakuPublic[]> {
    const rows = await this.db
      .select()
      .from(danmaku)
      .where(and(eq(danmaku.videoId, videoId), gt(danmaku.id, afterId), eq(danmaku.hidden, '')))
      .orderBy(asc(danmaku.id))
      .limit(limit);
    return rows.map(toPublic);
  }

  async send(
    userId: number,
    input: { videoId: number; time: number; text: string; mode: DanmakuMode; color: string },
  ): Promise<DanmakuItem> {
    const [me] = await this.db.select({ isGuest: users.isGuest }).from(users).where(eq(users.id, userId));
    if (!me) throw new AppError(ResultCode.TOKEN_INVALID, 'user gone');
    if (me.isGuest) throw new AppError(ResultCode.FORBIDDEN, 'account required', ACCOUNT_NEEDED_TIP);
    const text = input.text.replace(/\s+/g, ' ').trim();
    if (blockedWord(text, await this.words()))
      throw new AppError(ResultCode.FORBIDDEN, 'blocked word', BLOCKED_WORD_TIP);
    const hit = await this.kv.increment(`danmaku:u:${userId}`, 60);
    if (hit.count > DANMAKU_LIMITS.perMinute) {
      const err = new AppError(ResultCode.TOO_MANY_REQUESTS, 'too many danmaku', TOO_FAST_TIP);
      err.retryAfter = hit.resetSeconds;
      throw err;
    }
    let row: Row | undefined;
    try {
      [row] = await this.db
        .insert(danmaku)
        .values({
          videoId: input.videoId,
          userId,
          timeMs: Math.round(input.time * 1000),
          text,
          mode: input.mode,
          color: input.color,
        })
        .returning();
    } catch (err) {
      if (isForeignKeyViolation(err)) throw AppError.notFound('no such video');
      throw err;
    }
    if (!row) throw new Error('danmaku insert returned nothing');
    this.deliver({ type: 'danmaku', videoId: row.videoId, item: toPublic(row) });
    return toItem(row, userId);
  }

  /** Deletes the caller's own danmaku (4003 for anyone else's). */
  async removeOwn(userId: number, id: number): Promise<{ deleted: boolean }> {
    const row = await rowById(this.db, danmaku, id, 'danmaku');
    if (row.userId !== userId) throw new AppError(ResultCode.FORBIDDEN, 'not yours', '只能删除自己的弹幕');
    await this.db.delete(danmaku).where(eq(danmaku.id, id));
    this.deliver({ type: 'remove', videoId: row.videoId, id });
    return { deleted: true };
  }

  /** One report per viewer; `reportsToHide` distinct reports hide it until an operator decides. */
  async report(userId: number, id: number, reason: string): Promise<{ reported: boolean }> {
    const hidden = await this.db.transaction(async (tx) => {
      const row = await rowById(tx, danmaku, id, 'danmaku');
      const added = await tx
        .insert(danmakuReports)
        .values({ danmakuId: id, reporterId: userId, reason })
        .onConflictDoNothing()
        .returning({ id: danmakuReports.danmakuId });
      if (added.length === 0) return null;
      const [after] = await tx
        .update(danmaku)
        .set({
          reports: sql`${danmaku.reports} + 1`,
          hidden: sql`case when ${danmaku.hidden} = '' and ${danmaku.reports} + 1 >= ${DANMAKU_LIMITS.reportsToHide} then 'reports' else ${danmaku.hidden} end`,
        })
        .where(eq(danmaku.id, id))
        .returning();
      return after && row.hidden === '' && after.hidden !== '' ? after : null;
    });
    if (hidden) this.deliver({ type: 'remove', videoId: hidden.videoId, id: hidden.id });
    return { reported: true };
  }

  // Operator ------------------------------------------------------------------------------

  async adminList(
    q: AdminDanmakuQuery,
  ): Promise<ListResult<DanmakuPublic & { hidden: string; reports: number }>> {
    const conds: SQL[] = [];
    if (q.videoId) conds.push(eq(danmaku.videoId, q.videoId));
    if (q.userId) conds.push(eq(danmaku.userId, q.userId));
    if (q.status === 'visible') conds.push(eq(danmaku.hidden, ''));
    if (q.status === 'hidden') conds.push(ne(danmaku.hidden, ''));
    if (q.status === 'reported') conds.push(gt(danmaku.reports, 0));
    const rows = await this.db
      .select()
      .from(danmaku)
      .where(conds.length ? and(...conds) : undefined)
      .orderBy(q.status === 'reported' ? desc(danmaku.reports) : desc(danmaku.id), desc(danmaku.id))
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    return pageOf(
      rows.map((r) => ({ ...toPublic(r), hidden: r.hidden, reports: r.reports })),
      q,
    );
  }

  /** Hides (or shows again) one danmaku; showing again clears its reports. */
  async setHidden(id: number, hide: boolean): Promise<{ id: number; hidden: string }> {
    const [row] = await this.db
      .update(danmaku)
      .set(hide ? { hidden: 'operator' } : { hidden: '', reports: 0 })
      .where(eq(danmaku.id, id))
      .returning();
    if (!row) throw AppError.notFound('no such danmaku');
    if (!hide) await this.db.delete(danmakuReports).where(eq(danmakuReports.danmakuId, id));
    if (hide) this.deliver({ type: 'remove', videoId: row.videoId, id });
    return { id, hidden: row.hidden };
  }

  /** Deletes one danmaku, or every one of a video and/or a user. Returns how many. */
  async adminDelete(by: {
    id?: number | undefined;
    videoId?: number | undefined;
    userId?: number | undefined;
  }) {
    const conds: SQL[] = [];
    if (by.id) conds.push(eq(danmaku.id, by.id));
    if (by.videoId) conds.push(eq(danmaku.videoId, by.videoId));
    if (by.userId) conds.push(eq(danmaku.userId, by.userId));
    if (conds.length === 0) throw AppError.invalid('id', 'give an id, a videoId or a userId');
    const gone = await this.db
      .delete(danmaku)
      .where(and(...conds))
      .returning({ id: danmaku.id, videoId: danmaku.videoId });
    for (const g of gone) this.deliver({ type: 'remove', videoId: g.videoId, id: g.id });
    return { deleted: gone.length };
  }

  async words(): Promise<string[]> {
    const rows = await this.db
      .select({ word: danmakuWords.word })
      .from(danmakuWords)
      .orderBy(asc(danmakuWords.word));
    return rows.map((r) => r.word);
  }

  /** Replaces the word list. */
  async setWords(words: readonly string[]): Promise<string[]> {
    const clean = [...new Set(words.map((w) => w.trim()).filter(Boolean))];
    await this.db.transaction(async (tx) => {
      await tx.delete(danmakuWords);
      if (clean.length) await tx.insert(danmakuWords).values(clean.map((word) => ({ word })));
    });
    return this.words();
  }
}

function toPublic(r: Row): DanmakuPublic {
  return {
    id: r.id,
    videoId: r.videoId,
    time: r.timeMs / 1000,
    text: r.text,
    mode: r.mode,
    color: r.color,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toItem(r: Row, viewerId: number | null): DanmakuItem {
  return { ...toPublic(r), mine: viewerId !== null && r.userId === viewerId };
}
