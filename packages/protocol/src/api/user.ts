import { z } from 'zod';
import { named } from './schema.ts';

/** VIP tiers of spec §6, in the order UserInfo carries them. */
export const VIP_TIERS = ['normal', 'supreme', 'dark', 'live'] as const;
export type VipTier = (typeof VIP_TIERS)[number];

/** `vipExpireInt` is the expiry in UTC seconds while active, 0 otherwise; `vipType` is 0 when inactive. */
export const vipStatus = named('VipStatus', {
  vipType: z.number().int().min(0),
  vipExpireInt: z.number().int().min(0),
});
export type VipStatus = z.infer<typeof vipStatus>;

const publicFields = {
  id: z.number().int().positive(),
  nickname: z.string(),
  avatar: z.string().describe('image path on an IMAGE domain, or "" for the default avatar'),
  isGuest: z.boolean(),
  normalVip: vipStatus,
  supremeVip: vipStatus,
  darkVip: vipStatus,
  liveVip: vipStatus,
  showCardName: z.string(),
  showCardExpiredAt: z.number().int().min(0).describe('UTC seconds, 0 when none'),
  // Profile (issue 3); optional so older servers and fixtures stay valid.
  intro: z.string().optional().describe('self-introduction, "" when none'),
  gender: z.number().int().min(0).max(2).optional().describe('0 unset, 1 male, 2 female'),
  birthday: z.string().optional().describe('YYYY-MM-DD or ""'),
};

/** PROTOCOL §6 UserInfo: the caller's own account. */
export const userInfo = named('UserInfo', {
  ...publicFields,
  gold: z.number().int().describe('hundredths of a gold coin'),
  diamond: z.number().int().describe('tenths of a diamond'),
  // Account (issue 3): only in one's own UserInfo.
  account: z.string().optional().describe('account name, "" when none'),
  phone: z.string().optional().describe('bound phone, masked (138****5678), "" when none'),
  hasPassword: z.boolean().optional().describe('false for guests and phone-only accounts'),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Another user's public profile: UserInfo without balances. */
export const publicUserInfo = named('PublicUserInfo', publicFields);
export type PublicUserInfo = z.infer<typeof publicUserInfo>;

export const userInfoRequest = named('UserInfoRequest', { userId: z.number().int().positive().optional() });
export type UserInfoRequest = z.infer<typeof userInfoRequest>;

/** Own info (no userId, or one's own id) or another user's public profile. */
export const userInfoResponse = z.union([userInfo, publicUserInfo]);
export type UserInfoResponse = z.infer<typeof userInfoResponse>;

export const logoutRequest = z.object({});
export const logoutResponse = z.object({ ok: z.literal(true) });
