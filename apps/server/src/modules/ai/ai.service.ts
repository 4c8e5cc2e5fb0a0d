import { EventEmitter } from 'node:events';
import type { AiJob, AiMateMessage, AiTemplate } from '@lld/protocol/api/ai';
import type { AiToolName } from '@lld/protocol/api/calls/ai';
import { decodeImage } from '@lld/protocol/image-codec';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/queue/queue.ts';
import type { Storage } from '../../adapters/storage.ts';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { newestPage } from '../../db/paged-query.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { ownedFiles } from '../upload/upload.service.ts';
import { COMPANION_MEMORY, TOOL_PRICES } from './ai.catalog.ts';
import { type AiResultFile, aiJobs, aiMateMessages } from './ai.schema.ts';
import type { AiCatalogService } from './ai-catalog.service.ts';
import type { AiCreditService } from './ai-credits.service.ts';
import {
  DEFAULT_BLOCKED_WORDS,
  findBlocked,
  imageHash,
  moderateImage,
  moderationError,
} from './moderation.ts';

type JobRow = typeof aiJobs.$inferSelect;

export const queueOf = (tool: AiToolName) => `ai.${tool}`;

export function toJob(row: JobRow): AiJob {
  return {
    id: row.id,
    tool: row.tool,
    status: row.status,
    progress: row.progress,
    title: row.title,
    input: (row.input ?? {}) as Record<string, unknown>,
    text: row.text,
    results: row.results ?? [],
    error: row.error,
    price: row.price,
    refunded: row.refunded,
    hidden: row.hidden,
    createdAt: seconds(row.createdAt),
    finishedAt: seconds(row.finishedAt),
  };
}

export interface SubmitInput {
  tool: AiToolName;
  title: string;
  input: Record<string, unknown>;
  price: number;
  /** Texts the moderation step reads. */
  texts: string[];
  /** Stored images the job reads: each must be the caller's (an upload or an AI result). */
  images?: string[];
  /** Runs in the same transaction after the job row exists (companion: the message). */
  also?: (tx: Parameters<Parameters<Database['transaction']>[0]>[0], jobId: number) => Promise<void>;
}

/**
 * The studio's one job model: accept (moderation, credits charged, row + queue job in one
 * transaction), read (only one's own: another user's job is "no such item"), hide, delete, and
 * the live updates the worker publishes (`onUpdate`) for the job stream.
 */
