import type { ChildProcess } from 'node:child_process';

/** No outside database or Redis, quiet logs, and rate and guest limits lifted. */
export const LOCAL_SERVER_ENV: Readonly<Record<string, string>>;

/**
 * Resolves once `url` answers 2xx; throws (with `logs()`, the server's output) when the process
 * exits first or `timeoutMs` passes. `answers(url)` asks once (default: fetch; a server with a
 * test certificate needs its own).
 */
export function waitUntilUp(
  url: string,
  child: ChildProcess,
  options: {
    timeoutMs: number;
    intervalMs?: number;
    logs?: () => string;
    answers?: (url: string) => Promise<boolean>;
  },
): Promise<void>;
