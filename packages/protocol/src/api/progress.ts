import { z } from 'zod';
import { named } from './schema.ts';

/**
 * Saved positions across media (issue 21, "continue" shelf): what the web app's one store
 * (apps/web/src/lib/positions.ts) keeps per item, synced per user and merged across devices,
 * latest `at` wins per (kind, id).
 *
 * `position` per kind: video and audio, seconds; comic, the page index (with `offset`, the
 * fraction of that page scrolled past); novel, the fraction of the chapter read (0..1).
 */
export const POSITION_KINDS = ['video', 'comic', 'novel', 'audio'] as const;
export type PositionKindName = (typeof POSITION_KINDS)[number];

/** Most positions one sync sends or gets back. */
export const PROGRESS_SYNC_MAX = 100;

const id = z.number().int().positive().max(2_147_483_647);

export const savedPosition = named('SavedPosition', {
  kind: z.enum(POSITION_KINDS),
  id,
  chapterId: z.number().int().min(0).max(2_147_483_647).describe('the chapter or track; 0 for a video'),
  position: z.number().min(0).max(10_000_000),
  offset: z.number().min(0).max(1).describe('comic: fraction of the page scrolled past; 0 otherwise'),
  at: z.number().int().min(0).max(9_999_999_999_999).describe('when it was saved, epoch ms'),
});
export type SavedPositionWire = z.infer<typeof savedPosition>;

export const progressSyncRequest = named('ProgressSyncRequest', {
  items: z.array(savedPosition).max(PROGRESS_SYNC_MAX),
});
export const progressSyncResult = named('ProgressSyncResult', {
  list: z.array(savedPosition).describe('the merged positions of every device, newest first (at most 100)'),
});

export const progressListRequest = named('ProgressListRequest', {
  limit: z.number().int().min(1).max(50).optional(),
});
export const progressShelfItem = savedPosition
  .extend({
    title: z.string(),
    cover: z.string().describe('image path (encoded image, like every cover)'),
    chapterTitle: z.string().describe('the chapter or track; "" for a video'),
    progress: z.number().min(0).max(1).nullable().describe('how far in, 0..1; null when unknown'),
  })
  .meta({ id: 'ProgressShelfItem' });
export type ProgressShelfItem = z.infer<typeof progressShelfItem>;
export const progressShelf = named('ProgressShelf', {
  list: z.array(progressShelfItem).describe('newest first; items that no longer exist are left out'),
});
