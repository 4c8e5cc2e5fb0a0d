#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown),
// on home, community and the player, against the real server with demo content and the
// production build; Debian's Chromium, headless. Each page three times; the median is printed.
// Takes a few minutes. BENCH_RUNS changes the number of runs; BENCH_REPORTS=<dir> keeps each
// run's JSON report there (open it in the Lighthouse viewer for the details of each audit).
// BENCH_PAGES=home,player measures only those pages (while iterating: BENCH_RUNS=1 BENCH_PAGES=home).
// The server speaks HTTPS with HTTP/2 (TLS_CERT_FILE on the test-only certificate; Chromium
// told to accept it), as a deployment reaches phones; BENCH_HTTP2=0 measures plain HTTP/1.1
// on loopback, the way of the figures before session 31. The table names the protocol the
// page's requests used (Lighthouse's network records).
// BENCH_WARMUP=0 leaves out the one unmeasured run made first (see WARMUP below).
// BENCH_TRACES=1 (with BENCH_REPORTS) also keeps each run's Chromium trace as <page>-<run>.trace.json
// (open it in DevTools' Performance panel: the observed, unthrottled main thread).
// BENCH_AB=<dir of another web build> measures that build too, served by a second server, the
// two builds taking turns run by run (the order swapped every run): on this VM Lighthouse's
// benchmarkIndex moved between 1,244 and 2,116 within minutes, so builds measured one after the
// other compared the machine's moments more than the builds. Printed: each build's medians and
// the median of the paired TBT differences.
// BENCH_AB_REPO=<another checkout of this repository> does the same for server code (the demo
// seed, the served page): its server (started from its own bench/support/demo-server.mjs, so its
// own server code and seed) serves this build (or BENCH_AB's, when both are given). For a
// checkout of another commit: `git worktree add <dir> <commit>` and link node_modules into it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuilt, repoRoot } from '../scripts/web-build.mjs';
import { startDemoServer } from './support/demo-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS = process.env.BENCH_REPORTS ? resolvePath(process.env.BENCH_REPORTS) : '';
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ALL_PAGES = [
  ['home', '/'],
  ['community', '/community'],
  ['player', '/play/longVideo?id=1'],
];
const ONLY = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES;
if (PAGES.length === 0)
  throw new Error(`BENCH_PAGES names no page of ${ALL_PAGES.map(([n]) => n).join(', ')}`);

const HTTP2 = process.env.BENCH_HTTP2 !== '0';
// One Lighthouse run of the first page before the measured ones, its result dropped: a fresh
// Chromium on this Linux machine spends seconds in its first layout of Chinese text (the font
// fallback is looked up once per browser; a trace showed a 3.8 s Layout on a cold first load),
// which a phone, whose fonts are its system's, never pays. Without it the first measured run
// of the first page carried that cost (home's first run: TBT 1,212-2,391 ms, the next two 340-477).
const WARMUP = process.env.BENCH_WARMUP !== '0';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The protocols of a run's requests to the server, e.g. "h2" or "http/1.1" (several: joined). */
const protocolsOf = (lhr, base) => {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const seen = new Set(items.filter((r) => r.url?.startsWith(base)).map((r) => r.protocol || '?'));
  return [...seen].sort().join('+') || '?';
};

const AB = process.env.BENCH_AB ? resolvePath(process.env.BENCH_AB) : '';
const AB_REPO = process.env.BENCH_AB_REPO ? resolvePath(process.env.BENCH_AB_REPO) : '';
/** What the second server is, as the table names it. */
const AB_LABEL = AB_REPO ? 'BENCH_AB_REPO' : 'BENCH_AB';

