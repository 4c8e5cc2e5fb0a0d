import type { ListResult } from '@lld/protocol/api/list';
import {
  MESSAGE_KINDS,
  type Message,
  type MessageKind,
  type MessageLatest,
} from '@lld/protocol/api/messages';
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { users, userVips } from '../../db/core.schema.ts';
import { type Database, rowsOf } from '../../db/database.ts';
import { newestPage } from '../../db/paged-query.ts';
import type { PageRequest } from '../../http/paging.ts';
import { StreamGroups } from '../../http/stream-groups.ts';
import { messages } from './messages.schema.ts';

/** Unread messages are counted up to this many per tab (see `latest`). */
export const UNREAD_COUNT_CAP = 100;

export interface NewMessage {
  userId: number;
  kind: MessageKind;
  title: string;
  body?: string;
  target?: string;
}

/** Rows per insert statement of a broadcast. */
const BROADCAST_CHUNK = 1000;

/** `remote`: stored on another API node and passed on through the fan-out. */
type Listener = (userId: number, message: Message, origin: 'local' | 'remote') => void;

/**
 * The message store. `send` is the one function every producer goes through (the module's
 * domain-event listeners, operator broadcasts); live delivery listens with `onSentTo` (a user's
 * open streams) and `onSent` (every message: the fan-out to other nodes).
 */
export class MessagesService {
  readonly #listeners = new Set<Listener>();
  /** Open message streams by user. */
  readonly #byUser = new StreamGroups<number, Message>();

  constructor(private readonly db: Database) {}

  /** Called for every stored message (live delivery hooks in here). Returns the unsubscribe. */
  onSent(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called for every stored message of `userId` (an open message stream). Returns the unsubscribe. */
  onSentTo(userId: number, listener: (message: Message) => void): () => void {
    return this.#byUser.add(userId, listener);
  }

  /** Hands a stored message to this node's listeners (also called for messages stored on other nodes). */
  deliver(userId: number, message: Message, origin: 'local' | 'remote' = 'local'): void {
    for (const l of this.#listeners) l(userId, message, origin);
    this.#byUser.emit(userId, message);
  }

  async send(m: NewMessage): Promise<Message> {
    const [row] = await this.db
      .insert(messages)
      .values({ userId: m.userId, kind: m.kind, title: m.title, body: m.body ?? '', target: m.target ?? '' })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    const out = toMessage(row);
    this.deliver(m.userId, out);
    return out;
  }

  /**
   * An operator broadcast: one message to one user, to every user with an active VIP, or to
   * everyone, written in one statement. Live delivery gets each stored row. Returns how many.
   */
  async broadcast(
    to: { audience: 'user'; userId: number } | { audience: 'vip' | 'all' },
    m: Omit<NewMessage, 'userId' | 'kind'>,
  ): Promise<number> {
    if (to.audience === 'user') {
      await this.send({ ...m, userId: to.userId, kind: 'system' });
      return 1;
    }
    const recipients =
      to.audience === 'vip'
        ? this.db
            .selectDistinct({ userId: userVips.userId })
            .from(userVips)
            .where(gt(userVips.expiresAt, sql`now()`))
        : this.db.select({ userId: users.id }).from(users);
    const ids = await recipients;
    const rows: (typeof messages.$inferSelect)[] = [];
    for (let i = 0; i < ids.length; i += BROADCAST_CHUNK) {
      const chunk = ids.slice(i, i + BROADCAST_CHUNK);
      const values = chunk.map((r) => ({
        ...m,
        body: m.body ?? '',
        target: m.target ?? '',
        userId: r.userId,
        kind: 'system',
      }));
      rows.push(...(await this.db.insert(messages).values(values).returning()));
    }
    for (const row of rows) this.deliver(row.userId, toMessage(row));
    return rows.length;
  }

  async list(userId: number, q: PageRequest & { kind?: MessageKind }): Promise<ListResult<Message>> {
    const where = q.kind
      ? and(eq(messages.userId, userId), eq(messages.kind, q.kind))
      : eq(messages.userId, userId);
    return newestPage(this.db, messages, where, q, toMessage);
  }

  /** Messages after `afterId`, oldest first (a stream catching up after a reconnect). */
  async since(userId: number, afterId: number, limit = 100): Promise<Message[]> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), gt(messages.id, afterId)))
      .orderBy(asc(messages.id))
      .limit(limit);
    return rows.map(toMessage);
  }

  /**
   * Unread counts per tab, each counted up to UNREAD_COUNT_CAP: the badge shows 99+ from there
   * on, and a capped count reads at most that many index entries per tab, however many
   * unread messages (broadcasts nobody opens) a user has piled up.
   */
  async latest(userId: number): Promise<MessageLatest> {
    const kinds = sql.join(
      MESSAGE_KINDS.map((k) => sql`(${k})`),
      sql`, `,
    );
    const counted = await this.db.execute<{ kind: string; n: number }>(sql`
      select k.kind, (
        select count(*)::int from (
          select 1 from ${messages}
          where ${messages.userId} = ${userId} and ${messages.kind} = k.kind and ${messages.read} = false
          limit ${UNREAD_COUNT_CAP}
        ) capped
      ) as n
      from (values ${kinds}) as k(kind)`);
    const byKind = Object.fromEntries(MESSAGE_KINDS.map((k) => [k, 0])) as Record<MessageKind, number>;
    for (const r of rowsOf<{ kind: string; n: number }>(counted))
      if (isKind(r.kind)) byKind[r.kind] = Number(r.n);
    const [top] = await this.db
      .select({ id: max(messages.id) })
      .from(messages)
      .where(eq(messages.userId, userId));
    return { unread: Object.values(byKind).reduce((s, n) => s + n, 0), byKind, latestId: top?.id ?? 0 };
  }

  /** Marks the given ids, else the tab, else everything read; only the caller's own messages. */
  async markRead(
    userId: number,
    req: { ids?: number[]; kind?: MessageKind },
  ): Promise<{ marked: number; unread: number }> {
    const conds = [eq(messages.userId, userId), eq(messages.read, false)];
    if (req.ids) conds.push(inArray(messages.id, req.ids.length ? req.ids : [0]));
    else if (req.kind) conds.push(eq(messages.kind, req.kind));
    const marked = await this.db
      .update(messages)
      .set({ read: true })
      .where(and(...conds))
      .returning({ id: messages.id });
    return { marked: marked.length, unread: (await this.latest(userId)).unread };
  }
}

function isKind(k: string): k is MessageKind {
  return (MESSAGE_KINDS as readonly string[]).includes(k);
}

function toMessage(r: typeof messages.$inferSelect): Message {
  return {
    id: r.id,
    kind: isKind(r.kind) ? r.kind : 'system',
    title: r.title,
    body: r.body,
    target: r.target,
    read: r.read,
    createdAt: r.createdAt.toISOString(),
  };
}
