import { type Aggregator, Counter, Histogram, type MetricType, type Registry } from 'prom-client';

/** Upper bounds of the latency buckets (seconds). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Answers {
  status: string;
  code: string;
  n: number;
}

/** One method and route pattern: its latency histogram and its answers by status and code. */
interface Series {
  method: string;
  route: string;
  /** Observations per bucket, not cumulative (above every bound: only in `count`, as +Inf). */
  buckets: number[];
  sum: number;
  count: number;
  /** By `${status} ${code}`. */
  answers: Map<string, Answers>;
}

type LatencyLabel = 'method' | 'route' | 'le';

type LatencyValues = Awaited<ReturnType<Histogram<LatencyLabel>['get']>>;

interface MetricHead {
  name: string;
  help: string;
  type: MetricType;
  aggregator: Aggregator;
}

/**
 * `lld_http_request_duration_seconds`, read from the series below when /metrics is read: the
 * same text prom-client's own histogram writes for the same observations (request-metrics.test.ts).
 */
class LatencyHistogram extends Histogram<LatencyLabel> {
  readonly #series: ReadonlyMap<string, Series>;

  constructor(registry: Registry, series: ReadonlyMap<string, Series>) {
    super({
      name: 'lld_http_request_duration_seconds',
      help: 'Time from request to answer, by route pattern',
      labelNames: ['method', 'route'],
      buckets: [...LATENCY_BUCKETS],
      registers: [registry],
    });
    this.#series = series;
  }

  override async get(): Promise<LatencyValues> {
    // Set by prom-client's constructor, not in its typings.
    const { name, help, type, aggregator } = this as unknown as MetricHead;
    const values: LatencyValues['values'] = [];
    for (const s of this.#series.values()) {
      const { method, route } = s;
      let below = 0;
      LATENCY_BUCKETS.forEach((le, i) => {
        below += s.buckets[i] ?? 0;
        values.push({ labels: { le, method, route }, value: below, metricName: `${name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', method, route }, value: s.count, metricName: `${name}_bucket` });
      values.push({ labels: { method, route }, value: s.sum, metricName: `${name}_sum` });
      values.push({ labels: { method, route }, value: s.count, metricName: `${name}_count` });
    }
    // Without `collect`, as prom-client's own answer (its typings ask for it).
    return { name, help, type, aggregator, values } as LatencyValues;
  }

  /** The registry's text export asks this first (prom-client's own reads its internal map). */
  getForPromString(): Promise<LatencyValues> {
    return this.get();
  }
}

/**
 * Request counts (`lld_http_requests_total`) and latency (`lld_http_request_duration_seconds`)
 * by route pattern, kept per call as plain numbers and turned into Prometheus metrics only when
 * /metrics is read. prom-client's own `inc` and `observe` validate, build and hash a label key
 * on every call: 8–12 µs of a 100–160 µs call in `npm run bench:api` (docs/performance.md).
 */
export class RequestMetrics {
  readonly #series = new Map<string, Series>();

  constructor(registry: Registry) {
    const series = this.#series;
    new Counter({
      name: 'lld_http_requests_total',
      help: 'HTTP requests answered, by route pattern, status and PROTOCOL result code (code is empty outside /api/app)',
      labelNames: ['method', 'route', 'status', 'code'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const s of series.values())
          for (const a of s.answers.values())
            this.inc({ method: s.method, route: s.route, status: a.status, code: a.code }, a.n);
      },
    });
    new LatencyHistogram(registry, series);
  }

  /** One answered request: its method, route pattern, HTTP status, result code ('' if none) and time. */
  record(method: string, route: string, status: number, code: string, seconds: number): void {
    const key = `${method} ${route}`;
    let s = this.#series.get(key);
    if (!s) {
      s = {
        method,
        route,
        buckets: new Array(LATENCY_BUCKETS.length).fill(0),
        sum: 0,
        count: 0,
        answers: new Map(),
      };
      this.#series.set(key, s);
    }
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
    if (i < LATENCY_BUCKETS.length) s.buckets[i]!++;
    s.sum += seconds;
    s.count++;
    const answerKey = `${status} ${code}`;
    const a = s.answers.get(answerKey);
    if (a) a.n++;
    else s.answers.set(answerKey, { status: String(status), code, n: 1 });
  }
}
