import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { isHttpUrl, mountSandboxServer, sandboxServer } from '../../sandbox-server.ts';
import { epaySign, epayVerify } from '../epay.ts';
import { fetchTransport, type HttpTransport, yuanToFen } from '../gateway.ts';
import { Notifier, type NotifyJob } from './notifier.ts';
import { messagePage, type PageOrder, paidPage, payPage } from './pay-page.ts';

/**
 * The sandbox gateway: a small Epay-compatible payment server of its own (its own Fastify
 * instance), so development, demos and tests run the real flow over HTTP — signed create,
 * a pay page the user taps, signed asynchronous notifications with retries, the order query.
 * It keeps its orders in memory; nothing is charged. server.ts mounts it under `prefix`.
 *
 * Routes (under prefix): GET|POST /submit.php, GET /pay/:tradeNo, POST /pay/:tradeNo/confirm,
 * POST /pay/:tradeNo/cancel, GET /api.php?act=order, POST /api.php?act=renotify,
 * GET /api.php?act=notifications.
 */

export interface SandboxMerchant {
  pid: string;
  key: string;
  /** Shown on the pay page. */
  name: string;
}

export interface SandboxOptions {
  /** Path the server is mounted at, e.g. `/sandbox-pay` (its routes include it). */
  prefix: string;
  merchants: SandboxMerchant[];
  /** Delay before each notification attempt, ms (the retry schedule). */
  notifyDelaysMs: readonly number[];
  /** How notifications reach merchants (fetch by default; tests inject). */
  deliver?: HttpTransport;
  logger?: FastifyBaseLogger;
  /** How long a created payment may be paid, ms (default 30 minutes). */
  payWindowMs?: number;
}

export type SandboxStatus = 'unpaid' | 'paid' | 'cancelled';

export interface SandboxOrder extends PageOrder {
  pid: string;
  notifyUrl: string;
  returnUrl: string;
  status: SandboxStatus;
  createdAt: number;
  paidAt: number;
  notify: NotifyJob | null;
}

export interface SandboxGateway {
  app: FastifyInstance;
  prefix: string;
  /** Orders by trade number (for tests and the console). */
  orders: Map<string, SandboxOrder>;
  notifier: Notifier;
  close(): Promise<void>;
}

const TYPES = new Set(['alipay', 'wxpay', 'bank', 'qqpay']);

