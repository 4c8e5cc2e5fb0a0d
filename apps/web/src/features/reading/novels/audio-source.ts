/**
 * Track files come from an MP4 domain. The file route sends whole files without byte ranges, so
 * a track is fetched once into a Blob of the right type: seeking then works in every browser.
 */
import { resolveImageUrl } from '@/lib/image-cache';

const AUDIO_MIME: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
};

export function audioMime(path: string): string {
  const ext = path.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase() ?? '';
  return AUDIO_MIME[ext] ?? 'audio/mpeg';
}

export async function loadAudio(
  path: string,
  bases: readonly string[],
  signal?: AbortSignal,
): Promise<string> {
  const candidates = bases.length ? bases : [`${location.origin}/files`];
  let last: unknown;
  for (const base of candidates) {
    try {
      const res = await fetch(resolveImageUrl(path, base), signal ? { signal } : {});
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const blob = new Blob([await res.arrayBuffer()], { type: audioMime(path) });
      return URL.createObjectURL(blob);
    } catch (err) {
      if (signal?.aborted) throw err;
      last = err;
    }
  }
  throw last instanceof Error ? last : new Error('audio unavailable');
}

/** Seconds as m:ss (or h:mm:ss). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
