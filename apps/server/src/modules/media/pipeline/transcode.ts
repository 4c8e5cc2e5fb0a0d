import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredRendition } from '../media.schema.ts';

/**
 * Source → ffmpeg → plain HLS: two H.264/AAC renditions cut into 2 s MPEG-TS segments, each
 * with its own playlist, plus `stream.json` describing them. Encryption happens afterwards
 * (package.ts), so the same plain output serves ingest and the committed demo media.
 */

export const SEGMENT_SECONDS = 2;

export interface RenditionSpec {
  name: string;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** The ladder: a phone-sized 360p and a low 180p fallback for weak networks. */
export const DEFAULT_LADDER: readonly RenditionSpec[] = Object.freeze([
  { name: '360p', height: 360, videoKbps: 420, audioKbps: 64 },
  { name: '180p', height: 180, videoKbps: 110, audioKbps: 48 },
]);

/** A rendition as transcoded (segment i is `<name>/<i>.ts`): the shape media_streams stores. */
export type PlainRendition = StoredRendition;

/** `stream.json`: what a transcode produced. */
export interface PlainStream {
  version: 1;
  duration: number;
  renditions: PlainRendition[];
}

export class PipelineError extends Error {
  override name = 'PipelineError';
}

export interface ToolPaths {
  ffmpeg: string;
  ffprobe: string;
}

export interface ProbeResult {
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(cmd: string, args: string[], onStdout?: (chunk: string) => void): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err) {
      reject(err);
      return;
    }
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (b: Buffer) => {
      const s = b.toString();
      stdout = (stdout + s).slice(-200_000);
      onStdout?.(s);
    });
    child.stderr?.on('data', (b: Buffer) => {
      stderr = (stderr + b.toString()).slice(-20_000);
    });
    child.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        reject(
          new PipelineError(
            `${cmd} not found: install ffmpeg (e.g. apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH`,
          ),
        );
      } else reject(err);
    });
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Duration, size and audio presence of a source; a clear error when it has no video. */
export async function probe(tools: ToolPaths, source: string): Promise<ProbeResult> {
  const r = await run(tools.ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    source,
  ]);
  let info: {
    format?: { duration?: string; format_name?: string };
    streams?: Array<{
      codec_type?: string;
      width?: number;
      height?: number;
      duration?: string;
      disposition?: { attached_pic?: number };
    }>;
  } = {};
  try {
    info = JSON.parse(r.stdout || '{}');
  } catch {
    info = {};
  }
  if (r.code !== 0 && !info.streams) {
    const why = r.stderr.trim().split('\n').pop() ?? 'unreadable';
    throw new PipelineError(`not a video: ${path.basename(source)} (${why})`);
  }
  const video = info.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const duration = Number(info.format?.duration ?? video?.duration ?? Number.NaN);
  if (!video?.width || !video.height) {
    throw new PipelineError(`not a video: ${path.basename(source)} has no video stream`);
  }
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new PipelineError(`not a video: ${path.basename(source)} has no duration (a still image?)`);
  }
  return {
    duration,
    width: video.width,
    height: video.height,
    hasAudio: info.streams?.some((s) => s.codec_type === 'audio') ?? false,
  };
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export interface TranscodeInput {
  /** ffmpeg input arguments, e.g. `['-i', file]` or a lavfi graph. */
  inputArgs: string[];
  /** The video has no audio: a silent track is added so every rendition has one. */
  silentAudio: boolean;
  /** Which input stream is the audio (default `0:a:0`, the source's own). */
  audioMap?: string;
  /** Source size, to keep its aspect ratio. */
  width: number;
  height: number;
  duration: number;
}

export interface TranscodeOptions {
  tools: ToolPaths;
  outDir: string;
  ladder?: readonly RenditionSpec[];
  /** 0..1 as ffmpeg advances. */
  onProgress?: (fraction: number) => void;
  /** Extra encoder arguments (e.g. `-t 20`). */
  extraArgs?: string[];
}

function parsePlaylist(text: string): number[] {
  const out: number[] = [];
  for (const line of text.split('\n')) {
    const m = /^#EXTINF:([\d.]+)/.exec(line.trim());
    if (m) out.push(Number(m[1]));
  }
  return out;
}

