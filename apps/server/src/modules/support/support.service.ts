import type { ListResult } from '@lld/protocol/api/list';
import type { MessageKind } from '@lld/protocol/api/messages';
import {
  type ChatMessage,
  type CustomEndpoint,
  type FaqItem,
  FEEDBACK_LIMITS,
  type FeedbackAddRequest,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackStatus,
  type OfficialGroup,
} from '@lld/protocol/api/support';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { KvStore } from '../../adapters/kv.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import type { NewMessage } from '../messages/messages.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { ownedFiles } from '../upload/upload.service.ts';
import { feedback, supportChat } from './support.schema.ts';

/** What the service needs of the message centre: the one function every producer calls. */
interface MessageSender {
  send(m: NewMessage & { kind: MessageKind }): Promise<unknown>;
}

/** When the operator has set no customer-service endpoint: the in-app chat. */
const DEFAULT_ENDPOINT: CustomEndpoint = { mode: 'chat', url: '', hours: '', notice: '' };

/** Message targets (the app's jump table reads them): my feedback list, the chat. */
export const FEEDBACK_TARGET = 'feedback';
export const CHAT_TARGET = 'kf';

/**
 * Feedback with the operator's reply, the FAQ and customer-service endpoint (operator
 * settings), the chat with the operator and the official groups. Replies reach the user as
 * messages (message centre, live stream) so the badge and the open chat update at once.
 */
export class SupportService {
  constructor(
    private readonly db: Database,
    private readonly kv: KvStore,
    private readonly settings: SettingsService,
    private readonly messages: MessageSender,
  ) {}

