// `npm run bench:nonces`: the in-process nonce store (PROTOCOL §2) under a node's sustained load.
// Feeds BENCH_NONCE_RATE calls a second (default 2,000) for the ten minutes a nonce is kept, on a
// simulated clock, into MemoryKv two ways: as a key of its general map (`setIfAbsent('nonce:…')`,
// how nonces were kept until session 59) and through `claimNonce` (the NonceSet). Each nonce is
// sliced from an `x-api-key` header text, as the server parses it. Prints, per way: time a claim
// over the whole run and over its last minute (the steady state), nonces held and heap a nonce held, a full GC's pause with the store full, whether the first minute's nonces
// are still refused at the end, and whether a captcha mark and a rate-limit counter set before
// the load survived it.
import { randomUUID } from 'node:crypto';
import { MemoryKv } from '../apps/server/src/adapters/kv.ts';

const RATE = Number(process.env.BENCH_NONCE_RATE ?? 2_000);
const SECONDS = 600;
const TOTAL = RATE * SECONDS;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc (npm run bench:nonces does)');

function header(): string {
  return `timestamp=1795577819&sign=${'0'.repeat(40)}&nonce=${randomUUID()}`;
}
const NONCE_AT = header().indexOf('nonce=') + 'nonce='.length;

interface Row {
  way: string;
  nsPerClaim: number;
  nsLastMinute: number;
  held: number;
  bytesPerHeld: number;
  fullGcMs: number;
  firstMinuteRefused: string;
  keptOtherKeys: string;
}

async function run(way: string, claim: (kv: MemoryKv, nonce: string) => Promise<boolean>): Promise<Row> {
  let now = 1_000_000_000;
  const kv = new MemoryKv({ now: () => now, sweepMs: 3_600_000 });
  await kv.setIfAbsent('cap:used:c1', SECONDS * 2);
  await kv.increment('rl:ip:10.0.0.1', SECONDS * 2);
  gc!();
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const firstMinute: string[] = [];
  const step = 1000 / RATE;
  let elapsed = 0n;
  let lastMinute = 0n;
  let lastMinuteClaims = 0;
  for (let i = 0; i < TOTAL; i += 10_000) {
    // Headers made outside the timed part; each nonce a slice of its header, as the parser's.
    const batch = Array.from({ length: Math.min(10_000, TOTAL - i) }, () => header().slice(NONCE_AT));
    if (i < RATE * 60) firstMinute.push(...batch.filter((_, k) => k % 100 === 0));
    const t0 = process.hrtime.bigint();
    for (const n of batch) {
      now += step;
      if (!(await claim(kv, n))) throw new Error(`${way}: a fresh nonce was refused`);
    }
    const took = process.hrtime.bigint() - t0;
    elapsed += took;
    if (i >= TOTAL - RATE * 60) {
      lastMinute += took;
      lastMinuteClaims += batch.length;
    }
  }
  gc!();
  const bytes = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore;
  const held = kv.size + kv.nonceCount - 2;
  const g0 = process.hrtime.bigint();
  gc!();
  const fullGcMs = Number(process.hrtime.bigint() - g0) / 1e6;
  let refused = 0;
  for (const n of firstMinute) if (!(await claim(kv, n))) refused++;
  const capKept = !(await kv.setIfAbsent('cap:used:c1', SECONDS * 2));
  const counterKept = (await kv.increment('rl:ip:10.0.0.1', SECONDS * 2)).count === 2;
  await kv.close();
  return {
    way,
    nsPerClaim: Math.round(Number(elapsed) / TOTAL),
    nsLastMinute: Math.round(Number(lastMinute) / lastMinuteClaims),
    held,
    bytesPerHeld: Math.round(bytes / held),
    fullGcMs: Math.round(fullGcMs * 10) / 10,
    firstMinuteRefused: `${refused} of ${firstMinute.length}`,
    keptOtherKeys: `captcha ${capKept ? 'yes' : 'NO'}, counter ${counterKept ? 'yes' : 'NO'}`,
  };
}

const rows = [
  await run('map key (before)', (kv, n) => kv.setIfAbsent(`nonce:${n}`, SECONDS)),
  await run('NonceSet (claimNonce)', (kv, n) => kv.claimNonce(n)),
];
console.log(
  `\n${TOTAL.toLocaleString('en')} nonces: ${RATE.toLocaleString('en')} calls a second for ${SECONDS} s (BENCH_NONCE_RATE), simulated clock\n`,
);
console.table(rows);
