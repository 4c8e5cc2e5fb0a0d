#!/usr/bin/env node
// `npm run bench:api`: what our protocol costs per call. The same load (keep-alive, fixed
// connections, fixed duration) against bare node:http, a bare Fastify route and our app's
// signed + encrypted calls (ping/config: the start-up config, cached JSON text; media/home:
// the home feed, a signed POST with an encrypted `{}` body and a cached answer; user/info: body
// cipher, session and a user query; ping/check: signature, nonce, cipher and a database ping).
// Each app call is then compared with bare node:http sending a body of the same length, in
// turns with it (`interleave`): req/s, p99 and the server's CPU per call (process.cpuUsage of the server process,
// every thread of it, the answer sealer's too; user + system, over the measured seconds; the system part, the kernel's share, beside it: a
// CPU profile counts time in the socket write as wall time, this does not). Loopback only; bounded in time.
// Environment: BENCH_SECONDS (5), BENCH_WARMUP (2), BENCH_CONNECTIONS (100), BENCH_ROWS (app rows
// to run, e.g. `media/home,user/info`), BENCH_SLICES (the rounds each app row and its comparisons
// take turns in, SECONDS of them unless given), BENCH_PROFILE (a folder: a CPU profile of the
// server per app row, over its rounds), BENCH_LOG_LEVEL (the app's LOG_LEVEL, `silent` unless given; at `info`, the server's
// default, it writes one access line per call, here to /dev/null), BENCH_REDIS_URL (the app's shared store
// — nonces, rate-limit counters — in this Redis, as when several nodes run; flushed by nobody, keys expire),
// BENCH_RATE (calls a second offered to each app row and to node:http in the same-load table; half of
// the app row's req/s in this run unless given, 0 for none).
//
// Why the same-load table: the rows above are a closed loop (CONNECTIONS callers, each sending its
// next call when the last is answered), so a server's latency there is CONNECTIONS divided by its
// rate: at 0.5x the rate every percentile is ~2x before any tail of its own. The same-load table
// offers both servers the same calls a second on a fixed schedule (an open loop, each latency taken
// from the call's scheduled time, so a stall counts for every call it delays), below either one's
// capacity: the latency a caller sees when the server is not the bottleneck.
import { fork } from 'node:child_process';
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? process.env.BENCH_CONCURRENCY ?? 100);
const SIGN_KEY = 'bench-sign-key-0123456789';
const DATA_KEY = Buffer.from('a'.repeat(64), 'hex');
const UA = 'DevType=bench&SysType=h5_pc&Ver=2.1.1&BuildID=node';
const PROFILE_DIR = process.env.BENCH_PROFILE ? resolvePath(process.env.BENCH_PROFILE) : '';
const target = fileURLToPath(new URL('./support/api-target.ts', import.meta.url));
const extraArgs = process.env.BENCH_TARGET_ARGS ? process.env.BENCH_TARGET_ARGS.split(' ') : [];
const PRESIGN = process.env.BENCH_PRESIGN !== '0';
/** Unmeasured seconds of each entry after its signed calls are made (`interleave`, `atSameLoad`). */
const SETTLE_SECONDS = Math.min(0.5, WARM_UP_SECONDS);
/** Rounds an app row and its two node:http comparisons take turns in (`interleave`, below): 1 s slices. */
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? Math.round(SECONDS)));
/** Calls a second in the same-load table (null: half the app row's req/s). */
const RATE = process.env.BENCH_RATE === undefined ? null : Number(process.env.BENCH_RATE);

/** Starts the server process; resolves once it listens. `cpu()` reads its CPU time (µs, `{ user, system }`). */
function start(mode, port) {
  return new Promise((resolve, reject) => {
    const child = fork(target, [mode, String(port)], {
      execArgv: ['--import', 'tsx', ...extraArgs],
      stdio: 'inherit',
    });
    child.once('message', () => {
      const cpu = () =>
        new Promise((done) => {
          child.once('message', (m) => done(m.cpu));
          child.send('cpu');
        });
      const profile = (file) =>
        new Promise((done) => {
          child.once('message', done);
          child.send({ profile: file });
        });
      /** Bare mode: answer these paths with these recorded answers (`{ path: { headers, body } }`). */
      const replay = (answers) =>
        new Promise((done) => {
          child.once('message', done);
          child.send({ replay: answers });
        });
      const stop = () =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill();
        });
      resolve({ cpu, profile, replay, stop });
    });
    child.once('exit', (code) => reject(new Error(`${mode} exited ${code}`)));
  });
}

