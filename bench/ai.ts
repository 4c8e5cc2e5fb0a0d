// `npm run bench:ai`: the AI studio against the bundled sandbox provider (its own HTTP server,
// the protocols real providers speak, text streamed at AI_SANDBOX_TOKEN_MS = 15 ms a chunk as
// `npm start` runs it), on the embedded PGlite (and PostgreSQL with BENCH_DATABASE_URL):
//
// 1. Companion, submit → first streamed token: BENCH_AI_MESSAGES (30) messages, one after the
//    other, each timed from sending aimate/sync until the job stream (GET aijob/stream over real
//    HTTP, as the app follows it) delivers the first text of the reply. p50/p95/max.
// 2. Worker throughput per tool: BENCH_AI_JOBS jobs of one tool submitted at once by as many
//    users (so the per-user limit does not serialise them), timed from the first submission until
//    the last is done, with the server's default concurrency limits (AI_CONCURRENCY
//    image=2,faceswap=1,video=1,novel=4,companion=8; AI_USER_CONCURRENCY=1). Jobs/s and the most
//    jobs seen running at once; and the accept latency of those submissions (the call, with
//    moderation, the credit charge and the queue row in one transaction), p50/p95.
// Printed as a table; not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AiToolName } from '@lld/protocol/api/calls/ai';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { buildSandboxAi } from '../apps/server/src/adapters/ai/sandbox/sandbox-ai.ts';
import { MemoryKv } from '../apps/server/src/adapters/kv.ts';
import { LocalStorage } from '../apps/server/src/adapters/storage.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { aiJobs } from '../apps/server/src/modules/ai/ai.schema.ts';
import { seedAiCatalog } from '../apps/server/src/modules/ai/ai-catalog.service.ts';
import { devId, TestClient } from '../apps/server/src/test/client.ts';
import { forEachDatabase } from './support/databases.ts';

const MESSAGES = Number(process.env.BENCH_AI_MESSAGES ?? 30);
const JOBS: Record<AiToolName, number> = {
  image: Number(process.env.BENCH_AI_JOBS ?? 16),
  faceswap: Number(process.env.BENCH_AI_JOBS ?? 16) / 2,
  video: Math.max(2, Number(process.env.BENCH_AI_JOBS ?? 16) / 4),
  novel: Number(process.env.BENCH_AI_JOBS ?? 16),
  companion: Number(process.env.BENCH_AI_JOBS ?? 16) * 2,
};
const CONCURRENCY = 'image=2,faceswap=1,video=1,novel=4,companion=8';

