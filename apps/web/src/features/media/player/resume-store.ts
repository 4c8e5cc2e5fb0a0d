/**
 * Last position per video on this device, so a reload resumes at once even before the server
 * has the latest position (media/trackList records it too). At most 100 videos, newest kept.
 */
const KEY = 'lld:resume';
const MAX = 100;

interface Entry {
  p: number;
  t: number;
}

function read(): Record<string, Entry> {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, Entry>) : {};
  } catch {
    return {};
  }
}

export function savedPosition(id: number): { position: number; at: number } | null {
  const e = read()[String(id)];
  return e && Number.isFinite(e.p) ? { position: e.p, at: e.t } : null;
}

export function savePosition(id: number, position: number): void {
  try {
    const all = read();
    all[String(id)] = { p: Math.floor(position), t: Date.now() };
    const entries = Object.entries(all)
      .sort((a, b) => b[1].t - a[1].t)
      .slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // storage full or unavailable: the server copy still resumes
  }
}

/** Where to start: the newer of the server's and this device's positions, unless (nearly) finished. */
export function resumePoint(
  id: number,
  server: number,
  duration: number,
  limit = Number.POSITIVE_INFINITY,
): number {
  const local = savedPosition(id);
  const at = local ? local.position : server;
  const p = Math.min(at, limit);
  return p > 0 && p < duration - 3 ? p : 0;
}
