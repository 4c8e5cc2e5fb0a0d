import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Column shapes every schema file uses, written once (the SQL they produce is unchanged).

/** `id integer primary key generated always as identity`. */
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** A `timestamptz not null default now()` column. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
/** `created_at timestamptz not null default now()`. */
export const createdAt = () => stamp('created_at');
/** `updated_at timestamptz not null default now()`. */
export const updatedAt = () => stamp('updated_at');
/** A nullable `timestamptz` column. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Money in the smallest unit (gold hundredths, diamond tenths, fen), as a JS number. */
export const money = (name: string) => bigint(name, { mode: 'number' });
/** `text not null default ''`: a text the row may leave empty. */
export const emptyText = (name: string) => text(name).notNull().default('');
/** `integer not null default 0`: a count, an order or a flag that starts at zero. */
export const zero = (name: string) => integer(name).notNull().default(0);
/** A required reference to a parent row, deleted with it (`on delete cascade`). */
export const partOf = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
/** An optional reference, set to null when the row it points at is deleted. */
export const optionalRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/**
 * What the wallet's access rules read (issue 4): free, vip or paid, with a gold price in
 * hundredths. Spread into a table; `accessChecks` holds the rows to the three values.
 */
export const paidAccess = () => ({
  access: text('access').$type<'free' | 'vip' | 'paid'>().notNull().default('free'),
  price: integer('price').notNull().default(0),
});

/** `<table>_access_check` (free, vip or paid) and a price that is never negative. */
export const accessChecks = (
  table: string,
  t: { access: AnyPgColumn; price: AnyPgColumn },
  priceCheck = `${table}_price_check`,
) => [
  check(`${table}_access_check`, sql`${t.access} in ('free', 'vip', 'paid')`),
  check(priceCheck, sql`${t.price} >= 0`),
];

/**
 * What a chapter of a comic or a book is: its 1-based `index` in the parent, a title and paid
 * access (the price in gold hundredths; a VIP chapter is also sold to non-members at its price).
 */
export const chapterColumns = () => ({
  id: identity(),
  index: integer('index').notNull(),
  title: text('title').notNull(),
  ...paidAccess(),
});

/** One chapter per index in its parent (`<table>_<parent>_index_uq`), and the access checks. */
export const chapterRules = (
  table: string,
  parent: string,
  t: { index: AnyPgColumn; access: AnyPgColumn; price: AnyPgColumn },
  parentId: AnyPgColumn,
) => [uniqueIndex(`${table}_${parent}_index_uq`).on(parentId, t.index), ...accessChecks(table, t)];

/** `id bigint primary key generated always as identity` (tables that grow with use), as a JS number. */
export const bigIdentity = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** `boolean not null default <initial>`: a switch such as `enabled` or `hidden`. */
export const flag = (name: string, initial: boolean) => boolean(name).notNull().default(initial);
/** Operator-curated rows (games, tasks, packs, products…): their display order and on/off switch. */
export const curated = () => ({ sort: zero('sort'), enabled: flag('enabled', true) });

/**
 * A user's place in a comic or a book, one row per (user, title): keyed by the two, listed
 * newest read first through `<table>_user_read_idx`.
 */
export const readingPlaceRules = (
  table: string,
  t: { userId: AnyPgColumn; readAt: AnyPgColumn },
  titleId: AnyPgColumn,
) => [primaryKey({ columns: [t.userId, titleId] }), index(`${table}_user_read_idx`).on(t.userId, t.readAt)];

/** A `timestamptz` value as the wire's UTC seconds (0 for none). */
export const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);
/** A `timestamptz` value as UTC seconds, null for none (a time the wire may leave out). */
export const secondsOrNull = (d: Date | null) => (d ? seconds(d) : null);

/** The wire's UTC seconds as a `timestamptz` value (null stays null). */
export function dateAt(s: number): Date;
export function dateAt(s: number | null): Date | null;
export function dateAt(s: number | null): Date | null {
  return s === null ? null : new Date(s * 1000);
}
