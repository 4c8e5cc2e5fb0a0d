import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Picture sets (contentType 7) and reserved listings (contentType 8), issue 6: one table, the
 * pictures as a JSON list of {url, width, height} (obfuscated images), free / vip / paid with a
 * gold price. Entitlements live in the wallet (kinds `picture_set`, `reserved`).
 */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentType: integer('content_type').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    pictures: jsonb('pictures')
      .$type<Array<{ url: string; width: number; height: number }>>()
      .notNull()
      .default([]),
    /** Pictures shown before unlocking. */
    previewCount: integer('preview_count').notNull().default(3),
    city: text('city').notNull().default(''),
    contact: text('contact').notNull().default(''),
    access: text('access').notNull().default('free'),
    price: integer('price').notNull().default(0),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_items_type_created_idx').on(t.contentType, t.createdAt),
    check('gallery_items_type_check', sql`${t.contentType} in (7, 8)`),
    check('gallery_items_access_check', sql`${t.access} in ('free', 'vip', 'paid')`),
    check('gallery_items_price_check', sql`${t.price} >= 0`),
  ],
);
