import type { KvStore } from './kv.ts';

/**
 * Reads `key` from the kv store, or loads, stores for `ttlSeconds` and returns it. JSON values
 * only. A null load is returned but not kept: a thing not there yet is asked for again.
 */
export async function cached<T>(
  kv: KvStore,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await kv.get(key);
  if (hit !== null) return JSON.parse(hit) as T;
  const value = await load();
  if (value !== null) await kv.set(key, JSON.stringify(value), ttlSeconds);
  return value;
}
