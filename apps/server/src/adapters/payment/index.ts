import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import { EpayGateway } from './epay.ts';
import type { HttpTransport, PaymentGateway } from './gateway.ts';
import type { SandboxMerchant } from './sandbox/sandbox-gateway.ts';

/** Where the sandbox gateway is mounted on our own server. */
export const SANDBOX_PREFIX = '/sandbox-pay';

/**
 * The sandbox's one merchant: our site. Its key is derived from APP_SIGN_KEY, so it is stable
 * per installation and needs no secret of its own.
 */
export function sandboxMerchant(config: Pick<Config, 'signKey'> & { appName?: string }): SandboxMerchant {
  return {
    pid: '1000',
    key: createHmac('sha256', config.signKey).update('lld-sandbox-merchant').digest('hex').slice(0, 32),
    name: config.appName ?? '来了点',
  };
}

/** The gateway the config names: the sandbox (mounted on our server) or an Epay provider. */
export function createGateway(config: Config, transport?: HttpTransport): PaymentGateway {
  const { payment } = config;
  if (payment.gateway === 'epay' && payment.epay) {
    const { url, pid, key } = payment.epay;
    return new EpayGateway({
      name: 'epay',
      pid,
      key,
      browserBase: () => url,
      apiBase: url,
      payTypes: payment.payTypes,
      ...(transport ? { transport } : {}),
    });
  }
  const merchant = sandboxMerchant(config);
  const loopbackHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return new EpayGateway({
    name: 'sandbox',
    pid: merchant.pid,
    key: merchant.key,
    // The pay page lives on our own site; the user reaches it on the origin they use for us.
    browserBase: (siteOrigin) => `${config.publicUrl ?? siteOrigin}${SANDBOX_PREFIX}`,
    // Server-to-server calls go over loopback to the port we listen on.
    apiBase: `http://${loopbackHost.includes(':') ? `[${loopbackHost}]` : loopbackHost}:${config.port}${SANDBOX_PREFIX}`,
    payTypes: payment.payTypes,
    ...(transport ? { transport } : {}),
  });
}
