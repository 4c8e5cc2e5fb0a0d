import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/**
 * Account data of a user (issue 3), one row per user that has any: the account name, the
 * bound phone, the password hash (scrypt, parameters inside the string), the profile fields
 * and the current credential-QR id. A guest has no row until it registers, binds a phone or
 * edits its profile; registering keeps the same `users` row, so history, balances and VIP stay.
 */
export const accounts = pgTable(
  'accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As typed; unique case-insensitively through `username_lower`. */
    username: text('username'),
    usernameLower: text('username_lower'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    intro: text('intro').notNull().default(''),
    gender: integer('gender').notNull().default(0),
    birthday: text('birthday').notNull().default(''),
    /** Random id inside the current credential QR; null when none was issued or it was revoked. */
    credentialId: text('credential_id'),
    credentialCreatedAt: timestamp('credential_created_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_idx').on(t.usernameLower),
    uniqueIndex('accounts_phone_idx').on(t.phone),
    check('accounts_gender_check', sql`${t.gender} in (0, 1, 2)`),
  ],
);
