// `npm run bench:purchases`: purchases per second through the purchase service (entitlement +
// balanced posting + guarded balance update, one transaction each), on the embedded PGlite
// and, with BENCH_DATABASE_URL=postgres://…, on PostgreSQL (a fresh database is created and
// dropped). Two loads: many users buying at once, and one user's balance contended by
// BENCH_CONCURRENCY buyers at a time (every purchase queues on the same row).
import { users } from '../apps/server/src/db/core.schema.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { PurchaseService } from '../apps/server/src/modules/wallet/purchase.service.ts';
import { VipService } from '../apps/server/src/modules/wallet/vip.service.ts';
import { WalletService } from '../apps/server/src/modules/wallet/wallet.service.ts';
import { forEachDatabase } from './support/databases.ts';

const TOTAL = Number(process.env.BENCH_PURCHASES ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function pool<T>(n: number, concurrency: number, job: (i: number) => Promise<T>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await job(next++);
    }),
  );
}

async function run(label: string, handle: DatabaseHandle): Promise<void> {
  const wallet = new WalletService(handle.db);
  const vip = new VipService(handle.db);
  const purchases = new PurchaseService(handle.db, wallet, vip);
  const userIds: number[] = [];
  for (let i = 0; i < 50; i++) {
    const [u] = await handle.db
      .insert(users)
      .values({ nickname: `bench${i}` })
      .returning({ id: users.id });
    userIds.push(u!.id);
    await wallet.credit(u!.id, 'gold', 1e9, {
      reason: 'grant',
      reference: 'bench',
      idempotencyKey: `bench:${u!.id}`,
    });
  }
  const rule = { price: 100, currency: 'gold' as const };

  let t = performance.now();
  await pool(TOTAL, CONCURRENCY, (i) =>
    purchases.buy(userIds[i % userIds.length]!, { kind: 'video', itemId: `spread-${i}`, rule }),
  );
  const spread = TOTAL / ((performance.now() - t) / 1000);

  t = performance.now();
  await pool(TOTAL, CONCURRENCY, (i) =>
    purchases.buy(userIds[0]!, { kind: 'video', itemId: `hot-${i}`, rule }),
  );
  const hot = TOTAL / ((performance.now() - t) / 1000);

  const audit = await wallet.audit();
  console.log(
    `${label.padEnd(11)} ${TOTAL} purchases, ${CONCURRENCY} at a time: ` +
      `${Math.round(spread)}/s across 50 users, ${Math.round(hot)}/s on one user's balance; books ok=${audit.ok}`,
  );
}

await forEachDatabase(run);
