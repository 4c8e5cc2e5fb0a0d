import type { ListResult } from '@lld/protocol/api/list';
import type { Currency, LedgerReason, WalletLogEntry } from '@lld/protocol/api/wallet';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, desc, eq, sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import { users } from '../../db/core.schema.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { fetchPage, type PageRequest } from '../../http/paging.ts';
import { ledgerLines, ledgerPostings, type SystemAccount } from './wallet.schema.ts';

/**
 * The ledger (double entry). Every change of a balance is one posting of ≥ 2 lines whose
 * amounts sum to zero per currency; user lines also move the user's cached balance
 * (`users.gold`, `users.diamond`) in the same transaction with a guarded UPDATE
 * (`… WHERE gold + $delta >= 0`), so no balance goes below zero whatever the concurrency.
 * A posting's idempotency key is unique: posting it again changes nothing.
 */

export interface PostingLine {
  /** A user's account… */
  userId?: number;
  /** …or a system account (exactly one of the two). */
  system?: SystemAccount;
  currency: Currency;
  /** Signed, non-zero integer in the smallest unit. */
  amount: number;
}

export interface PostingInput {
  /** The user the posting is about (for the log); null for system-only movements. */
  userId: number | null;
  reason: LedgerReason;
  reference: string;
  title?: string;
  idempotencyKey: string;
  lines: PostingLine[];
}

export interface Balances {
  gold: number;
  diamond: number;
}

export interface PostingResult {
  postingId: number;
  /** True when a posting with this idempotency key already existed: nothing changed. */
  duplicate: boolean;
  /** Balances after the posting of every user it touched (current balances for a duplicate). */
  balances: Map<number, Balances>;
}

export interface MoveOptions {
  reason: LedgerReason;
  reference: string;
  title?: string;
  idempotencyKey: string;
  /** The system account on the other side (default by reason). */
  account?: SystemAccount;
}

/** A one-user move: whose balance, in which currency, how much, why, and optionally inside `tx`. */
type MoveArgs = [userId: number, currency: Currency, amount: number, options: MoveOptions, tx?: Executor];

export interface MoveResult {
  postingId: number;
  duplicate: boolean;
  /** The user's balance in that currency afterwards. */
  balance: number;
}

/** The system account that balances a user line, by reason. */
export const DEFAULT_SYSTEM_ACCOUNT: Record<LedgerReason, SystemAccount> = {
  recharge: 'topup',
  refund: 'topup',
  purchase: 'sales',
  exchange: 'exchange',
  redeem: 'redeem',
  grant: 'operator',
  welfare: 'welfare',
  invite: 'welfare',
};

export function shortError(currency: Currency): AppError {
  return currency === 'gold'
    ? new AppError(ResultCode.NOT_ENOUGH_GOLD, 'not enough gold', '金币不足，请先充值')
    : new AppError(ResultCode.NOT_ENOUGH_DIAMONDS, 'not enough diamonds', '钻石不足，请先充值');
}

/** Checks a posting's shape: ≥ 2 lines, one account each, safe non-zero integers, zero sum per currency. */
export function validatePosting(input: PostingInput): void {
  const { lines } = input;
  if (lines.length < 2) throw new Error('a posting needs at least two lines');
  if (!input.idempotencyKey) throw new Error('a posting needs an idempotency key');
  const sums = new Map<Currency, number>();
  for (const l of lines) {
    if ((l.userId === undefined) === (l.system === undefined))
      throw new Error('a line names exactly one account');
    if (!Number.isSafeInteger(l.amount) || l.amount === 0)
      throw new Error(`line amount must be a non-zero integer, got ${l.amount}`);
    if (l.currency !== 'gold' && l.currency !== 'diamond') throw new Error(`unknown currency ${l.currency}`);
    sums.set(l.currency, (sums.get(l.currency) ?? 0) + l.amount);
  }
  for (const [c, sum] of sums) if (sum !== 0) throw new Error(`${c} lines sum to ${sum}, not 0`);
}

export class WalletService {
  constructor(private readonly db: Database) {}

