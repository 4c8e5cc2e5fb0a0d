import { ResultCode } from '@lld/protocol/result-codes';
import { inviteCodeOf, userIdOfInviteCode } from '@lld/protocol/welfare-rules';
import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import { users } from '../../db/core.schema.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { welfareSetting } from './welfare.defaults.ts';
import { welfareInvites } from './welfare.schema.ts';
import type { WelfareService } from './welfare.service.ts';

/** The longest inviter chain walked when looking for a cycle; deeper chains are refused. */
const MAX_CHAIN = 64;

/** The invite code a guest's channel data carries (`{"affCode":"CODE"}` from the invite link). */
export function inviteCodeInChannel(affCode: unknown): string | null {
  if (!affCode || typeof affCode !== 'object') return null;
  const code = (affCode as Record<string, unknown>).affCode;
  return typeof code === 'string' ? code : null;
}

/**
 * The invitation programme: one inviter per user, bound when a guest is created through the
 * invite link or when a code is entered later; no self-invites, no cycles. The inviter is paid
 * once, when the invitee becomes a real account (registers or binds a phone), never for a
 * bare guest, so new devices of one person pay nothing until they are accounts.
 */
export class InviteService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly wallet: WalletService,
    private readonly welfare: WelfareService,
    private readonly messages?: MessagesService,
  ) {}

  /** A guest created through an invite link: bound to the inviter, and the share counted. */
  async bindFromLink(inviteeId: number, affCode: unknown): Promise<void> {
    const code = inviteCodeInChannel(affCode);
    const inviterId = code ? userIdOfInviteCode(code) : null;
    if (!inviterId || inviterId === inviteeId) return;
    const bound = await this.db.transaction(async (tx) => this.#bind(tx, inviteeId, inviterId, 'link'));
    if (bound === 'bound') await this.welfare.count(inviterId, 'shares_opened');
  }

  /** Binds the invitee to the inviter, or says why not (the one rule set of link and code). */
  async #bind(
    tx: Executor,
    inviteeId: number,
    inviterId: number,
    via: 'link' | 'code',
  ): Promise<'bound' | 'no-inviter' | 'cycle' | 'taken'> {
    const [inviter] = await tx.select({ id: users.id }).from(users).where(eq(users.id, inviterId));
    if (!inviter) return 'no-inviter';
    if (await this.#wouldCycle(tx, inviteeId, inviterId)) return 'cycle';
    const rows = await tx
      .insert(welfareInvites)
      .values({ inviteeId, inviterId, via })
      .onConflictDoNothing()
      .returning({ id: welfareInvites.inviteeId });
    return rows.length > 0 ? 'bound' : 'taken';
  }

  /** True when `inviteeId` is `inviterId` or one of its inviters (up the chain). */
  async #wouldCycle(tx: Executor, inviteeId: number, inviterId: number): Promise<boolean> {
    let at: number | undefined = inviterId;
    for (let i = 0; at !== undefined && i < MAX_CHAIN; i++) {
      if (at === inviteeId) return true;
      const [up]: Array<{ id: number }> = await tx
        .select({ id: welfareInvites.inviterId })
        .from(welfareInvites)
        .where(eq(welfareInvites.inviteeId, at));
      at = up?.id;
    }
    return at !== undefined; // a chain longer than MAX_CHAIN is refused as if it were a cycle
  }

  /** `user/invite/redeem`: enters who invited me; paid at once when I am already an account. */
  async redeem(userId: number, code: string) {
    const inviterId = userIdOfInviteCode(code);
    if (!inviterId) throw new AppError(ResultCode.NOT_FOUND, 'no such invite code', '邀请码不存在');
    if (inviterId === userId) {
      throw new AppError(ResultCode.FORBIDDEN, 'own invite code', '不能填写自己的邀请码');
    }
    const bound = await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: welfareInvites.inviterId })
        .from(welfareInvites)
        .where(eq(welfareInvites.inviteeId, userId));
      return existing ? 'taken' : this.#bind(tx, userId, inviterId, 'code');
    });
    if (bound === 'no-inviter')
      throw new AppError(ResultCode.NOT_FOUND, 'no such invite code', '邀请码不存在');
    if (bound === 'cycle')
      throw new AppError(ResultCode.FORBIDDEN, 'invite cycle', '不能填写你邀请的好友的邀请码');
    if (bound === 'taken') throw new AppError(ResultCode.CONFLICT, 'already invited', '已经填写过邀请码了');
    const [me] = await this.db.select({ isGuest: users.isGuest }).from(users).where(eq(users.id, userId));
    if (me && !me.isGuest) await this.becameAccount(userId);
    return this.income(userId);
  }

  /**
   * The invitee registered or bound a phone: pays the inviter once (the row's `rewarded_at`
   * and the ledger key `invite:<invitee>` both guard it) and tells them in the message centre.
   */
  async becameAccount(inviteeId: number): Promise<void> {
    const { gold, points } = await welfareSetting(this.settings, 'inviteReward');
    const paid = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(welfareInvites)
        .set({ rewardedAt: new Date(), reward: gold })
        .where(and(eq(welfareInvites.inviteeId, inviteeId), sql`${welfareInvites.rewardedAt} is null`))
        .returning({ inviterId: welfareInvites.inviterId });
      if (!row) return null;
      if (gold > 0) {
        await this.wallet.credit(
          row.inviterId,
          'gold',
          gold,
          {
            reason: 'invite',
            reference: `user:${inviteeId}`,
            title: '邀请好友奖励',
            idempotencyKey: `invite:${inviteeId}`,
          },
          tx,
        );
      }
      await this.welfare.count(row.inviterId, 'invites', 1, tx);
      await this.welfare.count(row.inviterId, 'points', points, tx);
      return row.inviterId;
    });
    if (paid !== null && this.messages) {
      await this.messages.send({
        userId: paid,
        kind: 'system',
        title: '邀请奖励到账',
        body: gold > 0 ? `你邀请的好友已注册，${gold / 100}金币已存入钱包。` : '你邀请的好友已注册。',
        target: 'invite',
      });
    }
  }

  async income(userId: number) {
    const [totals] = await this.db
      .select({
        invited: count(),
        rewarded: count(welfareInvites.rewardedAt),
        income: sum(welfareInvites.reward),
      })
      .from(welfareInvites)
      .where(eq(welfareInvites.inviterId, userId));
    const [mine] = await this.db
      .select({ inviterId: welfareInvites.inviterId })
      .from(welfareInvites)
      .where(eq(welfareInvites.inviteeId, userId));
    const { gold } = await welfareSetting(this.settings, 'inviteReward');
    return {
      code: inviteCodeOf(userId),
      invited: totals?.invited ?? 0,
      rewarded: totals?.rewarded ?? 0,
      income: Number(totals?.income ?? 0),
      rewardPerInvite: gold,
      invitedBy: mine?.inviterId ?? null,
    };
  }

  async list(userId: number, q: PageRequest) {
    const rows = await this.db
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        isGuest: users.isGuest,
        createdAt: welfareInvites.createdAt,
        reward: welfareInvites.reward,
        rewardedAt: welfareInvites.rewardedAt,
      })
      .from(welfareInvites)
      .innerJoin(users, eq(users.id, welfareInvites.inviteeId))
      .where(eq(welfareInvites.inviterId, userId))
      .orderBy(desc(welfareInvites.createdAt), desc(welfareInvites.inviteeId))
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        nickname: r.nickname,
        avatar: r.avatar,
        joinedAt: seconds(r.createdAt),
        status: r.isGuest && !r.rewardedAt ? ('guest' as const) : ('account' as const),
        reward: r.reward,
      })),
      q,
    );
  }
}
