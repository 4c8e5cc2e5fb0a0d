import { bigint, boolean, integer, timestamp } from 'drizzle-orm/pg-core';

// Column shapes every schema file uses, written once (the SQL they produce is unchanged).

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** `updated_at timestamptz not null default now()`. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A nullable `timestamptz` column. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Money in the smallest unit (gold hundredths, diamond tenths, fen), as a JS number. */
export const money = (name: string) => bigint(name, { mode: 'number' });
/** `id integer primary key generated always as identity`. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** `id bigint primary key generated always as identity` (tables that grow with use), as a JS number. */
export const bigIdentityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** Operator data's display order: `sort integer not null default 0`. */
export const sortOrder = () => integer('sort').notNull().default(0);
/** Operator data's switch: `enabled boolean not null default true`. */
export const enabledFlag = () => boolean('enabled').notNull().default(true);