/** Runs ffmpeg once for every rendition; writes `<outDir>/<rendition>/<i>.ts` and `stream.json`. */
export async function transcode(input: TranscodeInput, options: TranscodeOptions): Promise<PlainStream> {
  const ladder = options.ladder ?? DEFAULT_LADDER;
  const { outDir, tools } = options;
  await mkdir(outDir, { recursive: true });
  const aspect = input.width / input.height;
  const sizes = ladder.map((r) => {
    const height = Math.min(even(r.height), even(input.height));
    return { ...r, height, width: even(height * aspect) };
  });

  const args = ['-hide_banner', '-y', '-nostats', '-progress', 'pipe:1', ...input.inputArgs];
  if (input.silentAudio) args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100');
  const split = sizes.map((_, i) => `[v${i}]`).join('');
  const scales = sizes.map((s, i) => `[v${i}]scale=${s.width}:${s.height},setsar=1[o${i}]`).join(';');
  args.push('-filter_complex', `[0:v]fps=24,split=${sizes.length}${split};${scales}`);
  const audioInput = input.silentAudio ? '1:a:0' : (input.audioMap ?? '0:a:0');
  sizes.forEach((_, i) => {
    args.push('-map', `[o${i}]`, '-map', audioInput);
  });
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(24 * SEGMENT_SECONDS),
    '-keyint_min',
    String(24 * SEGMENT_SECONDS),
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-ac',
    '2',
    '-ar',
    '44100',
  );
  sizes.forEach((s, i) => {
    args.push(
      `-b:v:${i}`,
      `${s.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(s.videoKbps * 1.2)}k`,
      `-bufsize:v:${i}`,
      `${s.videoKbps * 2}k`,
      `-b:a:${i}`,
      `${s.audioKbps}k`,
    );
  });
  if (input.silentAudio) args.push('-shortest');
  args.push(...(options.extraArgs ?? []));
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    path.join(outDir, '%v', '%d.ts'),
    '-var_stream_map',
    sizes.map((s, i) => `v:${i},a:${i},name:${s.name}`).join(' '),
    path.join(outDir, '%v', 'index.m3u8'),
  );
  let buffer = '';
  const result = await run(tools.ffmpeg, args, (chunk) => {
    buffer += chunk;
    let nl = buffer.indexOf('\n');
    while (nl >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (m && input.duration > 0) {
        options.onProgress?.(Math.min(1, Number(m[1]) / 1e6 / input.duration));
      }
      nl = buffer.indexOf('\n');
    }
  });
  if (result.code !== 0) {
    const tail = result.stderr.trim().split('\n').slice(-3).join(' | ');
    throw new PipelineError(`ffmpeg failed (exit ${result.code}): ${tail}`);
  }
  const renditions: PlainRendition[] = [];
  for (const s of sizes) {
    const segments = parsePlaylist(await readFile(path.join(outDir, s.name, 'index.m3u8'), 'utf8'));
    if (segments.length === 0) throw new PipelineError(`ffmpeg wrote no segments for ${s.name}`);
    renditions.push({
      name: s.name,
      width: s.width,
      height: s.height,
      bandwidth: Math.round((s.videoKbps * 1.2 + s.audioKbps) * 1000 * 1.1),
      codecs: 'avc1.4d401e,mp4a.40.2',
      segments,
    });
  }
  const duration =
    Math.round(Math.max(...renditions.map((r) => r.segments.reduce((a, b) => a + b, 0))) * 1000) / 1000;
  const stream: PlainStream = { version: 1, duration, renditions };
  await writeFile(path.join(outDir, 'stream.json'), `${JSON.stringify(stream, null, 2)}\n`);
  options.onProgress?.(1);
  return stream;
}

/** A cover frame as JPEG bytes, taken a third of the way in (at most 5 s). */
export async function extractCover(tools: ToolPaths, source: string, duration: number, outFile: string) {
  const at = Math.min(5, Math.max(0, duration / 3));
  const r = await run(tools.ffmpeg, [
    '-hide_banner',
    '-y',
    '-ss',
    at.toFixed(2),
    '-i',
    source,
    '-frames:v',
    '1',
    '-vf',
    'scale=640:-2',
    '-q:v',
    '4',
    outFile,
  ]);
  if (r.code !== 0) throw new PipelineError(`ffmpeg could not take a cover frame (exit ${r.code})`);
  return new Uint8Array(await readFile(outFile));
}
