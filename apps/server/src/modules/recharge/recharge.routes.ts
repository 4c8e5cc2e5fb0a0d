import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runsJobs } from '../../adapters/queue/jobs.ts';
import { appRoute } from '../../http/app-route.ts';

/** Our origin as the caller reached it (or PUBLIC_URL): the base of notify and return URLs. */
export function originOf(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

function stringParams(source: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (source && typeof source === 'object' && !Array.isArray(source))
    for (const [k, v] of Object.entries(source as Record<string, unknown>))
      if (typeof v === 'string') out[k] = v;
      else if (typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  return out;
}

/**
 * Top-ups: pay channels, products, orders, and the gateway's notify URL
 * (`/api/pay/notify/<gateway>`, outside /api/app: the gateway signs it its own way).
 */
export async function rechargeRoutes(app: FastifyInstance): Promise<void> {
  const { recharge, products } = app.services;

  appRoute(app, endpoints.goldPayTypeInfo, async () => ({ payTypes: recharge.payTypes() }));

  appRoute(app, endpoints.productList, async ({ body }) => ({
    list: await products.list(body.kind),
    payTypes: recharge.payTypes(),
  }));

  appRoute(app, endpoints.rechargeSubmit, async ({ body, user, request }) =>
    recharge.submit(user.id, body, { origin: originOf(request), ip: request.ip }),
  );

  appRoute(app, endpoints.rechargeStatus, async ({ body, user }) => recharge.status(user.id, body.orderNo));

  appRoute(app, endpoints.rechargeHistory, ({ body, user }) => recharge.history(user.id, body));

  await app.register(async (notify) => {
    notify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const handler = async (
      request: FastifyRequest<{ Params: { gateway: string } }>,
      reply: import('fastify').FastifyReply,
    ) => {
      const params = { ...stringParams(request.query), ...stringParams(request.body) };
      const r = await recharge.handleNotification(request.params.gateway, params, request.ip, request.log);
      return reply.code(r.status).type('text/plain; charset=utf-8').send(r.body);
    };
    const schema = {
      tags: ['payment'],
      summary: "Gateway notification (signed by the gateway's own rules); answers `success` or `fail`",
    };
    notify.post('/api/pay/notify/:gateway', { schema }, handler);
    notify.get('/api/pay/notify/:gateway', { schema }, handler);
  });

  // The order job: expire unpaid orders, recover lost notifications, credit stuck ones.
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    // Scheduled work: only in the process that runs the jobs (the worker of a cluster).
    if (!runsJobs(app.config)) return;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      recharge
        .runJob(app.log)
        .then((r) => {
          if (r.settled || r.recovered || r.expired) app.log.info(r, 'recharge order job');
        })
        .catch((err: unknown) => app.log.error({ err }, 'recharge order job failed'))
        .finally(() => {
          running = false;
        });
    }, app.config.payment.jobSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
