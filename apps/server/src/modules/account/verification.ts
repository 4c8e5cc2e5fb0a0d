import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH, maskPhone, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@lld/protocol/account-rules';
import type { SmsPurpose } from '@lld/protocol/api/account';
import { ResultCode } from '@lld/protocol/result-codes';
import type { KvStore } from '../../adapters/kv.ts';
import { SmsSendError, type SmsSender } from '../../adapters/sms/sms.ts';
import { AppError } from '../../http/app-error.ts';
import { drawCaptchaSvg, randomCaptchaText } from './captcha-svg.ts';
import { WindowCounter } from './throttle.ts';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

export const CAPTCHA_TTL_SECONDS = 300;

/**
 * Image captchas: drawn by the server, the answer kept only as a hash in the kv store for
 * five minutes, single use (a wrong answer uses it up too).
 */
export class CaptchaService {
  /** Replaceable in tests, which need to know the answer. */
  textSource: () => string = () => randomCaptchaText(CAPTCHA_LENGTH);

  constructor(private readonly kv: KvStore) {}

  async issue(): Promise<{ captchaId: string; image: string; expiresIn: number }> {
    const captchaId = randomBytes(16).toString('base64url');
    const text = this.textSource();
    await this.kv.set(`cap:${captchaId}`, sha256(`${captchaId}:${text.toUpperCase()}`), CAPTCHA_TTL_SECONDS);
    const image = `data:image/svg+xml;base64,${Buffer.from(drawCaptchaSvg(text)).toString('base64')}`;
    return { captchaId, image, expiresIn: CAPTCHA_TTL_SECONDS };
  }

  /** True once for the right answer; the captcha is gone afterwards, whatever the answer. */
  async verify(captchaId: string, answer: string): Promise<boolean> {
    if (!captchaId || !answer || captchaId.length > 64) return false;
    const stored = await this.kv.get(`cap:${captchaId}`);
    if (!stored) return false;
    // Claim it: of two concurrent uses only one gets past here.
    if (!(await this.kv.setIfAbsent(`cap:used:${captchaId}`, CAPTCHA_TTL_SECONDS))) return false;
    await this.kv.delete(`cap:${captchaId}`);
    return stored === sha256(`${captchaId}:${answer.trim().toUpperCase()}`);
  }

  /**
   * Throws 2000 on `captchaCode` when the captcha is missing or wrong (tips 请输入图形验证码 /
   * 图形验证码错误或已过期).
   */
  async require(captchaId: string, captchaCode: string): Promise<void> {
    if (!captchaId || !captchaCode) {
      throw new AppError(ResultCode.INVALID_PARAMS, 'captchaCode: Required', '请输入图形验证码');
    }
    if (!(await this.verify(captchaId, captchaCode))) {
      throw new AppError(
        ResultCode.INVALID_PARAMS,
        'captchaCode: wrong or expired',
        '图形验证码错误或已过期',
      );
    }
  }
}

export interface SmsLimits {
  /** Code lifetime, seconds. */
  ttlSeconds: number;
  /** Wrong tries before a code is dropped. */
  maxTries: number;
  resendSeconds: number;
  perPhonePerHour: number;
  perPhonePerDay: number;
  perNetworkPerHour: number;
  /** SMS sends of a network within the hour after which login/captcha needs an image captcha. */
  networkCaptchaAfter: number;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = {
  ttlSeconds: 300,
  maxTries: 5,
  resendSeconds: SMS_RESEND_SECONDS,
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  perNetworkPerHour: 30,
  networkCaptchaAfter: 5,
};

interface StoredCode {
  hash: string;
  salt: string;
}

/**
 * SMS codes: 6 random digits, kept hashed in the kv store per phone and purpose, valid
 * `ttlSeconds`, single use, dropped after `maxTries` wrong tries; sends limited per phone
 * (resend gap, hour, day) and per network (hour).
 */
export class SmsCodeService {
  readonly #phoneHour: WindowCounter;
  readonly #phoneDay: WindowCounter;
  readonly #networkHour: WindowCounter;
  readonly #tries: WindowCounter;

  constructor(
    private readonly kv: KvStore,
    readonly sender: SmsSender,
    private readonly template: string,
    readonly limits: SmsLimits = DEFAULT_SMS_LIMITS,
  ) {
    this.#phoneHour = new WindowCounter(kv, 'sms:ph', 3600);
    this.#phoneDay = new WindowCounter(kv, 'sms:pd', 86_400);
    this.#networkHour = new WindowCounter(kv, 'sms:nh', 3600);
    this.#tries = new WindowCounter(kv, 'sms:try', limits.ttlSeconds);
  }

