import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigIdentity,
  createdAt,
  curated,
  emptyText,
  flag,
  identity,
  ts,
  updatedAt,
  zero,
} from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/**
 * The AI studio (issue 16). One job model for every tool; AI credits in a ledger of their own
 * (the wallet's ledger holds gold and diamonds only: credits are bought with those through the
 * wallet, see docs/decisions.md "AI studio").
 */

export type AiTool = 'image' | 'faceswap' | 'video' | 'novel' | 'companion';
export type AiJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface AiResultFile {
  kind: 'image' | 'video';
  /** Storage URL (`/ai/…`), served from the IMAGE / MP4 domains. */
  url: string;
  width: number;
  height: number;
}

export const aiJobs = pgTable(
  'ai_jobs',
  {
    id: bigIdentity(),
    userId: userRef('user_id'),
    tool: text('tool').$type<AiTool>().notNull(),
    status: text('status').$type<AiJobStatus>().notNull().default('queued'),
    /** 0..100. */
    progress: zero('progress'),
    title: emptyText('title'),
    input: jsonb('input').notNull().default({}),
    /** Streamed text (novel, companion reply), written as it grows. */
    text: emptyText('text'),
    results: jsonb('results').$type<AiResultFile[]>().notNull().default([]),
    error: text('error'),
    /** Credits charged at acceptance. */
    price: integer('price').notNull(),
    refunded: flag('refunded', false),
    hidden: flag('hidden', false),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('ai_jobs_user_idx').on(t.userId, t.id.desc()),
    check('ai_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** A user's AI credits (cached balance of their credit moves, never below zero). */
export const aiCreditAccounts = pgTable(
  'ai_credit_accounts',
  {
    userId: userRef('user_id').primaryKey(),
    balance: zero('balance'),
    updatedAt: updatedAt(),
  },
  (t) => [check('ai_credit_accounts_nonneg', sql`${t.balance} >= 0`)],
);

/** Every change of a credit balance; a second move with the same key changes nothing. */
export const aiCreditMoves = pgTable(
  'ai_credit_moves',
  {
    id: bigIdentity(),
    userId: userRef('user_id'),
    /** Signed. */
    amount: integer('amount').notNull(),
    reason: text('reason').$type<'pack' | 'job' | 'refund' | 'grant'>().notNull(),
    reference: emptyText('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_credit_moves_idem_uq').on(t.idempotencyKey),
    index('ai_credit_moves_user_idx').on(t.userId, t.id.desc()),
    check('ai_credit_moves_reason_check', sql`${t.reason} in ('pack', 'job', 'refund', 'grant')`),
  ],
);

/** The companion's memory: the conversation with one character. */
export const aiMateMessages = pgTable(
  'ai_mate_messages',
  {
    id: bigIdentity(),
    userId: userRef('user_id'),
    characterId: text('character_id').notNull(),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    /** The job that wrote (assistant) or answered (user) it. */
    jobId: bigint('job_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('ai_mate_messages_user_idx').on(t.userId, t.characterId, t.id)],
);

/**
 * The studio's templates (image styles, face-change scenes, companion characters, video
 * motions): operator data, seeded with the demo and edited through `/api/admin/ai/templates`.
 */
export const aiTemplates = pgTable(
  'ai_templates',
  {
    id: text('id').primaryKey(),
    tool: text('tool').$type<AiTool>().notNull(),
    name: text('name').notNull(),
    desc: emptyText('desc'),
    /** Server-side only: the style, scene, persona or motion given to the provider. */
    prompt: emptyText('prompt'),
    cover: emptyText('cover'),
    colors: jsonb('colors').$type<[string, string]>().notNull(),
    ...curated(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_templates_tool_idx').on(t.tool, t.sort)],
);

/** Credit packs (aimate/score/product/list): operator data, edited through `/api/admin/ai/packs`. */
export const aiCreditPacks = pgTable(
  'ai_credit_packs',
  {
    id: identity(),
    name: text('name').notNull(),
    credits: integer('credits').notNull(),
    /** In the currency's smallest unit (gold hundredths, diamond tenths). */
    price: integer('price').notNull(),
    currency: text('currency').$type<'gold' | 'diamond'>().notNull(),
    ...curated(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ai_credit_packs_positive', sql`${t.credits} > 0 and ${t.price} > 0`),
    check('ai_credit_packs_currency_check', sql`${t.currency} in ('gold', 'diamond')`),
  ],
);
