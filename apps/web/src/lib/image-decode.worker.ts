// The image de-obfuscation worker (lib/image-decode.ts): one request in, the decoded bytes out,
// transferred (not copied) back to the page.
import { type DecodeRequest, handleDecodeRequest } from './image-decode-handler';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  const reply = handleDecodeRequest(event.data);
  scope.postMessage(reply, 'bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : []);
};
