import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, emptyText } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/** Every stored upload (images and assembled videos), for ownership and quotas. */
export const userFiles = pgTable(
  'user_files',
  {
    url: text('url').primaryKey(),
    userId: userRef('user_id'),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: emptyText('sha256'),
    createdAt: createdAt(),
  },
  (t) => [index('user_files_user_idx').on(t.userId, t.kind, t.createdAt)],
);

/**
 * A chunked upload in progress (PROTOCOL §10), per user and identifier. The chunks' bytes live in
 * storage (adapters/chunk-store.ts); `received` lists the chunk numbers in, for every node.
 */
export const chunkUploads = pgTable(
  'chunk_uploads',
  {
    userId: userRef('user_id'),
    identifier: text('identifier').notNull(),
    filename: text('filename').notNull(),
    totalSize: bigint('total_size', { mode: 'number' }).notNull(),
    chunkSize: integer('chunk_size').notNull(),
    totalChunks: integer('total_chunks').notNull(),
    status: text('status', { enum: ['receiving', 'assembling', 'complete'] }).notNull(),
    url: text('url'),
    received: integer('received').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.identifier] })],
);
