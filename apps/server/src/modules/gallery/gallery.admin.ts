import type { AdminGalleryItem, adminGalleryInput, adminGalleryPatch } from '@lld/protocol/api/content-admin';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.ts';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { lockRow, rowById } from '../../db/rows.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { dropStoredFile, readAppImage } from '../../http/admin-images.ts';
import { idOrTitle } from '../../http/admin-search.ts';
import { AppError } from '../../http/app-error.ts';
import { accessAfter } from '../../http/gold-items.ts';
import { fetchPage } from '../../http/paging.ts';
import type { ImageJobs } from '../upload/image.service.ts';
import { galleryItems } from './gallery.schema.ts';

type Row = typeof galleryItems.$inferSelect;
type Picture = Row['pictures'][number];

/** The most pictures one set or listing holds. */
export const GALLERY_MAX_PICTURES = 200;

export interface GalleryAdminDeps {
  db: Database;
  storage: Storage;
  imageKey: string;
  events: DomainEventBus;
  /** Pictures re-encoded off the request path (the job worker). */
  images: Pick<ImageJobs, 'store'>;
}

function toItem(r: Row): AdminGalleryItem {
  return {
    id: r.id,
    contentType: r.contentType as 7 | 8,
    title: r.title,
    description: r.description,
    tags: r.tags,
    previewCount: r.previewCount,
    city: r.city,
    contact: r.contact,
    access: r.access as AdminGalleryItem['access'],
    price: r.price,
    published: r.published === 1,
    hasCover: r.cover !== '',
    pictures: r.pictures.map((p, index) => ({ index, width: p.width, height: p.height })),
    views: r.views,
    createdAt: seconds(r.createdAt),
  };
}

/**
 * The console's side of picture sets (contentType 7) and reserved listings (8), issue 17: items in
 * any state, their fields, cover and pictures (uploaded one at a time, stored obfuscated like the
 * demo's), published or not. A new item is a draft until an operator publishes it (with at least
 * one picture); search follows through its triggers, told at once by `content.changed`.
 * Changing calls answer `{ before, after }` so the route can put the before-image in the audit log.
 */
export class GalleryAdmin {
  constructor(private readonly d: GalleryAdminDeps) {}

  async list(q: { q: string; page: number; pageSize: number; contentType?: 7 | 8 | undefined }) {
    const where: SQL | undefined = and(
      idOrTitle(galleryItems.id, galleryItems.title, q.q),
      q.contentType ? eq(galleryItems.contentType, q.contentType) : undefined,
    );
    return fetchPage(
      this.d.db.select().from(galleryItems).where(where).orderBy(desc(galleryItems.id)),
      q,
      toItem,
    );
  }

