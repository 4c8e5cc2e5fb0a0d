// What the image worker does with one message (lib/image-decode.ts), apart from the worker so
// that it is tested without one and the worker does not import the page's side.
import { decodeImage } from '@lld/protocol/image-codec';
import { fetchImageBytes, ImageFetchError, type ImageFetchInit } from './image-fetch';
import { sniffImageMime } from './image-mime';

export interface DecodeRequest {
  id: number;
  bytes: Uint8Array;
  /** The IMAGE key for bytes as fetched; null: the bytes are the image already (the store's). */
  key: string | null;
  /** The image's path: its type when the bytes do not tell. */
  path: string;
}

/** An image the worker fetches itself (one attempt), then makes ready as a `DecodeRequest`. */
export interface FetchRequest extends ImageFetchInit {
  id: number;
  url: string;
  key: string | null;
  path: string;
}

export type WorkerRequest = DecodeRequest | FetchRequest;

export type DecodeReply =
  | { id: number; bytes: Uint8Array; url: string }
  /** `fetchFailed`: the fetch failed (with its HTTP `status` when it had one), not the decoding. */
  | { id: number; error: string; fetchFailed?: boolean; status?: number };

/** What the worker says once, when it runs: it takes fetch requests from then on. */
export const WORKER_READY = 'ready';

/**
 * The answer to one request: the image's bytes (de-obfuscated) and an object URL of them made
 * by `mint`. Pure but for `mint`, so it is tested without a worker.
 */
export function handleDecodeRequest(
  { id, bytes, key, path }: DecodeRequest,
  mint: (blob: Blob) => string,
): DecodeReply {
  try {
    const image = key === null ? bytes : decodeImage(bytes, key);
    const blob = new Blob([image as Uint8Array<ArrayBuffer>], { type: sniffImageMime(image, path) });
    return { id, bytes: image, url: mint(blob) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The answer to a fetch request: the fetch's failure, or `handleDecodeRequest`'s answer for its bytes. */
export async function handleFetchRequest(
  { id, url, priority, timeoutMs, key, path }: FetchRequest,
  fetchFn: typeof fetch,
  mint: (blob: Blob) => string,
): Promise<DecodeReply> {
  let bytes: Uint8Array;
  try {
    bytes = await fetchImageBytes(fetchFn, url, { priority, timeoutMs });
  } catch (error) {
    const status = error instanceof ImageFetchError ? error.status : undefined;
    const message = error instanceof Error ? error.message : String(error);
    return { id, error: message, fetchFailed: true, status };
  }
  return handleDecodeRequest({ id, bytes, key, path }, mint);
}
