import type { ChapterAccess } from '@lld/protocol/api/comics';
import type { ContentCard, ContentInfo } from '@lld/protocol/api/content';
import type { ListResult } from '@lld/protocol/api/list';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { pageLimit, pageOffset } from '../../http/paging.ts';
import type { AccessRequest, AccessService } from '../wallet/access.service.ts';
import type { PurchaseService } from '../wallet/purchase.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { galleryItems } from './gallery.schema.ts';

type Row = typeof galleryItems.$inferSelect;
export type GalleryType = 7 | 8;

/** The wallet kind of each content type. */
export const KIND: Record<GalleryType, string> = { 7: 'picture_set', 8: 'reserved' };

function request(row: Row): AccessRequest {
  const kind = KIND[row.contentType as GalleryType];
  const access = row.access as ChapterAccess;
  return access === 'free'
    ? { kind, itemId: row.id, access }
    : { kind, itemId: row.id, access, rule: { price: row.price, currency: 'gold' } };
}

function toCard(r: Row): ContentCard {
  return {
    contentType: r.contentType as GalleryType,
    id: r.id,
    title: r.title,
    cover: r.cover,
    tags: r.tags,
    access: r.access as ChapterAccess,
    price: r.price,
    pictureCount: r.pictures.length,
    city: r.city,
    views: r.views,
    createdAt: Math.floor(r.createdAt.getTime() / 1000),
  };
}

/** Picture sets and reserved listings behind the wallet's access rules. */
export class GalleryService {
  constructor(
    private readonly db: Database,
    private readonly access: AccessService,
    readonly _purchases: PurchaseService,
    private readonly wallet: WalletService,
  ) {}

  async list(
    contentType: GalleryType,
    p: { page: number; pageSize: number },
  ): Promise<ListResult<ContentCard>> {
    const rows = await this.db
      .select()
      .from(galleryItems)
      .where(eq(galleryItems.contentType, contentType))
      .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id))
      .limit(pageLimit(p))
      .offset(pageOffset(p));
    return { list: rows.slice(0, p.pageSize).map(toCard), hasMore: rows.length > p.pageSize, ...p };
  }

  async #row(contentType: GalleryType, id: number): Promise<Row> {
    const [row] = await this.db
      .select()
      .from(galleryItems)
      .where(and(eq(galleryItems.contentType, contentType), eq(galleryItems.id, id)));
    if (!row) throw AppError.notFound(contentType === 7 ? 'no such picture set' : 'no such listing');
    return row;
  }

  async info(contentType: GalleryType, id: number, userId: number | null): Promise<ContentInfo> {
    const row = await this.#row(contentType, id);
    const [d, balances] = await Promise.all([
      this.access.check(userId, request(row)),
      userId ? this.wallet.balances(userId) : Promise.resolve({ gold: 0 }),
      this.db
        .update(galleryItems)
        .set({ views: sql`${galleryItems.views} + 1` })
        .where(eq(galleryItems.id, id)),
    ]);
    const pictures = d.allowed ? row.pictures : row.pictures.slice(0, row.previewCount);
    return {
      item: toCard(row),
      description: row.description,
      pictures,
      lockedPictures: row.pictures.length - pictures.length,
      contact: d.allowed ? row.contact : '',
      allowed: d.allowed,
      reason: d.reason,
      priceFor: d.priceFor,
      balance: balances.gold,
    };
  }

  async pay(contentType: GalleryType, id: number, userId: number) {
    const row = await this.#row(contentType, id);
    const r = await this.access.buyItem(userId, {
      request: { ...request(row), rule: { price: row.price, currency: 'gold' } },
      title: row.title,
      cover: row.cover,
      tips: { free: '免费内容，无需购买', open: '已可查看' },
    });
    return { charged: r.charged, balance: r.balance, alreadyOwned: r.alreadyOwned };
  }
}
