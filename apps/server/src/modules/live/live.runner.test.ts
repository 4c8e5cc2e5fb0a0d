// The encoder runner on its own (a real ffmpeg looping a test clip): a look for new segments that
// fails must not become an unhandled rejection (Node ends the process on one), and a stop
// leaves nothing behind.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestClip } from '../../test/clip.ts';
import { isCI } from '../../test/harness.ts';
import { eventually } from '../../test/wait.ts';
import { ChannelRunner, RENDITIONS } from './live.runner.ts';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const root = mkdtempSync(path.join(tmpdir(), 'lld-live-runner-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A logger that keeps its warnings. */
function keptLog() {
  const warnings: string[] = [];
  const log = {
    warn: (_o: unknown, msg: string) => warnings.push(msg),
    info: () => {},
    error: () => {},
    debug: () => {},
    child: () => log,
  };
  return { warnings, log: log as unknown as FastifyBaseLogger };
}

describe.skipIf(!hasFfmpeg && !isCI)('ChannelRunner', () => {
  const clip = path.join(root, 'clip.mp4');

  function runner(name: string) {
    if (!existsSync(clip)) makeTestClip(clip, { seconds: 2 });
    const kept = keptLog();
    const dir = path.join(root, name);
    const r = new ChannelRunner(
      { id: 1, name, sourceKind: 'file', source: clip, clock: false, keyHex: '00'.repeat(16) },
      { ffmpeg: 'ffmpeg', dir, log: kept.log, fontFile: null, pollMs: 50, backoffMs: 50 },
    );
    return { r, dir, warnings: kept.warnings };
  }

  it('logs a look that cannot store its segments and goes on once it can', async () => {
    const { r, dir, warnings } = runner('unwritable');
    await r.start();
    try {
      expect(await r.ready(1, 30_000)).toBe(true);
      // The window's folders gone under it (a full or remounted disk): each look fails to write.
      rmSync(path.join(dir, 'out'), { recursive: true, force: true });
      await eventually(() => warnings.includes('live segments not collected'), { ms: 20_000 });
      expect(r.running).toBe(true);
      const before = Math.max(...[...r.windows.values()].map((w) => w.lastSeq));
      for (const rendition of RENDITIONS)
        mkdirSync(path.join(dir, 'out', rendition.name), { recursive: true });
      await eventually(() => [...r.windows.values()].every((w) => w.lastSeq > before + 1), { ms: 20_000 });
      // The segments listed while the folder was gone are stored once it is back: the sequence
      // numbers (the segments' IVs) go on without a gap.
      for (const w of r.windows.values()) {
        const seqs = w.segments.map((s) => s.seq);
        expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
      }
    } finally {
      await r.stop();
    }
  }, 60_000);

  it('tries again when a restart cannot start the encoder', async () => {
    const { r, dir, warnings } = runner('restart');
    await r.start();
    try {
      expect(await r.ready(1, 30_000)).toBe(true);
      // The next run's folder cannot be made (a file is in its place), then the encoder dies.
      writeFileSync(path.join(dir, 'run-2'), 'in the way');
      process.kill(r.pid!, 'SIGKILL');
      await eventually(() => warnings.includes('live encoder could not start; trying again'), { ms: 20_000 });
      await eventually(() => r.state === 'running' && r.runs >= 3, { ms: 20_000 });
      expect(warnings).toContain('live encoder died; restarting');
    } finally {
      await r.stop();
    }
  }, 60_000);

  it('stops with nothing left: no encoder, an empty window, no folder', async () => {
    const { r, dir, warnings } = runner('stopped');
    await r.start();
    expect(await r.ready(2, 30_000)).toBe(true);
    await r.stop();
    expect(r.state).toBe('stopped');
    expect([...r.windows.values()].every((w) => w.segments.length === 0)).toBe(true);
    expect(existsSync(dir)).toBe(false);
    // A poll that was due does not bring the folder or the window back.
    await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(dir)).toBe(false);
    expect([...r.windows.values()].every((w) => w.segments.length === 0)).toBe(true);
    expect(warnings).toEqual([]);
  }, 60_000);
});
