import { randomUUID } from 'node:crypto';
import { type SmsMessage, SmsSendError, type SmsSender } from './sms.ts';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Sends through an HTTP gateway: `POST SMS_HTTP_URL` with
 * `Authorization: Bearer SMS_HTTP_TOKEN` (when set), `Idempotency-Key: <uuid>` and the JSON body
 * `{"phone":"13800138000","countryCode":"86","text":"…","code":"123456","purpose":"login","requestId":"<uuid>"}`.
 * Accepted when the answer is 2xx and its JSON body (if any) has neither `ok: false` nor a
 * non-zero `code`; anything else, a timeout or a network error is a failure.
 */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;

  constructor(private readonly options: HttpSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const requestId = randomUUID();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'idempotency-key': requestId,
    };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const doFetch = this.options.fetch ?? fetch;
    let res: Response;
    try {
      res = await doFetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          phone: message.phone,
          countryCode: '86',
          text: message.text,
          code: message.code,
          purpose: message.purpose,
          requestId,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw new SmsSendError(`sms gateway unreachable: ${(err as Error).name}`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new SmsSendError(`sms gateway answered HTTP ${res.status}`);
    if (text.trim()) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return; // a 2xx with a non-JSON body counts as accepted
      }
      if (body && typeof body === 'object') {
        const b = body as { ok?: unknown; code?: unknown; message?: unknown };
        if (
          b.ok === false ||
          (typeof b.code === 'number' && b.code !== 0) ||
          (typeof b.code === 'string' && b.code !== '0' && b.code !== 'OK')
        ) {
          throw new SmsSendError(
            `sms gateway refused: ${String(b.message ?? b.code ?? 'ok:false').slice(0, 100)}`,
          );
        }
      }
    }
  }
}
