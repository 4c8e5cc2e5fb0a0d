// What a server started on this machine for tests and benches shares: the env that lifts the
// per-address limits (every client is one loopback address) and the wait until it answers.

/** No outside database or Redis, quiet logs, and rate and guest limits lifted. */
export const LOCAL_SERVER_ENV = Object.freeze({
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  REDIS_URL: '',
  RATE_LIMIT_IP: '100000/10s',
  RATE_LIMIT_TOKEN: '100000/10s',
  GUEST_LIMIT_PER_NETWORK: '100000/hour',
});

/**
 * Resolves once `url` answers 2xx; throws (with `logs()`, the server's output) when the process
 * exits first or `timeoutMs` passes. `answers(url)` asks once (default: fetch; a server with a
 * test certificate needs its own). Each ask gives up after a few seconds: should another process
 * hold the port and never answer, the wait still sees this one exit.
 */
export async function waitUntilUp(
  url,
  child,
  {
    timeoutMs,
    intervalMs = 250,
    logs = () => '',
    answers = async (u) => (await fetch(u, { signal: AbortSignal.timeout(5000) })).ok,
  },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs()}`);
    try {
      if (await answers(url)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not come up at ${url}:\n${logs()}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
