import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, curated, emptyText, identity, partOf, ts, zero } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/** Operator data: the games of the centre, each hosted by a provider under its own id. */
export const games = pgTable('games', {
  id: identity(),
  name: text('name').notNull(),
  cover: emptyText('cover'),
  description: emptyText('description'),
  category: text('category').notNull(),
  ...curated(),
  provider: text('provider').notNull(),
  providerGameId: text('provider_game_id').notNull(),
  /** Sessions started (the hot list). */
  plays: zero('plays'),
  createdAt: createdAt(),
});

/**
 * One launch: the one-use token `game/login` hands out (kept as its SHA-256), which becomes a
 * session when the provider verifies it. Scores the provider reports for the session land here.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef('user_id'),
    gameId: partOf('game_id', () => games.id),
    provider: text('provider').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set once, when the provider verified the token (the token is spent). */
    verifiedAt: ts('verified_at'),
    /** Highest score reported in this session. */
    score: zero('score'),
    reports: zero('reports'),
    reportedAt: ts('reported_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_sessions_token').on(t.tokenHash), index('game_sessions_user').on(t.userId)],
);

/** Score reports seen, by the provider's event id: a replayed report is counted once. */
export const gameEvents = pgTable(
  'game_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Each player's best score per game (the leaderboard) and when they last played it. */
export const gameBest = pgTable(
  'game_best',
  {
    userId: userRef('user_id'),
    gameId: partOf('game_id', () => games.id),
    best: zero('best'),
    /** When `best` was reached (ties rank the earlier first). */
    bestAt: ts('best_at').notNull(),
    playedAt: ts('played_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('game_best_rank').on(t.gameId, t.best, t.bestAt),
    index('game_best_played').on(t.userId, t.playedAt),
  ],
);
