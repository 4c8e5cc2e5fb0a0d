import type { ContentCard, ContentInfo } from '@lld/protocol/api/content';
import type { ListResult } from '@lld/protocol/api/list';
import { and, desc, eq, sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { GoldSales } from '../../http/gold-items.ts';
import { fetchPage, type PageRequest } from '../../http/paging.ts';
import { galleryItems } from './gallery.schema.ts';

type Row = typeof galleryItems.$inferSelect;
export type GalleryType = 7 | 8;

/** The wallet kind of each content type. */
export const KIND: Record<GalleryType, string> = { 7: 'picture_set', 8: 'reserved' };

function toCard(r: Row): ContentCard {
  return {
    contentType: r.contentType as GalleryType,
    id: r.id,
    title: r.title,
    // An item made in the console without its own cover shows its first picture.
    cover: r.cover || (r.pictures[0]?.url ?? ''),
    tags: r.tags,
    access: r.access,
    price: r.price,
    pictureCount: r.pictures.length,
    city: r.city,
    views: r.views,
    createdAt: seconds(r.createdAt),
  };
}

/** Picture sets and reserved listings behind the wallet's access rules. */
export class GalleryService {
  constructor(
    private readonly db: Database,
    /** Picture sets and listings are sold through the wallet (kinds `picture_set`, `reserved`). */
    private readonly sales: GoldSales,
  ) {}

  async list(contentType: GalleryType, p: PageRequest): Promise<ListResult<ContentCard>> {
    const query = this.db
      .select()
      .from(galleryItems)
      .where(and(eq(galleryItems.contentType, contentType), eq(galleryItems.published, 1)))
      .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id));
    return fetchPage(query, p, toCard);
  }

  async #row(contentType: GalleryType, id: number): Promise<Row> {
    const [row] = await this.db
      .select()
      .from(galleryItems)
      .where(
        and(
          eq(galleryItems.contentType, contentType),
          eq(galleryItems.id, id),
          eq(galleryItems.published, 1),
        ),
      );
    if (!row) throw AppError.notFound(contentType === 7 ? 'no such picture set' : 'no such listing');
    return row;
  }

  async info(contentType: GalleryType, id: number, userId: number | null): Promise<ContentInfo> {
    const row = await this.#row(contentType, id);
    const [look] = await Promise.all([
      this.sales.look(userId, KIND[contentType], row),
      this.db
        .update(galleryItems)
        .set({ views: sql`${galleryItems.views} + 1` })
        .where(eq(galleryItems.id, id)),
    ]);
    const pictures = look.allowed ? row.pictures : row.pictures.slice(0, row.previewCount);
    return {
      item: toCard(row),
      description: row.description,
      pictures,
      lockedPictures: row.pictures.length - pictures.length,
      contact: look.allowed ? row.contact : '',
      allowed: look.allowed,
      reason: look.reason,
      priceFor: look.priceFor,
      balance: look.balance,
    };
  }

  async pay(contentType: GalleryType, id: number, userId: number) {
    const row = await this.#row(contentType, id);
    const r = await this.sales.buy(userId, KIND[contentType], row, {
      title: row.title,
      cover: toCard(row).cover,
      tips: { free: '免费内容，无需购买', open: '已可查看' },
    });
    return { charged: r.charged, balance: r.balance, alreadyOwned: r.alreadyOwned };
  }
}
