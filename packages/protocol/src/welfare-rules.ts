/**
 * Rules of the welfare centre (issue 13) that the server applies and the web app shows: Shanghai
 * calendar days, the check-in streak and its seven-day strip, levels from points, invite codes.
 * Pure functions; the server is the only one that decides, the client only draws.
 */

const SHANGHAI_OFFSET_SECONDS = 8 * 3600;
const DAY_SECONDS = 86_400;

/** `YYYY-MM-DD` of the Asia/Shanghai calendar day that contains `epochSeconds` (UTC+8, no DST). */
export function shanghaiDay(epochSeconds: number): string {
  const d = new Date((Math.floor(epochSeconds) + SHANGHAI_OFFSET_SECONDS) * 1000);
  return d.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  return new Date(t + n * DAY_SECONDS * 1000).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (DAY_SECONDS * 1000));
}

/** UTC seconds at which the Shanghai day after `day` starts (when daily tasks reset). */
export function nextDayStart(day: string): number {
  return Date.parse(`${addDays(day, 1)}T00:00:00Z`) / 1000 - SHANGHAI_OFFSET_SECONDS;
}

/**
 * The streak a check-in on `today` makes: one more than yesterday's streak, or 1 after a missed
 * day (or the first time).
 */
export function nextStreak(today: string, last: { day: string; streak: number } | null): number {
  if (!last) return 1;
  return daysBetween(last.day, today) === 1 ? last.streak + 1 : 1;
}

/** The reward of streak day `streak` (1-based): the table has 7 entries; day 8 on repeats day 7. */
export function checkinReward(table: readonly number[], streak: number): number {
  if (table.length === 0) return 0;
  return table[Math.min(Math.max(streak, 1), table.length) - 1] ?? 0;
}

export interface StripDay {
  index: number;
  date: string;
  reward: number;
  checked: boolean;
  today: boolean;
}

/**
 * The seven-day strip: the week of the current streak. `streak` counts up to today when today is
 * checked, else up to yesterday (0 when yesterday was missed). Day 1 of the strip is the first day
 * of this streak week; rewards follow the streak day, so a long streak shows day-7 rewards.
 */
export function checkinStrip(
  today: string,
  streak: number,
  checkedToday: boolean,
  table: readonly number[],
): StripDay[] {
  // The streak day that today is (or would be after checking in).
  const todayStreak = checkedToday ? streak : streak + 1;
  const position = (todayStreak - 1) % 7; // 0..6: where today sits in the strip
  const weekStart = todayStreak - position; // streak day of the strip's first cell
  return Array.from({ length: 7 }, (_, i) => ({
    index: i + 1,
    date: addDays(today, i - position),
    reward: checkinReward(table, weekStart + i),
    checked: i < position || (i === position && checkedToday),
    today: i === position,
  }));
}

export interface LevelRow {
  level: number;
  name: string;
  minPoints: number;
  benefits: string[];
}

/** The highest level whose threshold `points` reaches, and the next one (null at the top). */
export function levelOf<L extends LevelRow>(
  levels: readonly L[],
  points: number,
): { current: L; next: L | null } {
  const sorted = [...levels].sort((a, b) => a.minPoints - b.minPoints);
  let current = sorted[0] as L;
  let next: L | null = null;
  for (const l of sorted) {
    if (points >= l.minPoints) current = l;
    else {
      next = l;
      break;
    }
  }
  return { current, next };
}

/*
 * Invite codes: a user id multiplied by an odd constant modulo 2^32 (a bijection, so every id
 * has one code and a code names at most one id), written in base 36 and padded to 7 characters.
 * Not a secret: it only keeps codes from looking like a counter.
 */
const MODULUS = 2n ** 32n;
const FACTOR = 2_654_435_761n; // odd, so invertible modulo 2^32
const INVERSE = inverseMod(FACTOR, MODULUS);
const CODE_LENGTH = 7;

function inverseMod(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

export function inviteCodeOf(userId: number): string {
  const n = (BigInt(userId) * FACTOR) % MODULUS;
  return n.toString(36).toUpperCase().padStart(CODE_LENGTH, '0');
}

/** The user id a code names, or null when it is not a code. */
export function userIdOfInviteCode(code: string): number | null {
  const text = code.trim().toUpperCase();
  if (!/^[0-9A-Z]{4,12}$/.test(text)) return null;
  let n = 0n;
  for (const ch of text.toLowerCase()) n = n * 36n + BigInt(Number.parseInt(ch, 36));
  if (n >= MODULUS) return null;
  const id = Number((n * INVERSE) % MODULUS);
  // One spelling per code: leading zeros beyond the padding name nobody.
  return id > 0 && id <= 2_147_483_647 && inviteCodeOf(id) === text ? id : null;
}
