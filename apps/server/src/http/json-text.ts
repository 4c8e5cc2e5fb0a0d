import type { z } from 'zod';
import type { KvStore } from '../adapters/kv.ts';

/**
 * An answer's `data` already serialised: a hot payload (config, home feed) kept as JSON text,
 * so a call neither parses it back nor checks it against its schema again — it was checked
 * once, when it was built (`cachedJson`). `sendSuccess` sends or encrypts the text as it is.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * The JSON text under `key`, or: load, check against `schema` (which also drops fields it does
 * not name), store for `ttlSeconds` and return it. Writes that change the payload delete the key.
 */
export async function cachedJson<S extends z.ZodType>(
  kv: KvStore,
  key: string,
  ttlSeconds: number,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<JsonText> {
  const hit = await kv.get(key);
  if (hit !== null) return new JsonText(hit);
  const text = JSON.stringify(schema.parse(await load()));
  await kv.set(key, text, ttlSeconds);
  return new JsonText(text);
}
