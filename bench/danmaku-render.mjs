#!/usr/bin/env node
// `npm run bench:danmaku-render`: does the danmaku renderer keep the video smooth? The app's
// player (demo video 1, real HLS) in full screen on a 1920x1080 page with the CPU slowed 4x
// (CDP Emulation.setCPUThrottlingRate), danmaku at high density over the whole picture: the
// danmaku/list answers are generated (DANMAKU_PER_SECOND a second, short texts) so that ~200
// are on screen. Measured over MEASURE_MS of steady playback, once with danmaku off and once
// on: the video's dropped frames (getVideoPlaybackQuality), the page's frames (requestAnimation-
// Frame intervals over 1.5 frame times count as missed), long animation frames, the comments
// on screen, and (canvas stage) the frames the stage drew. Loopback only; bounded in time.
// DANMAKU_TRACE=<file.json> also writes a Chrome trace of the measured seconds with danmaku on.
import { ensureWebBuilt } from '../scripts/web-build.mjs';
import { launchChromium } from './support/chromium.mjs';
import { startDemoServer } from './support/demo-server.mjs';

const PER_SECOND = Number(process.env.DANMAKU_PER_SECOND ?? 32);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 6000);
/** A Chrome trace of the measured seconds with danmaku on, for DevTools' Performance panel. */
const TRACE = process.env.DANMAKU_TRACE;
const COLORS = ['#FFFFFF', '#FE0302', '#FFD302', '#00CD00', '#89D5FF'];

/** A generated window answer: PER_SECOND danmaku a second, 2–8 characters each. */
function windowOf(from, to) {
  const list = [];
  let id = Math.floor(from * 1000);
  for (let s = Math.ceil(from); s < to; s++)
    for (let i = 0; i < PER_SECOND; i++) {
      id++;
      const time = s + i / PER_SECOND;
      if (time < from || time >= to) continue;
      list.push({
        id,
        videoId: 1,
        time,
        text: '哈'.repeat(2 + (id % 7)),
        mode: id % 10 === 0 ? 'top' : 'scroll',
        color: COLORS[id % COLORS.length],
        userId: 1,
        mine: false,
        createdAt: new Date(0).toISOString(),
      });
    }
  return { list, from, to };
}

const PROBE = `(() => {
  window.__frames = [];
  window.__loaf = [];
  const loop = (t) => { window.__frames.push(t); requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push(e.duration); })
      .observe({ type: 'long-animation-frame', buffered: false });
  } catch {}
})()`;

async function run(browser, base, enabled) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  await context.addInitScript(
    (on) =>
      localStorage.setItem(
        'lld:danmaku',
        JSON.stringify({ enabled: on, opacity: 1, area: 1, speed: 1, density: 'high' }),
      ),
    enabled,
  );
  await context.route('**/api/app/danmaku/list', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    await route.fulfill({ json: { code: 200, msg: 'ok', data: windowOf(body.from, body.to) } });
  });
  await context.route('**/api/app/danmaku/stream**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":4003,"msg":"off"}' }),
  );
  const page = await context.newPage();
  await page.goto(`${base}/play/longVideo?id=1`);
  await page.waitForFunction(() => (document.querySelector('.player__video')?.currentTime ?? 0) > 0.3, null, {
    timeout: 60_000,
  });
  await page.locator('[data-testid="danmaku-layer"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(() => document.querySelector('.player').requestFullscreen());
  await page.evaluate(() => {
    const v = document.querySelector('.player__video');
    v.loop = false;
    v.currentTime = 0.1;
    v.muted = true;
    return v.play();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Ramp up: the screen fills in one crossing (8 s at speed 1).
  await page.waitForFunction(() => document.querySelector('.player__video').currentTime > 8.5, null, {
    timeout: 60_000,
    polling: 250,
  });
  const before = await page.evaluate(() => {
    const q = document.querySelector('.player__video').getVideoPlaybackQuality();
    return { dropped: q.droppedVideoFrames, total: q.totalVideoFrames };
  });
  await page.evaluate(PROBE);
  // The canvas stage's own frames (drawn by its worker where it has one, which the CPU
  // slow-down of the page does not reach): how smoothly the danmaku themselves move.
  const stageFrames = () =>
    page.evaluate(() => document.querySelector('canvas.danmaku-stage')?.danmaku?.frames());
  const drawnBefore = await stageFrames();
  const tracing = enabled && TRACE;
  if (tracing)
    await browser.startTracing(page, {
      path: TRACE,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'cc',
        'viz',
        'blink',
      ],
    });
  const counts = [];
  const end = Date.now() + MEASURE_MS;
  while (Date.now() < end) {
    // On screen: the comments whose box is inside the viewport. The canvas stage tells what it
    // drew last (its boxes in the stage's CSS px); a DOM renderer (older code) has an element
    // per comment, some waiting off the right edge or not yet removed past the left one.
    counts.push(
      await page.evaluate(() => {
        const stage = document.querySelector('canvas.danmaku-stage');
        const inside = (left, right) => right > 0 && left < innerWidth;
        if (stage?.danmaku) {
          const at = stage.getBoundingClientRect().left;
          return stage.danmaku.onScreen().filter((c) => inside(at + c.x, at + c.x + c.width)).length;
        }
        return [...document.querySelectorAll('.danmaku-item')].filter((e) => {
          const r = e.getBoundingClientRect();
          return inside(r.left, r.right);
        }).length;
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
  }
  if (tracing) await browser.stopTracing();
  const drawnAfter = await stageFrames();
  const worker = await page.evaluate(() => document.querySelector('canvas.danmaku-stage')?.danmaku?.worker);
  const after = await page.evaluate(() => {
    const q = document.querySelector('.player__video').getVideoPlaybackQuality();
    const f = window.__frames;
    const gaps = f.slice(1).map((t, i) => t - f[i]);
    const sorted = [...gaps].sort((a, b) => a - b);
    const frame = sorted[Math.floor(sorted.length / 2)] ?? 16.7;
    return {
      dropped: q.droppedVideoFrames,
      total: q.totalVideoFrames,
      frames: f.length,
      frameMs: frame,
      missed: gaps.reduce((n, g) => n + Math.max(0, Math.round(g / frame) - 1), 0),
      worstGap: sorted[sorted.length - 1] ?? 0,
      loaf: window.__loaf.length,
      time: document.querySelector('.player__video').currentTime,
    };
  });
  await context.close();
  const onScreen = counts.length ? Math.round(counts.reduce((a, b) => a + b, 0) / counts.length) : 0;
  return {
    danmaku: enabled ? 'on' : 'off',
    onScreenMean: onScreen,
    onScreenMax: Math.max(0, ...counts),
    videoFrames: after.total - before.total,
    videoDropped: after.dropped - before.dropped,
    pageFrames: after.frames,
    pageFrameMs: Number(after.frameMs.toFixed(1)),
    pageMissed: after.missed,
    worstGapMs: Math.round(after.worstGap),
    longAnimationFrames: after.loaf,
    danmakuFrames: drawnAfter === undefined ? '-' : `${drawnAfter - drawnBefore}${worker ? ' (worker)' : ''}`,
  };
}

ensureWebBuilt();
const server = await startDemoServer({ APP_ENCRYPT: 'off' });
const browser = await launchChromium();
try {
  const off = await run(browser, server.base, false);
  const on = await run(browser, server.base, true);
  console.log(
    `CPU slowed ${CPU_SLOWDOWN}x, 1920x1080 full screen, ${MEASURE_MS / 1000} s measured, ${PER_SECOND} danmaku/s`,
  );
  console.table([off, on]);
} finally {
  await browser.close();
  await server.stop();
}
