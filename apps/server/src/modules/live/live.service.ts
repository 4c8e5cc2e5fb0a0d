import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LiveChannel, LiveChatMessage, LivePlay, LiveProgramme } from '@lld/protocol/api/live';
import { LIVE_STREAM_PREFIX } from '@lld/protocol/api/live';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { KvStore } from '../../adapters/kv.ts';
import type { Config } from '../../config.ts';
import { users } from '../../db/core.schema.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { StreamGroups } from '../../http/stream-groups.ts';
import { serverPath } from '../../paths.ts';
import type { MediaSourceService } from '../media/media-source.service.ts';
import type { AccessService } from '../wallet/access.service.ts';
import { LiveRunners } from './live.runners.ts';
import { liveChannels, liveChatMessages, liveMutes, liveProgrammes } from './live.schema.ts';

/** The server's media folder (demo clips under `demo/`): relative file sources resolve here first. */
export const MEDIA_DIR = serverPath('media');
/** The guide's day is a day in China (UTC+8, no daylight saving). */
const DAY_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
/** A viewer counts while its player asked for the playlist within this long (at most the idle time). */
const VIEWER_TTL_MS = 15_000;
/** The kv presence set of a channel's viewers: every node marks and counts the same set. */
const viewersKey = (channelId: number) => `live:viewers:${channelId}`;
const CHAT_HISTORY = 50;

export type ChannelRow = typeof liveChannels.$inferSelect;
type ProgrammeRow = typeof liveProgrammes.$inferSelect;

export type ChatEvent =
  | { type: 'message'; message: LiveChatMessage }
  | { type: 'delete'; channelId: number; id: number };
type ChatListener = (event: ChatEvent, origin: 'local' | 'remote') => void;

const chatChannelOf = (e: ChatEvent) => (e.type === 'delete' ? e.channelId : e.message.channelId);

export interface ChannelInput {
  name: string;
  category?: string;
  description?: string;
  cover?: string;
  access?: 'free' | 'vip';
  sourceKind: 'file' | 'url' | 'video';
  source: string;
  clock?: boolean;
  enabled?: boolean;
  recommended?: boolean;
  sort?: number;
}

export interface ProgrammeInput {
  title: string;
  startsAt: Date;
  endsAt: Date;
  daily?: boolean;
}

export const newChannelKey = (): string => randomBytes(16).toString('hex');

/** Today's occurrences of the schedule (Asia/Shanghai day), in order. */
export function guideFor(rows: readonly ProgrammeRow[], nowMs: number): LiveProgramme[] {
  const dayStart = Math.floor((nowMs + DAY_OFFSET_MS) / DAY_MS) * DAY_MS - DAY_OFFSET_MS;
  return occurrences(rows, dayStart, dayStart + DAY_MS);
}

function occurrences(rows: readonly ProgrammeRow[], from: number, to: number): LiveProgramme[] {
  const out: { title: string; s: number; e: number }[] = [];
  for (const r of rows) {
    const s0 = r.startsAt.getTime();
    const len = r.endsAt.getTime() - s0;
    if (len <= 0) continue;
    if (!r.daily) {
      if (s0 < to && s0 + len > from) out.push({ title: r.title, s: s0, e: s0 + len });
      continue;
    }
    // The occurrences of a daily programme that touch [from, to).
    const k0 = Math.floor((from - s0 - len) / DAY_MS) + 1;
    for (let k = k0; s0 + k * DAY_MS < to; k++) {
      const s = s0 + k * DAY_MS;
      if (s + len > from) out.push({ title: r.title, s, e: s + len });
    }
  }
  return out
    .sort((a, b) => a.s - b.s)
    .map((p) => ({
      title: p.title,
      startsAt: new Date(p.s).toISOString(),
      endsAt: new Date(p.e).toISOString(),
    }));
}

/** What is on at `nowMs` and what comes next. */
export function nowAndNext(
  rows: readonly ProgrammeRow[],
  nowMs: number,
): { nowPlaying: LiveProgramme | null; next: LiveProgramme | null } {
  const around = occurrences(rows, nowMs - DAY_MS, nowMs + DAY_MS);
  const nowPlaying =
    around.find((p) => Date.parse(p.startsAt) <= nowMs && Date.parse(p.endsAt) > nowMs) ?? null;
  const next = around.find((p) => Date.parse(p.startsAt) > nowMs) ?? null;
  return { nowPlaying, next };
}

/**
 * Live TV (issue 15): channels and their schedules (operator data), the encoders (one per
 * watched channel, LiveRunners), viewer counts, and the live chat with its listeners.
 */
