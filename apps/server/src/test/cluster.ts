// A whole cluster on this machine, for the cluster test and `npm run bench:cluster` (issue 18):
// the compiled server as two API nodes (JOB_WORKER=off) and one worker (dist/worker.js), on one
// fresh PostgreSQL database, one Redis (a key prefix of its own), one S3-compatible store
// (s3rver) and nginx in front of the two nodes, started from a generated config on free ports.
// Each process has its own DATA_DIR: nothing is shared through the disk.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../../scripts/free-port.mjs';
import { SERVER_ROOT } from '../paths.ts';
import { createScratchDatabase, dropScratchDatabase } from './postgres.ts';
import { startS3, type TestS3 } from './s3.ts';
import { PortTaken, retryTakenPort, type ServerProcess, startServer } from './server-process.ts';

/** Where Debian's nginx is (PATH first). */
export function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}

/** What the cluster needs that this machine may lack; empty when it can run. */
export function clusterMissing(): string[] {
  const missing: string[] = [];
  if (!process.env.TEST_DATABASE_URL) missing.push('TEST_DATABASE_URL (a PostgreSQL server)');
  if (!process.env.TEST_REDIS_URL) missing.push('TEST_REDIS_URL (a Redis server)');
  if (!findNginx()) missing.push('nginx (apt-get install nginx)');
  return missing;
}

export interface Cluster {
  /** nginx in front of both API nodes. */
  proxy: string;
  a: ServerProcess;
  b: ServerProcess;
  worker: ServerProcess;
  /** Starts one more worker process (the same program and environment as `worker`). */
  startWorker(): Promise<ServerProcess>;
  s3: TestS3;
  /** The cluster's database (a fresh one on TEST_DATABASE_URL's server). */
  databaseUrl: string;
  /** One query on the cluster's database. */
  query<R extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  nginxLog(): string;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** Extra environment of every node (rate limits, encryption …). */
  env?: Record<string, string>;
  /** Start the worker (default yes). */
  worker?: boolean;
}

/** Builds the server into its own folder under dist/ (plain node runs it). */
function buildServer(): string {
  const outdir = path.join('dist', `cluster-${process.pid}`);
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', outdir], {
    cwd: SERVER_ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}\n${built.stderr}`);
  return path.join(SERVER_ROOT, outdir);
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 64m;
  client_body_buffer_size 16m;
  upstream lld_api {
${servers}
    keepalive 64;
  }
  # Live TV as in deploy/nginx.conf: every request of one channel to the node its id hashes to.
  map $uri $lld_live_channel {
    ~^/api/app/live/h5/(?:m3u8|key)/(\\d+)  $1;
    ~^/files/live/(\\d+)/                   $1;
    default                                "";
  }
  upstream lld_live {
    hash $lld_live_channel consistent;
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_request_buffering off;
    proxy_buffering off;
    add_header X-Upstream $upstream_addr always;
    location /api/app/live/h5/ { proxy_pass http://lld_live; }
    location /files/live/ { proxy_pass http://lld_live; }
    location / { proxy_pass http://lld_api; }
  }
}
`;
}

/** nginx in front of `upstreams` (loopback ports), from a generated config in a temp folder. */
export function startNginx(
  upstreams: number[],
): Promise<{ base: string; child: ChildProcess; dir: string; stop(): void }> {
  return retryTakenPort(() => startNginxOnce(upstreams));
}

async function startNginxOnce(
  upstreams: number[],
): Promise<{ base: string; child: ChildProcess; dir: string; stop(): void }> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'lld-nginx-'));
  // nginx started as root runs its workers as nobody: they must reach the folder.
  chmodSync(dir, 0o755);
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, d));
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', errorLog], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-4000) : '(no error log)';
      rmSync(dir, { recursive: true, force: true });
      if (log.includes('Address already in use'))
        throw new PortTaken(`nginx found port ${port} taken:\n${log}`);
      throw new Error(
        `nginx did not come up (${child.exitCode === null ? 'timeout' : `exit ${child.exitCode}`}):\n${log}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    child,
    dir,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!baseUrl || !redisUrl) throw new Error('the cluster needs TEST_DATABASE_URL and TEST_REDIS_URL');
  const dist = buildServer();
  const name = `lld_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = await createScratchDatabase(baseUrl, name);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const s3 = await startS3(`lld-cluster-${randomBytes(3).toString('hex')}`);
  const dataDirs: string[] = [];
  const started: ServerProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;

  const env = (demo: boolean): Record<string, string> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lld-node-'));
    dataDirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `${name}:`,
      ...s3.env,
      // Clients fetch files and segments from the bucket by signed URLs, not through the nodes.
      S3_SIGNED_URLS: 'on',
      DEMO_CONTENT: demo ? 'on' : 'off',
      JOB_WORKER: 'off',
      AI_WORKER_POLL_MS: '200',
      // A killed worker's job is claimed again by another worker once its lease runs out.
      AI_JOB_LEASE_SECONDS: '5',
      // Behind nginx's routing of live by channel (deploy/nginx.conf, below).
      LIVE_PREWARM: 'off',
      LIVE_IDLE_SECONDS: '10',
      TRUST_PROXY: 'on',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...options.env,
    };
  };
  const close = async () => {
    nginx?.child.kill('SIGTERM');
    await Promise.allSettled(started.map((s) => (s.child.exitCode === null ? s.stop() : Promise.resolve())));
    await pool.end().catch(() => {});
    await dropScratchDatabase(baseUrl, name).catch(() => {});
    await s3.close().catch(() => {});
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
    if (nginx) rmSync(nginx.dir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  };
  const startWorker = async () => {
    const w = await startServer(env(false), path.join(dist, 'worker.js'));
    started.push(w);
    return w;
  };
  try {
    // Node A first: it migrates and seeds the demo catalogue; then B and the worker at once.
    const a = await startServer(env(true), path.join(dist, 'server.js'));
    started.push(a);
    const [b, worker] = await Promise.all([
      startServer(env(false), path.join(dist, 'server.js')),
      options.worker === false ? Promise.resolve(null) : startWorker(),
    ]);
    started.push(b);
    const port = (s: ServerProcess) => Number(new URL(s.base).port);
    nginx = await startNginx([port(a), port(b)]);
    const dir = nginx.dir;
    return {
      proxy: nginx.base,
      a,
      b,
      worker: worker ?? b,
      startWorker,
      s3,
      databaseUrl,
      query: async <R extends object>(text: string, values: unknown[] = []) =>
        (await pool.query(text, values)).rows as R[],
      nginxLog: () => {
        const r = spawnSync('tail', ['-n', '40', path.join(dir, 'error.log')], { encoding: 'utf8' });
        return r.stdout;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
