import { spawnSync } from 'node:child_process';

/**
 * Writes a short test video with ffmpeg (test pattern + a tone). `noisy` makes it several MB
 * (noise does not compress), for uploads that must take several chunks. Throws with ffmpeg's
 * message when it fails.
 */
export function makeTestClip(file: string, o: { seconds?: number; noisy?: boolean } = {}): void {
  const seconds = o.seconds ?? 3;
  const video = `testsrc2=size=320x240:rate=25:duration=${seconds}${o.noisy ? ',noise=alls=60:allf=t' : ''}`;
  const made = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    video,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    ...(o.noisy ? ['-qp', '16'] : []),
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg failed: ${String(made.stderr)}`);
}
