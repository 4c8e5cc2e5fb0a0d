/** How long `eventually` waits, how often it looks, and what it waits for (in the error). */
export interface WaitOptions {
  ms?: number;
  every?: number;
  what?: string;
}

/**
 * Polls `check` until it returns a value (not undefined, null or false) and returns it, or fails
 * after `ms` (default 5 s). For effects that land after the call returns: listeners, workers.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { ms = 5_000, every = 10, what = 'a condition' }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== null && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}