  /** Seconds until this phone may get another code (0 = now). */
  async resendIn(phone: string): Promise<number> {
    const until = Number((await this.kv.get(`sms:gap:${phone}`)) ?? 0);
    return Math.max(0, Math.ceil(until - Date.now() / 1000));
  }

  async captchaRequired(network: string): Promise<boolean> {
    return (await this.#networkHour.peek(network)) >= this.limits.networkCaptchaAfter;
  }

  async send(
    phone: string,
    purpose: SmsPurpose,
    network: string,
  ): Promise<{ phone: string; expiresIn: number; resendIn: number }> {
    const wait = await this.resendIn(phone);
    if (wait > 0) {
      throw throttled('sms: resend too soon', `请${wait}秒后再获取验证码`, wait);
    }
    if (!(await this.kv.setIfAbsent(`sms:lock:${phone}`, 5))) {
      throw throttled('sms: resend too soon', '验证码发送中，请稍候', 5);
    }
    try {
      const [hour, day, net] = await Promise.all([
        this.#phoneHour.add(phone),
        this.#phoneDay.add(phone),
        this.#networkHour.add(network),
      ]);
      if (hour > this.limits.perPhonePerHour || day > this.limits.perPhonePerDay) {
        throw throttled('sms: phone limit', '该手机号获取验证码过于频繁，请稍后再试', 3600);
      }
      if (net > this.limits.perNetworkPerHour) {
        throw throttled('sms: network limit', '获取验证码过于频繁，请稍后再试', 3600);
      }
      const code = randomInt(0, 10 ** SMS_CODE_LENGTH)
        .toString()
        .padStart(SMS_CODE_LENGTH, '0');
      const salt = randomBytes(8).toString('hex');
      const minutes = Math.round(this.limits.ttlSeconds / 60);
      try {
        await this.sender.send({
          phone,
          code,
          purpose,
          text: this.template.replaceAll('{code}', code).replaceAll('{minutes}', String(minutes)),
        });
      } catch (err) {
        if (err instanceof SmsSendError) {
          throw new AppError(ResultCode.INTERNAL, 'sms: gateway failed', '短信发送失败，请稍后再试');
        }
        throw err;
      }
      const stored: StoredCode = { hash: sha256(`${salt}:${code}`), salt };
      await this.kv.set(`sms:code:${purpose}:${phone}`, JSON.stringify(stored), this.limits.ttlSeconds);
      await this.#tries.clear(`${purpose}:${phone}`);
      await this.kv.set(
        `sms:gap:${phone}`,
        String(Date.now() / 1000 + this.limits.resendSeconds),
        this.limits.resendSeconds,
      );
      return {
        phone: maskPhone(phone),
        expiresIn: this.limits.ttlSeconds,
        resendIn: this.limits.resendSeconds,
      };
    } finally {
      await this.kv.delete(`sms:lock:${phone}`);
    }
  }

  /**
   * Uses the code: true once for the right one. Throws 2000 on `code` (tip 验证码错误或已过期)
   * otherwise; the code is dropped after `maxTries` wrong tries.
   */
  async consume(phone: string, purpose: SmsPurpose, code: string, field = 'code'): Promise<void> {
    const wrong = () =>
      new AppError(ResultCode.INVALID_PARAMS, `${field}: wrong or expired`, '验证码错误或已过期');
    const key = `sms:code:${purpose}:${phone}`;
    const text = await this.kv.get(key);
    if (!text) throw wrong();
    const stored = JSON.parse(text) as StoredCode;
    const tries = await this.#tries.add(`${purpose}:${phone}`);
    if (tries > this.limits.maxTries) {
      await this.kv.delete(key);
      throw wrong();
    }
    if (stored.hash !== sha256(`${stored.salt}:${code}`)) throw wrong();
    // Single use, also under concurrency.
    if (!(await this.kv.setIfAbsent(`sms:used:${stored.hash}`, this.limits.ttlSeconds))) throw wrong();
    await this.kv.delete(key);
    await this.#tries.clear(`${purpose}:${phone}`);
  }
}

/** Code 1002 (HTTP 429) with a tip and `Retry-After`. */
export function throttled(msg: string, tip: string, retryAfter: number): AppError {
  const err = new AppError(ResultCode.TOO_MANY_REQUESTS, msg, tip);
  err.retryAfter = retryAfter;
  return err;
}
