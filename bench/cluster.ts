// `npm run bench:cluster` (issue 18): throughput of the home feed and of a signed, encrypted
// `user/info` at 100 keep-alive connections, against one API node directly, one node behind
// nginx, and two nodes behind nginx; the compiled server on PostgreSQL + Redis + s3rver
// (apps/server/src/test/cluster.ts). Needs TEST_DATABASE_URL and TEST_REDIS_URL (as the
// cluster test) and nginx. Bounded: BENCH_SECONDS per row (default 10).
import { randomUUID } from 'node:crypto';
import { clusterMissing, startCluster, startNginx } from '../apps/server/src/test/cluster.ts';
import { TEST_SECRETS } from '../apps/server/src/test/harness.ts';
import { signedHeaders } from '../apps/server/src/test/server-process.ts';
import { decryptPayload, encryptPayload } from '../packages/protocol/src/cipher.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

const missing = clusterMissing();
if (missing.length) {
  console.error(`bench:cluster needs ${missing.join(', ')}`);
  process.exit(2);
}

function signed(path: string, token: string, body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { ...signedHeaders(token, path), 'content-type': 'application/json' },
    body: JSON.stringify({ data: encryptPayload(TEST_SECRETS.APP_DATA_KEY, body) }),
  };
}

interface Row {
  target: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(seconds: number, request: () => Promise<Response>) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const res = await request();
        const body = (await res.json()) as { code: number };
        if (body.code !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  return { rps: latencies.length / seconds, p50: pct(50), p99: pct(99), errors };
}

const cluster = await startCluster({
  worker: false,
  env: {
    APP_ENCRYPT: 'on',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP: '10000000/10s',
    RATE_LIMIT_TOKEN: '10000000/10s',
  },
});
const rows: Row[] = [];
try {
  const login = await fetch(
    `${cluster.a.base}/api/app/login/guest`,
    signed('/app/login/guest', '', { devID: `bench-${randomUUID()}`, affCode: '', token: '' }),
  );
  const { token } = decryptPayload(
    TEST_SECRETS.APP_DATA_KEY,
    ((await login.json()) as { data: string }).data,
  ) as {
    token: string;
  };
  const single = await startNginx([Number(new URL(cluster.a.base).port)]);
  try {
    const targets = [
      { name: 'one node, direct', base: cluster.a.base },
      { name: 'one node behind nginx', base: single.base },
      { name: 'two nodes behind nginx', base: cluster.proxy },
    ];
    const calls = [
      { name: 'media/home (home feed)', path: '/app/media/home' },
      { name: 'user/info (signed, encrypted)', path: '/app/user/info' },
    ];
    for (const call of calls) {
      for (const t of targets) {
        const request = () => fetch(`${t.base}/api${call.path}`, signed(call.path, token, {}));
        await load(2, request);
        rows.push({ target: t.name, call: call.name, ...(await load(SECONDS, request)) });
        const r = rows.at(-1)!;
        console.error(`[bench] ${r.call} · ${r.target}: ${r.rps.toFixed(0)} req/s`);
      }
    }
  } finally {
    single.stop();
  }
} finally {
  await cluster.close();
}

console.log(
  `\n${SECONDS}s per row, ${CONNECTIONS} keep-alive connections from one client process, loopback; ` +
    'compiled server on PostgreSQL + Redis; this machine: 2 cores shared by servers, nginx, PostgreSQL, Redis and the client\n',
);
console.log('| call | target | req/s | p50 ms | p99 ms | errors |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.call} | ${r.target} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
  );