  async #limit(key: string, count: number, windowSeconds: number): Promise<void> {
    const hit = await this.kv.increment(key, windowSeconds);
    if (hit.count <= count) return;
    const err = new AppError(ResultCode.TOO_MANY_REQUESTS, 'too many messages', '提交太频繁，请稍后再试');
    err.retryAfter = hit.resetSeconds;
    throw err;
  }

  async addFeedback(userId: number, input: Required<FeedbackAddRequest>): Promise<FeedbackItem> {
    if (new Set(input.images).size !== input.images.length) throw AppError.invalid('images', 'duplicates');
    const owned = await ownedFiles(this.db, userId, input.images);
    const images = new Map(owned.map((f) => [f.url, f.kind]));
    for (const url of input.images)
      if (images.get(url) !== 'image') throw AppError.invalid('images', 'not an image you uploaded');
    await this.#limit(`feedback:u:${userId}`, FEEDBACK_LIMITS.perHour, 3600);
    const [row] = await this.db
      .insert(feedback)
      .values({ userId, ...input })
      .returning();
    if (!row) throw new Error('feedback insert returned nothing');
    return toFeedback(row);
  }

  async listFeedback(
    userId: number,
    q: PageRequest & { kind?: FeedbackKind },
  ): Promise<ListResult<FeedbackItem>> {
    const where = q.kind
      ? and(eq(feedback.userId, userId), eq(feedback.kind, q.kind))
      : eq(feedback.userId, userId);
    const rows = await this.db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    return pageOf(rows.map(toFeedback), q);
  }

  /** Operator view: every user's feedback, optionally one status. */
  async adminFeedback(q: PageRequest & { status?: FeedbackStatus | undefined }) {
    const where: SQL | undefined = q.status ? eq(feedback.status, q.status) : undefined;
    const rows = await this.db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    return pageOf(
      rows.map((r) => ({ ...toFeedback(r), userId: r.userId })),
      q,
    );
  }

  /** The operator answers (or closes) a feedback; the user gets a message. */
  async replyFeedback(id: number, reply: string, status: 'replied' | 'closed'): Promise<FeedbackItem> {
    const [row] = await this.db
      .update(feedback)
      .set({ reply, status, repliedAt: new Date() })
      .where(eq(feedback.id, id))
      .returning();
    if (!row) throw AppError.notFound('no such feedback');
    if (reply)
      await this.messages.send({
        userId: row.userId,
        kind: 'system',
        title: '你的反馈有了回复',
        body: reply.slice(0, 200),
        target: `${FEEDBACK_TARGET}:${row.id}`,
      });
    return toFeedback(row);
  }

  async endpoint(): Promise<CustomEndpoint> {
    return (await this.settings.get('customerService')) ?? DEFAULT_ENDPOINT;
  }

  /** FAQ entries; a keyword keeps those whose question, keywords or answer share words with it, best first. */
  async faq(keyword: string): Promise<FaqItem[]> {
    const entries = ((await this.settings.get('faq')) ?? []).map((e, i) => ({ ...e, id: i + 1 }));
    const out = (e: (typeof entries)[number]): FaqItem => ({
      id: e.id,
      question: e.question,
      answer: e.answer,
    });
    const k = fold(keyword);
    if (!k) return entries.map(out);
    return entries
      .map((e) => ({ e, score: faqScore(k, e) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.e.id - b.e.id)
      .map((x) => out(x.e));
  }

  async officialGroups(): Promise<OfficialGroup[]> {
    return ((await this.settings.get('officialGroups')) ?? []).map((g, i) => ({ ...g, id: i + 1 }));
  }

  async chat(userId: number, q: PageRequest): Promise<ListResult<ChatMessage>> {
    const rows = await this.db
      .select()
      .from(supportChat)
      .where(eq(supportChat.userId, userId))
      .orderBy(desc(supportChat.id))
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    return pageOf(rows.map(toChat), q);
  }

  /** Operator view: the latest line of the 50 most recently active conversations. */
  async conversations(): Promise<Array<{ userId: number; from: string; text: string; at: string }>> {
    const latest = await this.db
      .select({ id: max(supportChat.id) })
      .from(supportChat)
      .groupBy(supportChat.userId)
      .orderBy(desc(max(supportChat.id)))
      .limit(50);
    const ids = latest.flatMap((r) => (r.id === null ? [] : [r.id]));
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(supportChat).where(inArray(supportChat.id, ids));
    return rows
      .sort((a, b) => b.id - a.id)
      .map((r) => ({ userId: r.userId, from: r.sender, text: r.text, at: r.createdAt.toISOString() }));
  }

  async sendChat(userId: number, text: string): Promise<ChatMessage> {
    await this.#limit(`kf:u:${userId}`, FEEDBACK_LIMITS.chatPerMinute, 60);
    return this.#chatRow(userId, 'user', text);
  }

  /** The operator's answer in a user's chat, delivered like every message (badge, live stream). */
  async operatorChat(userId: number, text: string): Promise<ChatMessage> {
    const m = await this.#chatRow(userId, 'operator', text);
    await this.messages.send({
      userId,
      kind: 'system',
      title: '客服回复',
      body: text.slice(0, 200),
      target: CHAT_TARGET,
    });
    return m;
  }

  async #chatRow(userId: number, sender: 'user' | 'operator', text: string): Promise<ChatMessage> {
    const [row] = await this.db.insert(supportChat).values({ userId, sender, text }).returning();
    if (!row) throw new Error('chat insert returned nothing');
    return toChat(row);
  }
}

/** Lower case, no spaces or punctuation, full-width letters and digits folded to half-width. */
export function fold(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/**
 * How well a folded keyword matches an entry: every two-character piece of the keyword found
 * in the question or keywords counts 2, in the answer 1; the whole keyword found adds 5.
 */
export function faqScore(k: string, e: { question: string; answer: string; keywords: string }): number {
  const head = fold(`${e.question} ${e.keywords}`);
  const body = fold(e.answer);
  const pieces = k.length < 2 ? [k] : Array.from({ length: k.length - 1 }, (_, i) => k.slice(i, i + 2));
  let score = head.includes(k) || body.includes(k) ? 5 : 0;
  for (const p of pieces) score += head.includes(p) ? 2 : body.includes(p) ? 1 : 0;
  return score;
}

function toFeedback(r: typeof feedback.$inferSelect): FeedbackItem {
  return {
    id: r.id,
    kind: r.kind as FeedbackItem['kind'],
    category: r.category as FeedbackItem['category'],
    text: r.text,
    images: r.images,
    contact: r.contact,
    status: r.status as FeedbackStatus,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

function toChat(r: typeof supportChat.$inferSelect): ChatMessage {
  return {
    id: r.id,
    from: r.sender === 'operator' ? 'operator' : 'user',
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  };
}
