import { maskPhone } from '@lld/protocol/account-rules';
import {
  type PublicUserInfo,
  type UserInfo,
  VIP_TIERS,
  type VipStatus,
  type VipTier,
} from '@lld/protocol/api/user';
import { ResultCode } from '@lld/protocol/result-codes';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { UserRepository, type UserWithVips, type VipRow } from './user.repository.ts';

/** Other modules (login, account) work on users through this repository, handed out as `users.repo`. */
export type { UserRepository };

const TIER_FIELD: Record<VipTier, 'normalVip' | 'supremeVip' | 'darkVip' | 'liveVip'> = {
  normal: 'normalVip',
  supreme: 'supremeVip',
  dark: 'darkVip',
  live: 'liveVip',
};

const INACTIVE: VipStatus = Object.freeze({ vipType: 0, vipExpireInt: 0 });

/** `{vipType, vipExpireInt}` of one tier: the expiry while active, zeros otherwise. */
export function vipStatusOf(row: VipRow | undefined, nowMs: number): VipStatus {
  if (!row || row.vipType <= 0 || row.expiresAt.getTime() <= nowMs) return INACTIVE;
  return { vipType: row.vipType, vipExpireInt: seconds(row.expiresAt) };
}

export function toPublicUserInfo({ user, vips, account }: UserWithVips, nowMs = Date.now()): PublicUserInfo {
  const tiers = Object.fromEntries(
    VIP_TIERS.map((t) => [
      TIER_FIELD[t],
      vipStatusOf(
        vips.find((v) => v.tier === t),
        nowMs,
      ),
    ]),
  ) as Record<(typeof TIER_FIELD)[VipTier], VipStatus>;
  const cardActive = user.showCardExpiredAt !== null && user.showCardExpiredAt.getTime() > nowMs;
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    isGuest: user.isGuest,
    ...tiers,
    showCardName: cardActive ? user.showCardName : '',
    showCardExpiredAt: cardActive && user.showCardExpiredAt ? seconds(user.showCardExpiredAt) : 0,
    intro: account?.intro ?? '',
    gender: account?.gender ?? 0,
    birthday: account?.birthday ?? '',
  };
}

export function toUserInfo(data: UserWithVips, nowMs = Date.now()): UserInfo {
  const account = data.account;
  return {
    ...toPublicUserInfo(data, nowMs),
    gold: data.user.gold,
    diamond: data.user.diamond,
    account: account?.username ?? '',
    phone: account?.phone ? maskPhone(account.phone) : '',
    hasPassword: Boolean(account?.passwordHash),
  };
}

export class UserService {
  readonly repo: UserRepository;

  constructor(db: Database) {
    this.repo = new UserRepository(db);
  }

  /** Own UserInfo; the caller's token was just resolved, so a missing row means a deleted user (1000). */
  async ownInfo(userId: number): Promise<UserInfo> {
    const found = await this.repo.findWithVips(userId);
    if (!found) throw new AppError(ResultCode.TOKEN_INVALID, 'user no longer exists');
    return toUserInfo(found);
  }

  /** Another user's public profile (no balances); 2004 when unknown. */
  async publicInfo(userId: number): Promise<PublicUserInfo> {
    const found = await this.repo.findWithVips(userId);
    if (!found) throw AppError.notFound('no such user');
    return toPublicUserInfo(found);
  }
}
