import path from 'node:path';
import type {
  AdminBook,
  AdminBookChapter,
  adminBookInput,
  adminBookPatch,
  adminChapterPatch,
} from '@lld/protocol/api/content-admin';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.ts';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { rowById, updateRow } from '../../db/rows.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { dropStoredFile, readCover, replaceCover } from '../../http/admin-images.ts';
import { idOrTitle } from '../../http/admin-search.ts';
import { AppError } from '../../http/app-error.ts';
import { accessAfter } from '../../http/gold-items.ts';
import { fetchPage } from '../../http/paging.ts';
import type { ImageJobs } from '../upload/image.service.ts';
import { audioDuration, sniffAudio } from './audio-file.ts';
import { accessByRule, appendChapters, insertBook, type SaleRule, splitChapters } from './novels.import.ts';
import { bookChapters, books } from './novels.schema.ts';

export interface NovelsAdminDeps {
  db: Database;
  storage: Storage;
  imageKey: string;
  events: DomainEventBus;
  /** Pictures re-encoded off the request path (the job worker). */
  images: Pick<ImageJobs, 'store'>;
  ffprobe: string;
  dataDir: string;
}

/** A novel's text file as text: UTF-8 (with or without a BOM), else GB18030 (GBK, common for Chinese .txt). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/**
 * The console's side of novels and audio books (issue 17): the import command's steps behind
 * operator routes. A book is made as a draft with a drawn cover; a novel's text file is split
 * into chapters at its headings (`splitChapters`), an audio file becomes the next track; both
 * are sold by the import command's rule (the first N free, the rest paid or VIP at a price).
 */
export class NovelsAdmin {
  constructor(private readonly d: NovelsAdminDeps) {}

  async list(q: { q: string; kind?: 'text' | 'audio' | undefined; page: number; pageSize: number }) {
    const where = and(q.kind ? eq(books.kind, q.kind) : undefined, idOrTitle(books.id, books.title, q.q));
    return fetchPage(this.d.db.select().from(books).where(where).orderBy(desc(books.id)), q, toBook);
  }

