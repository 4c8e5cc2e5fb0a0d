/** Chunked upload helpers, resumable.js protocol (PROTOCOL.md §10). */

/** Upload file states (spec §3). */
export const UPLOAD_FILE_STATES = Object.freeze([
  'waiting',
  'uploading',
  'paused',
  'success',
  'error',
] as const);
export type UploadFileState = (typeof UPLOAD_FILE_STATES)[number];

/** Chunk states (spec §3). */
export const CHUNK_STATES = Object.freeze([
  'pending',
  'uploading',
  'reading',
  'success',
  'error',
  'complete',
  'progress',
  'retry',
] as const);
export type ChunkState = (typeof CHUNK_STATES)[number];

/** Fields every chunk request carries (query string on GET, multipart fields on POST). */
export const CHUNK_FIELDS = Object.freeze([
  'chunkNumber',
  'chunkSize',
  'currentChunkSize',
  'totalSize',
  'identifier',
  'filename',
  'relativePath',
  'totalChunks',
] as const);
export type ChunkField = (typeof CHUNK_FIELDS)[number];

/** `totalSize + "-" + relativePath` with every character outside `[0-9A-Za-z_-]` removed. */
export function chunkIdentifier(totalSize: number, relativePath: string): string {
  return `${totalSize}-${relativePath}`.replace(/[^0-9A-Za-z_-]/g, '');
}

/**
 * Number of chunks resumable.js makes of a file: `floor(size / chunkSize)` (the last chunk
 * absorbs the remainder, so it may be up to twice `chunkSize`), or `ceil` with
 * `forceChunkSize`; at least 1.
 */
export function chunkCount(totalSize: number, chunkSize: number, forceChunkSize = false): number {
  const round = forceChunkSize ? Math.ceil : Math.floor;
  return Math.max(round(totalSize / chunkSize), 1);
}

/**
 * Byte range `[start, end)` of chunk `chunkNumber` (from 1) as resumable.js cuts it; the
 * server checks `currentChunkSize` against `end - start`.
 */
export function chunkByteRange(
  chunkNumber: number,
  totalSize: number,
  chunkSize: number,
  forceChunkSize = false,
): { start: number; end: number } {
  const offset = chunkNumber - 1;
  const start = offset * chunkSize;
  let end = Math.min(totalSize, (offset + 1) * chunkSize);
  if (!forceChunkSize && totalSize - end < chunkSize) end = totalSize;
  return { start, end };
}
