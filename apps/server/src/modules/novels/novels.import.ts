/**
 * Adding books: a text file split into chapters, or a list of audio files as tracks. Used by
 * the demo seed, the import command (novels.cli.ts) and the console (novels.admin.ts).
 */
import { encodeImageScheme2 } from '@lld/protocol/image-codec';
import { eq, sql } from 'drizzle-orm';
import { newKey, type Storage } from '../../adapters/storage.ts';
import type { Database, Executor } from '../../db/database.ts';
import { drawCover, PALETTES } from '../../demo/comic-art.ts';
import { bookChapters, books } from './novels.schema.ts';

export interface ChapterInput {
  title: string;
  /** Text chapters. */
  content?: string;
  /** Audio tracks: the file's bytes and extension (".wav", ".mp3", ".m4a"). */
  audio?: { bytes: Uint8Array; ext: string; duration: number };
  access?: 'free' | 'vip' | 'paid';
  price?: number;
}

export interface BookInput {
  kind: 'text' | 'audio';
  title: string;
  author?: string;
  narrator?: string;
  category?: string;
  description?: string;
  finished?: boolean;
  score?: number;
  views?: number;
  /** false: a draft the app does not show (the console's imports); default true. */
  published?: boolean;
  chapters: ChapterInput[];
}

/** Chapter headings such as 第一章 / 第12章 / 第三回 / 序章 / 楔子 at the start of a line. */
const HEADING =
  /^[ \t\u3000]*((?:第[0-9零〇一二三四五六七八九十百千两]+[章节回卷集][^\n]{0,30})|序章[^\n]{0,30}|楔子[^\n]{0,30}|尾声[^\n]{0,30})[ \t]*$/gmu;

/**
 * Splits a novel's text into chapters at its headings; text before the first heading becomes a
 * 序 chapter when not blank. Without headings the text is cut into parts of about `size`
 * characters at paragraph ends.
 */
