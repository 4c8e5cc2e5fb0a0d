import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { bannedDevices, devices, guestCreations } from '../../db/core.schema.ts';
import type { Executor } from '../../db/database.ts';

export class LoginRepository {
  constructor(private readonly db: Executor) {}

  async isBanned(devId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ devId: bannedDevices.devId })
      .from(bannedDevices)
      .where(eq(bannedDevices.devId, devId))
      .limit(1);
    return row !== undefined;
  }

  async ban(tx: Executor, devId: string, reason: string): Promise<void> {
    await tx
      .insert(bannedDevices)
      .values({ devId, reason })
      .onConflictDoUpdate({ target: bannedDevices.devId, set: { reason } });
  }

  /** Lifts bans; answers the devices that were banned. */
  async unban(tx: Executor, devIds: readonly string[]): Promise<string[]> {
    if (devIds.length === 0) return [];
    const rows = await tx
      .delete(bannedDevices)
      .where(inArray(bannedDevices.devId, [...devIds]))
      .returning({ devId: bannedDevices.devId });
    return rows.map((r) => r.devId);
  }

  async bannedOf(devIds: readonly string[]): Promise<Set<string>> {
    if (devIds.length === 0) return new Set();
    const rows = await this.db
      .select({ devId: bannedDevices.devId })
      .from(bannedDevices)
      .where(inArray(bannedDevices.devId, [...devIds]));
    return new Set(rows.map((r) => r.devId));
  }

  async findDevice(tx: Executor, devId: string): Promise<{ userId: number } | null> {
    const [row] = await tx
      .select({ userId: devices.userId })
      .from(devices)
      .where(eq(devices.devId, devId))
      .limit(1);
    return row ?? null;
  }

  /** The device's guest became an account: the device now belongs to a new guest. */
  async repointDevice(tx: Executor, devId: string, userId: number, network: string): Promise<void> {
    await tx
      .update(devices)
      .set({ userId, lastSeenAt: sql`now()`, lastNetwork: network })
      .where(eq(devices.devId, devId));
  }

  async touchDevice(tx: Executor, devId: string, network: string): Promise<void> {
    await tx
      .update(devices)
      .set({ lastSeenAt: sql`now()`, lastNetwork: network })
      .where(eq(devices.devId, devId));
  }

  /** Inserts the device unless another request did first; true when this call inserted it. */
  async insertDevice(
    tx: Executor,
    row: { devId: string; userId: number; network: string },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(devices)
      .values({ devId: row.devId, userId: row.userId, lastNetwork: row.network })
      .onConflictDoNothing({ target: devices.devId })
      .returning({ devId: devices.devId });
    return inserted.length === 1;
  }

  async logGuestCreation(
    tx: Executor,
    row: { network: string; devId: string; userId: number },
  ): Promise<void> {
    await tx.insert(guestCreations).values(row);
  }

  async countGuestsSince(tx: Executor, network: string, windowSeconds: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(guestCreations)
      .where(
        and(
          eq(guestCreations.network, network),
          gt(guestCreations.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
        ),
      );
    return row?.n ?? 0;
  }

  async devicesOf(userId: number) {
    return this.db
      .select({ devId: devices.devId, createdAt: devices.createdAt, lastSeenAt: devices.lastSeenAt })
      .from(devices)
      .where(eq(devices.userId, userId))
      .orderBy(devices.createdAt);
  }
}