export class AiService {
  readonly #updates = new EventEmitter();

  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly credits: AiCreditService,
    private readonly settings: SettingsService,
    private readonly storage: Storage,
    private readonly events: DomainEventBus,
    readonly catalog: AiCatalogService,
    private readonly imageKey: string,
  ) {
    this.#updates.setMaxListeners(0);
  }

  templates(tool?: AiToolName): Promise<AiTemplate[]> {
    return this.catalog.templates(tool);
  }

  async moderate(texts: readonly string[]): Promise<void> {
    const words = (await this.settings.get('aiBlockedWords')) ?? DEFAULT_BLOCKED_WORDS;
    const hit = findBlocked(texts, words);
    if (hit) throw moderationError(hit);
  }

  /** A stored picture through the picture moderation (moderation.ts, `aiBlockedImages`). */
  async moderateImage(url: string, tool: AiToolName): Promise<void> {
    const stored = await this.storage.get(url.replace(/^\//, ''));
    if (!stored) throw AppError.invalid('imageUrl', 'no such image');
    const blocked = (await this.settings.get('aiBlockedImages')) ?? [];
    await moderateImage(decodeImage(stored, this.imageKey), tool, blocked);
  }

  /** The picture hash of a stored image (an operator blocks it with this). */
  async storedImageHash(url: string): Promise<string | null> {
    const stored = await this.storage.get(url.replace(/^(https?:\/\/[^/]+)?\//, ''));
    return stored ? imageHash(decodeImage(stored, this.imageKey)) : null;
  }

  /** Is `url` a stored image of this user (an upload, or an image result of one of their jobs)? */
  async ownsImage(userId: number, url: string): Promise<boolean> {
    const [upload] = await ownedFiles(this.db, userId, [url]);
    if (upload) return upload.kind === 'image';
    const [row] = await this.db
      .select({ id: aiJobs.id })
      .from(aiJobs)
      .where(
        and(
          eq(aiJobs.userId, userId),
          isNull(aiJobs.deletedAt),
          sql`${aiJobs.results} @> ${JSON.stringify([{ url, kind: 'image' }])}::jsonb`,
        ),
      )
      .limit(1);
    return !!row;
  }

  async submit(userId: number, s: SubmitInput): Promise<AiJob> {
    await this.moderate(s.texts);
    for (const url of s.images ?? []) {
      if (!(await this.ownsImage(userId, url)))
        throw new AppError(ResultCode.FORBIDDEN, 'image: not your own upload', '只能使用自己上传的图片');
      await this.moderateImage(url, s.tool);
    }
    const row = await this.db.transaction(async (tx) => {
      const [job] = await tx
        .insert(aiJobs)
        .values({ userId, tool: s.tool, title: s.title.slice(0, 200), input: s.input, price: s.price })
        .returning();
      if (s.price > 0)
        await this.credits.move(tx, userId, -s.price, 'job', `ai_job:${job!.id}`, `ai-job:${job!.id}`);
      await this.queue.enqueue(
        { queue: queueOf(s.tool), group: `user:${userId}`, payload: { jobId: job!.id }, maxAttempts: 2 },
        tx,
      );
      await s.also?.(tx, job!.id);
      return job!;
    });
    this.queue.notify(queueOf(s.tool));
    this.events.emit('ai.jobSubmitted', { userId, jobId: row.id, tool: s.tool });
    return toJob(row);
  }

  async #own(userId: number, id: number): Promise<JobRow> {
    const [row] = await this.db
      .select()
      .from(aiJobs)
      .where(and(eq(aiJobs.id, id), eq(aiJobs.userId, userId), isNull(aiJobs.deletedAt)));
    if (!row) throw AppError.notFound('no such job');
    return row;
  }

  async info(userId: number, id: number, tool?: AiToolName): Promise<AiJob> {
    const row = await this.#own(userId, id);
    if (tool && row.tool !== tool) throw AppError.notFound('no such job');
    return toJob(row);
  }

  async list(userId: number, q: PageRequest & { tool?: AiToolName | undefined }) {
    const shown = and(
      eq(aiJobs.userId, userId),
      isNull(aiJobs.deletedAt),
      eq(aiJobs.hidden, false),
      q.tool ? eq(aiJobs.tool, q.tool) : undefined,
    );
    return newestPage(this.db, aiJobs, shown, q, toJob);
  }

  async hide(userId: number, id: number, tool?: AiToolName): Promise<{ ok: true }> {
    const row = await this.#own(userId, id);
    if (tool && row.tool !== tool) throw AppError.notFound('no such job');
    await this.db.update(aiJobs).set({ hidden: true }).where(eq(aiJobs.id, id));
    return { ok: true };
  }

  /** Deletes a finished job and its files; a queued or running one is refused (4009). */
  async remove(userId: number, id: number): Promise<{ ok: true }> {
    const row = await this.#own(userId, id);
    if (row.status === 'queued' || row.status === 'running')
      throw new AppError(ResultCode.CONFLICT, 'job still running', '生成中，完成后再删除');
    await this.db.update(aiJobs).set({ deletedAt: sql`now()`, results: [] }).where(eq(aiJobs.id, id));
    for (const f of row.results ?? []) await this.storage.delete(f.url.replace(/^\//, '')).catch(() => {});
    return { ok: true };
  }

  // The companion's memory -------------------------------------------------------------------

  async conversation(userId: number, characterId: string, limit = 50): Promise<AiMateMessage[]> {
    const rows = await this.db
      .select()
      .from(aiMateMessages)
      .where(and(eq(aiMateMessages.userId, userId), eq(aiMateMessages.characterId, characterId)))
      .orderBy(desc(aiMateMessages.id))
      .limit(limit);
    return rows
      .reverse()
      .map((m) => ({ id: m.id, role: m.role, content: m.content, createdAt: seconds(m.createdAt) }));
  }

  async memory(
    userId: number,
    characterId: string,
  ): Promise<Array<{ role: 'user' | 'assistant'; content: string }>> {
    const rows = await this.db
      .select({ role: aiMateMessages.role, content: aiMateMessages.content })
      .from(aiMateMessages)
      .where(and(eq(aiMateMessages.userId, userId), eq(aiMateMessages.characterId, characterId)))
      .orderBy(desc(aiMateMessages.id))
      .limit(COMPANION_MEMORY);
    return rows.reverse();
  }

  async mateSync(userId: number, characterId: string, message: string | undefined) {
    const character = await this.catalog.template(characterId, 'companion');
    if (!character) throw AppError.notFound('no such character');
    let job: AiJob | null = null;
    if (message) {
      job = await this.submit(userId, {
        tool: 'companion',
        title: `${character.name}：${message}`.slice(0, 60),
        input: { characterId, message },
        price: TOOL_PRICES.companion,
        texts: [message],
        also: async (tx, jobId) => {
          await tx
            .insert(aiMateMessages)
            .values({ userId, characterId, role: 'user', content: message, jobId });
        },
      });
    }
    return {
      messages: await this.conversation(userId, characterId),
      job,
      balance: await this.credits.balance(userId),
    };
  }

  // Worker side --------------------------------------------------------------------------------

  async row(id: number): Promise<JobRow | null> {
    const [row] = await this.db.select().from(aiJobs).where(eq(aiJobs.id, id));
    return row ?? null;
  }

  async update(
    id: number,
    set: Partial<Pick<JobRow, 'status' | 'progress' | 'text' | 'results' | 'error'>> & {
      started?: boolean;
      finished?: boolean;
    },
  ): Promise<void> {
    const { started, finished, ...values } = set;
    await this.db
      .update(aiJobs)
      .set({
        ...values,
        ...(started ? { startedAt: sql`now()` } : {}),
        ...(finished ? { finishedAt: sql`now()` } : {}),
      })
      .where(eq(aiJobs.id, id));
    this.#updates.emit('update', id);
  }

  async addReply(userId: number, characterId: string, content: string, jobId: number): Promise<void> {
    await this.db.insert(aiMateMessages).values({ userId, characterId, role: 'assistant', content, jobId });
  }

  /** After the last attempt failed: marked failed and the credits given back, once. */
  async failAndRefund(id: number, error: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(aiJobs)
        .set({ status: 'failed', error: error.slice(0, 500), refunded: true, finishedAt: sql`now()` })
        .where(
          and(eq(aiJobs.id, id), eq(aiJobs.refunded, false), inArray(aiJobs.status, ['queued', 'running'])),
        )
        .returning();
      if (row && row.price > 0)
        await this.credits.move(tx, row.userId, row.price, 'refund', `ai_job:${id}`, `ai-refund:${id}`);
    });
    this.#updates.emit('update', id);
  }

  /** Live updates of this process's worker (the stream also polls, for workers elsewhere). */
  onUpdate(listener: (id: number) => void): () => void {
    this.#updates.on('update', listener);
    return () => this.#updates.off('update', listener);
  }

  resultFiles(row: JobRow): AiResultFile[] {
    return row.results ?? [];
  }

  /** Oldest first, for the bench and tests. */
  async jobsOf(userId: number): Promise<AiJob[]> {
    const rows = await this.db.select().from(aiJobs).where(eq(aiJobs.userId, userId)).orderBy(asc(aiJobs.id));
    return rows.map(toJob);
  }
}
