/**
 * Import command (operators):
 *   npm run import:novel -w apps/server -- --title 书名 [--author 作者] [--category 分类]
 *       [--free 3] [--price 100] book.txt
 *     splits the text at its chapter headings (第N章 / 第N回 / 序章 / 楔子 …) into chapters;
 *   npm run import:audio -w apps/server -- --title 书名 [--narrator 主播] [--free 2] [--price 50]
 *       01.wav 02.mp3 …
 *     adds one track per file, in the order given (WAV durations are read from the header).
 * Chapters after the first `--free` cost `--price` gold hundredths (default: all free).
 * Uses DATA_DIR / DATABASE_URL like the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStorage } from '../../adapters/storage-config.ts';
import { configFromProcess } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { accessByRule, type ChapterInput, insertBook, splitChapters } from './novels.import.ts';
import { wavDuration } from './wav.ts';

const AUDIO_EXTS = new Set(['.wav', '.mp3', '.m4a', '.aac', '.ogg']);

async function main(): Promise<void> {
  const [mode, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      author: { type: 'string', default: '' },
      narrator: { type: 'string', default: '' },
      category: { type: 'string', default: '' },
      description: { type: 'string', default: '' },
      free: { type: 'string', default: '100000' },
      price: { type: 'string', default: '0' },
    },
  });
  if ((mode !== 'novel' && mode !== 'audio') || !values.title || positionals.length === 0) {
    console.error('usage: novels.cli.ts novel|audio --title 书名 [options] file…');
    process.exit(2);
  }
  const free = Number(values.free);
  const price = Number(values.price);
  if (!Number.isInteger(free) || free < 0 || !Number.isInteger(price) || price < 0) {
    console.error('--free and --price take whole numbers ≥ 0');
    process.exit(2);
  }
  const accessOf = (i: number) => accessByRule({ free, price, access: 'paid' }, i);

  const config = configFromProcess();
  const db = await createDatabase(config);
  const storage = await createStorage(config);
  try {
    let chapters: ChapterInput[];
    if (mode === 'novel') {
      const parts = splitChapters(readFileSync(positionals[0]!, 'utf8'));
      chapters = parts.map((p, i) => ({ ...p, ...accessOf(i) }));
    } else {
      chapters = positionals.map((file, i) => {
        const ext = path.extname(file).toLowerCase();
        if (!AUDIO_EXTS.has(ext))
          throw new Error(`${file}: not an audio file (${[...AUDIO_EXTS].join(' ')})`);
        const bytes = new Uint8Array(readFileSync(file));
        return {
          title: path.basename(file, ext),
          audio: { bytes, ext, duration: ext === '.wav' ? wavDuration(bytes) : 0 },
          ...accessOf(i),
        };
      });
    }
    const r = await insertBook(db.db, storage, config.imageKey, {
      kind: mode === 'novel' ? 'text' : 'audio',
      title: values.title,
      author: values.author,
      narrator: values.narrator,
      category: values.category,
      description: values.description,
      chapters,
    });
    console.log(`imported book ${r.id} with ${r.chapters} ${mode === 'novel' ? 'chapters' : 'tracks'}`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