/** Secrets of this run only (no secrets file is written). */
const SECRETS = {
  APP_SIGN_KEY: 'bench-sign-key-0123456789',
  APP_DATA_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  APP_IMAGE_KEY: 'bench-image-key',
  ADMIN_KEY: 'bench-admin-key-0123456789',
  CREDENTIAL_KEY: 'bench-credential-key-0123456789',
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const rows: string[][] = [];

async function run(label: string, handle: DatabaseHandle): Promise<void> {
  const sandbox = await buildSandboxAi({ prefix: '/sandbox-ai', ffmpegPath: 'ffmpeg', tokenDelayMs: 15 });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const sa = sandbox.app.server.address();
  const base = `http://127.0.0.1:${typeof sa === 'object' && sa ? sa.port : 0}/sandbox-ai`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lld-bench-ai-'));
  const config = loadConfig({
    ...SECRETS,
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'off',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_IP: '1000000/10s',
    RATE_LIMIT_IP_CEILING: '10000000/10s',
    RATE_LIMIT_TOKEN: '1000000/10s',
    GUEST_LIMIT_PER_NETWORK: '1000000/hour',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    AI_CHAT_URL: `${base}/v1`,
    AI_IMAGE_URL: base,
    AI_VIDEO_URL: `${base}/v1`,
    AI_VIDEO_POLL_MS: '200',
    AI_CONCURRENCY: CONCURRENCY,
  });
  const kv = new MemoryKv();
  const app = await buildApp(config, {
    db: handle,
    kv,
    storage: new LocalStorage(path.join(dataDir, 'files')),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await seedAiCatalog(app.db);
  const aa = app.server.address();
  const origin = `http://127.0.0.1:${typeof aa === 'object' && aa ? aa.port : 0}`;
  let seq = 0;
  const member = async (credits: number) => {
    const c = new TestClient(app, config, { remoteAddress: `198.51.100.${++seq % 250}` });
    const g = await c.guest(devId(`bench-ai-${seq}`));
    const userId = g.data.userInfo.id as number;
    await app.db.transaction((tx) =>
      app.services.aiCredits.move(tx, userId, credits, 'grant', 'bench', `bench-${userId}`),
    );
    return Object.assign(c, { userId });
  };
  const ownPng = async (userId: number) =>
    (
      await app.services.uploads.storeImage(
        userId,
        await sharp({ create: { width: 320, height: 400, channels: 3, background: '#cc8866' } })
          .png()
          .toBuffer(),
      )
    ).url;

  try {
    // 1. Companion: submit → first streamed token, over the real job stream.
    const c = await member(10_000);
    const firsts: number[] = [];
    for (let i = 0; i < MESSAGES + 2; i++) {
      const start = performance.now();
      const sent = await c.call('aimateSync', {
        characterId: 'mate-xiaoya',
        message: `第${i}条：今天过得怎么样？`,
      });
      const id = sent.data.job?.id;
      if (!id) throw new Error(`aimate/sync: ${JSON.stringify(sent.body)}`);
      const res = await fetch(`${origin}/api/app/aijob/stream?id=${id}`, {
        headers: { authorization: c.token, accept: 'text/event-stream' },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let first = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        if (!first && /"text":"[^"]/.test(buffer)) first = performance.now() - start;
      }
      if (!first) throw new Error(`job ${id}: no text streamed`);
      if (i >= 2) firsts.push(first); // the first two warm the model and the plans
    }
    firsts.sort((a, b) => a - b);
    rows.push([
      label,
      'companion: submit → first token',
      `${MESSAGES} msgs`,
      `p50 ${pct(firsts, 0.5).toFixed(0)} ms`,
      `p95 ${pct(firsts, 0.95).toFixed(0)} ms`,
      `max ${firsts[firsts.length - 1]!.toFixed(0)} ms`,
      '',
    ]);

    // 2. Throughput per tool with the concurrency limits.
    const limits = Object.fromEntries(CONCURRENCY.split(',').map((p) => p.split('='))) as Record<
      string,
      string
    >;
    console.error(`${label}: companion first token p50 ${pct(firsts, 0.5).toFixed(0)} ms`);
    for (const tool of ['image', 'faceswap', 'video', 'novel', 'companion'] as const) {
      const n = JOBS[tool];
      console.error(`${label}: ${tool}, ${n} jobs…`);
      const users = await Promise.all(Array.from({ length: n }, () => member(1000)));
      const images =
        tool === 'faceswap' || tool === 'video' ? await Promise.all(users.map((u) => ownPng(u.userId))) : [];
      const start = performance.now();
      const accepts: number[] = [];
      const ids = await Promise.all(
        users.map(async (u, i) => {
          const sent = performance.now();
          const r =
            tool === 'image'
              ? await u.call('texttoimageGenerate', { prompt: `星空下的海边小屋 ${i}` })
              : tool === 'faceswap'
                ? await u.call('facechangeSubmit', {
                    templateId: 'scene-snow',
                    imageUrl: images[i]!,
                    consent: true,
                  })
                : tool === 'video'
                  ? await u.call('imagetovideoGenerate', {
                      imageUrl: images[i]!,
                      prompt: '',
                      motion: 'zoom-in',
                    })
                  : tool === 'novel'
                    ? await u.call('texttonovelGenerate', {
                        premise: `雨天书店里的一次相遇 ${i}`,
                        genre: 'romance',
                      })
                    : await u.call('aimateSync', { characterId: 'mate-ajie', message: `你好 ${i}` });
          accepts.push(performance.now() - sent);
          const id =
            tool === 'companion' ? (r.data as { job: { id: number } }).job.id : (r.data as { id: number }).id;
          if (!id) throw new Error(`${tool}: ${JSON.stringify(r.body)}`);
          return id;
        }),
      );
      let running = 0;
      for (;;) {
        const states = await app.db
          .select({ status: aiJobs.status })
          .from(aiJobs)
          .where(inArray(aiJobs.id, ids));
        running = Math.max(running, states.filter((s) => s.status === 'running').length);
        const failed = states.filter((s) => s.status === 'failed').length;
        if (failed) throw new Error(`${tool}: ${failed} jobs failed`);
        if (states.every((s) => s.status === 'done')) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const seconds = (performance.now() - start) / 1000;
      rows.push([
        label,
        `worker: ${tool}`,
        `${n} jobs, limit ${limits[tool]}`,
        `${(n / seconds).toFixed(2)} jobs/s`,
        `${seconds.toFixed(1)} s`,
        `≤${running} running`,
        `accept p50 ${pct(
          accepts.sort((a, b) => a - b),
          0.5,
        ).toFixed(0)} / p95 ${pct(accepts, 0.95).toFixed(0)} ms`,
      ]);
    }
  } finally {
    await app.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await forEachDatabase(run);
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log('\nAI studio (sandbox provider, text at 15 ms a chunk)');
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
