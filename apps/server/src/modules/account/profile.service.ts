import { checkBirthday, checkIntro, checkNickname, checkPassword } from '@lld/protocol/account-rules';
import type {
  ChangeMobileRequest,
  ChangePasswordRequest,
  ModifyInfoRequest,
} from '@lld/protocol/api/account';
import type { UserInfo } from '@lld/protocol/api/user';
import { ResultCode } from '@lld/protocol/result-codes';
import { hashPassword, verifyPassword } from '../../crypto/password.ts';
import { AppError } from '../../http/app-error.ts';
import { AccountCore, type Caller, check, PHONE_TAKEN } from './account-core.ts';

/** Profile edits, password and phone changes of a signed-in account. */
export class ProfileService extends AccountCore {
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
    await this.assertPhoneFree(input.phone);
    await this.sms.consume(mine.phone, 'changeOld', input.oldCode, 'oldCode');
    await this.sms.consume(input.phone, 'changeNew', input.code, 'code');
    await this.guard(() => this.repo.upsert(this.db, caller.id, { phone: input.phone }), PHONE_TAKEN);
    return this.userInfo(caller.id);
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
      if (state.locked) throw this.lockedError();
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
      return this.sessions.revokeOthers(tx, caller.id, caller.tokenHash);
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
    return this.userInfo(caller.id);
  }

  async setAvatar(caller: Caller, avatar: string): Promise<{ previous: string; userInfo: UserInfo }> {
    const found = await this.users.findWithVips(caller.id);
    const previous = found?.user.avatar ?? '';
    await this.repo.updateUser(this.db, caller.id, { avatar });
    return { previous, userInfo: await this.userInfo(caller.id) };
  }
}
