import { timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { KvStore } from '../adapters/kv.ts';
import type { JobQueue } from '../adapters/queue/queue.ts';
import type { Storage } from '../adapters/storage.ts';
import { type DatabaseHandle, rowsOf } from '../db/database.ts';
import { globalPlugin, isAppUrl } from '../http/global-plugin.ts';
import { RequestMetrics } from './request-metrics.ts';

/**
 * Operations endpoints (issue 18), unsigned and outside /api/app:
 * - `GET /healthz`: the process is up (200 while it answers at all);
 * - `GET /readyz`: database, Redis (when configured) and storage answer, and the node is not
 *   draining; 503 otherwise, so the proxy or orchestrator sends new traffic elsewhere;
 * - `GET /metrics`: Prometheus text (prom-client), for addresses in METRICS_ALLOW or a caller
 *   with `Authorization: Bearer <METRICS_TOKEN>`.
 *
 * Draining (graceful shutdown): `app.operations.drain()` turns /readyz to 503; closing the app
 * then stops accepting connections, lets in-flight requests finish and ends every open event
 * stream (clients reconnect to another node with Last-Event-ID and miss nothing).
 */

export interface OperationsOptions {
  db: DatabaseHandle;
  kv: KvStore;
  storage: Storage;
  /** IP addresses and CIDR ranges allowed to read /metrics. */
  metricsAllow: readonly string[];
  /** A bearer token that also admits a caller to /metrics (any address). */
  metricsToken: string | undefined;
}

export interface Operations {
  readonly registry: Registry;
  readonly draining: boolean;
  /** Readiness turns 503 from now on (the first step of a graceful shutdown). */
  drain(): void;
  /** Event streams open on this node now. */
  readonly openStreams: number;
  /** Records an answered request (the direct lane's calls; Fastify's are recorded by the hook below). */
  recordRequest(method: string, route: string, status: number, code: string, seconds: number): void;
  /** Observes a finished queue job (worker processes and in-process workers). */
  observeJob(queue: string, outcome: 'done' | 'failed' | 'retry' | 'stopped', seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    operations: Operations;
  }
}

/** `127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8` → a BlockList that `allows(ip)` checks. */
export function addressMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`not an IP address or CIDR range: ${entry}`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip: string) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    const address = mapped ? mapped[1]! : ip;
    const type = isIP(address);
    if (!type) return false;
    return list.check(address, type === 6 ? 'ipv6' : 'ipv4');
  };
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function isEventStream(res: ServerResponse, args: unknown[]): boolean {
  const fromRes = res.getHeader('content-type');
  if (fromRes !== undefined) return String(fromRes).startsWith('text/event-stream');
  const headers = args.find((a) => a && typeof a === 'object') as Record<string, unknown> | undefined;
  if (!headers) return false;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === 'content-type')
        return String(headers[i + 1]).startsWith('text/event-stream');
    return false;
  }
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type');
  return key !== undefined && String(headers[key]).startsWith('text/event-stream');
}

/** The PROTOCOL result code of an /api/app answer (`{"code":2000,…`), or '' for other answers. */
function resultCodeOf(payload: unknown): string {
  // An encrypted success is sent as bytes (plugins/envelope.ts): its head is ASCII.
  const head = Buffer.isBuffer(payload) ? payload.toString('latin1', 0, 16) : payload;
  if (typeof head !== 'string') return '';
  const m = /^\{"code":(\d{1,5})[,}]/.exec(head);
  return m ? m[1]! : '';
}

const ROUTE_UNMATCHED = 'unmatched';

