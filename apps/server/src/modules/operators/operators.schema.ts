import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigIdentity, createdAt, emptyText, flag, identity, partOf, ts, zero } from '../../db/columns.ts';

/** Operator accounts of the console (issue 17), separate from app users. */
export const operators = pgTable(
  'operators',
  {
    id: identity(),
    username: text('username').notNull(),
    /** owner | content | moderator | finance | support */
    role: text('role').notNull(),
    /** `scrypt$N$r$p$salt$hash` (password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret once enrolled (RFC 6238); null without a second factor. */
    totpSecret: text('totp_secret'),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    failedLogins: zero('failed_logins'),
    lockedUntil: ts('locked_until'),
    disabled: flag('disabled', false),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_username_idx').on(t.username)],
);

/** A signed-in console session; the cookie carries the token, the row its SHA-256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: partOf('operator_id', () => operators.id),
    csrf: text('csrf').notNull(),
    ip: emptyText('ip'),
    userAgent: emptyText('user_agent'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Scoped API tokens for automation, sent as `x-admin-key`; the row keeps their SHA-256. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: identity(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters, to recognise a token in the list. */
    prefix: text('prefix').notNull(),
    createdBy: emptyText('created_by'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash)],
);

/** Every change made through the operator API or the console: who, what, before/after, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigIdentity(),
    at: createdAt(),
    /** operator | token | admin-key | anonymous */
    actorKind: text('actor_kind').notNull(),
    actorName: text('actor_name').notNull(),
    role: emptyText('role'),
    /** `POST /api/admin/redeem/batches` (the route) or a console action such as `console.login`. */
    action: text('action').notNull(),
    /** The path called, with its ids. */
    target: emptyText('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    resultCode: integer('result_code').notNull().default(200),
    ip: emptyText('ip'),
    userAgent: emptyText('user_agent'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorName, t.id)],
);
