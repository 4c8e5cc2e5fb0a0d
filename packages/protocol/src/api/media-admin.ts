import { z } from 'zod';
import { mediaAccess } from './media.ts';

/**
 * Operator API of long video (`/api/admin/media/*`, issue 17): a file uploaded in chunks, the
 * ingest job that turns it into encrypted HLS, and the video's fields, state, collections and
 * topics (the home screen's sections). Plain `{code,msg,data}` JSON like every operator route.
 */

/** ready: shown in the app; draft: ingested, never published; hidden: unpublished. */
export const ADMIN_VIDEO_STATES = ['ready', 'draft', 'hidden', 'processing', 'failed'] as const;
export type AdminVideoState = (typeof ADMIN_VIDEO_STATES)[number];

export { CONSOLE_UPLOAD_CHUNK_BYTES } from '../console.ts';

const name = z.string().trim().max(40);
const gold = z.number().int().min(0).max(100_000_000).describe('gold, hundredths');

/** What an operator may change on a video. Every field optional; `null` clears a reference. */
export const adminVideoPatch = z
  .object({
    title: z.string().trim().min(1).max(100),
    description: z.string().max(2000),
    tags: z.array(name.min(1)).max(20),
    actor: name.nullable(),
    topicId: z.number().int().positive().nullable(),
    collectionId: z.number().int().positive().nullable(),
    collectionIndex: z.number().int().min(0).max(100_000),
    access: mediaAccess,
    price: gold,
    previewSeconds: z.number().int().min(0).max(600),
  })
  .partial()
  .superRefine((v, ctx) => {
    if (v.access === 'paid' && v.price !== undefined && v.price <= 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'a paid video needs a price > 0' });
  });
export type AdminVideoPatch = z.infer<typeof adminVideoPatch>;

/** Starts the ingest of a fully uploaded file; the video is a draft until published. */
export const adminIngestRequest = z.object({
  identifier: z.string().regex(/^[0-9A-Za-z_-]{1,200}$/),
  title: z.string().trim().min(1).max(100),
  description: z.string().max(2000).default(''),
  tags: z.array(name.min(1)).max(20).default([]),
  actor: name.default(''),
  access: mediaAccess.default('free'),
  price: gold.default(0),
  publish: z.boolean().default(false),
});

export const adminVideoStateRequest = z.object({ state: z.enum(['ready', 'hidden']) });

export const adminVideoListQuery = z.object({
  q: z.string().trim().max(60).default(''),
  state: z.enum(ADMIN_VIDEO_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminCollectionInput = z.object({
  title: z.string().trim().min(1).max(60),
  description: z.string().max(1000).default(''),
  access: mediaAccess.default('free'),
  price: gold.default(0),
  sort: z.number().int().min(-100_000).max(100_000).default(0),
});

export const adminTopicInput = z.object({
  name: z.string().trim().min(1).max(40),
  description: z.string().max(1000).default(''),
  layout: z.enum(['grid', 'scroll', 'big']).default('grid'),
  onHome: z.boolean().default(true),
  sort: z.number().int().min(-100_000).max(100_000).default(0),
});

/** Home sections in order: the topic ids given, first shown first. */
export const adminTopicOrder = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });

/** A video as the console lists it. */
export interface AdminVideo {
  id: number;
  title: string;
  description: string;
  state: AdminVideoState;
  duration: number;
  access: 'free' | 'vip' | 'paid';
  price: number;
  previewSeconds: number;
  tags: string[];
  actor: string | null;
  topicId: number | null;
  collectionId: number | null;
  collectionIndex: number;
  views: number;
  hasCover: boolean;
  createdAt: number;
}

export interface AdminIngestJob {
  id: number;
  status: 'running' | 'done' | 'failed';
  progress: number;
  error: string;
  videoId: number | null;
}

export interface AdminUploadState {
  identifier: string;
  received: number;
  totalChunks: number;
  complete: boolean;
}
