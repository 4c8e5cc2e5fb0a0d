// `npm run ingest -w apps/server -- <file> --title <title> [--access free|vip|paid] [--price <gold×100>]
//   [--preview <seconds>] [--tags a,b] [--actor <name>] [--topic <name>] [--description <text>]`
// Transcodes a video into encrypted HLS in DATA_DIR (or DATABASE_URL) and publishes it. With the
// embedded database, stop the server first (PGlite is single-process); with PostgreSQL it may run.
import { parseArgs } from 'node:util';
import { createStorage } from '../src/adapters/storage-config.ts';
import { configFromProcess } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { ingest } from '../src/modules/media/pipeline/ingest.ts';
import { PipelineError } from '../src/modules/media/pipeline/transcode.ts';

const usage =
  'usage: npm run ingest -w apps/server -- <file> --title <title> [--access free|vip|paid] [--price N] [--preview S] [--tags a,b] [--actor NAME] [--topic NAME] [--description TEXT]';

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        access: { type: 'string', default: 'free' },
        price: { type: 'string' },
        preview: { type: 'string' },
        tags: { type: 'string' },
        actor: { type: 'string' },
        topic: { type: 'string' },
        description: { type: 'string' },
      },
    });
  }
  try {
    parsed = parse();
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const file = positionals[0];
  if (!file || !values.title) {
    console.error(usage);
    return 2;
  }
  const access = values.access as 'free' | 'vip' | 'paid';
  if (!['free', 'vip', 'paid'].includes(access)) {
    console.error(`--access must be free, vip or paid\n${usage}`);
    return 2;
  }
  const config = configFromProcess();
  const db = await createDatabase(config);
  const storage = await createStorage(config);
  let last = '';
  try {
    const result = await ingest(
      {
        source: file,
        title: values.title,
        access,
        ...(values.price ? { price: Number(values.price) } : {}),
        ...(values.preview ? { previewSeconds: Number(values.preview) } : {}),
        ...(values.tags ? { tags: values.tags.split(/[,，]/) } : {}),
        ...(values.actor ? { actor: values.actor } : {}),
        ...(values.topic ? { topic: values.topic } : {}),
        ...(values.description ? { description: values.description } : {}),
      },
      {
        db: db.db,
        storage,
        tools: { ffmpeg: config.ffmpegPath, ffprobe: config.ffprobePath },
        imageKey: config.imageKey,
        onProgress: (p) => {
          const line = `[ingest] ${p.stage} ${Math.round(p.fraction * 100)}%`;
          if (line !== last) {
            last = line;
            process.stdout.write(process.stdout.isTTY ? `\r${line}   ` : `${line}\n`);
          }
        },
      },
    );
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(
      `[ingest] done: video ${result.videoId} (job ${result.jobId}), ${result.duration.toFixed(1)} s, renditions ${result.renditions.join(', ')}`,
    );
    return 0;
  } catch (err) {
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.error(`[ingest] failed: ${err instanceof PipelineError ? err.message : (err as Error).stack}`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
