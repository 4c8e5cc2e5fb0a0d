import { setImmediate as nextTurn } from 'node:timers/promises';
import { endpoints } from '@lld/protocol/api/endpoints';
import { encryptPayload } from '@lld/protocol/cipher';
import { STREAM_PREFIX } from '@lld/protocol/constants';
import { nowSeconds, playlistSign, randomUuidV4 } from '@lld/protocol/sign';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { devId, TestClient } from '../apps/server/src/test/client.ts';
import { benchConfig } from './support/app-config.ts';
import { forEachDatabase, record } from './support/databases.ts';

const STARTS = Number(process.env.BENCH_STARTS ?? 400);
const STEPS = ['media/play', 'view', 'master', 'variant', 'key'] as const;
type Step = (typeof STEPS)[number];

interface Sample {
  statements: number;
  wallUs: number;
  cpuUs: number;
}

async function run(label: string, handle: DatabaseHandle): Promise<void> {
  const config = benchConfig('start');
  // Recording from before the app is built: repositories prepare their busiest queries when
  // built, and a prepared query keeps the logger of that moment.
  const rec = record(handle);
  const app = await buildApp(config, { db: handle });
  await app.ready();
  const guest = new TestClient(app, config);
  await guest.guest(devId('bench-start'));

  /** One step through `inject`: its statements, wall time and CPU; the client's work left out. */
  let showSql = false;
  async function step(
    send: () => Promise<{ statusCode: number; body: string }>,
    after?: () => Promise<void>,
  ) {
    rec.take();
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const res = await send();
    const wallUs = (performance.now() - t0) * 1000;
    await after?.();
    const used = process.cpuUsage(cpu);
    const statements = rec.take();
    if (showSql) for (const q of statements) console.log(`  ${q.text.replace(/\s+/g, ' ').slice(0, 240)}`);
    return { res, sample: { statements: statements.length, wallUs, cpuUs: used.user + used.system } };
  }

  const play = (id: number) => {
    const e = endpoints.mediaPlay;
    const headers = guest.signedHeaders(e.path);
    const payload = JSON.stringify({ data: encryptPayload(config.dataKey, { id }) });
    return step(() =>
      app.inject({
        method: 'POST',
        url: `/api${e.path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      }),
    );
  };
  // media/play records the view on the turn after its answer; one more statement queued behind
  // it on the database tells when it is done (PGlite runs one at a time; on PostgreSQL's pool
  // this is close, not exact). The fence is not counted among the view's statements.
  const view = async () => {
    const v = await step(
      async () => {
        await nextTurn();
        return { statusCode: 200, body: '' };
      },
      async () => {
        await handle.db.execute(sql`select 1`);
      },
    );
    return { ...v, sample: { ...v.sample, statements: v.sample.statements - 1 } };
  };
  const get = (url: string) => step(() => app.inject({ method: 'GET', url }));

  async function start(id: number): Promise<Record<Step, Sample> | null> {
    const p = await play(id);
    if (p.res.statusCode !== 200) return null;
    const v = await view();
    const timestamp = nowSeconds();
    const nonce = randomUuidV4();
    const sign = playlistSign({ key: config.signKey, token: guest.token, id, timestamp, nonce });
    const query = new URLSearchParams({ token: guest.token, timestamp: String(timestamp), sign, nonce });
    const m = await get(`${STREAM_PREFIX}${id}?${query}`);
    if (m.res.statusCode !== 200) return null;
    const variantUrl = m.res.body.split('\n').find((line) => line && !line.startsWith('#'));
    if (!variantUrl) return null;
    const va = await get(variantUrl);
    const keyUrl = /URI="([^"]+)"/.exec(va.res.body)?.[1];
    if (va.res.statusCode !== 200 || !keyUrl) return null;
    const k = await get(keyUrl);
    if (k.res.statusCode !== 200) return null;
    return {
      'media/play': p.sample,
      view: v.sample,
      master: m.sample,
      variant: va.sample,
      key: k.sample,
    };
  }

  // First starts: every video a guest can start, once, before anything of it is cached.
  const firsts: Array<Record<Step, Sample>> = [];
  const playable: number[] = [];
  for (let id = 1; id <= 200 && playable.length < 40; id++) {
    const s = await start(id);
    if (!s) continue;
    firsts.push(s);
    playable.push(id);
  }
  if (playable.length < 3) throw new Error(`only ${playable.length} demo videos start for a guest`);
  const hot = playable.slice(0, 3);
  for (let i = 0; i < 50; i++) await start(hot[i % 3]!);
  if (process.env.BENCH_SQL) {
    // The statements of one repeated start of each hot video, in order (the view's ends with the
    // fence, select 1).
    showSql = true;
    for (const id of hot) {
      console.log(`\n${label}: the statements of a repeated start of video ${id}`);
      await start(id);
    }
    showSql = false;
  }
  const repeats: Array<Record<Step, Sample>> = [];
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < STARTS; i++) {
    const s = await start(hot[i % 3]!);
    if (s) repeats.push(s);
  }
  const wholeMs = (performance.now() - t0) / STARTS;
  const used = process.cpuUsage(cpu);
  await app.close();

  print(`${label}: first start of each of ${firsts.length} demo videos (a guest)`, firsts);
  print(`${label}: ${repeats.length} repeated starts of videos ${hot.join(', ')} (a guest)`, repeats);
  console.log(
    `whole loop: ${wholeMs.toFixed(2)} ms a start, ${((used.user + used.system) / STARTS / 1000).toFixed(2)} ms CPU a start (the client's signing and encryption included)\n`,
  );
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function print(title: string, samples: Array<Record<Step, Sample>>): void {
  console.log(`\n${title}\n`);
  console.log('| step | statements | wall µs, median | wall µs, p90 | CPU µs, mean |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const row = (name: string, pick: (s: Record<Step, Sample>) => Sample) => {
    const all = samples.map(pick);
    const wall = all.map((s) => s.wallUs).sort((a, b) => a - b);
    const statements = all.reduce((sum, s) => sum + s.statements, 0) / all.length;
    const cpu = all.reduce((sum, s) => sum + s.cpuUs, 0) / all.length;
    console.log(
      `| ${name} | ${Number.isInteger(statements) ? statements : statements.toFixed(2)} | ${Math.round(quantile(wall, 0.5))} | ${Math.round(quantile(wall, 0.9))} | ${Math.round(cpu)} |`,
    );
  };
  for (const name of STEPS) row(name, (s) => s[name]);
  row('whole start', (s) =>
    STEPS.reduce<Sample>(
      (sum, name) => ({
        statements: sum.statements + s[name].statements,
        wallUs: sum.wallUs + s[name].wallUs,
        cpuUs: sum.cpuUs + s[name].cpuUs,
      }),
      { statements: 0, wallUs: 0, cpuUs: 0 },
    ),
  );
}

await forEachDatabase(run);