export class LiveService {
  readonly runners: LiveRunners;
  readonly #viewers = new Map<number, Map<string, number>>();
  readonly #chatListeners = new Set<ChatListener>();
  /** Open chat streams by channel. */
  readonly #chatByChannel = new StreamGroups<number, ChatEvent>();
  readonly #viewerTtlMs: number;

  constructor(
    private readonly db: Database,
    private readonly kv: KvStore,
    private readonly access: AccessService,
    private readonly config: Config,
    log: FastifyBaseLogger,
    private readonly mediaSource: MediaSourceService,
  ) {
    this.#viewerTtlMs = Math.min(VIEWER_TTL_MS, config.live.idleSeconds * 1000);
    this.runners = new LiveRunners({
      ffmpeg: config.ffmpegPath,
      dir: path.join(config.dataDir, 'live'),
      log,
      idleMs: config.live.idleSeconds * 1000,
      maxRunning: config.live.maxRunning,
      resolveSource: (c) => this.prepareSource(c),
      // This node's viewers keep this node's encoder: the shared count would keep an encoder
      // running on every node for a channel watched on one.
      isWatched: (id) => this.#localViewers(id) > 0,
    });
  }

  /** The library video a `video` source names (its id), or null. */
  static videoId(c: Pick<ChannelRow, 'sourceKind' | 'source'>): number | null {
    if (c.sourceKind !== 'video' || !/^[1-9]\d{0,9}$/.test(c.source)) return null;
    return Number(c.source);
  }

  /** Whether the channel's source can be played here (a `video` source: it has a stream). */
  async sourceAvailable(c: Pick<ChannelRow, 'sourceKind' | 'source'>): Promise<boolean> {
    if (c.sourceKind !== 'video') return !!this.resolveSource(c);
    const id = LiveService.videoId(c);
    return id !== null && (await this.mediaSource.hasStream(id));
  }

  /** What ffmpeg reads: `resolveSource`, or a library video's plain copy (made on first use). */
  async prepareSource(c: Pick<ChannelRow, 'sourceKind' | 'source'>): Promise<string | null> {
    if (c.sourceKind !== 'video') return this.resolveSource(c);
    const id = LiveService.videoId(c);
    return id === null
      ? null
      : this.mediaSource.plainPlaylist(id, path.join(this.config.dataDir, 'live-sources'));
  }

  /** A file source as a path on this server (null when missing); an URL as it is; null for a video. */
  resolveSource(c: Pick<ChannelRow, 'sourceKind' | 'source'>): string | null {
    if (c.sourceKind === 'video') return null;
    if (c.sourceKind === 'url') return /^(https?|rtmps?):\/\//.test(c.source) ? c.source : null;
    // Operator data, yet never a way out of the two folders by `..`.
    if (c.source.split(/[\\/]/).includes('..')) return null;
    const candidates = path.isAbsolute(c.source)
      ? [c.source]
      : [path.join(MEDIA_DIR, c.source), path.join(this.config.dataDir, c.source)];
    return candidates.find((p) => existsSync(p)) ?? null;
  }

  // --- channels ---

  async channelRow(id: number): Promise<ChannelRow | null> {
    const [row] = await this.db.select().from(liveChannels).where(eq(liveChannels.id, id));
    return row ?? null;
  }

