import { checkAccountName, checkPassword, PHONE_PATTERN } from '@lld/protocol/account-rules';
import type {
  AccountLoginRequest,
  BeforeLoginRequest,
  BeforeLoginResult,
  CaptchaRequest,
  CaptchaResult,
  PhoneLoginRequest,
  RegisterRequest,
} from '@lld/protocol/api/account';
import type { LoginResult } from '@lld/protocol/api/login';
import { ResultCode } from '@lld/protocol/result-codes';
import { isMember } from '@lld/protocol/vip';
import { burnVerification, hashPassword, verifyPassword } from '../../crypto/password.ts';
import { AppError } from '../../http/app-error.ts';
import { toUserInfo } from '../user/user.service.ts';
import { AccountCore, type Caller, check, GUEST_NICKNAME, PHONE_TAKEN } from './account-core.ts';

/**
 * Accounts: registration, logins (account, phone, credential, login QR), phone binding,
 * password, profile and credential QR. Every login issues a new token for the caller's device
 * and revokes the device's earlier ones (PROTOCOL §6). A guest that registers or binds a phone
 * stays the same user row, so nothing it owns moves. Logging in to another account leaves the
 * guest as it is: it stays the device's guest and comes back on logout (docs/decisions.md).
 */
export class AccountService extends AccountCore {
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
      const owner = await this.assertPhoneFree(phone, caller.id);
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
    if (gate.locked) throw this.lockedError();
    if (gate.captchaRequired) await this.captcha.require(input.captchaId, input.captchaCode);
    if (!(await this.isGuest(caller.id))) {
      throw new AppError(ResultCode.CONFLICT, 'already registered', '当前已登录账号，请先退出登录再注册');
    }
    if (await this.repo.byUsername(input.account)) {
      throw new AppError(ResultCode.CONFLICT, 'account: taken', '该账号已被注册');
    }
    const passwordHash = await hashPassword(input.password, this.options.scryptLogN);
    const result = await this.guard(
      () =>
        this.db.transaction(async (tx) => {
          if ((await this.users.basics(tx, caller.id))?.isGuest !== true) {
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
          const nickname = (await this.users.basics(tx, caller.id))?.nickname;
          await this.repo.updateUser(tx, caller.id, {
            isGuest: false,
            ...(nickname && GUEST_NICKNAME.test(nickname) ? { nickname: input.account } : {}),
          });
          return this.issue(tx, caller, caller.id);
        }),
      '该账号已被注册',
    );
    await this.registerThrottle.fail('', network); // counts registrations, not failures
    this.options.events?.emit('user.registered', { userId: caller.id });
    return result;
  }

  /** Account name (or bound phone) and password. Failures are limited per account and network. */
  async accountLogin(
    caller: Caller | null,
    input: Required<AccountLoginRequest>,
    network: string,
  ): Promise<LoginResult> {
    const name = input.account.trim();
    const key = name.toLowerCase();
    const state = await this.throttle.state(key, network);
    if (state.locked) throw this.lockedError();
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
    return this.db.transaction((tx) => this.issue(tx, caller, account.userId));
  }

  /**
   * Phone and SMS code. A phone bound to an account logs in to it; a new phone registers the
   * calling guest with it (same user, everything kept), or a new account when the caller is
   * already an account.
   */
  async phoneLogin(caller: Caller, input: PhoneLoginRequest): Promise<LoginResult> {
    await this.sms.consume(input.phone, 'login', input.code);
    return this.guard(
      () =>
        this.db.transaction(async (tx) => {
          const owner = await this.repo.byPhone(input.phone, tx);
          if (owner) return this.issue(tx, caller, owner.userId);
          let userId = caller.id;
          const nickname = `手机用户${input.phone.slice(-4)}`;
          const basics = await this.users.basics(tx, caller.id);
          if (basics?.isGuest) {
            const current = basics.nickname;
            await this.repo.updateUser(tx, caller.id, {
              isGuest: false,
              ...(current && GUEST_NICKNAME.test(current) ? { nickname } : {}),
            });
          } else {
            userId = await this.repo.insertUser(tx, nickname);
          }
          await this.repo.upsert(tx, userId, { phone: input.phone, registeredAt: new Date() });
          return this.issue(tx, caller, userId);
        }),
      PHONE_TAKEN,
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
    await this.assertPhoneFree(input.phone);
    await this.sms.consume(input.phone, 'bind', input.code);
    const result = await this.guard(
      () =>
        this.db.transaction(async (tx) => {
          await this.repo.upsert(tx, caller.id, {
            phone: input.phone,
            registeredAt: mine?.registeredAt ?? new Date(),
          });
          const current = (await this.users.basics(tx, caller.id))?.nickname;
          await this.repo.updateUser(tx, caller.id, {
            isGuest: false,
            ...(current && GUEST_NICKNAME.test(current)
              ? { nickname: `手机用户${input.phone.slice(-4)}` }
              : {}),
          });
          return this.issue(tx, caller, caller.id);
        }),
      PHONE_TAKEN,
    );
    this.options.events?.emit('user.phoneBound', { userId: caller.id });
    return result;
  }

  /* ---------------- credential QR (login/official) ---------------- */
}
