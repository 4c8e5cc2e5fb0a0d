// What the image de-obfuscation worker does with one message (lib/image-decode.ts), apart
// from the worker so that it is tested without one and the worker does not import the page's side.
import { decodeImage } from '@lld/protocol/image-codec';

export interface DecodeRequest {
  id: number;
  bytes: Uint8Array;
  key: string;
}

export type DecodeReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** The worker's answer to one request (pure, so it is tested without a worker). */
export function handleDecodeRequest({ id, bytes, key }: DecodeRequest): DecodeReply {
  try {
    return { id, bytes: decodeImage(bytes, key) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
