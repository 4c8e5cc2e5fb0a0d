// One attempt at an image's bytes, shared by the image worker (which fetches once it runs,
// lib/image-decode.ts) and the page (before the worker runs, or without one): the same
// timeout, credentials, priority and errors either way.

export class ImageFetchError extends Error {
  override name = 'ImageFetchError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The thread's own fetch (the page's or the worker's), called as a plain function. */
export const globalFetch: typeof fetch = (input, init) => fetch(input, init);

export interface ImageFetchInit {
  /** `high` for the screen's largest image (its LCP element). */
  priority?: RequestPriority;
  timeoutMs: number;
}

/**
 * The bytes at `url`, or an `ImageFetchError` (an HTTP status, or the timeout); a network
 * failure rejects as `fetchFn` rejects.
 */
export async function fetchImageBytes(
  fetchFn: typeof fetch,
  url: string,
  { priority, timeoutMs }: ImageFetchInit,
): Promise<Uint8Array> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const init: RequestInit = { signal: controller.signal, credentials: 'omit' };
    if (priority) init.priority = priority;
    const res = await fetchFn(url, init);
    if (!res.ok) throw new ImageFetchError(`image HTTP ${res.status}`, res.status);
    return new Uint8Array(await res.arrayBuffer());
  } catch (error) {
    if (controller.signal.aborted) throw new ImageFetchError(`image fetch timed out after ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
