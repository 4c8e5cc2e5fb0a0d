import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accessChecks, createdAt, emptyText, identity, paidAccess, zero } from '../../db/columns.ts';

/**
 * Picture sets (contentType 7) and reserved listings (contentType 8), issue 6: one table, the
 * pictures as a JSON list of {url, width, height} (obfuscated images), free / vip / paid with a
 * gold price. Entitlements live in the wallet (kinds `picture_set`, `reserved`).
 */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: identity(),
    contentType: integer('content_type').notNull(),
    title: text('title').notNull(),
    cover: emptyText('cover'),
    description: emptyText('description'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    pictures: jsonb('pictures')
      .$type<Array<{ url: string; width: number; height: number }>>()
      .notNull()
      .default([]),
    /** Pictures shown before unlocking. */
    previewCount: integer('preview_count').notNull().default(3),
    city: emptyText('city'),
    contact: emptyText('contact'),
    ...paidAccess(),
    views: zero('views'),
    /** 1: in the app; 0: a draft or unpublished by an operator (issue 17). */
    published: integer('published').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('gallery_items_type_created_idx').on(t.contentType, t.createdAt),
    check('gallery_items_type_check', sql`${t.contentType} in (7, 8)`),
    ...accessChecks('gallery_items', t),
  ],
);