  async #enabled(category?: string): Promise<ChannelRow[]> {
    const where = category
      ? and(eq(liveChannels.enabled, true), eq(liveChannels.category, category))
      : eq(liveChannels.enabled, true);
    return this.db
      .select()
      .from(liveChannels)
      .where(where)
      .orderBy(asc(liveChannels.sort), asc(liveChannels.id));
  }

  async #programmes(ids: readonly number[]): Promise<Map<number, ProgrammeRow[]>> {
    const map = new Map<number, ProgrammeRow[]>();
    if (ids.length === 0) return map;
    const rows = await this.db
      .select()
      .from(liveProgrammes)
      .where(inArray(liveProgrammes.channelId, [...ids]))
      .orderBy(asc(liveProgrammes.startsAt));
    for (const r of rows) map.set(r.channelId, [...(map.get(r.channelId) ?? []), r]);
    return map;
  }

  async #views(rows: readonly ChannelRow[]): Promise<LiveChannel[]> {
    const [programmes, ffmpeg, viewers, sources] = await Promise.all([
      this.#programmes(rows.map((r) => r.id)),
      this.runners.ffmpegAvailable(),
      this.viewerCounts(rows.map((r) => r.id)),
      Promise.all(rows.map((r) => this.sourceAvailable(r))),
    ]);
    const now = Date.now();
    return rows.map((r, i) => {
      const source = sources[i];
      const offlineReason = !ffmpeg
        ? '直播服务暂不可用：服务器未安装 ffmpeg'
        : !source
          ? '信号源不可用，请稍后再来'
          : '';
      return {
        id: r.id,
        name: r.name,
        category: r.category,
        cover: r.cover,
        description: r.description,
        access: r.access === 'vip' ? 'vip' : 'free',
        online: !offlineReason,
        offlineReason,
        viewers: viewers[i] ?? 0,
        ...nowAndNext(programmes.get(r.id) ?? [], now),
      };
    });
  }

  async home(category?: string): Promise<{ categories: { name: string; channels: LiveChannel[] }[] }> {
    const views = await this.#views(await this.#enabled(category));
    const categories: { name: string; channels: LiveChannel[] }[] = [];
    for (const v of views) {
      const name = v.category || '综合';
      let c = categories.find((x) => x.name === name);
      if (!c) {
        c = { name, channels: [] };
        categories.push(c);
      }
      c.channels.push(v);
    }
    return { categories };
  }

  /** Operator picks first, then the most watched. */
  async recommended(): Promise<LiveChannel[]> {
    const rows = await this.#enabled();
    const views = await this.#views(rows);
    const picked = new Set(rows.filter((r) => r.recommended).map((r) => r.id));
    return views
      .sort((a, b) => Number(picked.has(b.id)) - Number(picked.has(a.id)) || b.viewers - a.viewers)
      .slice(0, 10);
  }

  async canWatch(userId: number | null, row: ChannelRow): Promise<boolean> {
    if (row.access !== 'vip') return true;
    const d = await this.access.check(userId, {
      kind: 'live_channel',
      itemId: row.id,
      access: 'vip',
      vipTiers: ['live'],
    });
    return d.allowed;
  }

  /** The play screen's data; an entitled caller's tap starts the encoder (it warms while the player loads). */
  async play(userId: number | null, id: number): Promise<LivePlay> {
    const row = await this.channelRow(id);
    if (!row?.enabled) throw AppError.notFound('no such channel');
    const [channel] = await this.#views([row]);
    const allowed = await this.canWatch(userId, row);
    if (allowed && channel!.online && this.config.live.prewarm) void this.runners.ensure(row).catch(() => {});
    const programmes = await this.#programmes([id]);
    return {
      channel: channel!,
      allowed,
      playlistPath: `${LIVE_STREAM_PREFIX}${id}`,
      guide: guideFor(programmes.get(id) ?? [], Date.now()),
    };
  }

  // --- viewers ---

  /**
   * A player asked for the playlist: it counts as watching for a while, on this node (its
   * encoder) and in the shared count (a presence set in the kv store: Redis with REDIS_URL, so
   * every node reports the same figure).
   */
  async seen(channelId: number, viewer: string): Promise<void> {
    let m = this.#viewers.get(channelId);
    if (!m) {
      m = new Map();
      this.#viewers.set(channelId, m);
    }
    m.set(viewer, Date.now());
    this.runners.touch(channelId);
    // A display figure: a kv failure must not stop the picture.
    await this.kv.markPresent(viewersKey(channelId), viewer, this.#viewerTtlMs / 1000).catch(() => undefined);
  }

  /** Viewers of each channel across every node (0 when the kv store cannot be read). */
  async viewerCounts(channelIds: readonly number[]): Promise<number[]> {
    return this.kv
      .countPresent(channelIds.map(viewersKey), this.#viewerTtlMs / 1000)
      .catch(() => channelIds.map(() => 0));
  }

  /** Viewers of the channel on this node (its encoder's reason to run). */
  #localViewers(channelId: number): number {
    const m = this.#viewers.get(channelId);
    if (!m) return 0;
    const now = Date.now();
    for (const [k, t] of m) if (now - t > this.#viewerTtlMs) m.delete(k);
    return m.size;
  }

  // --- chat ---

  /** Every chat event of every channel (the fan-out to other nodes). Returns the unsubscribe. */
  onChat(listener: ChatListener): () => void {
    this.#chatListeners.add(listener);
    return () => this.#chatListeners.delete(listener);
  }

  /** The chat events of one channel (an open chat stream). Returns the unsubscribe. */
  onChannelChat(channelId: number, listener: (event: ChatEvent) => void): () => void {
    return this.#chatByChannel.add(channelId, listener);
  }

  deliverChat(event: ChatEvent, origin: 'local' | 'remote' = 'local'): void {
    for (const l of this.#chatListeners) l(event, origin);
    this.#chatByChannel.emit(chatChannelOf(event), event);
  }

  async chatList(channelId: number, after = 0): Promise<LiveChatMessage[]> {
    const rows = await this.db
      .select()
      .from(liveChatMessages)
      .where(
        and(
          eq(liveChatMessages.channelId, channelId),
          eq(liveChatMessages.deleted, false),
          gt(liveChatMessages.id, after),
        ),
      )
      .orderBy(desc(liveChatMessages.id))
      .limit(CHAT_HISTORY);
    return rows.reverse().map(toChat);
  }

  async chatSend(userId: number, channelId: number, text: string): Promise<LiveChatMessage> {
    const row = await this.channelRow(channelId);
    if (!row?.enabled) throw AppError.notFound('no such channel');
    const [mute] = await this.db.select().from(liveMutes).where(eq(liveMutes.userId, userId));
    if (mute && mute.until.getTime() > Date.now())
      throw new AppError(ResultCode.FORBIDDEN, 'muted in live chat', '你已被禁言，暂时不能发言');
    const rate = this.config.live.chatRate;
    const hit = await this.kv.increment(`live:chat:${userId}`, rate.windowSeconds);
    if (hit.count > rate.count) {
      const err = new AppError(ResultCode.TOO_MANY_REQUESTS, 'chat rate limit', '发言太快了，请稍后再试');
      err.retryAfter = rate.windowSeconds;
      throw err;
    }
    const [user] = await this.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
    const [saved] = await this.db
      .insert(liveChatMessages)
      .values({ channelId, userId, nickname: user?.nickname ?? `用户${userId}`, text })
      .returning();
    const message = toChat(saved!);
    this.deliverChat({ type: 'message', message });
    return message;
  }

  async chatDelete(id: number): Promise<boolean> {
    const [row] = await this.db
      .update(liveChatMessages)
      .set({ deleted: true })
      .where(eq(liveChatMessages.id, id))
      .returning();
    if (!row) return false;
    this.deliverChat({ type: 'delete', channelId: row.channelId, id });
    return true;
  }

  async mute(userId: number, minutes: number, reason = ''): Promise<Date> {
    const until = new Date(Date.now() + minutes * 60_000);
    await this.db
      .insert(liveMutes)
      .values({ userId, until, reason })
      .onConflictDoUpdate({ target: liveMutes.userId, set: { until, reason } });
    return until;
  }

  async unmute(userId: number): Promise<void> {
    await this.db.delete(liveMutes).where(eq(liveMutes.userId, userId));
  }

  // --- operator ---

  async listChannels(): Promise<(ChannelRow & { programmes: ProgrammeRow[] })[]> {
    const rows = await this.db
      .select()
      .from(liveChannels)
      .orderBy(asc(liveChannels.sort), asc(liveChannels.id));
    const programmes = await this.#programmes(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, programmes: programmes.get(r.id) ?? [] }));
  }

  async createChannel(input: ChannelInput, programmes: readonly ProgrammeInput[] = []): Promise<ChannelRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(liveChannels)
        .values({ ...input, keyHex: newChannelKey() })
        .returning();
      if (programmes.length)
        await tx.insert(liveProgrammes).values(programmes.map((p) => ({ ...p, channelId: row!.id })));
      return row!;
    });
  }

  async updateChannel(id: number, input: Partial<ChannelInput>): Promise<ChannelRow | null> {
    const [row] = await this.db.update(liveChannels).set(input).where(eq(liveChannels.id, id)).returning();
    if (!row) return null;
    // A changed source or a disabled channel: the running encoder stops; the next viewer starts the new one.
    if (
      input.source !== undefined ||
      input.sourceKind !== undefined ||
      input.clock !== undefined ||
      !row.enabled
    )
      await this.runners.stop(id);
    return row;
  }

  async deleteChannel(id: number): Promise<boolean> {
    await this.runners.stop(id);
    const rows = await this.db.delete(liveChannels).where(eq(liveChannels.id, id)).returning();
    return rows.length > 0;
  }

  async replaceSchedule(channelId: number, programmes: readonly ProgrammeInput[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.delete(liveProgrammes).where(eq(liveProgrammes.channelId, channelId));
      if (programmes.length)
        await tx.insert(liveProgrammes).values(programmes.map((p) => ({ ...p, channelId })));
      return programmes.length;
    });
  }
}

function toChat(r: typeof liveChatMessages.$inferSelect): LiveChatMessage {
  return {
    id: r.id,
    channelId: r.channelId,
    userId: r.userId,
    nickname: r.nickname,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  };
}
