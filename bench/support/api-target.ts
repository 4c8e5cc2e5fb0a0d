// One server for bench/api-overhead.mjs, in its own process so the load generator does not
// share its event loop. Modes: bare node:http, a bare Fastify route, and the whole app
// (`app`; `app-plain` with APP_ENCRYPT=off).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const [mode = 'app', portText = '0'] = process.argv.slice(2);
const port = Number(portText);
const body = JSON.stringify({ code: 200, msg: 'ok', data: { status: 'ok' } });

interface ReplayAnswer {
  headers: Record<string, string>;
  body: string;
}

async function main(): Promise<void> {
  if (mode === 'bare') {
    // `?bytes=N`: a result body of exactly N characters (the size of an answer of ours).
    const sized = new Map<number, string>();
    const bodyOf = (n: number) => {
      let b = sized.get(n);
      if (!b) {
        const empty = JSON.stringify({ code: 200, msg: 'ok', data: '' }).length;
        b = JSON.stringify({ code: 200, msg: 'ok', data: 'x'.repeat(Math.max(0, n - empty)) });
        sized.set(n, b);
      }
      return b;
    };
    // `{ replay: { path: { headers, body } } }` from the bench: an app call's whole answer (its
    // headers but those Node writes itself, and its body), sent to a request for that path once
    // the request's own body has been read: the same exchange as the app's, minus the app.
    const replay = new Map<string, { headers: Record<string, string>; body: string }>();
    process.on('message', (m: unknown) => {
      if (!m || typeof m !== 'object' || !('replay' in m)) return;
      for (const [path, answer] of Object.entries((m as { replay: Record<string, ReplayAnswer> }).replay))
        replay.set(path, answer);
      process.send?.({ replayed: replay.size });
    });
    const server = createServer((req, res) => {
      const url = req.url ?? '/';
      const answer = replay.get(url);
      if (answer) {
        const send = () => {
          res.writeHead(200, answer.headers);
          res.end(answer.body);
        };
        if (req.method === 'GET' || req.method === 'HEAD') send();
        else req.resume().once('end', send);
        return;
      }
      const n = Number(new URL(url, 'http://x').searchParams.get('bytes'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(n > 0 ? bodyOf(n) : body);
    });
    server.listen(port, '127.0.0.1', () => process.send?.('ready'));
    return;
  }
  if (mode === 'fastify') {
    const app = Fastify({ logger: false });
    app.get('/api/app/ping/check', async () => ({ code: 200, msg: 'ok', data: { status: 'ok' } }));
    await app.listen({ port, host: '127.0.0.1' });
    process.send?.('ready');
    return;
  }
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lld-bench-')),
    // Demo content, so media/home answers the real home feed.
    DEMO_CONTENT: 'on',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_IP: '1000000/1s',
    RATE_LIMIT_IP_CEILING: '1000000/1s',
    RATE_LIMIT_TOKEN: '1000000/1s',
    APP_ENCRYPT: mode === 'app-plain' ? 'off' : 'on',
    APP_SIGN_KEY: 'bench-sign-key-0123456789',
    APP_DATA_KEY: 'a'.repeat(64),
    APP_IMAGE_KEY: 'bench-image-key',
    ADMIN_KEY: 'bench-admin-key-0123456789',
    // BENCH_REDIS_URL: nonces, rate-limit counters and the rest of the shared store in Redis,
    // as when several nodes run.
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  });
  // Log lines (BENCH_LOG_LEVEL) go to /dev/null through the same synchronous writes as stdout.
  const app = await buildApp(config, { logStream: pino.destination({ dest: '/dev/null', sync: true }) });
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
}

// The bench asks for this process's CPU time (µs, user + system) before and after a row, and
// with BENCH_PROFILE for a CPU profile of the measured seconds (`{ profile: file }` to start,
// `{ profile: null }` to write it).
let profiler: Session | null = null;
process.on('message', (m: unknown) => {
  if (m === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  else if (m && typeof m === 'object' && 'profile' in m)
    void profile((m as { profile: string | null }).profile);
});
let profileFile = '';
async function profile(file: string | null): Promise<void> {
  if (file) {
    profileFile = file;
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  } else if (profiler) {
    const { profile: data } = await profiler.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(data));
    profiler.disconnect();
    profiler = null;
  }
  process.send?.({ profiled: file });
}

// Exit normally on a signal so that --cpu-prof and friends can write their files.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
void main();