export function splitChapters(text: string, size = 4000): Array<{ title: string; content: string }> {
  const clean = text.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, '');
  const marks = [...clean.matchAll(HEADING)];
  if (marks.length === 0) {
    const paragraphs = clean
      .split(/\n\s*\n|\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    const out: Array<{ title: string; content: string }> = [];
    let cur: string[] = [];
    let len = 0;
    for (const p of paragraphs) {
      cur.push(p);
      len += p.length;
      if (len >= size) {
        out.push({ title: `第${out.length + 1}节`, content: cur.join('\n\n') });
        cur = [];
        len = 0;
      }
    }
    if (cur.length) out.push({ title: `第${out.length + 1}节`, content: cur.join('\n\n') });
    return out;
  }
  const out: Array<{ title: string; content: string }> = [];
  const before = clean.slice(0, marks[0]!.index).trim();
  if (before) out.push({ title: '序', content: normalise(before) });
  marks.forEach((m, i) => {
    const start = m.index! + m[0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index! : clean.length;
    out.push({ title: m[1]!.trim(), content: normalise(clean.slice(start, end)) });
  });
  return out.filter((c) => c.content !== '' || c.title !== '');
}

/** One paragraph per non-blank line, separated by blank lines (how chapters are stored). */
function normalise(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Characters that count as words in Chinese text (no whitespace). */
export function countWords(text: string): number {
  return text.replace(/\s/g, '').length;
}

/** How the rest of the book's chapters are sold: the first `free` free, the rest at `price` (0: all free). */
export interface SaleRule {
  free: number;
  access: 'paid' | 'vip';
  price: number;
}

/** The access of the `i`-th (0-based) chapter under a sale rule (the import command's rule). */
export function accessByRule(rule: SaleRule, i: number): Pick<ChapterInput, 'access' | 'price'> {
  return i < rule.free || rule.price === 0 ? { access: 'free' } : { access: rule.access, price: rule.price };
}

/** A drawn cover for a book (title and category on a palette), stored obfuscated; its path. */
async function drawBookCover(
  storage: Storage,
  imageKey: string,
  input: Pick<BookInput, 'title' | 'category' | 'kind'>,
  seed: number,
): Promise<string> {
  const palette = PALETTES[seed % PALETTES.length]!;
  const coverKey = newKey('books', '.svg');
  const coverSvg = drawCover(
    input.title,
    input.category || (input.kind === 'audio' ? '有声' : '小说'),
    palette,
    seed,
  );
  await storage.put(coverKey, encodeImageScheme2(new TextEncoder().encode(coverSvg), imageKey));
  return `/${coverKey}`;
}

/** Stores the audio files of `chapters`; each chapter with the path of its file (or ''). */
async function storeAudio(storage: Storage, chapters: readonly ChapterInput[]) {
  const prepared: Array<ChapterInput & { audioPath: string }> = [];
  for (const c of chapters) {
    let audio = '';
    if (c.audio) {
      const key = newKey('audio', c.audio.ext);
      await storage.put(key, c.audio.bytes);
      audio = `/${key}`;
    }
    prepared.push({ ...c, audioPath: audio });
  }
  return prepared;
}

/**
 * Adds `chapters` after the last chapter of book `bookId` (one import at a time per book: the
 * book's row is locked) and keeps its chapter count, words and duration in step. Audio files
 * are stored first; they are deleted again when the chapters cannot be added.
 */
export async function appendChapters(
  db: Database,
  storage: Storage,
  bookId: number,
  chapters: readonly ChapterInput[],
): Promise<{ added: number }> {
  const prepared = await storeAudio(storage, chapters);
  try {
    await db.transaction(async (tx) => {
      const [book] = await tx.select({ id: books.id }).from(books).where(eq(books.id, bookId)).for('update');
      if (!book) throw new Error(`no book ${bookId}`);
      const [last] = await tx
        .select({ index: sql<number>`coalesce(max(${bookChapters.index}), 0)::int` })
        .from(bookChapters)
        .where(eq(bookChapters.bookId, bookId));
      await insertChapters(tx, bookId, (last?.index ?? 0) + 1, prepared);
      await tx.execute(sql`update books set
        chapter_count = (select count(*) from book_chapters where book_id = ${bookId}),
        words = (select coalesce(sum(words), 0) from book_chapters where book_id = ${bookId}),
        duration = (select coalesce(sum(duration), 0) from book_chapters where book_id = ${bookId}),
        updated_at = now()
        where id = ${bookId}`);
    });
  } catch (err) {
    for (const c of prepared) if (c.audioPath) await storage.delete(c.audioPath.slice(1)).catch(() => {});
    throw err;
  }
  return { added: prepared.length };
}

async function insertChapters(
  tx: Executor,
  bookId: number,
  firstIndex: number,
  prepared: ReadonlyArray<ChapterInput & { audioPath: string }>,
) {
  if (prepared.length === 0) return;
  await tx.insert(bookChapters).values(
    prepared.map((c, i) => ({
      bookId,
      index: firstIndex + i,
      title: c.title,
      access: c.access ?? 'free',
      price: c.access && c.access !== 'free' ? (c.price ?? 0) : 0,
      content: c.content ?? '',
      words: countWords(c.content ?? ''),
      audio: c.audioPath,
      duration: c.audio?.duration ?? 0,
    })),
  );
}

export async function insertBook(
  db: Database,
  storage: Storage,
  imageKey: string,
  input: BookInput,
  seed = 1,
): Promise<{ id: number; chapters: number }> {
  const cover = await drawBookCover(storage, imageKey, input, seed);
  const prepared = await storeAudio(storage, input.chapters);
  return db.transaction(async (tx) => {
    const words = prepared.reduce((a, c) => a + countWords(c.content ?? ''), 0);
    const duration = input.chapters.reduce((a, c) => a + (c.audio?.duration ?? 0), 0);
    const [book] = await tx
      .insert(books)
      .values({
        kind: input.kind,
        title: input.title,
        cover,
        author: input.author ?? '',
        narrator: input.narrator ?? '',
        category: input.category ?? '',
        description: input.description ?? '',
        finished: input.finished ? 1 : 0,
        chapterCount: prepared.length,
        words,
        duration,
        score: input.score ?? 0,
        views: input.views ?? 0,
        published: input.published === false ? 0 : 1,
      })
      .returning({ id: books.id });
    await insertChapters(tx, book!.id, 1, prepared);
    return { id: book!.id, chapters: prepared.length };
  });
}
