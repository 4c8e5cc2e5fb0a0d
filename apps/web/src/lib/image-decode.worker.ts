// The image worker (lib/image-decode.ts): one request in (an image's bytes, or its URL to fetch
// here); the de-obfuscated bytes, transferred (not copied) back, and an object URL of them made
// here, out.
import {
  handleDecodeRequest,
  handleFetchRequest,
  WORKER_READY,
  type WorkerRequest,
} from './image-decode-handler';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

import { globalFetch } from './image-fetch';

const mint = (blob: Blob) => URL.createObjectURL(blob);

function answer(reply: ReturnType<typeof handleDecodeRequest>) {
  scope.postMessage(reply, 'bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : []);
}

scope.onmessage = (event) => {
  const request = event.data;
  if ('url' in request) void handleFetchRequest(request, globalFetch, mint).then(answer);
  else answer(handleDecodeRequest(request, mint));
};
scope.postMessage(WORKER_READY);
