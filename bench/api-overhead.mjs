#!/usr/bin/env node
// `npm run bench:api`: what our protocol costs per call. The same load (keep-alive, fixed
// concurrency, fixed duration) against bare node:http, a bare Fastify route and our app's
// signed + encrypted calls (ping/check: signature + nonce + response cipher; ping/config: the
// start-up config, a few KB; media/home: the home feed; user/info:
// that plus body decryption, token lookup and a user query). Prints req/s, latency and the
// ratio to bare node:http. Loopback only; bounded in time.
import { fork } from 'node:child_process';
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SIGN_KEY = 'bench-sign-key-0123456789';
const DATA_KEY = Buffer.from('a'.repeat(64), 'hex');
const UA = 'DevType=bench&SysType=h5_pc&Ver=2.1.1&BuildID=node';
const target = fileURLToPath(new URL('./support/api-target.ts', import.meta.url));

function start(mode, port) {
  return new Promise((resolve, reject) => {
    const child = fork(target, [mode, String(port)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', () => resolve(child));
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

function signedInit(path, token, method, payload) {
  const t = Math.floor(Date.now() / 1000);
  const n = randomUUID();
  const sign = createHmac('sha1', SIGN_KEY).update(`${token}/api${path}${UA}${t}${n}`).digest('hex');
  const init = {
    method,
    headers: {
      Authorization: token,
      'X-User-Agent': UA,
      'x-api-key': `timestamp=${t}&sign=${sign}&nonce=${n}`,
    },
  };
  if (method === 'POST') {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify({ data: encrypt(payload) });
  }
  return init;
}

async function load(name, makeRequest) {
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const deadline = performance.now() + SECONDS * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const res = await makeRequest();
        const text = await res.text();
        bytes = text.length;
        if (JSON.parse(text).code !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  return { name, rps: latencies.length / SECONDS, p50: pct(50), p99: pct(99), errors, bytes };
}

const results = [];
const port = 19_000 + Math.floor(Math.random() * 1000);

for (const mode of ['bare', 'fastify']) {
  const child = await start(mode, port);
  const url = `http://127.0.0.1:${port}/api/app/ping/check`;
  await load('warm-up', () => fetch(url));
  results.push(
    await load(mode === 'bare' ? 'node:http, static JSON' : 'Fastify, static JSON', () => fetch(url)),
  );
  child.kill();
  await new Promise((r) => child.once('exit', r));
}

{
  const child = await start('app', port);
  const base = `http://127.0.0.1:${port}/api`;
  const login = await fetch(
    `${base}/app/login/guest`,
    signedInit('/app/login/guest', '', 'POST', { devID: `bench-${randomUUID()}`, affCode: '', token: '' }),
  );
  const { token } = decrypt((await login.json()).data);
  const check = () => fetch(`${base}/app/ping/check`, signedInit('/app/ping/check', token, 'GET'));
  const info = () => fetch(`${base}/app/user/info`, signedInit('/app/user/info', token, 'POST', {}));
  const config = () => fetch(`${base}/app/ping/config`, signedInit('/app/ping/config', token, 'GET'));
  const home = () => fetch(`${base}/app/media/home`, signedInit('/app/media/home', token, 'POST', {}));
  await load('warm-up', check);
  results.push(await load('app ping/check (sign, nonce, cipher)', check));
  results.push(await load('app ping/config (+ the config payload)', config));
  results.push(await load('app media/home (the home feed, cached)', home));
  results.push(await load('app user/info (+ body cipher, auth, DB)', info));
  child.kill();
  await new Promise((r) => child.once('exit', r));
}

// The comparison: bare node:http serving a body of the same length as each answer.
const same = new Map();
{
  const child = await start('bare', port);
  for (const r of results.slice(2)) {
    const url = `http://127.0.0.1:${port}/api/app/ping/check?bytes=${r.bytes}`;
    await load('warm-up', () => fetch(url));
    same.set(r.name, await load('same bytes', () => fetch(url)));
  }
  child.kill();
  await new Promise((r) => child.once('exit', r));
}

const bare = results[0].rps;
console.log(
  `\n${SECONDS}s per row, ${CONCURRENCY} concurrent keep-alive clients, loopback, one server process\n`,
);
console.log(
  '| target | bytes | req/s | p50 ms | p99 ms | vs node:http | node:http, same bytes: req/s · p99 | ratio · p99 ratio | errors |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const s = same.get(r.name);
  const vs = s ? `${s.rps.toFixed(0)} · ${s.p99.toFixed(2)}` : '';
  const ratio = s ? `${(r.rps / s.rps).toFixed(2)}x · ${(r.p99 / s.p99).toFixed(1)}x` : '';
  console.log(
    `| ${r.name} | ${r.bytes} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.rps / bare).toFixed(2)} | ${vs} | ${ratio} | ${r.errors} |`,
  );
}
