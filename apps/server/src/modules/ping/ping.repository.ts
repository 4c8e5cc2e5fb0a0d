import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { ads, announcements, communityCategories, contacts } from '../../db/core.schema.ts';
import type { Executor } from '../../db/database.ts';

export type AdRow = typeof ads.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;

const adLive = and(
  eq(ads.enabled, true),
  or(isNull(ads.startsAt), lte(ads.startsAt, sql`now()`)),
  or(isNull(ads.endsAt), gt(ads.endsAt, sql`now()`)),
);

const announcementLive = and(
  eq(announcements.enabled, true),
  or(isNull(announcements.startsAt), lte(announcements.startsAt, sql`now()`)),
  or(isNull(announcements.endsAt), gt(announcements.endsAt, sql`now()`)),
);

export class PingRepository {
  constructor(private readonly db: Executor) {}

  /** Every live ad of every placement, in display order. */
  async liveAds(): Promise<AdRow[]> {
    return this.db
      .select()
      .from(ads)
      .where(adLive)
      .orderBy(asc(ads.placement), asc(ads.position), asc(ads.sort), asc(ads.id));
  }

  async liveAnnouncements(limit: number, offset = 0): Promise<AnnouncementRow[]> {
    return this.db
      .select()
      .from(announcements)
      .where(announcementLive)
      .orderBy(desc(announcements.sort), desc(announcements.createdAt), desc(announcements.id))
      .limit(limit)
      .offset(offset);
  }

  async countLiveAnnouncements(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(announcements).where(announcementLive);
    return row?.n ?? 0;
  }

  async insertAnnouncement(row: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
    const [inserted] = await this.db.insert(announcements).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  async categories() {
    return this.db
      .select({ id: communityCategories.id, name: communityCategories.name, sort: communityCategories.sort })
      .from(communityCategories)
      .where(eq(communityCategories.enabled, true))
      .orderBy(asc(communityCategories.sort), asc(communityCategories.id));
  }

  async contacts() {
    return this.db
      .select({
        id: contacts.id,
        kind: contacts.kind,
        name: contacts.name,
        url: contacts.url,
        icon: contacts.icon,
        content: contacts.content,
      })
      .from(contacts)
      .where(eq(contacts.enabled, true))
      .orderBy(asc(contacts.sort), asc(contacts.id));
  }

  async ping(): Promise<boolean> {
    try {
      await this.db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  }
}
