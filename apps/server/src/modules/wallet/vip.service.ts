import type { ListResult } from '@lld/protocol/api/list';
import { VIP_TIERS, type VipTier } from '@lld/protocol/api/user';
import type { MemberCard } from '@lld/protocol/api/wallet';
import type { VipHolder } from '@lld/protocol/vip';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import { users, userVips } from '../../db/core.schema.ts';
import type { Database, Executor } from '../../db/database.ts';
import { newestPage } from '../../db/paged-query.ts';
import type { PageRequest } from '../../http/paging.ts';
import { vipStatusOf } from '../user/user.service.ts';
import { vipGrants } from './wallet.schema.ts';

/** Chinese tier names (ledger titles, member cards). */
export const VIP_TIER_NAMES: Record<VipTier, string> = {
  normal: 'VIP会员',
  supreme: 'SVIP至尊会员',
  dark: '暗夜会员',
  live: '直播会员',
};

/** Tiers that make a member (spec §4); live VIP is separate. */
export const MEMBER_TIERS: readonly VipTier[] = ['normal', 'supreme', 'dark'];

/** A card name for a number of days when the seller gave none. */
export function defaultCardName(days: number): string {
  if (days <= 3) return '体验卡';
  if (days <= 7) return '周卡';
  if (days <= 31) return '月卡';
  if (days <= 92) return '季卡';
  if (days <= 186) return '半年卡';
  if (days <= 366) return '年卡';
  return `${days}天卡`;
}

export interface VipGrantInput {
  userId: number;
  tier: VipTier;
  days: number;
  vipType?: number;
  cardName?: string;
  source: 'recharge' | 'redeem' | 'exchange' | 'grant';
  /** Unique per grant (`order:R…`, `redeem:12`): granting the same reference twice does nothing. */
  reference: string;
}

export interface VipGrantResult {
  grantId: number;
  duplicate: boolean;
  startsAt: Date;
  expiresAt: Date;
}

/**
 * VIP tiers with expiry. A grant extends the tier from the later of now and its current
 * expiry, in one atomic upsert, so concurrent grants add up. Member-tier grants also set the
 * show card (UserInfo showCardName / showCardExpiredAt) when they reach at least as far.
 */
export class VipService {
  constructor(private readonly db: Database) {}

  async grant(tx: Executor, input: VipGrantInput): Promise<VipGrantResult> {
    if (!Number.isInteger(input.days) || input.days <= 0) throw new Error('days must be a positive integer');
    const cardName = input.cardName || defaultCardName(input.days);
    const vipType = input.vipType ?? 1;
    const [grant] = await tx
      .insert(vipGrants)
      .values({
        userId: input.userId,
        tier: input.tier,
        vipType,
        days: input.days,
        cardName,
        source: input.source,
        reference: input.reference,
        startsAt: sql`now()`,
        expiresAt: sql`now()`,
      })
      .onConflictDoNothing({ target: vipGrants.reference })
      .returning({ id: vipGrants.id });
    if (!grant) {
      const [existing] = await tx.select().from(vipGrants).where(eq(vipGrants.reference, input.reference));
      if (!existing) throw new Error('grant conflict without a row');
      return {
        grantId: existing.id,
        duplicate: true,
        startsAt: existing.startsAt,
        expiresAt: existing.expiresAt,
      };
    }
    const [row] = await tx
      .insert(userVips)
      .values({
        userId: input.userId,
        tier: input.tier,
        vipType,
        expiresAt: sql`now() + make_interval(days => ${input.days})`,
      })
      .onConflictDoUpdate({
        target: [userVips.userId, userVips.tier],
        set: {
          expiresAt: sql`greatest(${userVips.expiresAt}, now()) + make_interval(days => ${input.days})`,
          vipType: sql`case when ${userVips.expiresAt} > now() then greatest(${userVips.vipType}, excluded.vip_type) else excluded.vip_type end`,
        },
      })
      .returning({ expiresAt: userVips.expiresAt });
    if (!row) throw new Error('vip upsert returned no row');
    const startsAt = new Date(row.expiresAt.getTime() - input.days * 86_400_000);
    await tx.update(vipGrants).set({ startsAt, expiresAt: row.expiresAt }).where(eq(vipGrants.id, grant.id));
    if (MEMBER_TIERS.includes(input.tier)) {
      await tx
        .update(users)
        .set({ showCardName: cardName, showCardExpiredAt: row.expiresAt })
        .where(
          and(
            eq(users.id, input.userId),
            sql`(${users.showCardExpiredAt} is null or ${users.showCardExpiredAt} <= ${row.expiresAt.toISOString()}::timestamptz)`,
          ),
        );
    }
    return { grantId: grant.id, duplicate: false, startsAt, expiresAt: row.expiresAt };
  }

