import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyText, identity, partOf, stamp, ts, updatedAt, zero } from './columns.ts';

/**
 * The server's tables. Private to the server: the wire shapes live in packages/protocol.
 * Amounts are integers in the smallest unit (gold in hundredths, diamonds in tenths) as
 * `bigint` read as JS numbers (safe up to 2^53).
 */

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    nickname: text('nickname').notNull(),
    avatar: emptyText('avatar'),
    isGuest: boolean('is_guest').notNull().default(true),
    gold: bigint('gold', { mode: 'number' }).notNull().default(0),
    diamond: bigint('diamond', { mode: 'number' }).notNull().default(0),
    /** Channel data sent with the first guest login (JSON), null when absent or malformed. */
    affCode: jsonb('aff_code'),
    showCardName: emptyText('show_card_name'),
    showCardExpiredAt: ts('show_card_expired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_gold_nonneg', sql`${t.gold} >= 0`),
    check('users_diamond_nonneg', sql`${t.diamond} >= 0`),
  ],
);

/** A user's id, deleted with the user (the column shape of every per-user table). */
export const userRef = (name: string) => partOf(name, () => users.id);

export const vipTier = pgEnum('vip_tier', ['normal', 'supreme', 'dark', 'live']);

export const userVips = pgTable(
  'user_vips',
  {
    userId: userRef('user_id'),
    tier: vipTier('tier').notNull(),
    vipType: integer('vip_type').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tier] })],
);

/** Session tokens, stored as the hex SHA-256 of the token; the token itself is never stored. */
export const tokens = pgTable(
  'tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id'),
    devId: text('dev_id'),
    createdAt: createdAt(),
    lastUsedAt: stamp('last_used_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('tokens_user_idx').on(t.userId),
    index('tokens_dev_active_idx').on(t.devId).where(sql`${t.revokedAt} is null`),
  ],
);

/** A device id belongs to exactly one user (the guest it created, later bound to an account). */
export const devices = pgTable(
  'devices',
  {
    devId: text('dev_id').primaryKey(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
    lastSeenAt: stamp('last_seen_at'),
    lastNetwork: emptyText('last_network'),
  },
  (t) => [index('devices_user_idx').on(t.userId)],
);

export const bannedDevices = pgTable('banned_devices', {
  devId: text('dev_id').primaryKey(),
  reason: emptyText('reason'),
  createdAt: createdAt(),
});

/** One row per guest created, to limit new guests per network (IPv4 address or IPv6 /64). */
export const guestCreations = pgTable(
  'guest_creations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').notNull(),
    devId: text('dev_id').notNull(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('guest_creations_network_idx').on(t.network, t.createdAt)],
);

/** Operator settings (theme, domains, …): key → JSON value, validated by packages/protocol api/admin. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const announcements = pgTable(
  'announcements',
  {
    id: identity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: emptyText('link'),
    sort: zero('sort'),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_active_idx').on(t.enabled, t.sort, t.createdAt)],
);

export const AD_PLACEMENTS = ['banner', 'icon', 'floating', 'ai_floating'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/**
 * Ads: `banner` at a position (1..13, 40), `icon` at a location id (1..8), `floating` and
 * `ai_floating` windows. Covers are storage keys served under /files.
 */
export const ads = pgTable(
  'ads',
  {
    id: identity(),
    placement: text('placement').$type<AdPlacement>().notNull().default('banner'),
    position: integer('position').notNull(),
    locId: integer('loc_id'),
    title: text('title').notNull(),
    cover: emptyText('cover'),
    href: emptyText('href'),
    url: emptyText('url'),
    link: emptyText('link'),
    jumpLink: emptyText('jump_link'),
    jumpUrl: emptyText('jump_url'),
    downloadUrl: emptyText('download_url'),
    typeCode: zero('type_code'),
    sort: zero('sort'),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ads_placement_idx').on(t.placement, t.position, t.sort),
    check('ads_placement_check', sql`${t.placement} in ('banner', 'icon', 'floating', 'ai_floating')`),
  ],
);

export const communityCategories = pgTable('community_categories', {
  id: identity(),
  name: text('name').notNull(),
  sort: zero('sort'),
  enabled: boolean('enabled').notNull().default(true),
});

export const contacts = pgTable('contacts', {
  id: identity(),
  kind: text('kind')
    .$type<'customer_service' | 'official_group' | 'business' | 'other' | 'faq' | 'recruitment'>()
    .notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  /** Longer text: a channel's hours, a FAQ answer, a recruitment description (issue 3). */
  content: emptyText('content'),
  icon: emptyText('icon'),
  sort: zero('sort'),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Account data of a user (issue 3), one row per user that has any: the account name, the
 * bound phone, the password hash (scrypt, parameters inside the string), the profile fields
 * and the current credential-QR id. A guest has no row until it registers, binds a phone or
 * edits its profile; registering keeps the same `users` row, so history, balances and VIP stay.
 */
export const accounts = pgTable(
  'accounts',
  {
    userId: userRef('user_id').primaryKey(),
    /** As typed; unique case-insensitively through `username_lower`. */
    username: text('username'),
    usernameLower: text('username_lower'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    passwordChangedAt: ts('password_changed_at'),
    intro: emptyText('intro'),
    gender: zero('gender'),
    birthday: emptyText('birthday'),
    /** Random id inside the current credential QR; null when none was issued or it was revoked. */
    credentialId: text('credential_id'),
    credentialCreatedAt: ts('credential_created_at'),
    registeredAt: ts('registered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_idx').on(t.usernameLower),
    uniqueIndex('accounts_phone_idx').on(t.phone),
    check('accounts_gender_check', sql`${t.gender} in (0, 1, 2)`),
  ],
);
