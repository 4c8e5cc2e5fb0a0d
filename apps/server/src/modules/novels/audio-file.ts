import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { wavDuration } from './wav.ts';

const run = promisify(execFile);

/** What an uploaded audio file is, from its first bytes (never from its name): its extension. */
export function sniffAudio(b: Uint8Array): '.wav' | '.mp3' | '.m4a' | '.ogg' | '.aac' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length < 12) return null;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return '.wav';
  if (ascii(0, 4) === 'OggS') return '.ogg';
  if (ascii(4, 8) === 'ftyp') return '.m4a';
  if (ascii(0, 3) === 'ID3') return '.mp3';
  // An MPEG audio frame (layer III) or an ADTS AAC frame: 11 sync bits.
  if (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) return (b[1]! & 0x06) === 0 ? '.aac' : '.mp3';
  return null;
}

/**
 * Whole seconds of an audio file: a WAV's from its header, anything else from ffprobe (0 when
 * ffprobe is missing or cannot tell; the player then learns it while playing).
 */
export async function audioDuration(
  bytes: Uint8Array,
  ext: string,
  tools: { ffprobe: string; tmpDir: string },
): Promise<number> {
  if (ext === '.wav') return wavDuration(bytes);
  await mkdir(tools.tmpDir, { recursive: true });
  const file = path.join(tools.tmpDir, `audio-${randomBytes(6).toString('hex')}${ext}`);
  try {
    await writeFile(file, bytes);
    const { stdout } = await run(
      tools.ffprobe,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
      { timeout: 30_000 },
    );
    const seconds = Number.parseFloat(stdout.trim());
    return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  } catch {
    return 0;
  } finally {
    await rm(file, { force: true });
  }
}
