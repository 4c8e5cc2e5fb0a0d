import { createHmac, randomBytes } from 'node:crypto';
import {
  CREDENTIAL_PREFIX,
  checkAccountName,
  checkBirthday,
  checkIntro,
  checkNickname,
  checkPassword,
  LOGIN_TICKET_PREFIX,
  maskPhone,
  PHONE_PATTERN,
  type RuleFailure,
} from '@lld/protocol/account-rules';
import type {
  AccountLoginRequest,
  BeforeLoginRequest,
  BeforeLoginResult,
  CaptchaRequest,
  CaptchaResult,
  ChangeMobileRequest,
  ChangePasswordRequest,
  ModifyInfoRequest,
  PhoneLoginRequest,
  QrcodeInfoRequest,
  QrcodeInfoResult,
  QrcodeResult,
  QrStatus,
  RegisterRequest,
} from '@lld/protocol/api/account';
import type { LoginResult } from '@lld/protocol/api/login';
import type { UserInfo } from '@lld/protocol/api/user';
import { ResultCode } from '@lld/protocol/result-codes';
import { constantTimeEqual } from '@lld/protocol/sign';
import { parseXUserAgent } from '@lld/protocol/user-agent';
import { isMember } from '@lld/protocol/vip';
import type { KvStore } from '../../adapters/kv.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionService } from '../session/session.service.ts';
import type { UserRepository } from '../user/user.service.ts';
import { toUserInfo } from '../user/user.service.ts';
import { AccountRepository, type AccountRow } from './account.repository.ts';
import { burnVerification, hashPassword, verifyPassword } from './password.ts';
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
}

export const LOGIN_TICKET_TTL_SECONDS = 120;
const GUEST_NICKNAME = /^游客\d{8}$/;

