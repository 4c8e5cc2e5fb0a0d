import type { FastifyInstance } from 'fastify';

/** One server-sent event: its `event:` name ('message' when it has none) and its parsed `data:`. */
export interface StreamEvent<T> {
  event: string;
  data: T;
}

/**
 * Reads server-sent events from a live `fetch` response until `n` events with data came (or the
 * stream ended), then cancels the stream. Comments (`: open`) and data-less blocks are skipped.
 */
export async function readEvents<T>(res: Response, n: number): Promise<StreamEvent<T>[]> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const out: StreamEvent<T>[] = [];
  let buf = '';
  while (out.length < n) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += value;
    let cut = buf.indexOf('\n\n');
    while (cut >= 0) {
      const block = buf.slice(0, cut).split('\n');
      buf = buf.slice(cut + 2);
      const data = block.find((l) => l.startsWith('data: '));
      const event = block.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      if (data) out.push({ event, data: JSON.parse(data.slice(6)) as T });
      cut = buf.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return out;
}

/** The base URL of `app` on a real port (a stream needs one); the first call starts listening. */
export function listeningAddress(app: () => FastifyInstance): () => Promise<string> {
  let address: Promise<string> | undefined;
  return () => {
    address ??= app().listen({ port: 0, host: '127.0.0.1' });
    return address;
  };
}
