import type { FastifyInstance } from 'fastify';
import type { HttpTransport } from '../adapters/payment/gateway.ts';
import { SANDBOX_PREFIX, sandboxMerchant } from '../adapters/payment/index.ts';
import { buildSandboxGateway, type SandboxGateway } from '../adapters/payment/sandbox/sandbox-gateway.ts';
import type { AppDeps } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { TEST_SECRETS, type TestApp, testApp } from './harness.ts';

export interface PaymentTestApp extends TestApp {
  sandbox: SandboxGateway;
  /** An HTTP call to our app as a browser or the gateway would make it (through inject). */
  http: HttpTransport;
}

/**
 * An app with the sandbox gateway mounted, as server.ts runs it; the sandbox's notifications
 * and our server-to-server calls to it travel through `inject` instead of a socket.
 */
export async function paymentTestApp(
  db: DatabaseHandle,
  env: Record<string, string> = {},
  options: { notifyDelaysMs?: number[]; deps?: Omit<AppDeps, 'db'>; deliver?: HttpTransport } = {},
): Promise<PaymentTestApp> {
  let app: FastifyInstance | undefined;
  const http: HttpTransport = async ({ method, url, body, headers }) => {
    if (!app) throw new Error('app not built yet');
    const u = new URL(url, 'http://localhost');
    const r = await app.inject({
      method,
      url: `${u.pathname}${u.search}`,
      ...(body !== undefined ? { payload: body } : {}),
      ...(headers ? { headers } : {}),
      remoteAddress: '198.51.100.7',
    });
    return { status: r.statusCode, text: r.body };
  };
  const sandbox = await buildSandboxGateway({
    prefix: SANDBOX_PREFIX,
    merchants: [sandboxMerchant({ signKey: env.APP_SIGN_KEY ?? TEST_SECRETS.APP_SIGN_KEY })],
    notifyDelaysMs: options.notifyDelaysMs ?? [5, 20, 50],
    deliver: options.deliver ?? http,
  });
  const t = await testApp(db, env, { ...options.deps, paymentSandbox: sandbox, paymentTransport: http });
  app = t.app;
  t.app.addHook('onClose', async () => sandbox.close());
  return { ...t, sandbox, http };
}
