import type { WallApp, WallAppInput } from '@lld/protocol/api/welfare';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { insertRow, updateRow } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { welfareAppClicks, welfareApps } from './welfare.schema.ts';

type AppRow = typeof welfareApps.$inferSelect;

/**
 * The app wall: operator-listed apps; each tap is recorded per user and app, and an app's
 * reward is paid the first time a user taps it (the click row's `rewarded_at` and the ledger
 * key `app:<user>:<app>` both guard it).
 */
export class AppWallService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
  ) {}

  async #rewarded(userId: number | null): Promise<Set<number>> {
    if (userId === null) return new Set();
    const rows = await this.db
      .select({ appId: welfareAppClicks.appId })
      .from(welfareAppClicks)
      .where(and(eq(welfareAppClicks.userId, userId), sql`${welfareAppClicks.rewardedAt} is not null`));
    return new Set(rows.map((r) => r.appId));
  }

  #toApp(row: AppRow, rewarded: Set<number>): WallApp {
    return {
      id: row.id,
      name: row.name,
      icon: row.icon,
      description: row.description,
      url: row.url,
      reward: row.reward,
      rewarded: rewarded.has(row.id),
    };
  }

  #enabled() {
    return this.db
      .select()
      .from(welfareApps)
      .where(eq(welfareApps.enabled, true))
      .orderBy(asc(welfareApps.sort), asc(welfareApps.id));
  }

  async list(userId: number | null): Promise<WallApp[]> {
    const [rows, rewarded] = await Promise.all([this.#enabled(), this.#rewarded(userId)]);
    return rows.map((r) => this.#toApp(r, rewarded));
  }

  async page(userId: number | null, q: PageRequest) {
    const [rows, rewarded] = await Promise.all([
      this.#enabled().limit(pageLimit(q)).offset(pageOffset(q)),
      this.#rewarded(userId),
    ]);
    return pageOf(
      rows.map((r) => this.#toApp(r, rewarded)),
      q,
    );
  }

  async click(userId: number, appId: number) {
    return this.db.transaction(async (tx) => {
      const [app] = await tx.select().from(welfareApps).where(eq(welfareApps.id, appId));
      if (!app?.enabled) throw AppError.notFound('no such app');
      await tx
        .insert(welfareAppClicks)
        .values({ userId, appId })
        .onConflictDoUpdate({
          target: [welfareAppClicks.userId, welfareAppClicks.appId],
          set: { clicks: sql`${welfareAppClicks.clicks} + 1` },
        });
      if (app.reward <= 0) return { url: app.url, reward: 0, balance: null };
      const [first] = await tx
        .update(welfareAppClicks)
        .set({ rewardedAt: new Date() })
        .where(
          and(
            eq(welfareAppClicks.userId, userId),
            eq(welfareAppClicks.appId, appId),
            sql`${welfareAppClicks.rewardedAt} is null`,
          ),
        )
        .returning({ appId: welfareAppClicks.appId });
      if (!first) return { url: app.url, reward: 0, balance: null };
      const moved = await this.wallet.credit(
        userId,
        'gold',
        app.reward,
        {
          reason: 'welfare',
          reference: `app:${appId}`,
          title: `试玩 ${app.name}`,
          idempotencyKey: `app:${userId}:${appId}`,
        },
        tx,
      );
      return { url: app.url, reward: app.reward, balance: moved.balance };
    });
  }

  /* ---------------- operator ---------------- */

  async all() {
    return this.db.select().from(welfareApps).orderBy(asc(welfareApps.sort), asc(welfareApps.id));
  }

  async create(input: WallAppInput) {
    return insertRow(this.db, welfareApps, input);
  }

  async update(id: number, input: WallAppInput) {
    return updateRow(this.db, welfareApps, id, input, 'app');
  }
}
