// The image worker (lib/image-decode.ts): one request in; the de-obfuscated bytes, transferred
// (not copied) back, and an object URL of them made here, out.
import { type DecodeRequest, handleDecodeRequest } from './image-decode-handler';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

const mint = (blob: Blob) => URL.createObjectURL(blob);

scope.onmessage = (event) => {
  const reply = handleDecodeRequest(event.data, mint);
  scope.postMessage(reply, 'bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : []);
};
