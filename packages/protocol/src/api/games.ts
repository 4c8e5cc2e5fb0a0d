import { z } from 'zod';
import { named } from './schema.ts';

/**
 * The game centre (issue 15): games are operator data (name, cover, short description,
 * category, order, enabled, provider and the provider's game id). A game launches through
 * `game/login`, which answers a one-use launch URL signed for the user; the provider reports
 * scores to the server (docs/game-provider-protocol.md), never the client.
 */

export { GAME_LAUNCH_TTL_SECONDS } from './calls/games.ts';

export const gameCard = named('GameCard', {
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  description: z.string(),
  category: z.string(),
  /** Sessions started by everyone (the hot list is ordered by it). */
  plays: z.number().int(),
});
export type GameCard = z.infer<typeof gameCard>;

export const recentGame = gameCard
  .extend({
    /** My best score in this game. */
    best: z.number().int(),
    lastPlayedAt: z.number().int().describe('UTC seconds'),
  })
  .meta({ id: 'RecentGame' });
export type RecentGame = z.infer<typeof recentGame>;

export const gameHome = named('GameHome', {
  /** Category names in the operator's order (the order of their first game). */
  categories: z.array(z.string()),
  /** Every enabled game in the operator's order. */
  list: z.array(gameCard),
  /** Most played. */
  hot: z.array(gameCard),
  /** What I played, latest first. */
  recent: z.array(recentGame),
});
export type GameHome = z.infer<typeof gameHome>;

export const gameIdRequest = named('GameIdRequest', { id: z.number().int().positive() });

export const gameLaunch = named('GameLaunch', {
  /** Open it once, full screen; it is bound to this user and expires at `expiresAt`. */
  url: z.string(),
  expiresAt: z.number().int().describe('UTC seconds'),
  game: gameCard,
});
export type GameLaunch = z.infer<typeof gameLaunch>;

export const rankEntry = named('GameRankEntry', {
  rank: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  score: z.number().int(),
  /** When this best score was reached, UTC seconds. */
  at: z.number().int(),
});
export type RankEntry = z.infer<typeof rankEntry>;

export const gameRank = named('GameRank', {
  game: gameCard,
  /** Best score per player, highest first (ties: who reached it first). */
  list: z.array(rankEntry),
  /** My place, also when outside the list; null before my first score. */
  mine: rankEntry.nullable(),
});
export type GameRank = z.infer<typeof gameRank>;

export const myScores = named('MyGameScores', { list: z.array(recentGame) });

/** What an operator sends to add or change a game (`/api/admin/games`). */
export const gameInput = z.object({
  name: z.string().trim().min(1).max(20),
  cover: z.string().trim().max(500).default(''),
  description: z.string().trim().max(60).default(''),
  category: z.string().trim().min(1).max(10),
  sort: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
  provider: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/),
  providerGameId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/),
});
export type GameInput = z.infer<typeof gameInput>;
export const gameOrderInput = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });
export const gameEnableInput = z.object({ enabled: z.boolean() });