function tradeNoNow(): string {
  const d = new Date(Date.now() + 8 * 3_600_000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}${p(randomInt(0, 100_000_000), 8)}`;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function stringParams(source: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (source && typeof source === 'object')
    for (const [k, v] of Object.entries(source as Record<string, unknown>))
      if (typeof v === 'string') out[k] = v;
      else if (typeof v === 'number') out[k] = String(v);
  return out;
}

/** `url` with the signed return parameters appended (Epay's synchronous return). */
function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export async function buildSandboxGateway(options: SandboxOptions): Promise<SandboxGateway> {
  const { app, prefix, html } = sandboxServer({
    prefix: options.prefix,
    ...(options.logger ? { logger: options.logger } : {}),
    bodyLimit: 16 * 1024,
    messagePage: (title, text) => messagePage(title, text),
    notFound: '沙箱收银台没有这个页面',
    failed: '沙箱收银台无法处理该请求',
    htmlHeaders: { 'x-frame-options': 'DENY' },
  });
  const payWindowMs = options.payWindowMs ?? 30 * 60_000;
  const log = app.log;
  const merchants = new Map(options.merchants.map((m) => [m.pid, m]));
  const orders = new Map<string, SandboxOrder>();
  const byMerchantOrder = new Map<string, SandboxOrder>();
  const notifier = new Notifier(options.deliver ?? fetchTransport, options.notifyDelaysMs, log);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The parameters Epay sends back: on the return URL and in the notification. */
  function resultParams(o: SandboxOrder): Record<string, string> {
    const merchant = merchants.get(o.pid)!;
    const params: Record<string, string> = {
      pid: o.pid,
      trade_no: o.tradeNo,
      out_trade_no: o.outTradeNo,
      type: o.type,
      name: o.name,
      money: o.money,
      trade_status: 'TRADE_SUCCESS',
    };
    params.sign = epaySign(params, merchant.key);
    params.sign_type = 'MD5';
    return params;
  }

  function startNotifications(o: SandboxOrder, immediately = false): void {
    o.notify ??= { url: o.notifyUrl, params: resultParams(o), attempts: [], delivered: false };
    notifier.schedule(o.notify, immediately);
  }

  const submit = async (params: Record<string, string>, reply: FastifyReply) => {
    const required = ['pid', 'type', 'out_trade_no', 'notify_url', 'return_url', 'name', 'money', 'sign'];
    const missing = required.filter((k) => !params[k]);
    if (missing.length) return html(reply, 400, messagePage('参数错误', `缺少参数：${missing.join(', ')}`));
    const merchant = merchants.get(params.pid!);
    if (!merchant) return html(reply, 400, messagePage('商户不存在', `商户号 ${params.pid} 未开通`));
    if (!epayVerify(params, merchant.key)) {
      log.warn({ pid: params.pid, outTradeNo: params.out_trade_no }, 'sandbox: submit with a bad signature');
      return html(reply, 400, messagePage('签名错误', '请求参数的签名校验失败'));
    }
    const fen = yuanToFen(params.money!);
    if (fen === null || fen <= 0)
      return html(reply, 400, messagePage('金额错误', `金额 ${params.money} 无效`));
    if (!TYPES.has(params.type!))
      return html(reply, 400, messagePage('支付方式错误', `不支持 ${params.type}`));
    if (!isHttpUrl(params.notify_url) || !isHttpUrl(params.return_url))
      return html(reply, 400, messagePage('参数错误', 'notify_url 与 return_url 须为 http(s) 地址'));
    const key = `${params.pid}:${params.out_trade_no}`;
    const existing = byMerchantOrder.get(key);
    if (existing) {
      if (existing.money !== params.money || existing.type !== params.type)
        return html(reply, 400, messagePage('订单号重复', '该商户订单号已用于另一笔支付'));
      return reply.redirect(`${prefix}/pay/${existing.tradeNo}`, 302);
    }
    const now = Date.now();
    const order: SandboxOrder = {
      tradeNo: tradeNoNow(),
      outTradeNo: params.out_trade_no!,
      merchantName: merchant.name,
      name: params.name!,
      money: `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`,
      type: params.type!,
      pid: merchant.pid,
      notifyUrl: params.notify_url!,
      returnUrl: params.return_url!,
      status: 'unpaid',
      createdAt: now,
      paidAt: 0,
      expiresAt: now + payWindowMs,
      notify: null,
    };
    orders.set(order.tradeNo, order);
    byMerchantOrder.set(key, order);
    log.info(
      { tradeNo: order.tradeNo, outTradeNo: order.outTradeNo, money: order.money },
      'sandbox: payment created',
    );
    return reply.redirect(`${prefix}/pay/${order.tradeNo}`, 302);
  };

  app.get(`${prefix}/submit.php`, async (request, reply) => submit(stringParams(request.query), reply));
  app.post(`${prefix}/submit.php`, async (request, reply) =>
    submit({ ...stringParams(request.query), ...stringParams(request.body) }, reply),
  );

  const findOrder = (tradeNo: string) => orders.get(tradeNo);

  app.get<{ Params: { tradeNo: string } }>(`${prefix}/pay/:tradeNo`, async (request, reply) => {
    const o = findOrder(request.params.tradeNo);
    if (!o) return html(reply, 404, messagePage('订单不存在', '请返回商户重新下单'));
    if (o.status === 'paid') return html(reply, 200, paidPage(o, withParams(o.returnUrl, resultParams(o))));
    if (o.status === 'cancelled')
      return html(reply, 200, messagePage('支付已取消', '该笔支付已取消', o.returnUrl));
    if (Date.now() > o.expiresAt)
      return html(reply, 200, messagePage('订单已关闭', '支付超时，请返回商户重新下单', o.returnUrl));
    return html(reply, 200, payPage(o, `${prefix}/pay/${o.tradeNo}`));
  });

  app.post<{ Params: { tradeNo: string } }>(`${prefix}/pay/:tradeNo/confirm`, async (request, reply) => {
    const o = findOrder(request.params.tradeNo);
    if (!o) return html(reply, 404, messagePage('订单不存在', '请返回商户重新下单'));
    if (o.status === 'cancelled')
      return html(reply, 409, messagePage('支付已取消', '该笔支付已取消', o.returnUrl));
    if (o.status === 'unpaid') {
      if (Date.now() > o.expiresAt)
        return html(reply, 409, messagePage('订单已关闭', '支付超时，请返回商户重新下单', o.returnUrl));
      o.status = 'paid';
      o.paidAt = Date.now();
      log.info({ tradeNo: o.tradeNo, outTradeNo: o.outTradeNo, money: o.money }, 'sandbox: paid');
      startNotifications(o);
    }
    return html(reply, 200, paidPage(o, withParams(o.returnUrl, resultParams(o))));
  });

  app.post<{ Params: { tradeNo: string } }>(`${prefix}/pay/:tradeNo/cancel`, async (request, reply) => {
    const o = findOrder(request.params.tradeNo);
    if (!o) return html(reply, 404, messagePage('订单不存在', '请返回商户重新下单'));
    if (o.status === 'unpaid') o.status = 'cancelled';
    if (o.status === 'paid') return html(reply, 200, paidPage(o, withParams(o.returnUrl, resultParams(o))));
    return reply.redirect(o.returnUrl, 303);
  });

  /** The merchant API: order query (Epay `act=order`), resend and delivery log, keyed by pid + key. */
  const api = async (params: Record<string, string>, reply: FastifyReply) => {
    const merchant = merchants.get(params.pid ?? '');
    if (!merchant || !sameSecret(params.key ?? '', merchant.key))
      return reply.code(200).send({ code: -1, msg: '商户号或密钥错误' });
    const o = byMerchantOrder.get(`${merchant.pid}:${params.out_trade_no ?? ''}`);
    if (!o) return reply.send({ code: -1, msg: '订单不存在' });
    switch (params.act) {
      case 'order':
        return reply.send({
          code: 1,
          msg: '查询订单号成功！',
          trade_no: o.tradeNo,
          out_trade_no: o.outTradeNo,
          type: o.type,
          pid: o.pid,
          name: o.name,
          money: o.money,
          status: o.status === 'paid' ? 1 : 0,
          addtime: new Date(o.createdAt).toISOString(),
          endtime: o.paidAt ? new Date(o.paidAt).toISOString() : '',
        });
      case 'renotify':
        if (o.status !== 'paid') return reply.send({ code: -1, msg: '订单未支付' });
        startNotifications(o, true);
        return reply.send({ code: 1, msg: '已重新发送通知' });
      case 'notifications':
        return reply.send({
          code: 1,
          delivered: o.notify?.delivered ?? false,
          attempts: o.notify?.attempts ?? [],
        });
      default:
        return reply.send({ code: -1, msg: `未知操作 ${params.act}` });
    }
  };
  app.get(`${prefix}/api.php`, async (request, reply) => api(stringParams(request.query), reply));
  app.post(`${prefix}/api.php`, async (request, reply) =>
    api({ ...stringParams(request.query), ...stringParams(request.body) }, reply),
  );

  await app.ready();
  return {
    app,
    prefix,
    orders,
    notifier,
    close: async () => {
      notifier.close();
      await app.close();
    },
  };
}

/** Forwards every request under the sandbox's prefix to it (mounting it on the main server). */
export function mountSandbox(main: FastifyInstance, sandbox: SandboxGateway): void {
  // The cashier is a stand-in for an outside payment site: its own inline style and redirect script.
  mountSandboxServer(main, sandbox, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'unsafe-inline'"],
        'style-src': ["'unsafe-inline'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
  });
}
