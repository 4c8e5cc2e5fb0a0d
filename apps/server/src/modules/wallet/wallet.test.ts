// The ledger, purchases and VIP against a real database: PGlite, and PostgreSQL when given.
import { ResultCode } from '@lld/protocol/result-codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userVips } from '../../db/core.schema.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { isCI, testDatabase } from '../../test/harness.ts';
import { freshPostgres } from '../../test/postgres.ts';
import { UserService } from '../user/user.service.ts';
import { AccessService } from './access.service.ts';
import { PurchaseService } from './purchase.service.ts';
import { type VipGrantInput, VipService } from './vip.service.ts';
import { entitlements, ledgerLines, ledgerPostings } from './wallet.schema.ts';
import { WalletService } from './wallet.service.ts';

const DAY = 86_400;
const nowSec = () => Math.floor(Date.now() / 1000);

function services(handle: DatabaseHandle) {
  const wallet = new WalletService(handle.db);
  const vip = new VipService(handle.db);
  const purchases = new PurchaseService(handle.db, wallet, vip);
  const access = new AccessService(vip, purchases);
  const usersSvc = new UserService(handle.db);
  return { wallet, vip, purchases, access, users: usersSvc };
}

async function newUser(handle: DatabaseHandle, nickname = '测试'): Promise<number> {
  const [u] = await handle.db.insert(users).values({ nickname }).returning({ id: users.id });
  return u!.id;
}

let grantSeq = 0;
const key = (p: string) => `${p}:${process.pid}:${Date.now()}:${++grantSeq}`;

