import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ChannelRunner, type RunnerChannel } from './live.runner.ts';

/** Fonts for the burnt-in clock, first found wins (digits only, so any Latin font will do). */
export const CLOCK_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

export interface ChannelSource {
  id: number;
  name: string;
  sourceKind: string;
  source: string;
  clock: boolean;
  keyHex: string;
}

export interface RunnersOptions {
  ffmpeg: string;
  /** Parent folder of every channel's live folder. */
  dir: string;
  log: FastifyBaseLogger;
  idleMs: number;
  maxRunning: number;
  /** What ffmpeg reads (a path or an URL); null when the source cannot play. */
  resolveSource: (c: ChannelSource) => Promise<string | null>;
  isWatched: (channelId: number) => boolean;
}

/**
 * The encoders of this node: started by the first viewer (`ensure`), stopped after `idleMs`
 * without one (checked every few seconds) and all on `stopAll` (server shutdown). Should the
 * process end without a shutdown, its exit handler still kills every encoder: no orphan ffmpeg.
 */
export class LiveRunners {
  readonly #runners = new Map<number, ChannelRunner>();
  readonly #lastUse = new Map<number, number>();
  #ffmpeg: Promise<boolean> | null = null;
  readonly #sweep: NodeJS.Timeout;
  readonly #onExit = () => {
    for (const r of this.#runners.values()) r.killNow();
  };
  readonly fontFile: string | null = CLOCK_FONTS.find((f) => existsSync(f)) ?? null;

  constructor(private readonly o: RunnersOptions) {
    this.#sweep = setInterval(() => void this.sweep(), Math.min(5000, o.idleMs / 2));
    this.#sweep.unref();
    process.on('exit', this.#onExit);
  }

  /** Whether ffmpeg runs here (asked once). */
  ffmpegAvailable(): Promise<boolean> {
    this.#ffmpeg ??= new Promise((resolve) => {
      const p = spawn(this.o.ffmpeg, ['-hide_banner', '-version'], { stdio: 'ignore' });
      p.once('error', () => resolve(false));
      p.once('exit', (code) => resolve(code === 0));
    });
    return this.#ffmpeg;
  }

  get(channelId: number): ChannelRunner | undefined {
    return this.#runners.get(channelId);
  }

  get running(): number {
    return [...this.#runners.values()].filter((r) => r.running).length;
  }

  touch(channelId: number): void {
    this.#lastUse.set(channelId, Date.now());
  }

  /** The channel's runner, started if it was not; null when it cannot run here. */
  async ensure(channel: ChannelSource): Promise<ChannelRunner | null> {
    this.touch(channel.id);
    const existing = this.#runners.get(channel.id);
    if (existing?.running) return existing;
    if (!(await this.ffmpegAvailable())) return null;
    const source = await this.o.resolveSource(channel);
    if (!source) return null;
    // Preparing a source (a library video's plain copy) takes a while: the viewer still waits.
    this.touch(channel.id);
    if (this.running >= this.o.maxRunning) {
      // Make room: the longest-unwatched encoder without viewers gives way, else refuse.
      const idle = [...this.#runners.entries()]
        .filter(([id, r]) => r.running && !this.o.isWatched(id))
        .sort((a, b) => (this.#lastUse.get(a[0]) ?? 0) - (this.#lastUse.get(b[0]) ?? 0))[0];
      if (!idle) return null;
      await this.stop(idle[0]);
    }
    const spec: RunnerChannel = {
      id: channel.id,
      name: channel.name,
      sourceKind: channel.sourceKind === 'url' ? 'url' : 'file',
      source,
      clock: channel.clock,
      keyHex: channel.keyHex,
    };
    const runner =
      existing ??
      new ChannelRunner(spec, {
        ffmpeg: this.o.ffmpeg,
        dir: path.join(this.o.dir, String(channel.id)),
        log: this.o.log,
        fontFile: this.fontFile,
      });
    runner.channel = spec;
    this.#runners.set(channel.id, runner);
    if (!runner.running) {
      this.o.log.info({ channel: channel.id }, 'live encoder starting');
      await runner.start();
    }
    return runner;
  }

  /** Stops the encoders nobody watched for `idleMs`. */
  async sweep(): Promise<void> {
    const now = Date.now();
    for (const [id, r] of this.#runners) {
      // A viewer waiting for the first segments counts as one (viewers are counted once they play).
      if (!r.running || r.awaited || this.o.isWatched(id)) continue;
      if (now - (this.#lastUse.get(id) ?? 0) >= this.o.idleMs) {
        this.o.log.info({ channel: id }, 'live encoder stopping: no viewers');
        await r.stop();
      }
    }
  }

  async stop(channelId: number): Promise<void> {
    await this.#runners.get(channelId)?.stop();
  }

  async stopAll(): Promise<void> {
    clearInterval(this.#sweep);
    await Promise.all([...this.#runners.values()].map((r) => r.stop()));
    this.#runners.clear();
    process.off('exit', this.#onExit);
  }
}