function encrypt(value) {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', DATA_KEY, iv);
  const body = Buffer.concat([c.update(JSON.stringify(value)), c.final()]);
  return Buffer.concat([iv, body, c.getAuthTag()]).toString('base64');
}

function decrypt(b64) {
  const raw = Buffer.from(b64, 'base64');
  const d = createDecipheriv('aes-256-gcm', DATA_KEY, raw.subarray(0, 12));
  d.setAuthTag(raw.subarray(raw.length - 16));
  return JSON.parse(Buffer.concat([d.update(raw.subarray(12, raw.length - 16)), d.final()]).toString());
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One call over the keep-alive agent: `{ status, text, res }` (`res` for its headers, read only when asked). */
function call(port, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, text, res }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Headers Node's own HTTP server writes for every answer; a replayed answer leaves them to it. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One call's answer, its headers (but NODE_WRITES) and body, to be replayed by bare node:http. */
async function recordAnswer(port, path, options) {
  const { res, text } = await call(port, path, options);
  const kept = Object.entries(res.headers).filter(([name]) => !NODE_WRITES.has(name));
  return { headers: Object.fromEntries(kept), body: text };
}

/** A signed call of PROTOCOL §2 (and an encrypted body for POST): a fresh nonce each time. */
function signed(port, path, token, method, payload) {
  const { headers, body } = signedRequest(path, token, method, payload);
  return call(port, `/api/app${path}`, { method, headers, body });
}

/** The headers and body of one signed call (PROTOCOL §2, §3), ready to send. */
function signedRequest(path, token, method, payload) {
  const t = Math.floor(Date.now() / 1000);
  const n = randomUUID();
  const sign = createHmac('sha1', SIGN_KEY).update(`${token}/api/app${path}${UA}${t}${n}`).digest('hex');
  const headers = {
    Authorization: token,
    'X-User-Agent': UA,
    'x-api-key': `timestamp=${t}&sign=${sign}&nonce=${n}`,
  };
  let body;
  if (method === 'POST') {
    body = JSON.stringify({ data: encrypt(payload) });
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return { headers, body };
}

/**
 * An app row's calls: signed live (warm-up, BENCH_PRESIGN=0), or taken from a pool built
 * beforehand by `prepare(count)` (BENCH_PRESIGN, above). `liveSigned` counts calls signed live
 * while a pool was in use (it ran out).
 */
function appCalls(port, path, token, method, payload) {
  let pool = null;
  let next = 0;
  const calls = {
    liveSigned: 0,
    prepare(count) {
      pool = Array.from({ length: count }, () => signedRequest(path, token, method, payload));
      next = 0;
      calls.liveSigned = 0;
    },
    release() {
      pool = null;
    },
    /** One live call's answer, for `replay` (above). */
    record() {
      return recordAnswer(port, `/api/app${path}`, {
        method,
        ...signedRequest(path, token, method, payload),
      });
    },
    path: `/api/app${path}`,
    /** One call to `to` (the app's port unless given: bare node:http replaying the exchange). */
    request(to = port) {
      if (pool && next < pool.length) {
        const { headers, body } = pool[next];
        pool[next++] = undefined;
        return call(to, `/api/app${path}`, { method, headers, body });
      }
      if (pool) calls.liveSigned++;
      return signed(to, path, token, method, payload);
    },
  };
  return calls;
}

/** CONNECTIONS loops for `seconds`; an answer counts as an error unless it is a code 200. */
async function load(seconds, makeRequest) {
  const r = await loadRaw(seconds, makeRequest);
  return summary(r.latencies, r.errors, r.bytes, seconds);
}

/** `load`'s calls, unsorted: each call's latency (ms), the errors and the last answer's length. */
async function loadRaw(seconds, makeRequest) {
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const deadline = performance.now() + seconds * 1000;
  async function loop() {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const { status, text } = await makeRequest();
        bytes = text.length;
        if (status !== 200 || !text.startsWith('{"code":200,')) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { latencies, errors, bytes };
}

/**
 * `rate` calls a second for `seconds` on a fixed schedule (an open loop) over at most CONNECTIONS
 * connections: a call due while all are busy waits for one, and every latency runs from the call's
 * scheduled time (a stall is counted for each call it held back, not once).
 */
function loadAtRate(seconds, rate, makeRequest) {
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const total = Math.max(1, Math.round(seconds * rate));
  const interval = 1000 / rate;
  const start = performance.now();
  const waiting = [];
  let due = 0;
  let busy = 0;
  return new Promise((resolve) => {
    const send = (scheduled) => {
      busy++;
      makeRequest()
        .then(({ status, text }) => {
          bytes = text.length;
          if (status !== 200 || !text.startsWith('{"code":200,')) errors++;
        })
        .catch(() => errors++)
        .finally(() => {
          latencies.push(performance.now() - scheduled);
          busy--;
          if (waiting.length > 0) send(waiting.shift());
          else if (due === total && busy === 0) resolve({ latencies, errors, bytes });
        });
    };
    const tick = () => {
      const now = performance.now();
      while (due < total && start + due * interval <= now) {
        const scheduled = start + due * interval;
        due++;
        if (busy < CONNECTIONS) send(scheduled);
        else waiting.push(scheduled);
      }
      if (due < total) setTimeout(tick, Math.max(0, start + due * interval - performance.now()));
    };
    tick();
  });
}

/** req/s, p50 and p99 of calls made over `seconds`. */
function summary(latencies, errors, bytes, seconds) {
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  return {
    calls: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    p999: pct(99.9),
    errors,
    bytes,
  };
}

/** Warm-up, then the measured run with the server's CPU time over it (the static rows). */
async function measure(server, name, makeRequest) {
  await load(WARM_UP_SECONDS, makeRequest);
  const before = await server.cpu();
  const r = await load(SECONDS, makeRequest);
  const after = await server.cpu();
  const perCall = (us) => us / Math.max(1, r.calls);
  const system = perCall(after.system - before.system);
  const row = {
    name,
    ...r,
    cpuUs: perCall(after.user - before.user) + system,
    sysUs: system,
    liveSigned: null,
  };
  console.error(
    `[bench] ${name}: ${row.rps.toFixed(0)} req/s, ${row.cpuUs.toFixed(0)} µs CPU per call (${row.sysUs.toFixed(0)} system)`,
  );
  return row;
}

/**
 * Rows measured side by side: each row's warm-up, then SLICES rounds in which every row runs
 * SECONDS / SLICES in turn (the order reversed every other round), so that the machine's
 * swings fall on all of them alike: on this 2-core VM bare node:http alone ran anywhere
 * between 6,300 and 10,100 req/s from one run to the next, which made a ratio of two rows
 * measured a minute apart a measure of the machine (docs/performance.md, session 55). Each
 * row: req/s, p50 and p99 over all its slices, its server's CPU per call over its own slices,
 * and each slice's req/s (`slices`) for the per-round ratios.
 */
async function interleave(entries) {
  const warm = [];
  for (const e of entries) warm.push(await load(WARM_UP_SECONDS, e.makeRequest));
  if (PRESIGN) {
    // One pool of signed calls per row's calls, for every entry that sends them.
    const demand = new Map();
    entries.forEach((e, i) => {
      if (e.calls) demand.set(e.calls, (demand.get(e.calls) ?? 0) + warm[i].rps);
    });
    for (const [calls, rps] of demand) calls.prepare(Math.ceil(rps * (SECONDS + SETTLE_SECONDS) * 2));
    // A short unmeasured run of each entry from the pools: the load generator's collections
    // after building them (~140 MB; a 10–70 ms pause) fell in the first slice, the app's
    // (session 67).
    for (const e of entries) await loadRaw(SETTLE_SECONDS, e.makeRequest);
  }
  const profiled = entries.filter((e) => e.profile);
  for (const e of profiled)
    await e.server.profile(join(PROFILE_DIR, `${e.name.replaceAll('/', '-')}.cpuprofile`));
  const slice = SECONDS / SLICES;
  const acc = entries.map(() => ({ latencies: [], errors: 0, bytes: 0, user: 0, system: 0, slices: [] }));
  for (let round = 0; round < SLICES; round++) {
    const order = entries.map((_, i) => (round % 2 === 0 ? i : entries.length - 1 - i));
    for (const i of order) {
      const a = acc[i];
      const before = await entries[i].server.cpu();
      const r = await loadRaw(slice, entries[i].makeRequest);
      const after = await entries[i].server.cpu();
      for (const ms of r.latencies) a.latencies.push(ms);
      a.errors += r.errors;
      a.bytes = r.bytes;
      a.user += after.user - before.user;
      a.system += after.system - before.system;
      a.slices.push(r.latencies.length / slice);
    }
  }
  for (const e of profiled) await e.server.profile(null);
  const rows = entries.map((e, i) => {
    const a = acc[i];
    const r = summary(a.latencies, a.errors, a.bytes, SECONDS);
    const perCall = (us) => us / Math.max(1, r.calls);
    const liveSigned = e.calls && PRESIGN ? e.calls.liveSigned : null;
    const row = {
      name: e.name,
      ...r,
      cpuUs: perCall(a.user + a.system),
      sysUs: perCall(a.system),
      liveSigned,
      slices: a.slices,
    };
    console.error(
      `[bench] ${row.name}: ${row.rps.toFixed(0)} req/s (slices ${a.slices.map((s) => s.toFixed(0)).join(', ')}), ${row.cpuUs.toFixed(0)} µs CPU per call (${row.sysUs.toFixed(0)} system)`,
    );
    return row;
  });
  for (const e of entries) e.calls?.release();
  return rows;
}

/**
 * The same load (`rate` calls a second, an open loop, `loadAtRate`) offered to each entry in
 * SLICES turns, the order reversed every other round as in `interleave`, after SETTLE_SECONDS of
 * it each unmeasured: p50, p90, p99 and p99.9 of each over all its turns.
 */
async function atSameLoad(entries, rate) {
  for (const e of entries) e.calls?.prepare(Math.ceil(rate * (SECONDS + SETTLE_SECONDS) * 1.2));
  // Unmeasured first, as in `interleave`: the first turn (the app's) had taken the load
  // generator's collections after it made the calls (a 20–70 ms stall; session 67).
  if (SETTLE_SECONDS > 0) for (const e of entries) await loadAtRate(SETTLE_SECONDS, rate, e.makeRequest);
  const slice = SECONDS / SLICES;
  const acc = entries.map(() => ({ latencies: [], errors: 0, bytes: 0 }));
  for (let round = 0; round < SLICES; round++) {
    const order = entries.map((_, i) => (round % 2 === 0 ? i : entries.length - 1 - i));
    for (const i of order) {
      const r = await loadAtRate(slice, rate, entries[i].makeRequest);
      for (const ms of r.latencies) acc[i].latencies.push(ms);
      acc[i].errors += r.errors;
      acc[i].bytes = r.bytes;
    }
  }
  for (const e of entries) e.calls?.release();
  return acc.map((a) => summary(a.latencies, a.errors, a.bytes, SECONDS));
}

const results = [];
const sameLoad = new Map();
const port = 19_000 + Math.floor(Math.random() * 1000);

for (const mode of ['bare', 'fastify']) {
  const server = await start(mode, port);
  results.push(
    await measure(server, mode === 'bare' ? 'node:http, static JSON' : 'Fastify, static JSON', () =>
      call(port, '/api/app/ping/check'),
    ),
  );
  await server.stop();
}

// Each app row, interleaved (above) with the comparison, bare node:http serving a body
// of the same length, and with the same exchange: bare node:http given the row's very requests
// (signed headers, the encrypted body, read before it answers) and answering with the app's
// whole answer, headers and all. What is left between the app and the exchange is the app's
// own work, not the protocol's bytes on the wire, which any server of it parses and writes
// (and the load generator sends and reads).
const same = new Map();
const exchange = new Map();
{
  const appPort = port + 1;
  const barePort = port + 2;
  const server = await start(process.env.BENCH_APP_MODE ?? 'app', appPort);
  const bare = await start('bare', barePort);
  const login = await signed(appPort, '/login/guest', '', 'POST', {
    devID: `bench-${randomUUID()}`,
    affCode: '',
    token: '',
  });
  const { token } = decrypt(JSON.parse(login.text).data);
  const rows = [
    ['ping/config', appCalls(appPort, '/ping/config', token, 'GET')],
    ['media/home', appCalls(appPort, '/media/home', token, 'POST', {})],
    ['user/info', appCalls(appPort, '/user/info', token, 'POST', {})],
    ['ping/check', appCalls(appPort, '/ping/check', token, 'GET')],
  ];
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const only = process.env.BENCH_ROWS?.split(',');
  for (const [name, calls] of rows.filter(([name]) => !only || only.includes(name))) {
    const answer = await calls.record();
    await bare.replay({ [calls.path]: answer });
    const bytes = answer.body.length;
    const [appRow, sameRow, exchangeRow] = await interleave([
      { server, name, makeRequest: () => calls.request(), calls, profile: PROFILE_DIR !== '' },
      {
        server: bare,
        name: `node:http, ${bytes} bytes`,
        makeRequest: () => call(barePort, `/api/app/ping/check?bytes=${bytes}`),
      },
      {
        server: bare,
        name: `node:http, ${name}'s exchange`,
        makeRequest: () => calls.request(barePort),
        calls,
      },
    ]);
    results.push(appRow);
    same.set(name, sameRow);
    exchange.set(name, exchangeRow);
    const rate = RATE ?? Math.round(appRow.rps / 200) * 100;
    if (rate > 0) {
      const [appLoad, bareLoad] = await atSameLoad(
        [
          { makeRequest: () => calls.request(), calls },
          { makeRequest: () => call(barePort, `/api/app/ping/check?bytes=${bytes}`) },
        ],
        rate,
      );
      console.error(
        `[bench] ${name} at ${rate} calls/s: p99 ${appLoad.p99.toFixed(1)} ms, node:http ${bareLoad.p99.toFixed(1)} ms`,
      );
      sameLoad.set(name, { rate, app: appLoad, bare: bareLoad });
    }
  }
  await server.stop();
  await bare.stop();
}
agent.destroy();

const bare = results[0];
const n = (v, d = 0) => v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
console.log(
  `\n${SECONDS} s per row after ${WARM_UP_SECONDS} s of warm-up (each app row in ${SLICES} turns with its two node:http comparisons), ${CONNECTIONS} keep-alive connections, loopback, one server process, app LOG_LEVEL ${process.env.BENCH_LOG_LEVEL ?? 'silent'}; CPU = the server's user + system time per call; app calls ${PRESIGN ? 'signed and encrypted before the measured seconds (BENCH_PRESIGN)' : 'signed and encrypted live (BENCH_PRESIGN=0)'}\n`,
);
console.log(
  '| target | bytes | req/s | p50 ms | p99 ms | CPU µs/call (system) | node:http, same bytes: req/s · p99 · CPU (system) | ratio · p99 ratio · CPU ratio | ratio per turn, lowest–highest | errors | live-signed |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
/** The lowest and highest of the app row's req/s over node:http's in the same round. */
const turns = (r, s) => {
  if (!r.slices || !s?.slices) return '';
  const ratios = r.slices.map((v, i) => v / s.slices[i]);
  return `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}x`;
};
for (const r of results) {
  const s = same.get(r.name) ?? (r === bare ? undefined : bare);
  const vs = s ? `${n(s.rps)} · ${n(s.p99, 1)} · ${n(s.cpuUs)} (${n(s.sysUs)})` : '';
  const ratio = s
    ? `${(r.rps / s.rps).toFixed(2)}x · ${(r.p99 / s.p99).toFixed(1)}x · ${(r.cpuUs / s.cpuUs).toFixed(1)}x`
    : '';
  console.log(
    `| ${r.name} | ${r.bytes} | ${n(r.rps)} | ${n(r.p50, 1)} | ${n(r.p99, 1)} | ${n(r.cpuUs)} (${n(r.sysUs)}) | ${vs} | ${ratio} | ${turns(r, s)} | ${r.errors} | ${r.liveSigned ?? ''} |`,
  );
}

if (exchange.size > 0) {
  console.log(
    "\nThe same exchange: bare node:http reading each app row's own requests (its signed headers and body) and answering with the app's recorded answer, headers included; what is left is the app's own work.\n",
  );
  console.log(
    '| target | app req/s · p99 · CPU | node:http, same exchange: req/s · p99 · CPU (system) | ratio · p99 ratio · CPU ratio | ratio per turn, lowest–highest | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const s = exchange.get(r.name);
    if (!s) continue;
    console.log(
      `| ${r.name} | ${n(r.rps)} · ${n(r.p99, 1)} · ${n(r.cpuUs)} | ${n(s.rps)} · ${n(s.p99, 1)} · ${n(s.cpuUs)} (${n(s.sysUs)}) | ${(r.rps / s.rps).toFixed(2)}x · ${(r.p99 / s.p99).toFixed(1)}x · ${(r.cpuUs / s.cpuUs).toFixed(1)}x | ${turns(r, s)} | ${s.errors} |`,
    );
  }
}

if (sameLoad.size > 0) {
  console.log(
    `\nAt the same load: each app row and bare node:http (a body of the same length) offered the same calls a second on a fixed schedule (an open loop; BENCH_RATE, half the app row's req/s above unless given), in ${SLICES} turns; latency from each call's scheduled time.\n`,
  );
  console.log(
    '| target | calls/s offered | app: p50 · p90 · p99 · p99.9 ms | node:http, same bytes: p50 · p90 · p99 · p99.9 ms | p50 ratio · p99 ratio | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const ms = (r) => [r.p50, r.p90, r.p99, r.p999].map((v) => n(v, 1)).join(' · ');
  for (const [name, { rate, app, bare: b }] of sameLoad) {
    console.log(
      `| ${name} | ${n(rate)} (${n(app.rps)} · ${n(b.rps)} answered) | ${ms(app)} | ${ms(b)} | ${(app.p50 / b.p50).toFixed(1)}x · ${(app.p99 / b.p99).toFixed(1)}x | ${app.errors + b.errors} |`,
    );
  }
}