async function codeOf(p: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

/** The ledger, purchases and VIP against one database (PGlite, or PostgreSQL). */
function walletSuite(label: string, open: () => Promise<DatabaseHandle | null>) {
  describe(label, () => {
    let handle: DatabaseHandle;
    let s: ReturnType<typeof services>;
    beforeAll(async () => {
      const h = await open();
      if (!h) throw new Error('no database');
      handle = h;
      s = services(handle);
    });
    afterAll(async () => {
      await handle?.close();
    });

    /** A VIP grant in a transaction of its own. */
    const grant = (input: VipGrantInput) => handle.db.transaction((tx) => s.vip.grant(tx, input));
    const fund = (userId: number, currency: 'gold' | 'diamond', amount: number) =>
      s.wallet.credit(userId, currency, amount, {
        reason: 'grant',
        reference: 'test',
        idempotencyKey: key('fund'),
      });

    it('credits and debits through balanced postings; a short debit changes nothing', async () => {
      const u = await newUser(handle);
      expect((await fund(u, 'gold', 1_000)).balance).toBe(1_000);
      const d = await s.wallet.debit(u, 'gold', 400, {
        reason: 'purchase',
        reference: 'video:1',
        idempotencyKey: key('d'),
      });
      expect(d.balance).toBe(600);
      expect(
        await codeOf(
          s.wallet.debit(u, 'gold', 601, { reason: 'purchase', reference: 'x', idempotencyKey: key('d') }),
        ),
      ).toBe(ResultCode.NOT_ENOUGH_GOLD);
      expect(
        await codeOf(
          s.wallet.debit(u, 'diamond', 1, { reason: 'purchase', reference: 'x', idempotencyKey: key('d') }),
        ),
      ).toBe(ResultCode.NOT_ENOUGH_DIAMONDS);
      expect(await s.wallet.balances(u)).toEqual({ gold: 600, diamond: 0 });
      expect(await s.wallet.sumOf(u, 'gold')).toBe(600);
      const lines = await handle.db.select().from(ledgerLines).where(eq(ledgerLines.userId, u));
      expect(lines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-400, 1_000]);
      const log = await s.wallet.log(u, { page: 1, pageSize: 10 });
      expect(log.list.map((e) => [e.reason, e.amount])).toEqual([
        ['purchase', -400],
        ['grant', 1_000],
      ]);
      expect((await s.wallet.log(u, { page: 1, pageSize: 10 }, 'diamond')).list).toEqual([]);
    });

    it('posts an idempotency key once', async () => {
      const u = await newUser(handle);
      const k = key('once');
      const a = await s.wallet.credit(u, 'diamond', 50, {
        reason: 'redeem',
        reference: 'r',
        idempotencyKey: k,
      });
      const b = await s.wallet.credit(u, 'diamond', 50, {
        reason: 'redeem',
        reference: 'r',
        idempotencyKey: k,
      });
      expect(a.duplicate).toBe(false);
      expect(b).toEqual({ postingId: a.postingId, duplicate: true, balance: 50 });
      const same = await Promise.all(
        Array.from({ length: 20 }, () =>
          s.wallet.credit(u, 'diamond', 7, {
            reason: 'redeem',
            reference: 'r',
            idempotencyKey: `${k}:burst`,
          }),
        ),
      );
      expect(same.filter((r) => !r.duplicate)).toHaveLength(1);
      expect((await s.wallet.balances(u)).diamond).toBe(57);
    });

    it('moves two currencies in one posting (an exchange) and refuses it whole when short', async () => {
      const u = await newUser(handle);
      await fund(u, 'gold', 500);
      const exchange = (gold: number, diamond: number) =>
        s.wallet.post({
          userId: u,
          reason: 'exchange',
          reference: 'exchange-item:1',
          idempotencyKey: key('ex'),
          lines: [
            { userId: u, currency: 'gold', amount: -gold },
            { system: 'exchange', currency: 'gold', amount: gold },
            { userId: u, currency: 'diamond', amount: diamond },
            { system: 'exchange', currency: 'diamond', amount: -diamond },
          ],
        });
      const r = await exchange(300, 30);
      expect(r.balances.get(u)).toEqual({ gold: 200, diamond: 30 });
      expect(await codeOf(exchange(300, 30))).toBe(ResultCode.NOT_ENOUGH_GOLD);
      expect(await s.wallet.balances(u)).toEqual({ gold: 200, diamond: 30 });
    });

    it('buying twice charges once; the buyer is entitled; a short balance buys nothing', async () => {
      const u = await newUser(handle);
      await fund(u, 'gold', 1_000);
      const rule = { price: 600, currency: 'gold' as const };
      const first = await s.purchases.buy(u, { kind: 'video', itemId: 42, rule, title: '测试影片' });
      expect(first).toMatchObject({ charged: 600, currency: 'gold', balance: 400, alreadyOwned: false });
      const again = await s.purchases.buy(u, { kind: 'video', itemId: '42', rule });
      expect(again).toEqual({
        entitlementId: first.entitlementId,
        charged: 0,
        currency: 'gold',
        balance: 400,
        alreadyOwned: true,
      });
      expect(await s.purchases.isEntitled(u, 'video', 42)).toBe(true);
      expect(await s.purchases.isEntitled(u, 'video', 43)).toBe(false);
      expect(await codeOf(s.purchases.buy(u, { kind: 'video', itemId: 43, rule }))).toBe(
        ResultCode.NOT_ENOUGH_GOLD,
      );
      expect(await s.purchases.isEntitled(u, 'video', 43)).toBe(false);
      expect([...(await s.purchases.entitledIds(u, 'video', [41, 42, '43', 42]))]).toEqual(['42']);
      expect(await s.purchases.entitledIds(u, 'video', [])).toEqual(new Set());
      const listed = await s.purchases.list(u, { page: 1, pageSize: 10 });
      expect(listed.list).toEqual([
        expect.objectContaining({
          kind: 'video',
          itemId: '42',
          title: '测试影片',
          charged: 600,
          currency: 'gold',
        }),
      ]);
      expect((await s.purchases.list(u, { page: 1, pageSize: 10 }, 'comic_chapter')).list).toEqual([]);
      const decision = await s.access.check(u, { kind: 'video', itemId: 42, access: 'paid', rule });
      expect(decision).toEqual({ allowed: true, reason: 'purchased', priceFor: 0 });
      const many = await s.access.checkMany(u, [
        { kind: 'video', itemId: 42, access: 'paid', rule },
        { kind: 'video', itemId: 43, access: 'paid', rule },
        { kind: 'video', itemId: 44, access: 'free' },
      ]);
      expect([...many.values()].map((d) => d.reason)).toEqual(['purchased', 'needs_purchase', 'free']);
      expect(await s.access.check(null, { kind: 'video', itemId: 42, access: 'paid', rule })).toEqual({
        allowed: false,
        reason: 'needs_purchase',
        priceFor: 600,
      });
    });

    it('concurrent buys of one item charge once', async () => {
      const u = await newUser(handle);
      await fund(u, 'diamond', 100);
      const results = await Promise.all(
        Array.from({ length: 40 }, () =>
          s.purchases.buy(u, {
            kind: 'comic_chapter',
            itemId: 'c-1',
            rule: { price: 30, currency: 'diamond' },
          }),
        ),
      );
      expect(results.filter((r) => r.charged > 0)).toHaveLength(1);
      expect(new Set(results.map((r) => r.entitlementId)).size).toBe(1);
      expect((await s.wallet.balances(u)).diamond).toBe(70);
    });

    it('refuses a reused idempotency key for another item (4009)', async () => {
      const u = await newUser(handle);
      await fund(u, 'gold', 100);
      const k = key('buy');
      const rule = { price: 10, currency: 'gold' as const };
      await s.purchases.buy(u, { kind: 'post', itemId: 1, rule, idempotencyKey: k });
      expect(await codeOf(s.purchases.buy(u, { kind: 'post', itemId: 2, rule, idempotencyKey: k }))).toBe(
        ResultCode.CONFLICT,
      );
      expect(await s.purchases.isEntitled(u, 'post', 2)).toBe(false);
      expect((await s.wallet.balances(u)).gold).toBe(90);
    });

    it('applies VIP rules when buying: members get vipFree items at 0 and discounts', async () => {
      const u = await newUser(handle);
      await fund(u, 'gold', 1_000);
      await grant({ userId: u, tier: 'normal', days: 30, source: 'grant', reference: key('vip') });
      const free = await s.purchases.buy(u, {
        kind: 'video',
        itemId: 7,
        rule: { price: 500, currency: 'gold', vipFree: true },
      });
      expect(free).toMatchObject({ charged: 0, balance: 1_000, alreadyOwned: false });
      const discounted = await s.purchases.buy(u, {
        kind: 'video',
        itemId: 8,
        rule: { price: 500, currency: 'gold', vipDiscountPct: 30 },
      });
      expect(discounted).toMatchObject({ charged: 350, balance: 650 });
      expect(await s.access.check(u, { kind: 'video', itemId: 9, access: 'vip' })).toMatchObject({
        allowed: true,
        reason: 'vip',
      });
    });

    it('VIP extends from the later of now and the current expiry; userInfo shows it at once', async () => {
      const u = await newUser(handle);
      const t0 = nowSec();
      const a = await grant({
        userId: u,
        tier: 'supreme',
        days: 30,
        vipType: 2,
        source: 'recharge',
        reference: key('g'),
      });
      const exp1 = Math.floor(a.expiresAt.getTime() / 1000);
      expect(exp1).toBeGreaterThanOrEqual(t0 + 30 * DAY - 5);
      expect(exp1).toBeLessThanOrEqual(t0 + 30 * DAY + 5);
      const info = await s.users.ownInfo(u);
      expect(info.supremeVip).toEqual({ vipType: 2, vipExpireInt: exp1 });
      expect(info.showCardName).toBe('月卡');
      expect(info.showCardExpiredAt).toBe(exp1);

      const b = await grant({ userId: u, tier: 'supreme', days: 7, source: 'redeem', reference: key('g') });
      expect(Math.floor(b.expiresAt.getTime() / 1000)).toBe(exp1 + 7 * DAY);
      expect(Math.floor(b.startsAt.getTime() / 1000)).toBe(exp1);
      expect((await s.users.ownInfo(u)).supremeVip.vipType).toBe(2); // the higher type stays

      // An expired tier restarts from now, not from its old expiry.
      await handle.db
        .update(userVips)
        .set({ expiresAt: new Date((t0 - 10 * DAY) * 1000) })
        .where(eq(userVips.userId, u));
      const c = await grant({
        userId: u,
        tier: 'supreme',
        days: 1,
        vipType: 1,
        source: 'grant',
        reference: key('g'),
      });
      const exp3 = Math.floor(c.expiresAt.getTime() / 1000);
      expect(Math.abs(exp3 - (nowSec() + DAY))).toBeLessThanOrEqual(5);
      expect((await s.users.ownInfo(u)).supremeVip).toEqual({ vipType: 1, vipExpireInt: exp3 });
    });

    it('a reference grants once; concurrent grants add up; revoking takes the days back', async () => {
      const u = await newUser(handle);
      const ref = key('order');
      const once = await Promise.all(
        Array.from({ length: 5 }, () =>
          grant({ userId: u, tier: 'normal', days: 10, source: 'recharge', reference: ref }),
        ),
      );
      expect(once.filter((g) => !g.duplicate)).toHaveLength(1);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          grant({ userId: u, tier: 'normal', days: 1, source: 'grant', reference: key('g') }),
        ),
      );
      const info = await s.users.ownInfo(u);
      expect(Math.abs(info.normalVip.vipExpireInt - (nowSec() + 15 * DAY))).toBeLessThanOrEqual(5);
      expect(await handle.db.transaction((tx) => s.vip.revoke(tx, ref))).toBe(true);
      expect(await handle.db.transaction((tx) => s.vip.revoke(tx, ref))).toBe(false);
      const after = await s.users.ownInfo(u);
      expect(Math.abs(after.normalVip.vipExpireInt - (nowSec() + 5 * DAY))).toBeLessThanOrEqual(5);
      const cards = await s.vip.cards(u, { page: 1, pageSize: 20 });
      expect(cards.list).toHaveLength(6);
      expect(cards.list.at(-1)).toMatchObject({ days: 10, active: false, source: 'recharge' });
    });

    it('1,000 concurrent purchases against a balance that covers 100: exactly 100 succeed', async () => {
      const u = await newUser(handle, '并发');
      const price = 250;
      await fund(u, 'gold', price * 100);
      const started = performance.now();
      const outcomes = await Promise.all(
        Array.from({ length: 1_000 }, (_, i) =>
          codeOf(
            s.purchases.buy(u, { kind: 'video', itemId: `load-${i}`, rule: { price, currency: 'gold' } }),
          ),
        ),
      );
      const ms = performance.now() - started;
      const ok = outcomes.filter((o) => o === 'ok').length;
      const short = outcomes.filter((o) => o === ResultCode.NOT_ENOUGH_GOLD).length;
      expect(ok).toBe(100);
      expect(short).toBe(900);
      expect(await s.wallet.balances(u)).toEqual({ gold: 0, diamond: 0 });
      expect(await s.wallet.sumOf(u, 'gold')).toBe(0);
      const [count] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(entitlements)
        .where(eq(entitlements.userId, u));
      expect(count?.n).toBe(100);
      const [posts] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.userId, u));
      expect(posts?.n).toBe(101); // the funding + 100 purchases
      const audit = await s.wallet.audit();
      expect(audit.unbalancedPostings).toBe(0);
      expect(audit.mismatches).toEqual([]);
      expect(audit.ok).toBe(true);
      console.log(
        `[figure] ${label}: 1000 concurrent purchases, balance for 100 → ${ok} succeeded, ${short} refused (3001), ` +
          `balance ${(await s.wallet.balances(u)).gold}, ledger ok=${audit.ok} in ${Math.round(ms)} ms`,
      );
    }, 120_000);
  });
}

walletSuite('PGlite', () => testDatabase());

if (process.env.TEST_DATABASE_URL) {
  walletSuite('PostgreSQL (TEST_DATABASE_URL)', () => freshPostgres('wallet'));
} else {
  describe('PostgreSQL wallet', () => {
    it.skipIf(!isCI)('needs TEST_DATABASE_URL (required in CI)', () => {
      expect.fail('TEST_DATABASE_URL is not set: CI must run the wallet tests on PostgreSQL');
    });
  });
}
