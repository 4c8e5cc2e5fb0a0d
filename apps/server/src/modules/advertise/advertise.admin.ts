import type { AdminAd, AdminAdPlacement, adminAdInput } from '@lld/protocol/api/content-admin';
import { nowSeconds } from '@lld/protocol/sign';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.ts';
import { dateAt, seconds, secondsOrNull } from '../../db/columns.ts';
import { ads } from '../../db/core.schema.ts';
import type { Database } from '../../db/database.ts';
import { rowById } from '../../db/rows.ts';
import { dropStoredFile, readAppImage } from '../../http/admin-images.ts';
import { AppError } from '../../http/app-error.ts';
import type { ImageJobs } from '../upload/image.service.ts';

type Row = typeof ads.$inferSelect;
type AdInput = z.output<typeof adminAdInput>;

export interface AdsAdminDeps {
  db: Database;
  storage: Storage;
  imageKey: string;
  /** Pictures re-encoded off the request path (the job worker). */
  images: Pick<ImageJobs, 'store'>;
  /** Drops the cached ping/config, so the app's next config has the change. */
  invalidate: () => Promise<void>;
}

function toAd(r: Row, now: number): AdminAd {
  const startsAt = secondsOrNull(r.startsAt);
  const endsAt = secondsOrNull(r.endsAt);
  return {
    id: r.id,
    placement: r.placement,
    position: r.position,
    locId: r.locId,
    title: r.title,
    link: r.link || r.href,
    sort: r.sort,
    enabled: r.enabled,
    startsAt,
    endsAt,
    live: r.enabled && (startsAt === null || startsAt <= now) && (endsAt === null || endsAt > now),
    clicks: r.clicks,
    hasCover: r.cover !== '',
    createdAt: seconds(r.createdAt),
  };
}

/**
 * The console's side of the ads (issue 17): banners of each position (1..13, 40), icons of each
 * location id (1..8) and the two floating windows, in the order the app shows them: made,
 * changed, reordered, given a picture, removed. The ads travel in ping/config, which the server
 * caches: every change drops that cache, so the app's next config has it. Changing calls answer
 * `{ before, after }` for the audit entry.
 */
export class AdsAdmin {
  constructor(private readonly d: AdsAdminDeps) {}

  #now = nowSeconds;

  async list(
    q: { placement?: AdminAdPlacement | undefined; position?: number | undefined } = {},
  ): Promise<AdminAd[]> {
    const rows = await this.d.db
      .select()
      .from(ads)
      .where(
        and(
          q.placement === undefined ? undefined : eq(ads.placement, q.placement),
          q.position === undefined ? undefined : eq(ads.position, q.position),
        ),
      )
      .orderBy(asc(ads.placement), asc(ads.position), asc(ads.locId), asc(ads.sort), asc(ads.id));
    const now = this.#now();
    return rows.map((r) => toAd(r, now));
  }

  #row(id: number): Promise<Row> {
    return rowById(this.d.db, ads, id, 'ad');
  }

  async ad(id: number): Promise<AdminAd> {
    return toAd(await this.#row(id), this.#now());
  }

  /** The columns an input sets: the link goes where the app and advertise/click read it. */
  #columns(input: AdInput) {
    return {
      placement: input.placement,
      position: input.placement === 'banner' ? input.position : 0,
      locId: input.placement === 'icon' ? input.locId : null,
      title: input.title,
      href: input.link,
      link: input.link,
      sort: input.sort,
      enabled: input.enabled,
      startsAt: dateAt(input.startsAt),
      endsAt: dateAt(input.endsAt),
    };
  }

  async create(input: AdInput): Promise<AdminAd> {
    const [row] = await this.d.db.insert(ads).values(this.#columns(input)).returning();
    await this.d.invalidate();
    return toAd(row!, this.#now());
  }

  async update(id: number, input: AdInput) {
    const before = await this.#row(id);
    const [row] = await this.d.db.update(ads).set(this.#columns(input)).where(eq(ads.id, id)).returning();
    if (!row) throw AppError.notFound('no such ad');
    await this.d.invalidate();
    const now = this.#now();
    return { before: toAd(before, now), after: toAd(row, now) };
  }

  /** Orders the ads named (one place's): sort 0, 1, … in the order given. */
  async order(ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const rows = await this.d.db.select().from(ads).where(inArray(ads.id, unique));
    if (rows.length !== unique.length) throw AppError.notFound('no such ad');
    const now = this.#now();
    const before = rows
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((r) => ({ id: r.id, sort: r.sort }));
    await this.d.db.transaction(async (tx) => {
      for (const [sort, id] of unique.entries()) await tx.update(ads).set({ sort }).where(eq(ads.id, id));
    });
    await this.d.invalidate();
    const after = await this.d.db.select().from(ads).where(inArray(ads.id, unique));
    return {
      before: { order: before },
      after: { list: after.sort((a, b) => a.sort - b.sort).map((r) => toAd(r, now)) },
    };
  }

  async remove(id: number) {
    const before = await this.#row(id);
    await this.d.db.delete(ads).where(eq(ads.id, id));
    await this.d.invalidate();
    await dropStoredFile(this.d.storage, before.cover);
    return { before: toAd(before, this.#now()), after: { id } };
  }

  async setCover(id: number, bytes: Uint8Array) {
    const before = await this.#row(id);
    const { path } = await this.d.images.store(bytes, 'adBanner');
    const [row] = await this.d.db.update(ads).set({ cover: path }).where(eq(ads.id, id)).returning();
    if (!row) {
      await dropStoredFile(this.d.storage, path);
      throw AppError.notFound('no such ad');
    }
    await this.d.invalidate();
    await dropStoredFile(this.d.storage, before.cover);
    const now = this.#now();
    return { before: toAd(before, now), after: toAd(row, now) };
  }

  async cover(id: number): Promise<Uint8Array | null> {
    const row = await this.#row(id);
    return row.cover ? readAppImage(this.d, row.cover) : null;
  }
}
