/**
 * WAV encoding and a small speech-like synthesiser for demo audio tracks: syllables of a voiced
 * tone (a fundamental with falling harmonics and a pitch contour, like a tonal language), grouped
 * into words and phrases with pauses, over a quiet pad. 8-bit mono at 11025 Hz keeps a 15 s track
 * near 165 KB.
 */
import { rng } from '../../demo/rng.ts';

export const SAMPLE_RATE = 11_025;

/** A PCM WAV file of unsigned 8-bit mono samples (0..255, 128 is silence). */
export function encodeWav(samples: Uint8Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const out = Buffer.alloc(44 + samples.length);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate, 28); // byte rate
  out.writeUInt16LE(1, 32); // block align
  out.writeUInt16LE(8, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length, 40);
  out.set(samples, 44);
  return new Uint8Array(out);
}

/** Seconds of audio in a PCM WAV file, or 0 when the bytes are not one. */
export function wavDuration(bytes: Uint8Array): number {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 44 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WAVE')
    return 0;
  let off = 12;
  let byteRate = 0;
  while (off + 8 <= b.length) {
    const id = b.toString('ascii', off, off + 4);
    const size = b.readUInt32LE(off + 4);
    if (id === 'fmt ') byteRate = b.readUInt32LE(off + 16);
    if (id === 'data') return byteRate > 0 ? Math.round(Math.min(size, b.length - off - 8) / byteRate) : 0;
    off += 8 + size + (size % 2);
  }
  return 0;
}

/** `seconds` of speech-like audio; `voice` shifts the pitch (0 low … 1 high). */
export function synthSpeech(seconds: number, seed: number, voice = 0.5): Uint8Array {
  const n = Math.round(seconds * SAMPLE_RATE);
  const buf = new Float32Array(n);
  const next = rng(seed);
  const base = 110 + voice * 110;
  let t = Math.round(0.4 * SAMPLE_RATE);
  while (t < n - SAMPLE_RATE * 0.3) {
    const words = 2 + Math.floor(next() * 4);
    for (let w = 0; w < words && t < n; w++) {
      const syllables = 1 + Math.floor(next() * 3);
      for (let s = 0; s < syllables && t < n; s++) {
        const len = Math.round((0.12 + next() * 0.16) * SAMPLE_RATE);
        const tone = Math.floor(next() * 4); // flat, rising, dipping, falling
        const f0 = base * (0.9 + next() * 0.25);
        let phase = 0;
        for (let i = 0; i < len && t + i < n; i++) {
          const x = i / len;
          const contour =
            tone === 0
              ? 1
              : tone === 1
                ? 0.9 + 0.25 * x
                : tone === 2
                  ? 1 - 0.35 * Math.sin(Math.PI * x)
                  : 1.15 - 0.35 * x;
          phase += (2 * Math.PI * f0 * contour) / SAMPLE_RATE;
          const env = Math.sin(Math.PI * Math.min(1, x * 1.2)) ** 0.7;
          const voiced =
            Math.sin(phase) +
            0.5 * Math.sin(2 * phase) +
            0.3 * Math.sin(3 * phase) +
            0.15 * Math.sin(5 * phase);
          buf[t + i]! += 0.32 * env * voiced;
        }
        t += len + Math.round(0.02 * SAMPLE_RATE);
      }
      t += Math.round((0.06 + next() * 0.1) * SAMPLE_RATE);
    }
    t += Math.round((0.3 + next() * 0.4) * SAMPLE_RATE);
  }
  // A quiet pad under the voice, fading in and out.
  const chord = [base / 2, (base / 2) * 1.5, base];
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const time = i / SAMPLE_RATE;
    const fade = Math.min(1, time / 0.5, (seconds - time) / 0.5);
    let pad = 0;
    for (const f of chord) pad += Math.sin(2 * Math.PI * f * time);
    const v = (buf[i]! + 0.04 * pad) * Math.max(0, fade);
    out[i] = Math.max(0, Math.min(255, Math.round(128 + 127 * Math.tanh(v))));
  }
  return out;
}
