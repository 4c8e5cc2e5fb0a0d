/**
 * How long a download may be opened offline (issue 21): OFFLINE_COPY_DAYS from the last time the
 * server said the user may still open it, cut at the end of the membership when membership is
 * what opens it. Every online re-check renews it; past it, the copy stays on the device but
 * does not open until a re-check (online) renews the licence or deletes the copy. Pure, so the
 * rules are unit-tested.
 */
import { OFFLINE_COPY_DAYS } from '@lld/protocol/api/media';
import { memberUntil, type VipHolder } from '@lld/protocol/vip';

export const OFFLINE_COPY_MS = OFFLINE_COPY_DAYS * 86_400_000;

/** When the holder's membership (normal, supreme or dark VIP) ends, epoch ms; 0 when none. */
export function memberUntilMs(holder: VipHolder | null | undefined, now: number): number {
  return memberUntil(holder, Math.floor(now / 1000)) * 1000;
}

/**
 * The licence of a copy checked online at `now`: the full term, or the end of the membership
 * when `byMembership` (the user opens it as a member) and that comes first.
 */
export function licenceUntil(
  now: number,
  byMembership: boolean,
  holder: VipHolder | null | undefined,
): number {
  const term = now + OFFLINE_COPY_MS;
  if (!byMembership) return term;
  const member = memberUntilMs(holder, now);
  return member > 0 ? Math.min(term, member) : term;
}

/** True once the licence has run out (a copy saved before licences existed has none: not expired). */
export function isExpired(item: { expiresAt?: number }, now: number): boolean {
  return item.expiresAt !== undefined && now >= item.expiresAt;
}
