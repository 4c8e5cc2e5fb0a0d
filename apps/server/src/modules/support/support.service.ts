import type { ListResult } from '@lld/protocol/api/list';
import type { MessageKind } from '@lld/protocol/api/messages';
import type { Contact } from '@lld/protocol/api/ping';
import {
  type ChatMessage,
  type CustomEndpoint,
  type FaqItem,
  FEEDBACK_LIMITS,
  type FeedbackAddRequest,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackStatus,
} from '@lld/protocol/api/support';
import { ResultCode } from '@lld/protocol/result-codes';
import { ROUTES } from '@lld/protocol/routes';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { KvStore } from '../../adapters/kv.ts';
import type { Database } from '../../db/database.ts';
import { newestPage } from '../../db/paged-query.ts';
import { AppError } from '../../http/app-error.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { NewMessage } from '../messages/messages.service.ts';
import { ownedFiles } from '../upload/upload.service.ts';
import { rankAnswers } from './faq-match.ts';
import { feedback, supportChat } from './support.schema.ts';

/** The operator's contacts (ping/contact, cached): customer-service channels and the FAQ. */
interface ContactSource {
  contacts(): Promise<Contact[]>;
}

/** What the service needs of the message centre: the one function every producer calls. */
interface MessageSender {
  send(m: NewMessage & { kind: MessageKind }): Promise<unknown>;
}

/** Message targets (the app's jump table reads them): my feedback list, the chat. */
export const FEEDBACK_TARGET = 'feedback';
export const CHAT_TARGET = 'kf';

/**
 * Feedback with the operator's reply, the FAQ and customer-service endpoint (from the
 * operator's contacts) and the chat with the operator. Replies reach the user as
 * messages (message centre, live stream) so the badge and the open chat update at once.
 */
export class SupportService {
  constructor(
    private readonly db: Database,
    private readonly kv: KvStore,
    private readonly contacts: ContactSource,
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
    const mine = eq(feedback.userId, userId);
    return newestPage(this.db, feedback, q.kind ? and(mine, eq(feedback.kind, q.kind)) : mine, q, toFeedback);
  }

  /** Operator view: every user's feedback, optionally one status. */
  async adminFeedback(q: PageRequest & { status?: FeedbackStatus | undefined }) {
    return newestPage(this.db, feedback, q.status ? eq(feedback.status, q.status) : undefined, q, (r) => ({
      ...toFeedback(r),
      userId: r.userId,
    }));
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

  /** The in-app chat when the operator lists it among the customer-service contacts, else the first outside link. */
  async endpoint(): Promise<CustomEndpoint> {
    const channels = (await this.contacts.contacts()).filter((c) => c.kind === 'customer_service');
    const inApp = channels.find((c) => c.url === ROUTES.settingKf);
    if (inApp) return { mode: 'chat', url: '', hours: inApp.content };
    const outside = channels.find((c) => /^(https?:|mailto:)/.test(c.url));
    return outside
      ? { mode: 'link', url: outside.url, hours: outside.content }
      : { mode: 'chat', url: '', hours: '' };
  }

  /** The FAQ (contacts of kind faq); a keyword keeps the answers that match it, best first. */
  async faq(keyword: string): Promise<FaqItem[]> {
    const faqs = (await this.contacts.contacts()).filter((c) => c.kind === 'faq');
    return (keyword ? rankAnswers(keyword, faqs) : faqs).map((c) => ({
      id: c.id,
      question: c.name,
      answer: c.content,
      url: c.url,
    }));
  }

  async chat(userId: number, q: PageRequest): Promise<ListResult<ChatMessage>> {
    return newestPage(this.db, supportChat, eq(supportChat.userId, userId), q, toChat);
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