const TIPS: Record<string, Partial<Record<RuleFailure, string>>> = {
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

function ruleError(field: string, failure: RuleFailure): AppError {
  const tips = TIPS[field] as Record<string, string> | undefined;
  return new AppError(ResultCode.INVALID_PARAMS, `${field}: ${failure}`, tips?.[failure] ?? tips?.default);
}

function check(field: string, failure: RuleFailure | null): void {
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

interface LoginTicket {
  creatorHash: string;
  creatorDevId: string | null;
  status: QrStatus;
  scannerUserId: number | null;
  expiresAt: number;
  device: string;
}

const nowSec = () => Math.floor(Date.now() / 1000);

/**
 * Accounts: registration, logins (account, phone, credential, login QR), phone binding,
 * password, profile and credential QR. Every login issues a new token for the caller's device
 * and revokes the device's earlier ones (PROTOCOL §6). A guest that registers or binds a phone
 * stays the same user row, so nothing it owns moves. Logging in to another account leaves the
 * guest as it is: it stays the device's guest and comes back on logout (docs/decisions.md).
 */
export class AccountService {
  readonly repo: AccountRepository;
  readonly throttle: LoginThrottle;
  /** Credential (login/official) failures per network. */
  readonly credentialThrottle: LoginThrottle;
  /** Registrations per network: captcha after 3 an hour. */
  readonly registerThrottle: LoginThrottle;
  /** Wrong old passwords per user. */
  readonly passwordThrottle: LoginThrottle;

  constructor(
    private readonly db: Database,
    private readonly kv: KvStore,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    readonly captcha: CaptchaService,
    readonly sms: SmsCodeService,
    private readonly options: AccountServiceOptions,
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
    this.registerThrottle = new LoginThrottle(
      kv,
      {
        captchaAfter: 1e9,
        lockAfter: 1e9,
        networkCaptchaAfter: 3,
        networkLockAfter: 50,
        windowSeconds: 3600,
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

  async #userInfo(userId: number, tx: Executor = this.db): Promise<UserInfo> {
    const found = await this.users.findWithVips(userId, tx);
    if (!found) throw new AppError(ResultCode.TOKEN_INVALID, 'user no longer exists');
    return toUserInfo(found);
  }

  /** A new token for `userId` on the caller's device; the caller's token and the device's others stop working. */
  async #issue(tx: Executor, caller: Caller, userId: number): Promise<LoginResult> {
    await this.repo.revokeToken(tx, caller.tokenHash);
    const token = await this.sessions.issueForDevice(tx, userId, caller.devId);
    return { token, userInfo: await this.#userInfo(userId, tx) };
  }

  async #isGuest(userId: number, tx: Executor = this.db): Promise<boolean> {
    const g = await this.repo.isGuest(tx, userId);
    if (g === null) throw new AppError(ResultCode.TOKEN_INVALID, 'user no longer exists');
    return g;
  }

  #lockedError(): AppError {
    const err = new AppError(
      ResultCode.TOO_MANY_REQUESTS,
      'too many failed attempts',
      '尝试次数过多，请稍后再试',
    );
    err.retryAfter = 3600;
    return err;
  }

  async #guard<T>(fn: () => Promise<T>, conflictTip: string): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ResultCode.CONFLICT, 'already taken', conflictTip);
      throw err;
    }
  }

  /* ---------------- login/before, login/captcha ---------------- */

  async before(caller: Caller, b: Required<BeforeLoginRequest>, network: string): Promise<BeforeLoginResult> {
    let captchaRequired = false;
    if (b.action === 'account') {
      const state = await this.throttle.state(b.account.trim().toLowerCase(), network);
      captchaRequired = state.captchaRequired;
    } else if (b.action === 'register') {
      captchaRequired = (await this.registerThrottle.state('', network)).captchaRequired;
    }
    const phone = PHONE_PATTERN.test(b.phone) ? b.phone : '';
    const [smsCaptchaRequired, smsResendIn, found] = await Promise.all([
      this.sms.captchaRequired(network),
      phone ? this.sms.resendIn(phone) : 0,
      this.users.findWithVips(caller.id),
    ]);
    let guest: BeforeLoginResult['guest'] = null;
    if (found?.user.isGuest) {
      const info = toUserInfo(found);
      const member = isMember(info) || info.liveVip.vipType > 0;
      if (info.gold > 0 || info.diamond > 0 || member) {
        guest = { id: info.id, nickname: info.nickname, gold: info.gold, diamond: info.diamond, member };
      }
    }
    return { captchaRequired, smsCaptchaRequired, smsResendIn, guest, guestPolicy: 'keep' };
  }

  async captchaOrSms(caller: Caller, input: CaptchaRequest, network: string): Promise<CaptchaResult> {
    if (input.type === 'image') return { type: 'image', ...(await this.captcha.issue()) };
    const purpose = input.purpose ?? 'login';
    let phone = input.phone ?? '';
    if (purpose === 'changeOld') {
      const account = await this.repo.byUser(caller.id);
      if (!account?.phone) throw new AppError(ResultCode.FORBIDDEN, 'no phone bound', '尚未绑定手机号');
      phone = account.phone;
    } else if (!PHONE_PATTERN.test(phone)) {
      throw new AppError(
        ResultCode.INVALID_PARAMS,
        'phone: must be a mainland mobile number',
        '请输入正确的手机号',
      );
    }
    if (await this.sms.captchaRequired(network))
      await this.captcha.require(input.captchaId ?? '', input.captchaCode ?? '');
    if (purpose === 'bind' || purpose === 'changeNew') {
      const owner = await this.repo.byPhone(phone);
      if (owner && owner.userId !== caller.id) {
        throw new AppError(ResultCode.CONFLICT, 'phone: bound to another account', '该手机号已绑定其他账号');
      }
      if (owner) throw new AppError(ResultCode.CONFLICT, 'phone: already yours', '该手机号已绑定当前账号');
    }
    const sent = await this.sms.send(phone, purpose, network);
    return { type: 'sms', sent: true, ...sent };
  }

  /* ---------------- registration and logins ---------------- */

  /** The calling guest becomes an account: same user row, so everything it owns stays. */
  async register(caller: Caller, input: Required<RegisterRequest>, network: string): Promise<LoginResult> {
    check('account', checkAccountName(input.account));
    check('password', checkPassword(input.password));
    const gate = await this.registerThrottle.state('', network);
    if (gate.locked) throw this.#lockedError();
    if (gate.captchaRequired) await this.captcha.require(input.captchaId, input.captchaCode);
    if (!(await this.#isGuest(caller.id))) {
      throw new AppError(ResultCode.CONFLICT, 'already registered', '当前已登录账号，请先退出登录再注册');
    }
    if (await this.repo.byUsername(input.account)) {
      throw new AppError(ResultCode.CONFLICT, 'account: taken', '该账号已被注册');
    }
    const passwordHash = await hashPassword(input.password, this.options.scryptLogN);
    const result = await this.#guard(
      () =>
        this.db.transaction(async (tx) => {
          if ((await this.repo.isGuest(tx, caller.id)) !== true) {
            throw new AppError(
              ResultCode.CONFLICT,
              'already registered',
              '当前已登录账号，请先退出登录再注册',
            );
          }
          await this.repo.upsert(tx, caller.id, {
            username: input.account,
            usernameLower: input.account.toLowerCase(),
            passwordHash,
            passwordChangedAt: new Date(),
            registeredAt: new Date(),
          });
          const nickname = await this.repo.nickname(tx, caller.id);
          await this.repo.updateUser(tx, caller.id, {
            isGuest: false,
            ...(nickname && GUEST_NICKNAME.test(nickname) ? { nickname: input.account } : {}),
          });
          return this.#issue(tx, caller, caller.id);
        }),
      '该账号已被注册',
    );
    await this.registerThrottle.fail('', network); // counts registrations, not failures
    return result;
  }

  /** Account name (or bound phone) and password. Failures are limited per account and network. */
  async accountLogin(
    caller: Caller,
    input: Required<AccountLoginRequest>,
    network: string,
  ): Promise<LoginResult> {
    const name = input.account.trim();
    const key = name.toLowerCase();
    const state = await this.throttle.state(key, network);
    if (state.locked) throw this.#lockedError();
    if (state.captchaRequired) await this.captcha.require(input.captchaId, input.captchaCode);
    const account = PHONE_PATTERN.test(name)
      ? await this.repo.byPhone(name)
      : await this.repo.byUsername(name);
    let ok = false;
    if (account?.passwordHash) {
      const v = await verifyPassword(input.password, account.passwordHash, this.options.scryptLogN);
      ok = v.ok;
      if (v.needsRehash) {
        await this.repo.upsert(this.db, account.userId, {
          passwordHash: await hashPassword(input.password, this.options.scryptLogN),
        });
      }
    } else {
      await burnVerification(input.password, this.options.scryptLogN);
    }
    if (!account || !ok) {
      await this.throttle.fail(key, network);
      throw new AppError(ResultCode.FORBIDDEN, 'wrong account or password', '账号或密码错误');
    }
    await this.throttle.succeed(key);
    return this.db.transaction((tx) => this.#issue(tx, caller, account.userId));
  }

  /**
   * Phone and SMS code. A phone bound to an account logs in to it; a new phone registers the
   * calling guest with it (same user, everything kept), or a new account when the caller is
   * already an account.
   */
  async phoneLogin(caller: Caller, input: PhoneLoginRequest): Promise<LoginResult> {
    await this.sms.consume(input.phone, 'login', input.code);
    return this.#guard(
      () =>
        this.db.transaction(async (tx) => {
          const owner = await this.repo.byPhone(input.phone, tx);
          if (owner) return this.#issue(tx, caller, owner.userId);
          let userId = caller.id;
          const nickname = `手机用户${input.phone.slice(-4)}`;
          if (await this.repo.isGuest(tx, caller.id)) {
            const current = await this.repo.nickname(tx, caller.id);
            await this.repo.updateUser(tx, caller.id, {
              isGuest: false,
              ...(current && GUEST_NICKNAME.test(current) ? { nickname } : {}),
            });
          } else {
            userId = await this.repo.insertUser(tx, nickname);
          }
          await this.repo.upsert(tx, userId, { phone: input.phone, registeredAt: new Date() });
          return this.#issue(tx, caller, userId);
        }),
      '该手机号已绑定其他账号',
    );
  }

  /** Binds a phone to the caller; a guest becomes an account and keeps everything. */
  async bindMobile(caller: Caller, input: PhoneLoginRequest): Promise<LoginResult> {
    const mine = await this.repo.byUser(caller.id);
    if (mine?.phone)
      throw new AppError(
        ResultCode.CONFLICT,
        'phone already bound',
        '已绑定手机号，如需更换请前往更换手机号',
      );
    const owner = await this.repo.byPhone(input.phone);
    if (owner)
      throw new AppError(ResultCode.CONFLICT, 'phone: bound to another account', '该手机号已绑定其他账号');
    await this.sms.consume(input.phone, 'bind', input.code);
    return this.#guard(
      () =>
        this.db.transaction(async (tx) => {
          await this.repo.upsert(tx, caller.id, {
            phone: input.phone,
            registeredAt: mine?.registeredAt ?? new Date(),
          });
          const current = await this.repo.nickname(tx, caller.id);
          await this.repo.updateUser(tx, caller.id, {
            isGuest: false,
            ...(current && GUEST_NICKNAME.test(current)
              ? { nickname: `手机用户${input.phone.slice(-4)}` }
              : {}),
          });
          return this.#issue(tx, caller, caller.id);
        }),
      '该手机号已绑定其他账号',
    );
  }

  /* ---------------- credential QR (login/official) ---------------- */

  #credentialSig(userId: number, credId: string): string {
    return createHmac('sha256', this.options.credentialKey)
      .update(`${CREDENTIAL_PREFIX}${userId}.${credId}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** The caller's credential (issued on first request; `reset` revokes the old one). */
  async credential(caller: Caller, reset: boolean): Promise<Extract<QrcodeResult, { type: 'credential' }>> {
    let account = await this.repo.byUser(caller.id);
    if (!account?.credentialId || reset) {
      await this.repo.upsert(this.db, caller.id, {
        credentialId: randomBytes(18).toString('base64url'),
        credentialCreatedAt: new Date(),
      });
      account = await this.repo.byUser(caller.id);
    }
    const a = account as AccountRow;
    const credId = a.credentialId as string;
    return {
      type: 'credential',
      credential: `${CREDENTIAL_PREFIX}${caller.id}.${credId}.${this.#credentialSig(caller.id, credId)}`,
      account: a.username ?? (a.phone ? maskPhone(a.phone) : ''),
      userId: caller.id,
      createdAt: Math.floor((a.credentialCreatedAt ?? new Date()).getTime() / 1000),
    };
  }

  /** Restores the account of a credential QR on this device. */
  async official(caller: Caller, credential: string, network: string): Promise<LoginResult> {
    const state = await this.credentialThrottle.state('', network);
    if (state.locked) throw this.#lockedError();
    const refuse = async () => {
      await this.credentialThrottle.fail('', network);
      return new AppError(
        ResultCode.FORBIDDEN,
        'credential invalid or revoked',
        '凭证无效或已失效，请使用最新的账号凭证',
      );
    };
    const m = /^LLDC1\.(\d{1,10})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{32})$/.exec(credential.trim());
    if (!m) throw await refuse();
    const userId = Number(m[1]);
    const credId = m[2]!;
    if (!constantTimeEqual(m[3]!, this.#credentialSig(userId, credId))) throw await refuse();
    const account = await this.repo.byUser(userId);
    if (!account?.credentialId || !constantTimeEqual(account.credentialId, credId)) throw await refuse();
    return this.db.transaction((tx) => this.#issue(tx, caller, userId));
  }

  /* ---------------- login QR ---------------- */

  async loginTicket(caller: Caller, userAgent: string): Promise<Extract<QrcodeResult, { type: 'login' }>> {
    const id = randomBytes(24).toString('base64url');
    const ua = parseXUserAgent(userAgent);
    const ticket: LoginTicket = {
      creatorHash: caller.tokenHash,
      creatorDevId: caller.devId,
      status: 'pending',
      scannerUserId: null,
      expiresAt: nowSec() + LOGIN_TICKET_TTL_SECONDS,
      device: ua ? `${ua.buildId} · ${ua.devType}`.slice(0, 80) : '',
    };
    await this.kv.set(`qrl:${id}`, JSON.stringify(ticket), LOGIN_TICKET_TTL_SECONDS);
    return { type: 'login', ticket: `${LOGIN_TICKET_PREFIX}${id}`, expiresIn: LOGIN_TICKET_TTL_SECONDS };
  }

  async ticketInfo(caller: Caller, input: Required<QrcodeInfoRequest>): Promise<QrcodeInfoResult> {
    const id = input.ticket.trim().startsWith(LOGIN_TICKET_PREFIX)
      ? input.ticket.trim().slice(LOGIN_TICKET_PREFIX.length)
      : '';
    const key = `qrl:${id}`;
    const text = id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await this.kv.get(key) : null;
    if (!text) return { status: 'expired', expiresIn: 0 };
    const ticket = JSON.parse(text) as LoginTicket;
    const expiresIn = Math.max(0, ticket.expiresAt - nowSec());
    if (expiresIn === 0) return { status: 'expired', expiresIn: 0 };
    const save = () => this.kv.set(key, JSON.stringify(ticket), Math.max(1, expiresIn));

    if (input.action === 'poll') {
      if (ticket.creatorHash !== caller.tokenHash) {
        throw new AppError(ResultCode.FORBIDDEN, 'not the device that made this ticket');
      }
      if (ticket.status !== 'confirmed' || ticket.scannerUserId === null)
        return { status: ticket.status, expiresIn };
      // Hand the session over once.
      if (!(await this.kv.setIfAbsent(`qrl:done:${id}`, LOGIN_TICKET_TTL_SECONDS))) {
        return { status: 'expired', expiresIn: 0 };
      }
      await this.kv.delete(key);
      const scannerUserId = ticket.scannerUserId;
      const result = await this.db.transaction((tx) =>
        this.#issue(
          tx,
          { id: caller.id, tokenHash: caller.tokenHash, devId: ticket.creatorDevId },
          scannerUserId,
        ),
      );
      return { status: 'confirmed', expiresIn, ...result };
    }

    // scan / confirm / cancel: a logged-in account on another device.
    if (ticket.creatorHash === caller.tokenHash) {
      throw new AppError(ResultCode.FORBIDDEN, 'scanning own ticket', '请使用另一台已登录的设备扫码');
    }
    if (await this.#isGuest(caller.id)) {
      throw new AppError(ResultCode.FORBIDDEN, 'guest cannot confirm', '请先登录账号后再扫码');
    }
    if (ticket.scannerUserId !== null && ticket.scannerUserId !== caller.id) {
      throw new AppError(ResultCode.CONFLICT, 'scanned by someone else', '该二维码已被其他账号扫描');
    }
    if (ticket.status === 'confirmed' || ticket.status === 'cancelled') {
      return { status: ticket.status, expiresIn, device: ticket.device };
    }
    if (input.action === 'scan') {
      ticket.status = 'scanned';
      ticket.scannerUserId = caller.id;
    } else if (input.action === 'confirm') {
      if (ticket.status !== 'scanned') throw new AppError(ResultCode.FORBIDDEN, 'scan first');
      ticket.status = 'confirmed';
    } else {
      ticket.status = 'cancelled';
    }
    await save();
    return { status: ticket.status, expiresIn, device: ticket.device };
  }

  /* ---------------- account settings ---------------- */

  async changeMobile(caller: Caller, input: ChangeMobileRequest): Promise<UserInfo> {
    const mine = await this.repo.byUser(caller.id);
    if (!mine?.phone) throw new AppError(ResultCode.FORBIDDEN, 'no phone bound', '尚未绑定手机号');
    if (mine.phone === input.phone) {
      throw new AppError(
        ResultCode.INVALID_PARAMS,
        'phone: same as the current one',
        '新手机号不能与原手机号相同',
      );
    }
    const owner = await this.repo.byPhone(input.phone);
    if (owner)
      throw new AppError(ResultCode.CONFLICT, 'phone: bound to another account', '该手机号已绑定其他账号');
    await this.sms.consume(mine.phone, 'changeOld', input.oldCode, 'oldCode');
    await this.sms.consume(input.phone, 'changeNew', input.code, 'code');
    await this.#guard(
      () => this.repo.upsert(this.db, caller.id, { phone: input.phone }),
      '该手机号已绑定其他账号',
    );
    return this.#userInfo(caller.id);
  }

  /**
   * Sets or changes the password. Every other session of the user ends, and the credential QR
   * is revoked (a new one is issued on request).
   */
  async changePassword(
    caller: Caller,
    input: Required<ChangePasswordRequest>,
  ): Promise<{ ok: true; revokedSessions: number }> {
    const mine = await this.repo.byUser(caller.id);
    if (!mine?.username && !mine?.phone) {
      throw new AppError(ResultCode.FORBIDDEN, 'no account', '请先注册账号或绑定手机号');
    }
    const key = String(caller.id);
    if (mine.passwordHash) {
      const state = await this.passwordThrottle.state(key, '-');
      if (state.locked) throw this.#lockedError();
      if (!input.oldPassword) {
        throw new AppError(ResultCode.INVALID_PARAMS, 'oldPassword: Required', '请输入原密码');
      }
      const v = await verifyPassword(input.oldPassword, mine.passwordHash, this.options.scryptLogN);
      if (!v.ok) {
        await this.passwordThrottle.fail(key, '-');
        throw new AppError(ResultCode.FORBIDDEN, 'oldPassword: wrong', '原密码错误');
      }
      if (input.oldPassword === input.password) {
        throw new AppError(
          ResultCode.INVALID_PARAMS,
          'password: same as the old one',
          '新密码不能与原密码相同',
        );
      }
    }
    check('password', checkPassword(input.password));
    const passwordHash = await hashPassword(input.password, this.options.scryptLogN);
    const revokedSessions = await this.db.transaction(async (tx) => {
      await this.repo.upsert(tx, caller.id, {
        passwordHash,
        passwordChangedAt: new Date(),
        credentialId: null,
        credentialCreatedAt: null,
      });
      return this.repo.revokeOtherTokens(tx, caller.id, caller.tokenHash);
    });
    await this.passwordThrottle.succeed(key);
    if (mine.username) await this.throttle.succeed(mine.username.toLowerCase());
    return { ok: true, revokedSessions };
  }

  async modify(caller: Caller, input: ModifyInfoRequest): Promise<UserInfo> {
    if (input.nickname !== undefined) check('nickname', checkNickname(input.nickname));
    if (input.intro !== undefined) check('intro', checkIntro(input.intro));
    if (input.birthday !== undefined) check('birthday', checkBirthday(input.birthday));
    const profile: { intro?: string; gender?: number; birthday?: string } = {};
    if (input.intro !== undefined) profile.intro = input.intro.trim();
    if (input.gender !== undefined) profile.gender = input.gender;
    if (input.birthday !== undefined) profile.birthday = input.birthday;
    await this.db.transaction(async (tx) => {
      if (input.nickname !== undefined)
        await this.repo.updateUser(tx, caller.id, { nickname: input.nickname });
      if (Object.keys(profile).length > 0) await this.repo.upsert(tx, caller.id, profile);
    });
    return this.#userInfo(caller.id);
  }

  async setAvatar(caller: Caller, avatar: string): Promise<{ previous: string; userInfo: UserInfo }> {
    const found = await this.users.findWithVips(caller.id);
    const previous = found?.user.avatar ?? '';
    await this.repo.updateUser(this.db, caller.id, { avatar });
    return { previous, userInfo: await this.#userInfo(caller.id) };
  }
}
