import { and, eq, sql } from 'drizzle-orm';
import { ads } from '../../db/core.schema.ts';
import type { Executor } from '../../db/database.ts';

export class AdvertiseRepository {
  constructor(private readonly db: Executor) {}

  /** Counts a click on an enabled ad and returns its links, in one statement; null when unknown. */
  async click(id: number) {
    const [row] = await this.db
      .update(ads)
      .set({ clicks: sql`${ads.clicks} + 1` })
      .where(and(eq(ads.id, id), eq(ads.enabled, true)))
      .returning({
        id: ads.id,
        href: ads.href,
        url: ads.url,
        link: ads.link,
        jumpLink: ads.jumpLink,
        jumpUrl: ads.jumpUrl,
      });
    return row ?? null;
  }
}