  /** Runs `fn` in `tx` when given, else in a new transaction. */
  #inTx<T>(tx: Executor | undefined, fn: (tx: Executor) => Promise<T>): Promise<T> {
    return tx ? fn(tx) : this.db.transaction((t) => fn(t));
  }

  /**
   * Records a balanced posting and moves the users' balances, inside `tx` when given (the
   * caller's transaction then holds everything) or a new transaction. Throws 3001/3002 when a
   * user line would take a balance below zero; nothing is written then.
   */
  post(input: PostingInput, tx?: Executor): Promise<PostingResult> {
    validatePosting(input);
    return this.#inTx(tx, async (t) => {
      const [inserted] = await t
        .insert(ledgerPostings)
        .values({
          userId: input.userId,
          reason: input.reason,
          reference: input.reference,
          title: input.title ?? '',
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: ledgerPostings.idempotencyKey })
        .returning({ id: ledgerPostings.id });

      const deltas = new Map<number, Balances>();
      for (const l of input.lines) {
        if (l.userId === undefined) continue;
        const d = deltas.get(l.userId) ?? { gold: 0, diamond: 0 };
        d[l.currency] += l.amount;
        deltas.set(l.userId, d);
      }
      const userIds = [...deltas.keys()].sort((a, b) => a - b);

      if (!inserted) {
        const [existing] = await t
          .select({ id: ledgerPostings.id })
          .from(ledgerPostings)
          .where(eq(ledgerPostings.idempotencyKey, input.idempotencyKey));
        const balances = new Map<number, Balances>();
        for (const id of userIds) balances.set(id, await this.balances(id, t));
        return { postingId: existing?.id ?? 0, duplicate: true, balances };
      }

      // One guarded UPDATE per user, in id order (no deadlock between multi-user postings).
      const balances = new Map<number, Balances>();
      for (const id of userIds) {
        const d = deltas.get(id)!;
        const [row] = await t
          .update(users)
          .set({
            gold: sql`${users.gold} + ${d.gold}`,
            diamond: sql`${users.diamond} + ${d.diamond}`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(users.id, id),
              sql`${users.gold} + ${d.gold} >= 0`,
              sql`${users.diamond} + ${d.diamond} >= 0`,
            ),
          )
          .returning({ gold: users.gold, diamond: users.diamond });
        if (!row) throw await this.#whyRefused(t, id, d);
        balances.set(id, row);
      }

      await t.insert(ledgerLines).values(
        input.lines.map((l) => ({
          postingId: inserted.id,
          userId: l.userId ?? null,
          systemAccount: l.system ?? null,
          currency: l.currency,
          amount: l.amount,
        })),
      );
      return { postingId: inserted.id, duplicate: false, balances };
    });
  }

  /** Why a move was refused: the currency it was short of (2004 itself when there is no such user). */
  async #whyRefused(t: Executor, userId: number, d: Balances): Promise<AppError> {
    const row = await this.balances(userId, t);
    if (row.gold + d.gold < 0) return shortError('gold');
    return shortError('diamond');
  }

  /** Adds `amount` to the user's balance (from the reason's system account). */
  credit(...[userId, currency, amount, options, tx]: MoveArgs): Promise<MoveResult> {
    return this.#move(userId, currency, amount, options, tx);
  }

  /** Takes `amount` from the user's balance; 3001/3002 when it is short. */
  debit(...[userId, currency, amount, options, tx]: MoveArgs): Promise<MoveResult> {
    return this.#move(userId, currency, -amount, options, tx);
  }

  /** Moves `signed` (positive in, negative out) between the user and the other side's account. */
  async #move(...[userId, currency, signed, options, tx]: MoveArgs): Promise<MoveResult> {
    if (!Number.isSafeInteger(signed) || signed === 0) throw new Error(`amount must be a positive integer`);
    const account = options.account ?? DEFAULT_SYSTEM_ACCOUNT[options.reason];
    const r = await this.post(
      {
        userId,
        reason: options.reason,
        reference: options.reference,
        ...(options.title !== undefined ? { title: options.title } : {}),
        idempotencyKey: options.idempotencyKey,
        lines: [
          { userId, currency, amount: signed },
          { system: account, currency, amount: -signed },
        ],
      },
      tx,
    );
    return {
      postingId: r.postingId,
      duplicate: r.duplicate,
      balance: r.balances.get(userId)?.[currency] ?? 0,
    };
  }

  async balances(userId: number, db: Executor = this.db): Promise<Balances> {
    const [row] = await db
      .select({ gold: users.gold, diamond: users.diamond })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw AppError.notFound('no such user');
    return row;
  }

  /** The user's ledger lines, newest first (the wallet log). Keyset-free: page/offset, one query. */
  async log(userId: number, q: PageRequest, currency?: Currency): Promise<ListResult<WalletLogEntry>> {
    const query = this.db
      .select({
        id: ledgerLines.id,
        currency: ledgerLines.currency,
        amount: ledgerLines.amount,
        reason: ledgerPostings.reason,
        title: ledgerPostings.title,
        createdAt: ledgerLines.createdAt,
      })
      .from(ledgerLines)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerLines.postingId))
      .where(and(eq(ledgerLines.userId, userId), currency ? eq(ledgerLines.currency, currency) : undefined))
      .orderBy(desc(ledgerLines.id));
    return fetchPage(query, q, (r) => ({
      ...r,
      reason: r.reason as LedgerReason,
      createdAt: seconds(r.createdAt),
    }));
  }

  /**
   * Checks the books: every posting balances per currency and has ≥ 2 lines, and every user's
   * cached balance equals the sum of their ledger lines. Also returns the system accounts'
   * balances (computed, not cached: a hot row for every purchase would serialise them).
   */
  async audit(db: Executor = this.db): Promise<LedgerAudit> {
    const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
    const unbalanced = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from (
          select posting_id from ledger_lines group by posting_id, currency having sum(amount) <> 0
          union
          select p.id from ledger_postings p left join ledger_lines l on l.posting_id = p.id
          group by p.id having count(l.id) < 2
        ) x`),
    )[0]?.n;
    const mismatches = rowsOf<{ user_id: number; gold: string; diamond: string; lg: string; ld: string }>(
      await db.execute(sql`
        select u.id as user_id, u.gold, u.diamond,
          coalesce(s.gold, 0) as lg, coalesce(s.diamond, 0) as ld
        from users u
        left join (
          select user_id,
            sum(amount) filter (where currency = 'gold') as gold,
            sum(amount) filter (where currency = 'diamond') as diamond
          from ledger_lines where user_id is not null group by user_id
        ) s on s.user_id = u.id
        where u.gold <> coalesce(s.gold, 0) or u.diamond <> coalesce(s.diamond, 0)
        order by u.id limit 100`),
    ).map((r) => ({
      userId: Number(r.user_id),
      balances: { gold: Number(r.gold), diamond: Number(r.diamond) },
      ledger: { gold: Number(r.lg), diamond: Number(r.ld) },
    }));
    const system = rowsOf<{ account: string; currency: Currency; total: string }>(
      await db.execute(sql`
        select system_account as account, currency, sum(amount) as total
        from ledger_lines where system_account is not null group by 1, 2 order by 1, 2`),
    );
    const systemBalances: Record<string, Balances> = {};
    for (const r of system) {
      const b = systemBalances[r.account] ?? { gold: 0, diamond: 0 };
      b[r.currency] = Number(r.total);
      systemBalances[r.account] = b;
    }
    const totals = rowsOf<{ postings: number; lines: number }>(
      await db.execute(sql`
        select (select count(*)::int from ledger_postings) as postings,
               (select count(*)::int from ledger_lines) as lines`),
    )[0];
    return {
      ok: (unbalanced ?? 0) === 0 && mismatches.length === 0,
      postings: totals?.postings ?? 0,
      lines: totals?.lines ?? 0,
      unbalancedPostings: unbalanced ?? 0,
      mismatches,
      systemBalances,
    };
  }

  /** The sum of a user's ledger lines in one currency (equals the cached balance). */
  async sumOf(userId: number, currency: Currency, db: Executor = this.db): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerLines.amount}), 0)` })
      .from(ledgerLines)
      .where(and(eq(ledgerLines.userId, userId), eq(ledgerLines.currency, currency)));
    return Number(row?.total ?? 0);
  }
}

export interface LedgerAudit {
  ok: boolean;
  postings: number;
  lines: number;
  unbalancedPostings: number;
  mismatches: Array<{ userId: number; balances: Balances; ledger: Balances }>;
  systemBalances: Record<string, Balances>;
}
