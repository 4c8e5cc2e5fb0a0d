// A real server process for fault tests: started from src/server.ts on a free port with its own
// DATA_DIR (or DATABASE_URL), killed with SIGKILL mid-work, started again on the same data.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApiKeyHeader, nowSeconds, randomUuidV4, requestSign } from '@lld/protocol/sign';
import { freePort } from '../../../../scripts/free-port.mjs';
import { LOCAL_SERVER_ENV, waitUntilUp } from '../../../../scripts/local-server.mjs';
import { TEST_USER_AGENT } from './client.ts';
import { TEST_SECRETS } from './harness.ts';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  logs(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

/**
 * Starts the server (plain bodies, generous limits) and waits until it answers. `script`: a
 * compiled entry (`dist/server.js`, `dist/worker.js`) run with plain node instead of the sources.
 */
export function startServer(env: Record<string, string>, script?: string): Promise<ServerProcess> {
  return retryTakenPort(() => startServerOnce(env, script));
}

/** A start that found its port taken between `freePort()` and its own `listen()`. */
export class PortTaken extends Error {}

/**
 * Runs `start` again, three tries in all, while it throws `PortTaken`: a port is free when
 * chosen, yet another process may bind it first (a test's own server, an outgoing connection's
 * local port).
 */
export async function retryTakenPort<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (e) {
      if (!(e instanceof PortTaken) || attempt === 3) throw e;
    }
  }
}

async function startServerOnce(env: Record<string, string>, script?: string): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(
    process.execPath,
    script ? ['--enable-source-maps', script] : ['--import', 'tsx', SERVER],
    {
      env: {
        ...process.env,
        ...TEST_SECRETS,
        ...LOCAL_SERVER_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_ENCRYPT: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (b: Buffer) => {
    output = (output + b.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/api/runtime-config.json`, child, {
      timeoutMs: 120_000,
      intervalMs: 200,
      logs: () => output,
    });
  } catch (e) {
    child.kill('SIGKILL');
    await exited;
    if (output.includes('EADDRINUSE')) throw new PortTaken(`port ${port} taken`);
    throw e;
  }
  return {
    base,
    child,
    logs: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The headers of one signed PROTOCOL call (a fresh nonce unless one is given). */
export function signedHeaders(token: string, path: string, nonce = randomUuidV4()): Record<string, string> {
  const timestamp = nowSeconds();
  const sign = requestSign({
    key: TEST_SECRETS.APP_SIGN_KEY,
    token,
    path,
    userAgent: TEST_USER_AGENT,
    timestamp,
    nonce,
  });
  return {
    authorization: token,
    'x-user-agent': TEST_USER_AGENT,
    'x-api-key': buildApiKeyHeader({ timestamp, sign, nonce }),
  };
}

/** A signed PROTOCOL call over HTTP (bodies plain: APP_ENCRYPT=off). */
export async function call<T = unknown>(
  base: string,
  token: string,
  path: string,
  body: unknown = {},
  headers: Record<string, string> = signedHeaders(token, path),
): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** An operator call (`/api/admin/...`). */
export async function adminCall<T = unknown>(base: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/admin${path}`, {
    method,
    headers: { 'x-admin-key': TEST_SECRETS.ADMIN_KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** A new guest: its token and id. */
export async function newGuest(base: string, devID: string): Promise<{ token: string; id: number }> {
  const r = await call<{ token: string; userInfo: { id: number } }>(base, '', '/app/login/guest', {
    devID,
    affCode: '',
    token: '',
  });
  if (r.code !== 200) throw new Error(`guest: ${r.code} ${r.msg}`);
  return { token: r.data.token, id: r.data.userInfo.id };
}
