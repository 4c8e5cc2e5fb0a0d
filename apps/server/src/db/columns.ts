import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Column shapes every schema file uses, written once (the SQL they produce is unchanged).

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A nullable `timestamptz` column. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Money in the smallest unit (gold hundredths, diamond tenths, fen), as a JS number. */
export const money = (name: string) => bigint(name, { mode: 'number' });