export function operationsPlugin(options: OperationsOptions) {
  return globalPlugin('operations', async (app: FastifyInstance) => {
    let draining = false;
    /** Open event streams: ended when the app closes, so the server can stop. */
    const streams = new Set<ServerResponse>();
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'lld_process_' });
    const allowed = addressMatcher(options.metricsAllow);

    const requestMetrics = new RequestMetrics(registry);
    const streamsGauge = new Gauge({
      name: 'lld_open_streams',
      help: 'Server-Sent Event streams open on this node, by route pattern (the app has no WebSocket)',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const jobDuration = new Histogram({
      name: 'lld_queue_job_duration_seconds',
      help: 'Run time of queue jobs on this process, by queue and outcome',
      labelNames: ['queue', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900],
      registers: [registry],
    });
    new Gauge({
      name: 'lld_queue_jobs',
      help: 'Jobs of the durable queue waiting or running (whole cluster), by queue and state',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const rows = rowsOf<{ queue: string; state: string; n: number }>(
            await options.db.db.execute(
              sql`select queue, state, count(*)::int as n from queue_jobs
                  where state in ('queued', 'running') group by queue, state`,
            ),
          );
          for (const r of rows) this.set({ queue: r.queue, state: r.state }, Number(r.n));
        } catch {
          // no queue table yet, or the database is down: /readyz says which
        }
      },
    });
    new Gauge({
      name: 'lld_ledger_postings',
      help: 'Ledger postings made so far (whole cluster; the identity high-water mark of ledger_postings)',
      registers: [registry],
      async collect() {
        try {
          const [row] = rowsOf<{ n: string | number | null }>(
            await options.db.db.execute(sql`select max(id) as n from ledger_postings`),
          );
          this.set(Number(row?.n ?? 0));
        } catch {
          // the database is down: /readyz says so
        }
      },
    });
    const pool = options.db.poolStats;
    if (pool) {
      new Gauge({
        name: 'lld_db_pool_connections',
        help: 'PostgreSQL pool connections of this node: total, idle, and callers waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const s = pool();
          this.set({ state: 'total' }, s.total);
          this.set({ state: 'idle' }, s.idle);
          this.set({ state: 'waiting' }, s.waiting);
        },
      });
    }
    new Gauge({
      name: 'lld_draining',
      help: '1 while this node drains for shutdown',
      registers: [registry],
      collect() {
        this.set(draining ? 1 : 0);
      },
    });

    const operations: Operations = {
      registry,
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
      get openStreams() {
        return streams.size;
      },
      recordRequest(method, route, status, code, seconds) {
        requestMetrics.record(method, route, status, code, seconds);
      },
      observeJob(queue, outcome, seconds) {
        jobDuration.observe({ queue, outcome }, seconds);
      },
    };
    app.decorate('operations', operations);
    // Job durations of the in-process worker(s): the queue reports each finished run.
    app.addHook('onReady', async () => {
      const queue = (app.services as { jobQueue?: JobQueue }).jobQueue;
      const off = queue?.onFinished((queueName, outcome, seconds) =>
        operations.observeJob(queueName, outcome, seconds),
      );
      if (off) app.addHook('onClose', async () => off());
    });

    // Callback hooks: no promise per call.
    app.addHook('onRequest', (request, reply, done) => {
      // PROTOCOL calls answer JSON through the reply, never an event stream.
      if (request.method !== 'GET' || request.routeOptions.config?.app) {
        done();
        return;
      }
      // Event streams write their head on the raw response (hijacked replies): notice it there.
      const res = reply.raw;
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
        res.writeHead = writeHead;
        const out = (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
        if (isEventStream(res, args)) {
          const route = request.routeOptions.url ?? ROUTE_UNMATCHED;
          streams.add(res);
          streamsGauge.inc({ route });
          res.once('close', () => {
            streams.delete(res);
            streamsGauge.dec({ route });
          });
        }
        return out;
      } as ServerResponse['writeHead'];
      done();
    });

    // Every answer sent through the reply carries its request id (one onSend hook for both).
    app.addHook('onSend', (request, reply: FastifyReply, payload, done) => {
      reply.header('x-request-id', request.id);
      if (isAppUrl(request.url))
        (reply as FastifyReply & { resultCode?: string }).resultCode = resultCodeOf(payload);
      done(null, payload);
    });

    // Fastify times each reply from the request's arrival (`elapsedTime`, ms); the access log
    // reads the same figure (plugins/logging.ts).
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? ROUTE_UNMATCHED;
      const code = (reply as FastifyReply & { resultCode?: string }).resultCode ?? '';
      requestMetrics.record(request.method, route, reply.statusCode, code, reply.elapsedTime / 1000);
      done();
    });

    // Closing: no new connections (Fastify), in-flight requests finish, open streams end now.
    app.addHook('preClose', async () => {
      draining = true;
      for (const res of streams) res.end();
    });

    const quiet = { logLevel: 'warn' as const, schema: { hide: true } };

    app.get('/healthz', quiet, async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });

    app.get('/readyz', quiet, async (_request, reply) => {
      const checks: Record<string, 'ok' | 'down' | 'draining'> = {};
      const timed = async (name: string, check: () => Promise<unknown>) => {
        try {
          const ok = await Promise.race([
            check().then((r) => r !== false),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
          ]);
          checks[name] = ok ? 'ok' : 'down';
        } catch {
          checks[name] = 'down';
        }
      };
      await Promise.all([
        timed('database', () => options.db.db.execute(sql`select 1`)),
        options.kv.kind === 'redis' ? timed('redis', () => options.kv.ping()) : Promise.resolve(),
        timed('storage', () => options.storage.ready?.() ?? Promise.resolve(true)),
      ]);
      if (draining) checks.node = 'draining';
      const ready = Object.values(checks).every((v) => v === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'unavailable', checks });
    });

    app.get('/metrics', quiet, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, options.metricsToken) && !allowed(request.ip)) {
        return reply.code(403).type('text/plain; charset=utf-8').send('forbidden\n');
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  });
}