  #row(id: number): Promise<Row> {
    return rowById(this.d.db, galleryItems, id, 'picture set or listing');
  }

  async item(id: number): Promise<AdminGalleryItem> {
    return toItem(await this.#row(id));
  }

  async create(input: z.output<typeof adminGalleryInput>): Promise<AdminGalleryItem> {
    const [row] = await this.d.db
      .insert(galleryItems)
      .values({
        contentType: input.contentType,
        title: input.title,
        description: input.description,
        tags: [...new Set(input.tags)],
        previewCount: input.previewCount,
        city: input.city,
        contact: input.contact,
        access: input.access,
        price: input.access === 'free' ? 0 : input.price,
        published: 0,
      })
      .returning();
    this.#changed(row!);
    return toItem(row!);
  }

  async patch(id: number, p: z.output<typeof adminGalleryPatch>) {
    const before = await this.#row(id);
    const { access, price } = accessAfter(before, p, 'item');
    const contact = p.contact ?? before.contact;
    if (before.contentType === 8 && contact === '')
      throw AppError.invalid('contact', 'a listing needs a contact');
    return this.#update(before, {
      ...(p.title !== undefined ? { title: p.title } : {}),
      ...(p.description !== undefined ? { description: p.description } : {}),
      ...(p.tags !== undefined ? { tags: [...new Set(p.tags)] } : {}),
      ...(p.previewCount !== undefined ? { previewCount: p.previewCount } : {}),
      ...(p.city !== undefined ? { city: p.city } : {}),
      contact,
      access,
      price,
    });
  }

  /** Publishes (an item with at least one picture) or unpublishes. */
  async setPublished(id: number, published: boolean) {
    const before = await this.#row(id);
    if (published && before.pictures.length === 0) throw AppError.invalid('published', 'add a picture first');
    return this.#update(before, { published: published ? 1 : 0 });
  }

  async setCover(id: number, bytes: Uint8Array) {
    const before = await this.#row(id);
    const { path } = await this.d.images.store(bytes, 'galleryCover');
    let change: { before: AdminGalleryItem; after: AdminGalleryItem };
    try {
      change = await this.#update(before, { cover: path });
    } catch (err) {
      await dropStoredFile(this.d.storage, path);
      throw err;
    }
    // A demo item's cover is its first picture's file: that one stays.
    if (!before.pictures.some((p) => p.url === before.cover))
      await dropStoredFile(this.d.storage, before.cover);
    return change;
  }

  /** The cover, decoded; an item without its own cover shows its first picture in the app. */
  async cover(id: number): Promise<Uint8Array | null> {
    const row = await this.#row(id);
    const path = row.cover || row.pictures[0]?.url || '';
    return path ? readAppImage(this.d, path) : null;
  }

  async picture(id: number, index: number): Promise<Uint8Array | null> {
    const row = await this.#row(id);
    const p = row.pictures[index];
    return p ? readAppImage(this.d, p.url) : null;
  }

  /**
   * Changes the picture list under the row's lock (two uploads at once both land): `change`
   * gets the current list and answers the new one and the stored files no longer needed.
   */
  async #pictures(
    id: number,
    change: (pictures: Picture[], published: boolean) => { pictures: Picture[]; dropped: string[] },
  ): Promise<{ before: AdminGalleryItem; after: AdminGalleryItem }> {
    const { before, row, dropped } = await this.d.db.transaction(async (tx) => {
      const locked = await lockRow(tx, galleryItems, id, 'picture set or listing');
      const next = change(locked.pictures, locked.published === 1);
      const [saved] = await tx
        .update(galleryItems)
        .set({ pictures: next.pictures })
        .where(eq(galleryItems.id, id))
        .returning();
      // A file that is also the cover (a demo item's first picture) stays.
      return { before: locked, row: saved!, dropped: next.dropped.filter((p) => p !== locked.cover) };
    });
    for (const path of dropped) await dropStoredFile(this.d.storage, path);
    this.#changed(row);
    return { before: toItem(before), after: toItem(row) };
  }

  /** Adds an uploaded picture after the last. */
  async addPicture(id: number, bytes: Uint8Array) {
    await this.#row(id);
    const image = await this.d.images.store(bytes, 'galleryPicture');
    try {
      return await this.#pictures(id, (pictures) => {
        if (pictures.length >= GALLERY_MAX_PICTURES)
          throw AppError.invalid('body', `at most ${GALLERY_MAX_PICTURES} pictures`);
        return {
          pictures: [...pictures, { url: image.path, width: image.width, height: image.height }],
          dropped: [],
        };
      });
    } catch (err) {
      await dropStoredFile(this.d.storage, image.path);
      throw err;
    }
  }

  /** Removes one picture; a published item keeps at least one. */
  async deletePicture(id: number, index: number) {
    return this.#pictures(id, (pictures, published) => {
      const gone = pictures[index];
      if (!gone) throw AppError.notFound('no such picture');
      if (published && pictures.length === 1)
        throw AppError.invalid('index', 'a published item keeps one picture: unpublish it first');
      return { pictures: pictures.filter((_, i) => i !== index), dropped: [gone.url] };
    });
  }

  /** Puts the pictures in a new order: `order[i]` is the current index of the picture to show i-th. */
  async orderPictures(id: number, order: number[]) {
    return this.#pictures(id, (pictures) => {
      if (order.length !== pictures.length || order.some((i) => i >= pictures.length))
        throw AppError.invalid('order', 'every current index once');
      return { pictures: order.map((i) => pictures[i]!), dropped: [] };
    });
  }

  /** Sets `set` on the item read as `before`; answers it as it was and as it is now. */
  async #update(before: Row, set: Partial<typeof galleryItems.$inferInsert>) {
    const [row] = await this.d.db
      .update(galleryItems)
      .set(set)
      .where(eq(galleryItems.id, before.id))
      .returning();
    if (!row) throw AppError.notFound('no such picture set or listing');
    this.#changed(row);
    return { before: toItem(before), after: toItem(row) };
  }

  #changed(row: Row): void {
    this.d.events.emit('content.changed', {
      kind: row.contentType === 7 ? 'picture' : 'listing',
      id: row.id,
    });
  }
}
