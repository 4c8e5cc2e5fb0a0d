import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { encryptSegment } from '../../crypto/hls.ts';
import { type LiveSegment, LiveWindow, parseSegmentList, type SegmentEntry } from './live-window.ts';

/**
 * One ffmpeg per active channel (issue 15). It reads the source (a looped file at its own
 * pace, or an upstream URL), burns the clock in, and cuts two renditions into short MPEG-TS
 * segments with aligned key frames. This side follows the muxer's CSV lists, encrypts each
 * finished segment with the channel key (AES-128-CBC, IV = media sequence number, exactly as
 * the VOD packaging does), moves it into the rolling window and deletes what left it.
 *
 * The encoder restarts with backoff when it dies; it stops when nobody has watched for a while
 * (LiveRunners.sweep) and on server shutdown. A segment's program date-time is the run's start
 * plus its media time: the same instant the burnt-in clock shows.
 */

export interface Rendition {
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

export const RENDITIONS: readonly Rendition[] = [
  { name: '360p', width: 640, height: 360, videoKbps: 400, audioKbps: 64 },
  { name: '180p', width: 320, height: 180, videoKbps: 120, audioKbps: 48 },
];
export const SEGMENT_SECONDS = 1;
export const FPS = 12;
/** Segments in the playlist, and kept after leaving it. */
export const WINDOW = { size: 6, grace: 4 };

export interface RunnerChannel {
  id: number;
  name: string;
  sourceKind: 'file' | 'url';
  /** File path (resolved) or URL. */
  source: string;
  clock: boolean;
  keyHex: string;
}

export interface RunnerOptions {
  ffmpeg: string;
  /** This channel's folder (emptied at start). */
  dir: string;
  log: FastifyBaseLogger;
  /** Font for the clock; no clock when null. */
  fontFile: string | null;
  pollMs?: number;
  /** First restart delay; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find(
  (p) => process.platform === 'linux' && existsSync(p),
);

export type RunnerState = 'starting' | 'running' | 'restarting' | 'stopped';

/** ffmpeg arguments of one run; `startSeconds` is the wall-clock instant media time 0 stands for. */
export function ffmpegArgs(
  channel: RunnerChannel,
  workDir: string,
  startSeconds: number,
  fontFile: string | null,
): string[] {
  const input =
    channel.sourceKind === 'file'
      ? ['-re', '-stream_loop', '-1', '-i', channel.source]
      : ['-rw_timeout', '15000000', '-i', channel.source];
  const clock =
    channel.clock && fontFile && /^[\w./-]+$/.test(fontFile)
      ? `,drawtext=fontfile='${fontFile}':text='%{pts\\:localtime\\:${startSeconds.toFixed(3)}\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S}':x=10:y=10:fontsize=26:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6`
      : '';
  const n = RENDITIONS.length;
  const graph = [
    `[0:v]fps=${FPS},setpts=PTS-STARTPTS${clock},split=${n}${RENDITIONS.map((_, i) => `[v${i}]`).join('')}`,
    ...RENDITIONS.map((r, i) => `[v${i}]scale=${r.width}:${r.height},setsar=1[o${i}]`),
    `[0:a]asetpts=PTS-STARTPTS,aresample=async=1,asplit=${n}${RENDITIONS.map((_, i) => `[a${i}]`).join('')}`,
  ].join(';');
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'warning', ...input, '-filter_complex', graph];
  RENDITIONS.forEach((r, i) => {
    const out = path.join(workDir, r.name);
    args.push(
      '-map',
      `[o${i}]`,
      '-map',
      `[a${i}]`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-profile:v',
      'baseline',
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(FPS * SEGMENT_SECONDS),
      '-keyint_min',
      String(FPS * SEGMENT_SECONDS),
      '-sc_threshold',
      '0',
      '-b:v',
      `${r.videoKbps}k`,
      '-maxrate',
      `${r.videoKbps}k`,
      '-bufsize',
      `${r.videoKbps}k`,
      '-threads',
      '1',
      '-c:a',
      'aac',
      '-b:a',
      `${r.audioKbps}k`,
      '-ac',
      '1',
      '-ar',
      '44100',
      '-f',
      'segment',
      '-segment_time',
      String(SEGMENT_SECONDS),
      '-segment_format',
      'mpegts',
      '-segment_list',
      path.join(out, 'list.csv'),
      '-segment_list_type',
      'csv',
      path.join(out, '%d.ts'),
    );
  });
  return args;
}

/** A source without audio gets a silent track, so both renditions keep the same shape. */
function withSilentAudio(args: string[]): string[] {
  const i = args.indexOf('-filter_complex');
  const out = [...args];
  out.splice(i, 0, '-f', 'lavfi', '-i', 'anullsrc=channel_layout=mono:sample_rate=44100');
  out[i + 5] = out[i + 5]!.replace('[0:a]', '[1:a]');
  return out;
}

export class ChannelRunner {
  readonly windows = new Map<string, LiveWindow>(RENDITIONS.map((r) => [r.name, new LiveWindow(WINDOW)]));
  state: RunnerState = 'stopped';
  lastError = '';
  /** Runs started (1 after the first start). */
  runs = 0;
  #child: ChildProcess | null = null;
  #exited: Promise<void> = Promise.resolve();
  #poll: NodeJS.Timeout | null = null;
  #restart: NodeJS.Timeout | null = null;
  #failures = 0;
  #runStartMs = 0;
  #seqBase = 0;
  #workDir = '';
  #offsets = new Map<string, number>();
  /** Segments the muxer listed that are not in the window yet, oldest first, per rendition. */
  #pending = new Map<string, SegmentEntry[]>();
  #stopping = false;
  /** The look for new segments under way, if any (one at a time; stop waits for it). */
  #collecting: Promise<void> | null = null;
  #waiters: Array<() => void> = [];
  #hasAudio: boolean | null = null;