ensureWebBuilt();
/** This checkout's web build, which the demo server serves by default. */
const webDist = join(repoRoot, 'apps/web/dist');
const server = await startDemoServer({}, { tls: HTTP2 });
/** The second server: BENCH_AB's build, from this checkout or from BENCH_AB_REPO's. */
async function startOther() {
  if (!AB_REPO) return AB ? startDemoServer({ WEB_DIST: AB }, { tls: HTTP2 }) : null;
  const theirs = await import(pathToFileURL(join(AB_REPO, 'bench/support/demo-server.mjs')).href);
  return theirs.startDemoServer({ WEB_DIST: AB || webDist }, { tls: HTTP2 });
}
const other = await startOther();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--autoplay-policy=no-user-gesture-required',
    // The bench's self-signed certificate (BENCH_HTTP2, the default).
    ...(HTTP2 ? ['--ignore-certificate-errors'] : []),
  ],
});
try {
  const { base } = server;
  const rows = [];
  if (WARMUP && PAGES[0]) {
    await lighthouse(`${base}${PAGES[0][1]}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    console.log(`warm-up: one run of ${PAGES[0][0]}, not counted (BENCH_WARMUP=0 leaves it out)`);
  }
  /** One measured run of `path` on `at` (a server's base URL): its figures, or null when its trace failed. */
  async function measureRun(name, path, at, file) {
    const result = await lighthouse(`${at}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result.lhr;
    if (REPORTS) writeFileSync(join(REPORTS, `${file}.json`), JSON.stringify(lhr));
    if (REPORTS && process.env.BENCH_TRACES && result.artifacts?.Trace)
      writeFileSync(join(REPORTS, `${file}.trace.json`), JSON.stringify(result.artifacts.Trace));
    // A run whose trace failed (NO_NAVSTART…) scores 0 with no metrics: left out of the median
    // (one in three or four on the player and community pages in session 36).
    if (lhr.runtimeError) {
      console.log(`${name}: ${lhr.runtimeError.code}, left out and made again`);
      return null;
    }
    return {
      protocol: protocolsOf(lhr, at),
      perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      // Lighthouse's own reading of this machine's speed at the time of the run (higher is
      // faster): the same code scored 69–94 here as other work came and went.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      failing: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id),
      // Performance opportunities with an estimated saving, as "id (ms)".
      savings: Object.values(lhr.audits)
        .filter(
          (a) =>
            (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.TBT ?? 0) + (a.metricSavings?.FCP ?? 0) >= 50,
        )
        .map((a) => ({
          id: a.id,
          ms: Math.max(a.metricSavings?.LCP ?? 0, a.metricSavings?.TBT ?? 0, a.metricSavings?.FCP ?? 0),
        })),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    };
  }

  /** A page's row: the medians of its runs. */
  function rowOf(name, runs) {
    const pick = (k) => median(runs.map((r) => r[k]));
    return {
      name,
      protocol: [...new Set(runs.map((r) => r.protocol))].join(', '),
      perf: pick('perf'),
      perfRuns: runs.map((r) => r.perf).join(', '),
      a11y: pick('a11y'),
      tbt: pick('tbt'),
      lcp: pick('lcp'),
      fcp: pick('fcp'),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      savings: runs[Math.floor(runs.length / 2)].savings.sort((a, b) => b.ms - a.ms).slice(0, 5),
      lcpElement: runs[Math.floor(runs.length / 2)].lcpElement,
    };
  }

  const builds = [{ label: other ? 'this build' : '', at: base, suffix: '' }];
  if (other) builds.push({ label: AB_LABEL, at: other.base, suffix: '-ab' });
  /** Per page with BENCH_AB: the paired TBT differences (this build minus the other, ms). */
  const pairs = new Map();
  for (const [name, path] of PAGES) {
    const runs = builds.map(() => []);
    const differences = [];
    // A failed run is made again (at most RUNS more times), so the median is of RUNS runs; with
    // BENCH_AB a turn counts once both builds have a run in it.
    for (let i = 0; runs[0].length < RUNS && i < 2 * RUNS; i++) {
      const order = builds.map((_, b) => (i % 2 === 0 ? b : builds.length - 1 - b));
      const turn = [];
      for (const b of order) {
        const r = await measureRun(name, path, builds[b].at, `${name}${builds[b].suffix}-${i + 1}`);
        if (!r) break;
        turn[b] = r;
      }
      if (turn.filter(Boolean).length !== builds.length) continue;
      turn.forEach((r, b) => {
        runs[b].push(r);
        console.log(
          `${name}${builds[b].label ? ` (${builds[b].label})` : ''} run ${runs[b].length}: performance ${r.perf}, TBT ${Math.round(r.tbt)} ms, LCP ${(r.lcp / 1000).toFixed(1)} s, benchmarkIndex ${r.benchmarkIndex}`,
        );
      });
      if (other) differences.push(turn[0].tbt - turn[1].tbt);
    }
    if (runs[0].length === 0) throw new Error(`${name}: no run of ${RUNS} finished`);
    for (const [i, b] of builds.entries()) rows.push(rowOf(b.label ? `${name} (${b.label})` : name, runs[i]));
    if (other) pairs.set(name, differences);
  }
  console.log(
    `\nLighthouse 12 mobile, median of ${RUNS}, ${HTTP2 ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'} (BENCH_HTTP2=${HTTP2 ? 1 : 0})\n`,
  );
  console.log(
    '| page | protocol | performance | runs | accessibility | FCP s | LCP s | TBT ms | accessibility audits below 0.9 |',
  );
  console.log('| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.protocol} | ${r.perf} | ${r.perfRuns} | ${r.a11y} | ${(r.fcp / 1000).toFixed(1)} | ${(r.lcp / 1000).toFixed(1)} | ${Math.round(r.tbt)} | ${r.failing.join(', ') || '–'} |`,
    );
  }
  console.log(
    '\nTop opportunities (one run of each page, estimated saving on LCP, TBT or FCP) and the LCP element:\n',
  );
  for (const r of rows) {
    console.log(`- ${r.name}: ${r.savings.map((s) => `${s.id} (${Math.round(s.ms)} ms)`).join(', ') || '–'}`);
    console.log(`  LCP element: ${r.lcpElement || '–'}`);
  }
  if (pairs.size > 0) {
    console.log(
      `\nThis build against ${AB_LABEL} (${AB_REPO || AB}), run by run in turns: TBT differences (negative: this build blocked less)\n`,
    );
    for (const [name, d] of pairs) {
      const lower = d.filter((x) => x < 0).length;
      console.log(
        `- ${name}: median ${Math.round(median(d))} ms (${d.map((x) => Math.round(x)).join(', ')}); lower in ${lower} of ${d.length} turns`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  await other?.stop();
}