  /**
   * Takes a grant's days back (a refund): the tier's expiry moves back by those days (it may
   * end at once). Returns false when the grant is unknown or already revoked.
   */
  async revoke(tx: Executor, reference: string): Promise<boolean> {
    const [grant] = await tx
      .update(vipGrants)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(vipGrants.reference, reference), isNull(vipGrants.revokedAt)))
      .returning();
    if (!grant) return false;
    const [row] = await tx
      .update(userVips)
      .set({ expiresAt: sql`${userVips.expiresAt} - make_interval(days => ${grant.days})` })
      .where(and(eq(userVips.userId, grant.userId), eq(userVips.tier, grant.tier)))
      .returning({ expiresAt: userVips.expiresAt });
    if (row && MEMBER_TIERS.includes(grant.tier)) {
      await tx
        .update(users)
        .set({ showCardExpiredAt: row.expiresAt })
        .where(
          and(
            eq(users.id, grant.userId),
            sql`${users.showCardExpiredAt} > ${row.expiresAt.toISOString()}::timestamptz`,
          ),
        );
    }
    return true;
  }

  /**
   * Ends the user's VIP of `tier` now (an operator's revoke): the tier expires, the grants still
   * running are marked revoked, and the member card shown on the profile ends with the last
   * member tier still running. Answers the expiry before and after; null when the tier is not
   * running (nothing changed).
   */
  async endNow(
    tx: Executor,
    userId: number,
    tier: VipTier,
  ): Promise<{ before: Date; after: Date; grants: number } | null> {
    const [current] = await tx
      .select()
      .from(userVips)
      .where(and(eq(userVips.userId, userId), eq(userVips.tier, tier)))
      .for('update');
    const [row] = await tx
      .update(userVips)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(userVips.userId, userId), eq(userVips.tier, tier), sql`${userVips.expiresAt} > now()`))
      .returning({ expiresAt: userVips.expiresAt });
    if (!current || !row) return null;
    const grants = await tx
      .update(vipGrants)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(vipGrants.userId, userId),
          eq(vipGrants.tier, tier),
          isNull(vipGrants.revokedAt),
          sql`${vipGrants.expiresAt} > now()`,
        ),
      )
      .returning({ id: vipGrants.id });
    if (MEMBER_TIERS.includes(tier)) {
      await tx.execute(sql`update users set show_card_expired_at = greatest(now(), (
          select max(expires_at) from user_vips where user_id = ${userId}
            and tier in (${sql.join(
              MEMBER_TIERS.map((t) => sql`${t}`),
              sql`, `,
            )})))
        where id = ${userId} and show_card_expired_at > now()`);
    }
    return { before: current.expiresAt, after: row.expiresAt, grants: grants.length };
  }

  /** The user's VIP fields as UserInfo carries them (one query). */
  async holder(userId: number, db: Executor = this.db, nowMs = Date.now()): Promise<VipHolder> {
    const rows = await db.select().from(userVips).where(eq(userVips.userId, userId));
    const out: Record<string, unknown> = {};
    for (const tier of VIP_TIERS)
      out[`${tier}Vip`] = vipStatusOf(
        rows.find((r) => r.tier === tier),
        nowMs,
      );
    return out as VipHolder;
  }

  /** card/list: the user's grants, newest first. */
  async cards(userId: number, q: PageRequest): Promise<ListResult<MemberCard>> {
    const now = Date.now();
    return newestPage(this.db, vipGrants, eq(vipGrants.userId, userId), q, (g) => ({
      id: g.id,
      tier: g.tier,
      cardName: g.cardName,
      days: g.days,
      source: g.source,
      startsAt: seconds(g.startsAt),
      expiresAt: seconds(g.expiresAt),
      active: g.revokedAt === null && g.expiresAt.getTime() > now,
      createdAt: seconds(g.createdAt),
    }));
  }
}
