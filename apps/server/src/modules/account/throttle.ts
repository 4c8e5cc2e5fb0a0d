import type { KvStore } from '../../adapters/kv.ts';

/**
 * A fixed-window counter in the kv store that can also be read without counting (`peek`):
 * the atomic `increment` counts, and its result is mirrored under `<key>:n` for readers.
 */
export class WindowCounter {
  constructor(
    private readonly kv: KvStore,
    private readonly prefix: string,
    readonly windowSeconds: number,
  ) {}

  async add(id: string): Promise<number> {
    const key = `${this.prefix}:${id}`;
    const { count, resetSeconds } = await this.kv.increment(key, this.windowSeconds);
    await this.kv.set(`${key}:n`, String(count), resetSeconds);
    return count;
  }

  async peek(id: string): Promise<number> {
    const v = await this.kv.get(`${this.prefix}:${id}:n`);
    const n = v === null ? 0 : Number(v);
    return Number.isFinite(n) ? n : 0;
  }

  async clear(id: string): Promise<void> {
    const key = `${this.prefix}:${id}`;
    await this.kv.delete(key);
    await this.kv.delete(`${key}:n`);
  }
}

/**
 * Login failure limits (ASVS V2.2.1): per account and per network, each within an hour. After
 * `captchaAfter` failures of an account (or `networkCaptchaAfter` of a network) every attempt
 * needs an image captcha; past `lockAfter` (≤ 100 per account per hour) attempts are refused
 * until the window ends. A success clears the account's count.
 */
export interface LoginLimits {
  captchaAfter: number;
  lockAfter: number;
  networkCaptchaAfter: number;
  networkLockAfter: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  captchaAfter: 3,
  lockAfter: 100,
  networkCaptchaAfter: 10,
  networkLockAfter: 300,
  windowSeconds: 3600,
};

export class LoginThrottle {
  readonly #account: WindowCounter;
  readonly #network: WindowCounter;

  constructor(
    kv: KvStore,
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    prefix = 'lf',
  ) {
    this.#account = new WindowCounter(kv, `${prefix}:acct`, limits.windowSeconds);
    this.#network = new WindowCounter(kv, `${prefix}:net`, limits.windowSeconds);
  }

  async state(accountKey: string, network: string): Promise<{ captchaRequired: boolean; locked: boolean }> {
    const [a, n] = await Promise.all([
      accountKey ? this.#account.peek(accountKey) : 0,
      this.#network.peek(network),
    ]);
    return {
      captchaRequired: a >= this.limits.captchaAfter || n >= this.limits.networkCaptchaAfter,
      locked: a >= this.limits.lockAfter || n >= this.limits.networkLockAfter,
    };
  }

  async fail(accountKey: string, network: string): Promise<void> {
    await Promise.all([accountKey ? this.#account.add(accountKey) : null, this.#network.add(network)]);
  }

  async succeed(accountKey: string): Promise<void> {
    if (accountKey) await this.#account.clear(accountKey);
  }
}
