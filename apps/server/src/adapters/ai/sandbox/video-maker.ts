import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { watermarkSvg } from './painter.ts';

/**
 * The sandbox's image to video: the source picture, watermarked 演示, moved by ffmpeg's
 * zoompan (zoom in or out, pan left or right) into a short H.264 MP4.
 */

const FILTERS: Record<string, (frames: number) => string> = {
  'zoom-in': (n) => `zoompan=z='min(1+0.4*on/${n},1.4)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'`,
  'zoom-out': (n) => `zoompan=z='max(1.4-0.4*on/${n},1)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'`,
  'pan-left': (n) => `zoompan=z=1.25:x='(iw-iw/zoom)*(1-on/${n})':y='ih/2-(ih/zoom/2)'`,
  'pan-right': (n) => `zoompan=z=1.25:x='(iw-iw/zoom)*on/${n}':y='ih/2-(ih/zoom/2)'`,
};

export async function makeVideo(
  ffmpeg: string,
  source: Uint8Array,
  options: {
    motion: string;
    prompt: string;
    seconds?: number;
    size?: number;
    onProgress?: (f: number) => void;
  },
): Promise<Buffer> {
  const size = options.size ?? 480;
  const fps = 24;
  const frames = Math.round((options.seconds ?? 3) * fps);
  const dir = await mkdtemp(path.join(tmpdir(), 'lld-sandbox-video-'));
  try {
    const frame = await sharp(source)
      .rotate()
      .resize(size * 2, size * 2, { fit: 'cover' })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 2}" height="${size * 2}">${watermarkSvg(size * 2, size * 2, options.prompt)}</svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    const input = path.join(dir, 'in.png');
    const output = path.join(dir, 'out.mp4');
    await writeFile(input, frame);
    const filter = (FILTERS[options.motion] ?? FILTERS['zoom-in']!)(frames);
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-progress',
      'pipe:1',
      '-y',
      '-i',
      input,
      '-vf',
      `${filter}:d=${frames}:s=${size}x${size}:fps=${fps},format=yuv420p`,
      '-frames:v',
      String(frames),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '28',
      '-movflags',
      '+faststart',
      output,
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const m = /frame=(\d+)/.exec(chunk.toString());
        if (m) options.onProgress?.(Math.min(1, Number(m[1]) / frames));
      });
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err.slice(0, 300)}`)),
      );
    });
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
