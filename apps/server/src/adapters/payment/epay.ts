import { createHash, timingSafeEqual } from 'node:crypto';
import type { PayTypeCode } from '@lld/protocol/api/wallet';
import {
  type CreatePaymentInput,
  fenToYuan,
  fetchTransport,
  type HttpTransport,
  type NotificationCheck,
  type PaymentGateway,
  payTypesOf,
  type VerifiedPayment,
  yuanToFen,
} from './gateway.ts';

/**
 * The Epay (易支付) aggregator protocol, spoken by many Chinese payment aggregators:
 *
 * - sign: the parameters except `sign`, `sign_type` and empty values, sorted by name,
 *   joined as `a=1&b=2`, followed directly by the merchant key; MD5, lower-case hex.
 * - create: the user's browser is sent to `<base>/submit.php?<signed params>` (pid, type,
 *   out_trade_no, notify_url, return_url, name, money in yuan, clientip, sign, sign_type=MD5);
 *   the gateway shows its pay page.
 * - notify: the gateway calls notify_url with pid, trade_no, out_trade_no, type, name, money,
 *   trade_status=TRADE_SUCCESS, sign, sign_type; the merchant answers the text `success`,
 *   else the gateway retries. The same parameters come back on return_url.
 * - query: `<base>/api.php?act=order&pid=&key=&out_trade_no=` → JSON with `status` 1 when paid.
 */

export function epaySignText(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function epaySign(params: Record<string, string>, key: string): string {
  return createHash('md5')
    .update(epaySignText(params) + key, 'utf8')
    .digest('hex');
}

export function epayVerify(params: Record<string, string>, key: string): boolean {
  const given = params.sign;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{32}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(epaySign(params, key)), Buffer.from(given.toLowerCase()));
}

/** Epay's channel names for ours. */
const EPAY_TYPES: Record<PayTypeCode, string> = { alipay: 'alipay', wxpay: 'wxpay', bank: 'bank' };

export interface EpayOptions {
  /** `sandbox` or `epay`: names the notify URL and the orders. */
  name: string;
  pid: string;
  key: string;
  /** Base the user's browser opens (submit.php); may depend on our site's origin. */
  browserBase: (siteOrigin: string) => string;
  /** Base for our server-to-server calls (api.php). */
  apiBase: string;
  payTypes: readonly PayTypeCode[];
  transport?: HttpTransport;
}

export class EpayGateway implements PaymentGateway {
  readonly name: string;
  readonly ackBody = 'success';
  readonly failBody = 'fail';
  readonly #o: EpayOptions;
  readonly #transport: HttpTransport;

  constructor(options: EpayOptions) {
    this.name = options.name;
    this.#o = options;
    this.#transport = options.transport ?? fetchTransport;
  }

  payTypes() {
    return payTypesOf(this.#o.payTypes);
  }

  async createPayment(input: CreatePaymentInput): Promise<{ payUrl: string }> {
    const params: Record<string, string> = {
      pid: this.#o.pid,
      type: EPAY_TYPES[input.payType],
      out_trade_no: input.orderNo,
      notify_url: input.notifyUrl,
      return_url: input.returnUrl,
      name: input.subject,
      money: fenToYuan(input.amountFen),
      clientip: input.clientIp,
    };
    params.sign = epaySign(params, this.#o.key);
    params.sign_type = 'MD5';
    return { payUrl: `${this.#o.browserBase(input.siteOrigin)}/submit.php?${new URLSearchParams(params)}` };
  }

  verifyNotification(params: Record<string, string>): NotificationCheck {
    const orderNo = typeof params.out_trade_no === 'string' ? params.out_trade_no : '';
    if (!epayVerify(params, this.#o.key))
      return { ok: false, reason: 'bad_signature', orderNo, detail: 'signature does not verify' };
    if (params.pid !== this.#o.pid)
      return { ok: false, reason: 'bad_request', orderNo, detail: `pid ${params.pid} is not ours` };
    const amountFen = yuanToFen(params.money ?? '');
    if (!orderNo || !params.trade_no || amountFen === null)
      return { ok: false, reason: 'bad_request', orderNo, detail: 'out_trade_no, trade_no or money missing' };
    return {
      ok: true,
      payment: {
        orderNo,
        tradeNo: params.trade_no,
        amountFen,
        paid: params.trade_status === 'TRADE_SUCCESS',
        payType: params.type ?? '',
      },
    };
  }

  async queryPayment(orderNo: string): Promise<VerifiedPayment | null> {
    const q = new URLSearchParams({
      act: 'order',
      pid: this.#o.pid,
      key: this.#o.key,
      out_trade_no: orderNo,
    });
    const res = await this.#transport({ method: 'GET', url: `${this.#o.apiBase}/api.php?${q}` });
    if (res.status !== 200) throw new Error(`gateway query answered HTTP ${res.status}`);
    const body = JSON.parse(res.text) as Record<string, unknown>;
    if (Number(body.code) !== 1) return null;
    const amountFen = yuanToFen(String(body.money ?? ''));
    if (amountFen === null || body.out_trade_no !== orderNo) return null;
    return {
      orderNo,
      tradeNo: String(body.trade_no ?? ''),
      amountFen,
      paid: Number(body.status) === 1,
      payType: String(body.type ?? ''),
    };
  }
}