  constructor(
    public channel: RunnerChannel,
    private readonly o: RunnerOptions,
  ) {}

  /** Where segment `seq` of rendition `name` is, once in the window. */
  segmentPath(name: string, seq: number): string {
    return path.join(this.o.dir, 'out', name, `${seq}.ts`);
  }

  get running(): boolean {
    return this.state !== 'stopped';
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.#stopping = false;
    this.state = 'starting';
    this.#failures = 0;
    for (const w of this.windows.values()) w.clear();
    this.#seqBase = 0;
    await rm(this.o.dir, { recursive: true, force: true });
    await Promise.all(
      RENDITIONS.map((r) => mkdir(path.join(this.o.dir, 'out', r.name), { recursive: true })),
    );
    await this.#spawn();
  }

  /** Whether a caller waits in `ready` for the first segments. */
  get awaited(): boolean {
    return this.#waiters.length > 0;
  }

  /** Resolves true once every rendition has `count` segments, false on timeout or stop. */
  ready(count: number, timeoutMs: number): Promise<boolean> {
    const ok = () => [...this.windows.values()].every((w) => w.segments.length >= count);
    if (ok()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), timeoutMs);
      let done = false;
      const check = () => {
        if (done) return;
        if (ok()) finish(true);
        else if (!this.running) finish(false);
        else this.#waiters.push(check);
      };
      const finish = (v: boolean) => {
        done = true;
        clearTimeout(timer);
        resolve(v);
      };
      this.#waiters.push(check);
    });
  }

  async #spawn(): Promise<void> {
    if (this.#stopping) return;
    this.runs++;
    this.#workDir = path.join(this.o.dir, `run-${this.runs}`);
    await Promise.all(RENDITIONS.map((r) => mkdir(path.join(this.#workDir, r.name), { recursive: true })));
    this.#offsets = new Map(RENDITIONS.map((r) => [r.name, 0]));
    this.#pending = new Map(RENDITIONS.map((r) => [r.name, []]));
    const last = Math.max(...[...this.windows.values()].map((w) => w.lastSeq));
    this.#seqBase = last + 1;
    this.#runStartMs = Date.now();
    if (this.#hasAudio === null) this.#hasAudio = await this.#probeAudio();
    let args = ffmpegArgs(this.channel, this.#workDir, this.#runStartMs / 1000, this.o.fontFile);
    if (!this.#hasAudio) args = withSilentAudio(args);
    // Where util-linux's setpriv is present, the kernel kills the encoder should this process
    // die without a shutdown (SIGKILL): no orphan ffmpeg keeps looping.
    const [cmd, cmdArgs] = SETPRIV
      ? [SETPRIV, ['--pdeathsig', 'KILL', '--', this.o.ffmpeg, ...args]]
      : [this.o.ffmpeg, args];
    const child = spawn(cmd, cmdArgs, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, TZ: 'Asia/Shanghai' },
    });
    this.#child = child;
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    this.#exited = new Promise((resolve) => {
      child.once('error', (err) => {
        this.lastError = err.message;
        resolve();
      });
      child.once('exit', (code, signal) => {
        if (!this.#stopping)
          this.lastError = `ffmpeg exited (${code ?? signal}): ${stderr.trim().slice(-300)}`;
        resolve();
      });
    });
    void this.#exited.then(() => this.#onExit(child));
    this.#poll = setInterval(() => void this.#collect(), this.o.pollMs ?? 200);
    this.#poll.unref();
  }

  /** Does the file source have audio? (ffmpeg lists its streams; an URL is assumed to.) */
  async #probeAudio(): Promise<boolean> {
    if (this.channel.sourceKind !== 'file') return true;
    return new Promise((resolve) => {
      const p = spawn(this.o.ffmpeg, ['-hide_banner', '-i', this.channel.source], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let text = '';
      p.stderr?.on('data', (d: Buffer) => {
        text += d.toString();
      });
      p.once('error', () => resolve(true));
      p.once('exit', () => resolve(/Stream #.*Audio/.test(text)));
    });
  }

  async #onExit(child: ChildProcess): Promise<void> {
    if (this.#child !== child) return;
    this.#child = null;
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
    // The segments the muxer finished as it ended: a look after any under way.
    await this.#collecting;
    await this.#collect();
    await rm(this.#workDir, { recursive: true, force: true }).catch(() => {});
    if (this.#stopping) return;
    // A run that lasted long resets the backoff.
    if (Date.now() - this.#runStartMs > 30_000) this.#failures = 0;
    this.#restartLater('live encoder died; restarting');
  }

  /** Starts the encoder again after the backoff; a start that fails (its folder) waits longer. */
  #restartLater(why: string): void {
    const delay = Math.min(this.o.maxBackoffMs ?? 30_000, (this.o.backoffMs ?? 1000) * 2 ** this.#failures);
    this.#failures++;
    this.state = 'restarting';
    this.o.log.warn({ channel: this.channel.id, delay, error: this.lastError }, why);
    this.#restart = setTimeout(() => {
      this.#restart = null;
      this.#spawn().catch((err: unknown) => {
        if (this.#stopping) return;
        this.lastError = err instanceof Error ? err.message : String(err);
        this.#restartLater('live encoder could not start; trying again');
      });
    }, delay);
    this.#restart.unref();
  }

  /**
   * Takes the segments the muxer finished since the last look: one look at a time (a poll during
   * a look joins it). Never rejects: the poll runs it unawaited, and a failed look (a disk error;
   * the folder removed by a stop) is logged and the next one tries again.
   */
  #collect(): Promise<void> {
    if (this.#collecting) return this.#collecting;
    const look = this.#look()
      .catch((err: unknown) => {
        if (!this.#stopping)
          this.o.log.warn({ channel: this.channel.id, err }, 'live segments not collected');
      })
      .finally(() => {
        this.#collecting = null;
      });
    this.#collecting = look;
    return look;
  }

  async #look(): Promise<void> {
    // A stop clears the window and removes the folder: nothing is taken in after it.
    if (this.#stopping) return;
    const run = this.#workDir;
    let listed = false;
    for (const r of RENDITIONS) {
      const list = path.join(run, r.name, 'list.csv');
      const from = this.#offsets.get(r.name) ?? 0;
      const text = await readFrom(list, from);
      const complete = text.slice(0, text.lastIndexOf('\n') + 1);
      if (!complete) continue;
      listed = true;
      this.#offsets.set(r.name, from + Buffer.byteLength(complete));
      this.#pending.get(r.name)?.push(...parseSegmentList(complete));
    }
    // A segment leaves the queue only once stored: a failed write is tried again by the next look,
    // so the window's sequence numbers (the segments' IVs) never skip one.
    for (const [name, queue] of this.#pending) {
      const window = this.windows.get(name)!;
      while (queue.length > 0) {
        if (this.#stopping) return;
        const e = queue[0]!;
        const n = Number(e.file.replace(/\.ts$/, ''));
        const seq = this.#seqBase + n;
        const plain = path.join(run, name, e.file);
        const data =
          Number.isInteger(n) && seq > window.lastSeq ? await readFile(plain).catch(() => null) : null;
        if (data) {
          await writeFile(this.segmentPath(name, seq), encryptSegment(data, this.channel.keyHex, seq));
          await unlink(plain).catch(() => {});
          const segment: LiveSegment = {
            seq,
            duration: Math.max(0.1, e.end - e.start),
            startMs: Math.round(this.#runStartMs + e.start * 1000),
            ...(n === 0 && this.runs > 1 ? { discontinuity: true } : {}),
          };
          for (const old of window.push(segment))
            await unlink(this.segmentPath(name, old.seq)).catch(() => {});
        }
        queue.shift();
      }
    }
    if (listed && this.state !== 'stopped') {
      this.state = 'running';
      this.lastError = '';
    }
    const waiters = this.#waiters.splice(0);
    for (const w of waiters) w();
  }

  /** Stops the encoder and deletes the window. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.state = 'stopped';
    if (this.#restart) clearTimeout(this.#restart);
    this.#restart = null;
    const child = this.#child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 2000);
      await this.#exited;
      clearTimeout(kill);
    }
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
    // A look under way ends at its next segment; the folder goes only after it.
    await this.#collecting;
    for (const w of this.windows.values()) w.clear();
    const waiters = this.#waiters.splice(0);
    for (const w of waiters) w();
    await rm(this.o.dir, { recursive: true, force: true }).catch(() => {});
  }

  /** Kills the encoder at once (process exit: no time to wait). */
  killNow(): void {
    this.#stopping = true;
    this.#child?.kill('SIGKILL');
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }
}

async function readFrom(file: string, offset: number): Promise<string> {
  if (!existsSync(file)) return '';
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    if (size <= offset) return '';
    const buf = Buffer.alloc(size - offset);
    await fh.read(buf, 0, buf.length, offset);
    return buf.toString('utf8');
  } finally {
    await fh.close();
  }
}
