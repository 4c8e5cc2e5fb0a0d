import type { PayType, PayTypeCode } from '@lld/protocol/api/wallet';

/**
 * A payment gateway, the way Chinese aggregators work: we create a payment with signed
 * parameters and send the user to the gateway's pay page; the gateway later calls our notify
 * URL, signed, possibly many times and late; we verify and answer `ackBody`. A real provider
 * plugs in by implementing this interface (see epay.ts for the Epay protocol).
 */

export interface CreatePaymentInput {
  orderNo: string;
  amountFen: number;
  payType: PayTypeCode;
  /** What the user sees at the gateway (product title). */
  subject: string;
  /** Where the gateway POSTs its asynchronous notification. */
  notifyUrl: string;
  /** Where the gateway sends the user back after paying. */
  returnUrl: string;
  clientIp: string;
  /** Our site's origin as the user reaches it (a gateway mounted on our site builds its URLs on it). */
  siteOrigin: string;
}

/** A notification (or a query answer) after its signature checked out. */
export interface VerifiedPayment {
  orderNo: string;
  /** The gateway's own id of the payment. */
  tradeNo: string;
  amountFen: number;
  /** True when the gateway says the money was paid. */
  paid: boolean;
  payType: string;
}

export type NotificationCheck =
  | { ok: true; payment: VerifiedPayment }
  | { ok: false; reason: 'bad_signature' | 'bad_request'; orderNo: string; detail: string };

export interface PaymentGateway {
  /** Also the last segment of our notify URL: /api/pay/notify/<name>. */
  readonly name: string;
  /** Text that tells the gateway a notification was handled (it stops retrying). */
  readonly ackBody: string;
  /** Text for a refused notification (the gateway retries; a forged one is simply refused). */
  readonly failBody: string;
  /** The pay channels this gateway offers, with their amount limits. */
  payTypes(): PayType[];
  createPayment(input: CreatePaymentInput): Promise<{ payUrl: string }>;
  /** Checks a notification's signature and shape; never throws for bad input. */
  verifyNotification(params: Record<string, string>): NotificationCheck;
  /** Asks the gateway about a payment (recovers lost notifications); null when it knows none. */
  queryPayment?(orderNo: string): Promise<VerifiedPayment | null>;
}

/** How a gateway adapter makes server-to-server HTTP calls (fetch by default; tests inject). */
export type HttpTransport = (request: {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers?: Record<string, string>;
}) => Promise<{ status: number; text: string }>;

export const fetchTransport: HttpTransport = async ({ method, url, body, headers }) => {
  const res = await fetch(url, {
    method,
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, text: await res.text() };
};

/** Fen → yuan text with two decimals (`3000` → `30.00`), integers only. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`bad amount ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Yuan text → fen (`30`, `30.0`, `30.00` → 3000); null when it is not a plain amount. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export const PAY_TYPE_NAMES: Record<PayTypeCode, string> = {
  alipay: '支付宝',
  wxpay: '微信支付',
  bank: '云闪付',
};

/** Default amount limits of a channel, fen. */
export const PAY_TYPE_LIMITS: Record<PayTypeCode, { minFen: number; maxFen: number }> = {
  alipay: { minFen: 100, maxFen: 500_000 },
  wxpay: { minFen: 100, maxFen: 300_000 },
  bank: { minFen: 100, maxFen: 500_000 },
};

export function payTypesOf(codes: readonly PayTypeCode[]): PayType[] {
  return codes.map((code) => ({ code, name: PAY_TYPE_NAMES[code], ...PAY_TYPE_LIMITS[code] }));
}