  #row(id: number) {
    return rowById(this.d.db, books, id, 'book');
  }

  async book(id: number): Promise<AdminBook> {
    return toBook(await this.#row(id));
  }

  /** A new book without chapters, a draft until published, with a drawn cover. */
  async create(input: z.output<typeof adminBookInput>): Promise<AdminBook> {
    const { id } = await insertBook(
      this.d.db,
      this.d.storage,
      this.d.imageKey,
      { ...input, published: false, chapters: [] },
      Math.floor(Math.random() * 1000),
    );
    return this.#changed(id);
  }

  async patch(id: number, p: z.output<typeof adminBookPatch>): Promise<AdminBook> {
    const { finished, ...rest } = p;
    const values = { ...rest, ...(finished !== undefined ? { finished: finished ? 1 : 0 } : {}) };
    await updateRow(this.d.db, books, id, values, 'book');
    return this.#changed(id);
  }

  /** Publishes (a book with chapters) or unpublishes. */
  async setPublished(id: number, published: boolean): Promise<AdminBook> {
    const row = await this.#row(id);
    if (published && row.chapterCount === 0)
      throw AppError.invalid('published', 'import its text or tracks first');
    await this.d.db
      .update(books)
      .set({ published: published ? 1 : 0 })
      .where(eq(books.id, id));
    return this.#changed(id);
  }

  /** Deletes a book that is not published, with its chapters, audio files and cover. */
  async remove(id: number): Promise<{ id: number }> {
    const row = await this.#row(id);
    if (row.published) throw AppError.invalid('published', 'unpublish it first');
    const audio = await this.d.db
      .select({ audio: bookChapters.audio })
      .from(bookChapters)
      .where(eq(bookChapters.bookId, id));
    await this.d.db.delete(books).where(eq(books.id, id));
    for (const a of audio) await dropStoredFile(this.d.storage, a.audio);
    await dropStoredFile(this.d.storage, row.cover);
    this.d.events.emit('content.changed', { kind: row.kind === 'audio' ? 'audio' : 'novel', id });
    return { id };
  }

  /** Splits a novel's text file (UTF-8 or GBK) into chapters, added after the last one. */
  async importText(id: number, bytes: Uint8Array, rule: SaleRule): Promise<AdminBook> {
    const row = await this.#row(id);
    if (row.kind !== 'text') throw AppError.invalid('kind', 'an audio book takes audio files');
    const parts = splitChapters(decodeText(bytes)).filter((c) => c.content.trim() !== '');
    if (parts.length === 0) throw AppError.invalid('body', 'no text found');
    const start = row.chapterCount;
    await appendChapters(
      this.d.db,
      this.d.storage,
      id,
      parts.map((c, i) => ({ ...c, title: c.title.slice(0, 60), ...accessByRule(rule, start + i) })),
    );
    return this.#changed(id);
  }

  /** Adds one audio file (WAV, MP3, M4A, AAC, Ogg) as the book's next track. */
  async addTrack(id: number, bytes: Uint8Array, rule: SaleRule & { title: string }): Promise<AdminBook> {
    const row = await this.#row(id);
    if (row.kind !== 'audio') throw AppError.invalid('kind', 'a novel takes a text file');
    const ext = sniffAudio(bytes);
    if (!ext) throw AppError.invalid('body', 'not an audio file (wav, mp3, m4a, aac, ogg)');
    const duration = await audioDuration(bytes, ext, {
      ffprobe: this.d.ffprobe,
      tmpDir: path.join(this.d.dataDir, 'tmp'),
    });
    await appendChapters(this.d.db, this.d.storage, id, [
      {
        title: rule.title || `第${row.chapterCount + 1}集`,
        audio: { bytes, ext, duration },
        ...accessByRule(rule, row.chapterCount),
      },
    ]);
    return this.#changed(id);
  }

  async chapters(id: number): Promise<AdminBookChapter[]> {
    await this.#row(id);
    const rows = await this.d.db
      .select()
      .from(bookChapters)
      .where(eq(bookChapters.bookId, id))
      .orderBy(asc(bookChapters.index));
    return rows.map(toChapter);
  }

  async patchChapter(id: number, p: z.output<typeof adminChapterPatch>): Promise<AdminBookChapter> {
    const ch = await rowById(this.d.db, bookChapters, id, 'chapter');
    const { access, price } = accessAfter(ch, p, 'chapter');
    const [saved] = await this.d.db
      .update(bookChapters)
      .set({ ...(p.title !== undefined ? { title: p.title } : {}), access, price })
      .where(eq(bookChapters.id, id))
      .returning();
    await this.#changed(ch.bookId);
    return toChapter(saved!);
  }

  async setCover(id: number, bytes: Uint8Array): Promise<AdminBook> {
    await replaceCover(this.d, books, { id, bytes, profile: 'bookCover', missing: 'no such book' });
    return this.#changed(id);
  }

  cover(id: number): Promise<Uint8Array | null> {
    return readCover(this.d, books, id);
  }

  /** Search re-reads the book now (its triggers queued it already). */
  async #changed(id: number): Promise<AdminBook> {
    const book = await this.book(id);
    this.d.events.emit('content.changed', { kind: book.kind === 'audio' ? 'audio' : 'novel', id });
    return book;
  }
}

function toBook(b: typeof books.$inferSelect): AdminBook {
  return {
    id: b.id,
    kind: b.kind === 'audio' ? 'audio' : 'text',
    title: b.title,
    author: b.author,
    narrator: b.narrator,
    category: b.category,
    description: b.description,
    finished: b.finished === 1,
    published: b.published === 1,
    chapterCount: b.chapterCount,
    words: b.words,
    duration: b.duration,
    views: b.views,
    createdAt: seconds(b.createdAt),
  };
}

function toChapter(c: typeof bookChapters.$inferSelect): AdminBookChapter {
  return {
    id: c.id,
    index: c.index,
    title: c.title,
    access: c.access,
    price: c.price,
    words: c.words,
    duration: c.duration,
  };
}
