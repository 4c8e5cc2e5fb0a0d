import type { RuleFailure } from '@lld/protocol/account-rules';
import type { QrStatus } from '@lld/protocol/api/account';
import type { LoginResult } from '@lld/protocol/api/login';
import type { UserInfo } from '@lld/protocol/api/user';
import { ResultCode } from '@lld/protocol/result-codes';
import type { KvStore } from '../../adapters/kv.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionService } from '../session/session.service.ts';
import type { UserRepository } from '../user/user.service.ts';
import { toUserInfo } from '../user/user.service.ts';
import { AccountRepository } from './account.repository.ts';
import { LoginThrottle } from './throttle.ts';
import type { CaptchaService, SmsCodeService } from './verification.ts';

/** The calling session (auth plugin). */
export interface Caller {
  id: number;
  tokenHash: string;
  devId: string | null;
}

export interface AccountServiceOptions {
  scryptLogN: number;
  /** Server-only secret that signs credential QRs. */
  credentialKey: string;
  /** Where `user.registered` / `user.phoneBound` go after their transaction commits. */
  events?: DomainEventBus;
  /** Registrations per network (and window) before a captcha is asked, and before they are refused. */
  registerLimits?: { captchaAfter: number; lockAfter: number; windowSeconds: number };
}

export const LOGIN_TICKET_TTL_SECONDS = 120;
export const GUEST_NICKNAME = /^游客\d{8}$/;

export const TIPS: Record<string, Partial<Record<RuleFailure, string>>> = {
  account: { required: '请输入账号', default: '账号需为4-20位字母、数字或下划线，以字母开头' } as Record<
    string,
    string
  >,
  password: {
    required: '请输入密码',
    spaces: '密码不能包含空格',
    tooShort: '密码需为8-32位',
    tooLong: '密码需为8-32位',
    weak: '密码需包含字母、数字、符号中的至少两种',
  },
  nickname: {
    required: '请输入昵称',
    spaces: '昵称首尾不能有空格',
    tooShort: '昵称需为2-16个字',
    tooLong: '昵称需为2-16个字',
    format: '昵称不能包含特殊字符',
  },
  intro: { tooLong: '简介最多60个字' },
  birthday: { format: '请选择正确的生日' },
};

export function ruleError(field: string, failure: RuleFailure): AppError {
  const tips = TIPS[field] as Record<string, string> | undefined;
  return new AppError(ResultCode.INVALID_PARAMS, `${field}: ${failure}`, tips?.[failure] ?? tips?.default);
}

export function check(field: string, failure: RuleFailure | null): void {
  if (failure) throw ruleError(field, failure);
}

/** A PostgreSQL unique violation (23505), from node-postgres or PGlite, possibly wrapped. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface LoginTicket {
  creatorHash: string;
  creatorDevId: string | null;
  status: QrStatus;
  scannerUserId: number | null;
  expiresAt: number;
  device: string;
}

export const nowSec = () => Math.floor(Date.now() / 1000);

/**
 * What every account service shares: its outside parts, the throttles and the steps that end in
 * a token (docs/decisions.md for the account rules). AccountService (register, logins, phone
 * binding), CredentialService (credential and login QR) and ProfileService (profile, password,
 * phone) build on it.
 */
/** What a user is told when the phone belongs to another account. */
export const PHONE_TAKEN = '该手机号已绑定其他账号';

export class AccountCore {
  readonly repo: AccountRepository;
  readonly throttle: LoginThrottle;
  /** Credential (login/official) failures per network. */
  readonly credentialThrottle: LoginThrottle;
  /** Registrations per network: captcha after 3 an hour. */
  readonly registerThrottle: LoginThrottle;
  /** Wrong old passwords per user. */
  readonly passwordThrottle: LoginThrottle;

  constructor(
    protected readonly db: Database,
    protected readonly kv: KvStore,
    protected readonly users: UserRepository,
    protected readonly sessions: SessionService,
    readonly captcha: CaptchaService,
    readonly sms: SmsCodeService,
    protected readonly options: AccountServiceOptions,
  ) {
    this.repo = new AccountRepository(db);
    this.throttle = new LoginThrottle(kv);
    this.credentialThrottle = new LoginThrottle(
      kv,
      {
        captchaAfter: 1e9,
        lockAfter: 1e9,
        networkCaptchaAfter: 1e9,
        networkLockAfter: 30,
        windowSeconds: 3600,
      },
      'cf',
    );
    const register = options.registerLimits ?? { captchaAfter: 3, lockAfter: 50, windowSeconds: 3600 };
    this.registerThrottle = new LoginThrottle(
      kv,
      {
        captchaAfter: 1e9,
        lockAfter: 1e9,
        networkCaptchaAfter: register.captchaAfter,
        networkLockAfter: register.lockAfter,
        windowSeconds: register.windowSeconds,
      },
      'rg',
    );
    this.passwordThrottle = new LoginThrottle(
      kv,
      {
        captchaAfter: 1e9,
        lockAfter: 10,
        networkCaptchaAfter: 1e9,
        networkLockAfter: 1e9,
        windowSeconds: 3600,
      },
      'pw',
    );
  }

  /* ---------------- shared steps ---------------- */

  protected async userInfo(userId: number, tx: Executor = this.db): Promise<UserInfo> {
    const found = await this.users.findWithVips(userId, tx);
    if (!found) throw new AppError(ResultCode.TOKEN_INVALID, 'user no longer exists');
    return toUserInfo(found);
  }

  /**
   * A new token for `userId` on the caller's device; the caller's token and the device's others
   * stop working. No caller: a device that was refused a guest (6004/6015) logging in to an
   * existing account: a token of no device.
   */
  protected async issue(tx: Executor, caller: Caller | null, userId: number): Promise<LoginResult> {
    if (caller) await this.sessions.revoke(caller.tokenHash, tx);
    const token = await this.sessions.issueForDevice(tx, userId, caller?.devId ?? null);
    return { token, userInfo: await this.userInfo(userId, tx) };
  }

  protected async isGuest(userId: number, tx: Executor = this.db): Promise<boolean> {
    const basics = await this.users.basics(tx, userId);
    if (!basics) throw new AppError(ResultCode.TOKEN_INVALID, 'user no longer exists');
    return basics.isGuest;
  }

  protected lockedError(): AppError {
    const err = new AppError(
      ResultCode.TOO_MANY_REQUESTS,
      'too many failed attempts',
      '尝试次数过多，请稍后再试',
    );
    err.retryAfter = 3600;
    return err;
  }

  /** 4009 when `phone` is bound to an account other than `userId`'s (any account without one). */
  protected async assertPhoneFree(phone: string, userId?: number) {
    const owner = await this.repo.byPhone(phone);
    if (owner && owner.userId !== userId)
      throw new AppError(ResultCode.CONFLICT, 'phone: bound to another account', PHONE_TAKEN);
    return owner;
  }

  /** Runs `fn`; a unique-constraint violation (name or phone taken meanwhile) becomes 4009 with `conflictTip`. */
  protected async guard<T>(fn: () => Promise<T>, conflictTip: string): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ResultCode.CONFLICT, 'already taken', conflictTip);
      throw err;
    }
  }
}
