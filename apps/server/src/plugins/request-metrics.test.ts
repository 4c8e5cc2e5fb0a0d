import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, RequestMetrics } from './request-metrics.ts';

type Call = [method: string, route: string, status: number, code: string, seconds: number];

/** The same calls through prom-client's own counter and histogram, as the plugin did before. */
function promClientRegistry(calls: Call[]): Registry {
  const registry = new Registry();
  const requests = new Counter({
    name: 'lld_http_requests_total',
    help: 'HTTP requests answered, by route pattern, status and PROTOCOL result code (code is empty outside /api/app)',
    labelNames: ['method', 'route', 'status', 'code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'lld_http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers: [registry],
  });
  for (const [method, route, status, code, seconds] of calls) {
    requests.inc({ method, route, status: String(status), code });
    latency.observe({ method, route }, seconds);
  }
  return registry;
}

function promClientText(calls: Call[]): Promise<string> {
  return promClientRegistry(calls).metrics();
}

describe('RequestMetrics', () => {
  const calls: Call[] = [
    ['GET', '/api/app/ping/config', 200, '200', 0.0004],
    ['GET', '/api/app/ping/config', 200, '200', 0.005], // on a bound: counted in it
    ['GET', '/api/app/ping/config', 429, '1002', 0.0051],
    ['POST', '/api/app/media/home', 200, '200', 0.3],
    ['POST', '/api/app/media/home', 200, '1000', 12], // above every bound: +Inf only
    ['GET', '/healthz', 200, '', 0.002],
    ['GET', 'unmatched', 404, '', 0.001],
    ['GET', '/api/app/ping/config', 200, '200', 2.5],
  ];

  it('writes the text prom-client writes for the same calls', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(registry);
    for (const call of calls) metrics.record(...call);
    const text = await registry.metrics();
    expect(text).toBe(await promClientText(calls));
    expect(text).toContain(
      'lld_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/app/ping/config"} 2',
    );
    expect(text).toContain(
      'lld_http_request_duration_seconds_count{method="POST",route="/api/app/media/home"} 2',
    );
    expect(text).toContain(
      'lld_http_requests_total{method="GET",route="/api/app/ping/config",status="429",code="1002"} 1',
    );
  });

  it("counts on across reads; its JSON is prom-client's too", async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(registry);
    metrics.record('GET', '/healthz', 200, '', 0.001);
    await registry.metrics();
    metrics.record('GET', '/healthz', 200, '', 0.02);
    const same = promClientRegistry([
      ['GET', '/healthz', 200, '', 0.001],
      ['GET', '/healthz', 200, '', 0.02],
    ]);
    expect(await registry.metrics()).toBe(await same.metrics());
    const json = await registry.getMetricsAsJSON();
    // prom-client's own adds an empty `exemplar` to each value; nothing reads it without exemplars.
    const withoutExemplars = JSON.parse(JSON.stringify(await same.getMetricsAsJSON()), (k, v) =>
      k === 'exemplar' ? undefined : v,
    );
    expect(json).toEqual(withoutExemplars);
    const latency = json.find((m) => m.name === 'lld_http_request_duration_seconds');
    expect(latency?.values).toContainEqual({
      labels: { le: 0.025, method: 'GET', route: '/healthz' },
      value: 2,
      metricName: 'lld_http_request_duration_seconds_bucket',
    });
    const count = json.find((m) => m.name === 'lld_http_requests_total');
    expect(count?.values).toEqual([
      { labels: { method: 'GET', route: '/healthz', status: '200', code: '' }, value: 2 },
    ]);
  });

  it('an empty registry writes both metrics with no series', async () => {
    const registry = new Registry();
    new RequestMetrics(registry);
    expect(await registry.metrics()).toBe(await promClientText([]));
  });
});
