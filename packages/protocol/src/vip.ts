/** Membership rules of spec §4 over the `UserInfo` VIP fields of PROTOCOL §6. */

export interface VipStatus {
  vipType: number;
  /** Expiry in UTC seconds while active, 0 otherwise. */
  vipExpireInt: number;
}

/** The VIP fields of `UserInfo`; any of them may be missing or null. */
export interface VipHolder {
  normalVip?: VipStatus | null;
  supremeVip?: VipStatus | null;
  darkVip?: VipStatus | null;
  liveVip?: VipStatus | null;
}

export type VipBadge = 'SVIP' | 'VIP' | '';

/**
 * Active when `vipType > 0` and `vipExpireInt > 0` (spec §4). With `now` (UTC seconds) an
 * expiry at or before `now` is inactive too: the expiry is the first second without VIP.
 */
export function isVipActive(vip: VipStatus | null | undefined, now?: number): boolean {
  if (!vip) return false;
  const { vipType, vipExpireInt } = vip;
  if (!(Number(vipType) > 0) || !(Number(vipExpireInt) > 0)) return false;
  return now === undefined || Number(vipExpireInt) > now;
}

/** Member when normal, supreme or dark VIP is active; live VIP does not count (spec §4). */
export function isMember(userInfo: VipHolder | null | undefined, now?: number): boolean {
  if (!userInfo) return false;
  return (
    isVipActive(userInfo.normalVip, now) ||
    isVipActive(userInfo.supremeVip, now) ||
    isVipActive(userInfo.darkVip, now)
  );
}

/**
 * When the membership (normal, supreme or dark VIP) ends, UTC seconds: the latest expiry of the
 * active member tiers at `now`; 0 when none is active.
 */
export function memberUntil(userInfo: VipHolder | null | undefined, now: number): number {
  if (!userInfo) return 0;
  let until = 0;
  for (const vip of [userInfo.normalVip, userInfo.supremeVip, userInfo.darkVip])
    if (isVipActive(vip, now)) until = Math.max(until, Number(vip?.vipExpireInt));
  return until;
}

/** Live VIP, separate from membership (spec §4). */
export function isLiveVip(userInfo: VipHolder | null | undefined, now?: number): boolean {
  return !!userInfo && isVipActive(userInfo.liveVip, now);
}

/** `SVIP` when supreme is active, `VIP` when normal or dark is active, else `''` (spec §4). */
export function vipBadge(userInfo: VipHolder | null | undefined, now?: number): VipBadge {
  if (!userInfo) return '';
  if (isVipActive(userInfo.supremeVip, now)) return 'SVIP';
  if (isVipActive(userInfo.normalVip, now) || isVipActive(userInfo.darkVip, now)) return 'VIP';
  return '';
}
