import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EpayGateway, epaySign, epayVerify } from '../epay.ts';
import { fenToYuan, type HttpTransport, yuanToFen } from '../gateway.ts';
import { buildSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

const merchant = { pid: '1000', key: 'sandbox-test-key-0123456789abcdef', name: '测试商户' };
let sandbox: SandboxGateway | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** Our side of the protocol, pointed at the sandbox through inject. */
function client(s: SandboxGateway) {
  const transport: HttpTransport = async ({ method, url, body, headers }) => {
    const u = new URL(url);
    const r = await s.app.inject({
      method,
      url: `${u.pathname}${u.search}`,
      ...(body !== undefined ? { payload: body } : {}),
      ...(headers ? { headers } : {}),
    });
    return { status: r.statusCode, text: r.body };
  };
  return new EpayGateway({
    name: 'sandbox',
    pid: merchant.pid,
    key: merchant.key,
    browserBase: (origin) => `${origin}/sandbox-pay`,
    apiBase: 'http://127.0.0.1/sandbox-pay',
    payTypes: ['alipay', 'wxpay'],
    transport,
  });
}

async function create(s: SandboxGateway, orderNo: string, amountFen = 1234) {
  const { payUrl } = await client(s).createPayment({
    orderNo,
    amountFen,
    payType: 'wxpay',
    subject: '测试商品',
    notifyUrl: 'https://shop.example/api/pay/notify/sandbox',
    returnUrl: `https://shop.example/mine/recharge?orderNo=${orderNo}`,
    clientIp: '203.0.113.9',
    siteOrigin: 'https://shop.example',
  });
  const u = new URL(payUrl);
  return { payUrl, path: `${u.pathname}${u.search}`, params: Object.fromEntries(u.searchParams) };
}

describe('Epay signing', () => {
  it('signs sorted non-empty parameters followed by the key, MD5 hex', () => {
    const params = { pid: '1', money: '1.00', name: '商品', empty: '', sign_type: 'MD5' };
    const expected = createHash('md5').update('money=1.00&name=商品&pid=1k', 'utf8').digest('hex');
    expect(epaySign(params, 'k')).toBe(expected);
    const signed = { ...params, sign: epaySign(params, 'k') };
    expect(epayVerify(signed, 'k')).toBe(true);
    expect(epayVerify({ ...signed, money: '2.00' }, 'k')).toBe(false);
    expect(epayVerify({ ...signed, sign: 'zz' }, 'k')).toBe(false);
    expect(epayVerify(signed, 'other')).toBe(false);
  });
  it('converts fen and yuan as integers', () => {
    expect([0, 1, 99, 100, 3000, 123456].map(fenToYuan)).toEqual([
      '0.00',
      '0.01',
      '0.99',
      '1.00',
      '30.00',
      '1234.56',
    ]);
    expect(['30', '30.0', '30.00', '0.01', '1234.56'].map(yuanToFen)).toEqual([3000, 3000, 3000, 1, 123456]);
    expect(['', '-1', '1.001', '1e3', 'abc', '1.'].map(yuanToFen)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(() => fenToYuan(1.5)).toThrow();
  });
});

describe('sandbox gateway', () => {
  it('creates a payment from a signed submit and shows a Chinese pay page', async () => {
    sandbox = await buildSandboxGateway({
      prefix: '/sandbox-pay',
      merchants: [merchant],
      notifyDelaysMs: [5],
    });
    const { path, params } = await create(sandbox, 'R1');
    expect(params).toMatchObject({ money: '12.34', type: 'wxpay', sign_type: 'MD5' });
    const r = await sandbox.app.inject({ method: 'GET', url: path });
    expect(r.statusCode).toBe(302);
    const page = await sandbox.app.inject({ method: 'GET', url: r.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('¥</small>12.34');
    expect(page.body).toContain('微信支付');
    expect(page.body).toContain('测试商户');
    expect(page.body).toContain('确认支付');
    // The same order again leads to the same payment.
    const again = await sandbox.app.inject({ method: 'GET', url: path });
    expect(again.headers.location).toBe(r.headers.location);
  });

  it('refuses a tampered or unsigned submit', async () => {
    sandbox = await buildSandboxGateway({
      prefix: '/sandbox-pay',
      merchants: [merchant],
      notifyDelaysMs: [5],
    });
    const { params } = await create(sandbox, 'R2');
    const tampered = new URLSearchParams({ ...params, money: '0.01' });
    const bad = await sandbox.app.inject({ method: 'GET', url: `/sandbox-pay/submit.php?${tampered}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('签名错误');
    const missing = await sandbox.app.inject({ method: 'GET', url: '/sandbox-pay/submit.php?pid=1000' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('缺少参数');
    const other = new URLSearchParams({ ...params, pid: '999' });
    expect(
      (await sandbox.app.inject({ method: 'GET', url: `/sandbox-pay/submit.php?${other}` })).body,
    ).toContain('商户不存在');
    expect(sandbox.orders.size).toBe(0);
  });

  it('notifies asynchronously, retrying with the schedule until the merchant answers success', async () => {
    const calls: Array<{ url: string; params: Record<string, string> }> = [];
    const answers = ['fail', 'oops', 'success'];
    sandbox = await buildSandboxGateway({
      prefix: '/sandbox-pay',
      merchants: [merchant],
      notifyDelaysMs: [5, 10, 20, 40],
      deliver: async (req) => {
        calls.push({ url: req.url, params: Object.fromEntries(new URLSearchParams(req.body)) });
        const text = answers.shift() ?? 'success';
        if (text === 'oops') throw new Error('ECONNRESET');
        return { status: 200, text };
      },
    });
    const { path } = await create(sandbox, 'R3', 3000);
    const loc = (await sandbox.app.inject({ method: 'GET', url: path })).headers.location as string;
    const confirm = await sandbox.app.inject({ method: 'POST', url: `${loc}/confirm` });
    expect(confirm.body).toContain('支付成功');
    expect(confirm.body).toContain('https://shop.example/mine/recharge?orderNo=R3');
    const order = [...sandbox.orders.values()][0]!;
    await vi.waitFor(() => expect(order.notify?.delivered).toBeTruthy());
    expect(order.notify?.delivered).toBe(true);
    expect(order.notify?.attempts.map((a) => a.ok)).toEqual([false, false, true]);
    expect(calls).toHaveLength(3);
    expect(calls[0]!.url).toBe('https://shop.example/api/pay/notify/sandbox');
    expect(calls[0]!.params).toMatchObject({
      out_trade_no: 'R3',
      money: '30.00',
      trade_status: 'TRADE_SUCCESS',
    });
    const verified = client(sandbox).verifyNotification(calls[0]!.params);
    expect(verified).toEqual({
      ok: true,
      payment: { orderNo: 'R3', tradeNo: order.tradeNo, amountFen: 3000, paid: true, payType: 'wxpay' },
    });
    // The merchant console: query, delivery log, resend.
    const q = await client(sandbox).queryPayment('R3');
    expect(q).toMatchObject({ orderNo: 'R3', amountFen: 3000, paid: true });
    expect(await client(sandbox).queryPayment('R-none')).toBeNull();
    const resend = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox-pay/api.php',
      payload: { act: 'renotify', pid: merchant.pid, key: merchant.key, out_trade_no: 'R3' },
    });
    expect(resend.json()).toMatchObject({ code: 1 });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(4));
    expect(calls).toHaveLength(4);
    const wrongKey = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox-pay/api.php?act=order&pid=${merchant.pid}&key=wrong&out_trade_no=R3`,
    });
    expect(wrongKey.json()).toMatchObject({ code: -1 });
  });

  it('gives up after the last attempt; a cancelled payment cannot be paid', async () => {
    let attempts = 0;
    sandbox = await buildSandboxGateway({
      prefix: '/sandbox-pay',
      merchants: [merchant],
      notifyDelaysMs: [1, 1],
      deliver: async () => {
        attempts++;
        return { status: 500, text: 'error' };
      },
    });
    const a = await create(sandbox, 'R4');
    const loc = (await sandbox.app.inject({ method: 'GET', url: a.path })).headers.location as string;
    await sandbox.app.inject({ method: 'POST', url: `${loc}/confirm` });
    // Both delays used up: the notifier gives up (nothing pending) after exactly two attempts.
    await vi.waitFor(() => expect(sandbox?.notifier.pending).toBe(0));
    expect(attempts).toBe(2);

    const b = await create(sandbox, 'R5');
    const locB = (await sandbox.app.inject({ method: 'GET', url: b.path })).headers.location as string;
    const cancel = await sandbox.app.inject({ method: 'POST', url: `${locB}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('https://shop.example/mine/recharge?orderNo=R5');
    const late = await sandbox.app.inject({ method: 'POST', url: `${locB}/confirm` });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('支付已取消');
    expect((await sandbox.app.inject({ method: 'GET', url: '/sandbox-pay/pay/nope' })).statusCode).toBe(404);
  });
});
