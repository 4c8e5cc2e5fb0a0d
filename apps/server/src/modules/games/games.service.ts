import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  GameCard,
  GameHome,
  GameInput,
  GameLaunch,
  GameRank,
  RankEntry,
  RecentGame,
} from '@lld/protocol/api/games';
import { GAME_LAUNCH_TTL_SECONDS } from '@lld/protocol/api/games';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { LgpParams } from '../../adapters/games/lgp.ts';
import type { Checked, GameProvider } from '../../adapters/games/provider.ts';
import { seconds } from '../../db/columns.ts';
import { users } from '../../db/core.schema.ts';
import type { Database } from '../../db/database.ts';
import { insertRow, updateRow } from '../../db/rows.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { gameBest, gameEvents, gameSessions, games } from './games.schema.ts';

type GameRow = typeof games.$inferSelect;

/** How long after its launch a session may still report scores. */
export const SESSION_REPORT_HOURS = 24;
const HOT_COUNT = 6;
const RECENT_COUNT = 10;
const RANK_COUNT = 50;

/** What we answer a provider's call: HTTP status and a JSON body (signed when it is an answer). */
export interface ProviderAnswer {
  status: number;
  body: Record<string, string>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function card(g: GameRow): GameCard {
  return {
    id: g.id,
    name: g.name,
    cover: g.cover,
    description: g.description,
    category: g.category,
    plays: g.plays,
  };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The game centre: the operator's games, launches (`game/login`), the provider's calls
 * (verify a launch token, report a score; LGP/1, adapters/games/lgp.ts) and what they feed:
 * best scores, the leaderboard, recently played, and `game.played` for the welfare tasks.
 */
export class GamesService {
  constructor(
    private readonly db: Database,
    private readonly providers: ReadonlyMap<string, GameProvider>,
    private readonly events: DomainEventBus,
    /** UTC seconds. */
    private readonly now: () => number,
  ) {}

  /* ---------------- player calls ---------------- */

  async home(userId: number): Promise<GameHome> {
    const list = await this.db
      .select()
      .from(games)
      .where(eq(games.enabled, true))
      .orderBy(asc(games.sort), asc(games.id));
    const categories = [...new Set(list.map((g) => g.category))];
    const hot = [...list]
      .sort((a, b) => b.plays - a.plays || a.sort - b.sort || a.id - b.id)
      .slice(0, HOT_COUNT)
      .map(card);
    return { categories, list: list.map(card), hot, recent: await this.recent(userId, RECENT_COUNT) };
  }

  async myScores(userId: number): Promise<{ list: RecentGame[] }> {
    return { list: await this.recent(userId, 200) };
  }

  private async recent(userId: number, limit: number): Promise<RecentGame[]> {
    const rows = await this.db
      .select({ game: games, best: gameBest.best, playedAt: gameBest.playedAt })
      .from(gameBest)
      .innerJoin(games, eq(games.id, gameBest.gameId))
      .where(and(eq(gameBest.userId, userId), eq(games.enabled, true)))
      .orderBy(desc(gameBest.playedAt), desc(gameBest.gameId))
      .limit(limit);
    return rows.map((r) => ({ ...card(r.game), best: r.best, lastPlayedAt: seconds(r.playedAt) }));
  }

  private async enabledGame(id: number): Promise<GameRow> {
    const [g] = await this.db
      .select()
      .from(games)
      .where(and(eq(games.id, id), eq(games.enabled, true)));
    if (!g) throw AppError.notFound('no such game');
    return g;
  }

  /** A one-use launch URL for `userId`, valid for GAME_LAUNCH_TTL_SECONDS. */
  async login(userId: number, gameId: number, origin: string): Promise<GameLaunch> {
    const g = await this.enabledGame(gameId);
    const provider = this.providers.get(g.provider);
    if (!provider) throw AppError.notFound('the game provider is not configured');
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.now() + GAME_LAUNCH_TTL_SECONDS;
    await this.db.insert(gameSessions).values({
      id: randomBytes(16).toString('base64url'),
      tokenHash: sha256(token),
      userId,
      gameId: g.id,
      provider: provider.name,
      expiresAt: new Date(expiresAt * 1000),
    });
    const url = provider.launchUrl({
      providerGameId: g.providerGameId,
      token,
      player: provider.playerId(userId),
      api: `${origin}/api/game/provider/${provider.name}`,
      expiresAt,
      siteOrigin: origin,
    });
    return { url, expiresAt, game: card(g) };
  }

  async rank(userId: number, gameId: number): Promise<GameRank> {
    const g = await this.enabledGame(gameId);
    /** Players with a score in this game (and `also`), with their names. */
    const scored = (also?: SQL) =>
      this.db
        .select({
          userId: gameBest.userId,
          best: gameBest.best,
          bestAt: gameBest.bestAt,
          nickname: users.nickname,
          avatar: users.avatar,
        })
        .from(gameBest)
        .innerJoin(users, eq(users.id, gameBest.userId))
        .where(and(eq(gameBest.gameId, g.id), gt(gameBest.best, 0), also));
    const rows = await scored()
      .orderBy(desc(gameBest.best), asc(gameBest.bestAt), asc(gameBest.userId))
      .limit(RANK_COUNT);
    const entry = (r: (typeof rows)[number], rank: number): RankEntry => ({
      rank,
      userId: r.userId,
      nickname: r.nickname,
      avatar: r.avatar,
      score: r.best,
      at: seconds(r.bestAt),
    });
    const list = rows.map((r, i) => entry(r, i + 1));
    let mine = list.find((e) => e.userId === userId) ?? null;
    if (!mine) {
      const [me] = await scored(eq(gameBest.userId, userId));
      if (me) {
        const [ahead] = await this.db
          .select({ n: sql<number>`count(*)::int` })
          .from(gameBest)
          .where(
            and(
              eq(gameBest.gameId, g.id),
              or(
                gt(gameBest.best, me.best),
                and(eq(gameBest.best, me.best), lt(gameBest.bestAt, me.bestAt)),
                and(eq(gameBest.best, me.best), eq(gameBest.bestAt, me.bestAt), lt(gameBest.userId, userId)),
              ),
            ),
          );
        mine = entry(me, (ahead?.n ?? 0) + 1);
      }
    }
    return { game: card(g), list, mine };
  }

  /* ---------------- the provider's calls (LGP/1) ---------------- */

  private refuse(
    provider: GameProvider | undefined,
    status: number,
    code: string,
    msg: string,
  ): ProviderAnswer {
    const body = { code, msg };
    return { status, body: provider ? provider.answer(body, this.now()) : body };
  }

  /** A provider's call: the named provider and the call `check` accepted, or the refusal to answer. */
  private accept<T>(
    providerName: string,
    check: (provider: GameProvider, now: number) => Checked<T>,
  ): { provider: GameProvider; now: number; value: T } | { refused: ProviderAnswer } {
    const provider = this.providers.get(providerName);
    if (!provider) return { refused: this.refuse(undefined, 404, 'unknown_provider', 'no such provider') };
    const now = this.now();
    const checked = check(provider, now);
    if (!checked.ok) {
      const status = checked.reason === 'bad_request' ? 400 : 401;
      return { refused: this.refuse(provider, status, checked.reason, 'refused') };
    }
    return { provider, now, value: checked.value };
  }

  /** `POST /api/game/provider/:name/verify`: spends a launch token, answers the session. */
  async verify(providerName: string, params: LgpParams): Promise<ProviderAnswer> {
    const call = this.accept(providerName, (p, now) => p.checkVerify(params, now));
    if ('refused' in call) return call.refused;
    const { provider, now } = call;
    const { token, player } = call.value;
    const [s] = await this.db
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.tokenHash, sha256(token)), eq(gameSessions.provider, provider.name)));
    if (!s) return this.refuse(provider, 404, 'unknown_token', 'no such launch');
    // The token was issued for one user: presented for another player, it is refused (and kept).
    if (!sameText(player, provider.playerId(s.userId)))
      return this.refuse(provider, 403, 'wrong_player', 'the launch belongs to another player');
    if (s.verifiedAt) return this.refuse(provider, 409, 'used', 'the launch was used already');
    if (seconds(s.expiresAt) <= now) return this.refuse(provider, 410, 'expired', 'the launch expired');
    const spent = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(gameSessions)
        .set({ verifiedAt: new Date(now * 1000) })
        .where(
          and(
            eq(gameSessions.id, s.id),
            isNull(gameSessions.verifiedAt),
            gt(gameSessions.expiresAt, new Date(now * 1000)),
          ),
        )
        .returning({ id: gameSessions.id });
      if (!row) return null;
      const [g] = await tx
        .update(games)
        .set({ plays: sql`${games.plays} + 1` })
        .where(eq(games.id, s.gameId))
        .returning();
      const [u] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, s.userId));
      const [b] = await tx
        .select({ best: gameBest.best })
        .from(gameBest)
        .where(and(eq(gameBest.userId, s.userId), eq(gameBest.gameId, s.gameId)));
      return { game: g!, nickname: u?.nickname ?? '', best: b?.best ?? 0 };
    });
    if (!spent) return this.refuse(provider, 409, 'used', 'the launch was used already');
    return {
      status: 200,
      body: provider.answer(
        {
          code: '0',
          session: s.id,
          player,
          nickname: spent.nickname,
          game: spent.game.providerGameId,
          best: spent.best,
        },
        now,
      ),
    };
  }

  /** `POST /api/game/provider/:name/score`: records a score report once per event id. */
  async score(providerName: string, params: LgpParams): Promise<ProviderAnswer> {
    const call = this.accept(providerName, (p, now) => p.checkScore(params, now));
    if ('refused' in call) return call.refused;
    const { provider, now } = call;
    const { session, event, score } = call.value;
    const at = new Date(now * 1000);
    const result = await this.db.transaction(async (tx) => {
      const [s] = await tx
        .select()
        .from(gameSessions)
        .where(and(eq(gameSessions.id, session), eq(gameSessions.provider, provider.name)))
        .for('update');
      if (!s?.verifiedAt) return { kind: 'unknown' as const };
      if (seconds(s.createdAt) + SESSION_REPORT_HOURS * 3600 < now) return { kind: 'closed' as const };
      const inserted = await tx
        .insert(gameEvents)
        .values({ provider: provider.name, eventId: event, sessionId: s.id, score })
        .onConflictDoNothing()
        .returning({ id: gameEvents.eventId });
      if (inserted.length === 0) {
        const [b] = await tx
          .select({ best: gameBest.best })
          .from(gameBest)
          .where(and(eq(gameBest.userId, s.userId), eq(gameBest.gameId, s.gameId)));
        return { kind: 'duplicate' as const, best: b?.best ?? 0 };
      }
      await tx
        .update(gameSessions)
        .set({
          score: sql`greatest(${gameSessions.score}, ${score})`,
          reports: sql`${gameSessions.reports} + 1`,
          reportedAt: at,
        })
        .where(eq(gameSessions.id, s.id));
      const [b] = await tx
        .insert(gameBest)
        .values({ userId: s.userId, gameId: s.gameId, best: score, bestAt: at, playedAt: at })
        .onConflictDoUpdate({
          target: [gameBest.userId, gameBest.gameId],
          set: {
            best: sql`greatest(${gameBest.best}, excluded.best)`,
            bestAt: sql`case when excluded.best > ${gameBest.best} then excluded.best_at else ${gameBest.bestAt} end`,
            playedAt: sql`excluded.played_at`,
          },
        })
        .returning({ best: gameBest.best });
      return {
        kind: 'recorded' as const,
        best: b?.best ?? score,
        first: s.reports === 0,
        userId: s.userId,
        gameId: s.gameId,
      };
    });
    if (result.kind === 'unknown') return this.refuse(provider, 404, 'unknown_session', 'no such session');
    if (result.kind === 'closed') return this.refuse(provider, 410, 'closed', 'the session is closed');
    if (result.kind === 'recorded' && result.first)
      // After commit: the first report of a session is one game played (welfare counts it).
      this.events.emit('game.played', {
        userId: result.userId,
        gameId: result.gameId,
        sessionId: session,
        score,
      });
    return {
      status: 200,
      body: provider.answer({ code: '0', duplicate: result.kind === 'duplicate', best: result.best }, now),
    };
  }

  /* ---------------- operator ---------------- */

  async all(): Promise<GameRow[]> {
    return this.db.select().from(games).orderBy(asc(games.sort), asc(games.id));
  }

  /** One game in any state (null when unknown). */
  async row(id: number): Promise<GameRow | null> {
    const [row] = await this.db.select().from(games).where(eq(games.id, id));
    return row ?? null;
  }

  async create(input: GameInput): Promise<GameRow> {
    this.checkProvider(input.provider);
    return insertRow(this.db, games, input);
  }

  async update(id: number, input: GameInput): Promise<GameRow> {
    this.checkProvider(input.provider);
    return updateRow(this.db, games, id, input, 'game');
  }

  async setEnabled(id: number, enabled: boolean): Promise<GameRow> {
    return updateRow(this.db, games, id, { enabled }, 'game');
  }

  /** Puts the named games first, in this order (sort 0, 1, …); the others keep theirs after them. */
  async order(ids: readonly number[]): Promise<GameRow[]> {
    const unique = [...new Set(ids)];
    const found = await this.db.select({ id: games.id }).from(games).where(inArray(games.id, unique));
    if (found.length !== unique.length) throw AppError.invalid('ids', 'unknown game id');
    await this.db.transaction(async (tx) => {
      const rest = await tx.select({ id: games.id }).from(games).orderBy(asc(games.sort), asc(games.id));
      const order = [...unique, ...rest.map((r) => r.id).filter((id) => !unique.includes(id))];
      for (const [i, id] of order.entries()) await tx.update(games).set({ sort: i }).where(eq(games.id, id));
    });
    return this.all();
  }

  private checkProvider(name: string): void {
    if (!this.providers.has(name))
      throw AppError.invalid(
        'provider',
        `unknown provider (known: ${[...this.providers.keys()].join(', ')})`,
      );
  }
}
