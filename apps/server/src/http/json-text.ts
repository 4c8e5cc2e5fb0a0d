import type { z } from 'zod';
import type { KvStore } from '../adapters/kv.ts';

/**
 * An answer's `data` already serialised: a hot payload (config, home feed) kept as JSON text,
 * so a call neither parses it back nor checks it against its schema again — it was checked
 * once, when it was built (`cachedJson`). `sendSuccess` sends or encrypts the text as it is.
 */
export class JsonText {
  #bytes: Buffer | undefined;

  constructor(readonly text: string) {}

  /** The text's UTF-8 bytes, encoded once (what the cipher reads). */
  get bytes(): Buffer {
    this.#bytes ??= Buffer.from(this.text, 'utf8');
    return this.#bytes;
  }
}

/** How many cached payloads keep their last JsonText (a handful of fixed keys in practice). */
const RECENT_MAX = 64;
const recent = new Map<string, JsonText>();

/**
 * The same JsonText (and so the same encoded bytes) for as long as the text under `key` stays
 * the same: a call on a hot payload does not encode 17 KB of text again.
 */
function textOf(key: string, text: string): JsonText {
  const last = recent.get(key);
  if (last && last.text === text) return last;
  const fresh = new JsonText(text);
  if (!last && recent.size >= RECENT_MAX) {
    const oldest = recent.keys().next();
    if (!oldest.done) recent.delete(oldest.value);
  }
  recent.set(key, fresh);
  return fresh;
}

/** Loads under way in this process, per store and key (below). */
const loadingIn = new WeakMap<KvStore, Map<string, Promise<JsonText>>>();

/**
 * The JSON text under `key`, or: load, check against `schema` (which also drops fields it does
 * not name), store for `ttlSeconds` and return it. Writes that change the payload delete the key.
 * Calls that miss while a load of the same key runs in this process wait for that load instead
 * of starting their own: at expiry under load, a hundred concurrent calls of the home feed each
 * queried the database and checked 17 KB against the schema, a stall every minute.
 */
export async function cachedJson<S extends z.ZodType>(
  kv: KvStore,
  key: string,
  ttlSeconds: number,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<JsonText> {
  const hit = await kv.get(key);
  if (hit !== null) return textOf(key, hit);
  let loading = loadingIn.get(kv);
  if (!loading) {
    loading = new Map();
    loadingIn.set(kv, loading);
  }
  let pending = loading.get(key);
  if (!pending) {
    pending = (async () => {
      const text = JSON.stringify(schema.parse(await load()));
      await kv.set(key, text, ttlSeconds);
      return textOf(key, text);
    })().finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
