// What the image worker does with one message (lib/image-decode.ts), apart from the worker so
// that it is tested without one and the worker does not import the page's side.
import { decodeImage } from '@lld/protocol/image-codec';
import { sniffImageMime } from './image-mime';

export interface DecodeRequest {
  id: number;
  bytes: Uint8Array;
  /** The IMAGE key for bytes as fetched; null: the bytes are the image already (the store's). */
  key: string | null;
  /** The image's path: its type when the bytes do not tell. */
  path: string;
}

export type DecodeReply = { id: number; bytes: Uint8Array; url: string } | { id: number; error: string };

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
