import { sql } from 'drizzle-orm';
import { settings } from '../../db/core.schema.ts';
import type { Executor } from '../../db/database.ts';

export class SettingsRepository {
  constructor(private readonly db: Executor) {}

  async all(): Promise<Record<string, unknown>> {
    const rows = await this.db.select({ key: settings.key, value: settings.value }).from(settings);
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  async put(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }
}
