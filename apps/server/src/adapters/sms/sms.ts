/**
 * SMS adapter (issue 3). `console` (the default) writes each code to the server log and keeps
 * the last ones in memory for the operator API (`GET /api/admin/sms/outbox`), so a developer or
 * a browser test can read them; `http` posts to a real gateway (HttpSmsSender, documented in
 * docs/decisions.md). Choose with SMS_SENDER.
 */
export interface SmsMessage {
  /** Mainland number, 11 digits. */
  phone: string;
  code: string;
  purpose: string;
  /** The full text, from SMS_TEMPLATE. */
  text: string;
}

export interface SmsSender {
  readonly kind: 'console' | 'http';
  /** Resolves when the gateway accepted the message; throws SmsSendError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

export interface OutboxEntry extends SmsMessage {
  sentAt: number;
}

type LogFn = (entry: { phone: string; code: string; purpose: string }, msg: string) => void;

export class ConsoleSmsSender implements SmsSender {
  readonly kind = 'console' as const;
  readonly #outbox: OutboxEntry[] = [];

  constructor(
    private readonly log: LogFn = () => {},
    private readonly keep = 50,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.#outbox.push({ ...message, sentAt: Math.floor(Date.now() / 1000) });
    if (this.#outbox.length > this.keep) this.#outbox.splice(0, this.#outbox.length - this.keep);
    this.log(
      { phone: message.phone, code: message.code, purpose: message.purpose },
      'sms (console sender): code not sent to a phone, read it here',
    );
  }

  /** Newest first; only the given phone's when one is given. */
  outbox(phone?: string): OutboxEntry[] {
    return this.#outbox.filter((m) => !phone || m.phone === phone).reverse();
  }
}
