/**
 * Adding books: a text file split into chapters, or a list of audio files as tracks. Used by
 * the demo seed and by the import command (novels.cli.ts).
 */
import { encodeImageScheme2 } from '@lld/protocol/image-codec';
import { newKey, type Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/database.ts';
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

export async function insertBook(
  db: Database,
  storage: Storage,
  imageKey: string,
  input: BookInput,
  seed = 1,
): Promise<{ id: number; chapters: number }> {
  const palette = PALETTES[seed % PALETTES.length]!;
  const coverKey = newKey('books', '.svg');
  const coverSvg = drawCover(
    input.title,
    input.category || (input.kind === 'audio' ? '有声' : '小说'),
    palette,
    seed,
  );
  await storage.put(coverKey, encodeImageScheme2(new TextEncoder().encode(coverSvg), imageKey));

  const prepared: Array<ChapterInput & { audioPath: string }> = [];
  for (const c of input.chapters) {
    let audio = '';
    if (c.audio) {
      const key = newKey('audio', c.audio.ext);
      await storage.put(key, c.audio.bytes);
      audio = `/${key}`;
    }
    prepared.push({ ...c, audioPath: audio });
  }
  return db.transaction(async (tx) => {
    const words = prepared.reduce((a, c) => a + countWords(c.content ?? ''), 0);
    const duration = input.chapters.reduce((a, c) => a + (c.audio?.duration ?? 0), 0);
    const [book] = await tx
      .insert(books)
      .values({
        kind: input.kind,
        title: input.title,
        cover: `/${coverKey}`,
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
      })
      .returning({ id: books.id });
    if (prepared.length)
      await tx.insert(bookChapters).values(
        prepared.map((c, i) => ({
          bookId: book!.id,
          index: i + 1,
          title: c.title,
          access: c.access ?? 'free',
          price: c.access && c.access !== 'free' ? (c.price ?? 0) : 0,
          content: c.content ?? '',
          words: countWords(c.content ?? ''),
          audio: c.audioPath,
          duration: input.chapters[i]?.audio?.duration ?? 0,
        })),
      );
    return { id: book!.id, chapters: prepared.length };
  });
}
