/**
 * Display formatting of spec §9. Pure functions, no locale data needed: dates are shown in
 * Asia/Shanghai, which has been UTC+8 without daylight saving since 1991, so a fixed offset is
 * exact for every date this product shows and needs no time-zone database.
 */

type NumberLike = number | string | null | undefined;

/** A finite number from `value`, else 0. */
function finite(value: NumberLike): number {
  const n = typeof value === 'string' ? Number(value.trim() === '' ? Number.NaN : value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** `int` or `int.frac` of an integer amount in units of 1/`scale`, the fraction padded to `digits`. */
function fixedPoint(amount: NumberLike, scale: number, digits: number): string {
  const n = Math.round(finite(amount));
  const abs = Math.abs(n);
  const int = Math.floor(abs / scale);
  const frac = abs % scale;
  const body = frac === 0 ? String(int) : `${int}.${String(frac).padStart(digits, '0')}`;
  return n < 0 ? `-${body}` : body;
}

/**
 * Gold is stored in hundredths and shown as amount/100 with 2 decimals, dropping `.00` only:
 * 12345 → `123.45`, 10000 → `100`, 1050 → `10.50`, 5 → `0.05`. Non-integers are rounded;
 * a non-number is 0.
 */
export function formatGold(hundredths: NumberLike): string {
  return fixedPoint(hundredths, 100, 2);
}

/** Diamonds are stored in tenths and shown as amount/10: 25 → `2.5`, 30 → `3`. */
export function formatDiamond(tenths: NumberLike): string {
  return fixedPoint(tenths, 10, 1);
}

/** `n / unit` truncated (not rounded) to one decimal, without a trailing `.0`. */
function oneDecimal(n: number, unit: number): string {
  const tenths = Math.floor(n / (unit / 10));
  const int = Math.floor(tenths / 10);
  const d = tenths % 10;
  return d === 0 ? String(int) : `${int}.${d}`;
}

/** Whole, non-negative count. */
function count(n: NumberLike): number {
  return Math.max(0, Math.floor(finite(n)));
}

/**
 * Compact count (spec §9): below 1,000 as is; from 1,000 in thousands with `k`; from 10,000
 * in 万 with `w+`. One decimal, truncated so a count is never overstated (9,999 → `9.9k`,
 * never `10k`), and `.0` dropped: 1000 → `1k`, 1234 → `1.2k`, 12345 → `1.2w+`, 10000 → `1w+`.
 * Negative and non-numbers are 0.
 */
export function formatCount(n: NumberLike): string {
  const v = count(n);
  if (v >= 10_000) return `${oneDecimal(v, 10_000)}w+`;
  if (v >= 1_000) return `${oneDecimal(v, 1_000)}k`;
  return String(v);
}

/**
 * Units of `formatCountUnit`, largest first: T = 10^12, Y (亿) = 10^8, M = 10^6,
 * W (万) = 10^4, K = 10^3. The largest unit not above the count is used.
 */
export const COUNT_UNITS: ReadonlyArray<readonly [suffix: string, size: number]> = Object.freeze([
  ['T', 1e12],
  ['Y', 1e8],
  ['M', 1e6],
  ['W', 1e4],
  ['K', 1e3],
] as const);

/**
 * Compact count with the K W M Y T ladder of `COUNT_UNITS`, one decimal truncated and `.0`
 * dropped: 999 → `999`, 1500 → `1.5K`, 12345 → `1.2W`, 2500000 → `2.5M`, 120000000 → `1.2Y`,
 * 3×10^12 → `3T`.
 */
export function formatCountUnit(n: NumberLike): string {
  const v = count(n);
  for (const [suffix, size] of COUNT_UNITS) if (v >= size) return `${oneDecimal(v, size)}${suffix}`;
  return String(v);
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const WEEK = 7 * DAY;
/** Four weeks: from here on a time is "a month ago". */
const MONTH = 28 * DAY;
const YEAR = 365 * DAY;
const SHANGHAI_OFFSET_SECONDS = 8 * HOUR;

/**
 * Epoch seconds from a number or numeric string of seconds; a value above 10^12 is taken as
 * milliseconds (10^12 seconds is the year 33658), and a non-numeric string is parsed as a date.
 */
export function toEpochSeconds(value: NumberLike): number {
  if (typeof value === 'string' && value.trim() !== '' && !Number.isFinite(Number(value))) {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
  }
  const n = finite(value);
  return Math.floor(n > 1e12 ? n / 1000 : n);
}

function nowSecondsLocal(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * Relative time (spec §9), `now` defaulting to the clock:
 * - under 60 s (or in the future): `刚刚`
 * - under an hour: `N分钟前`; under a day: `N小时前`; under a week: `N天前`
 * - under four weeks: `N周前` (1 to 3)
 * - from four weeks up to a year: `1个月前` (the spec's last relative step)
 * - a year or more: the date `YYYY-MM-DD` in Asia/Shanghai, because "a month ago" would mislead.
 */
export function formatRelativeTime(epochSeconds: NumberLike, nowSeconds: number = nowSecondsLocal()): string {
  const t = toEpochSeconds(epochSeconds);
  const diff = Math.floor(nowSeconds) - t;
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < WEEK) return `${Math.floor(diff / DAY)}天前`;
  if (diff < MONTH) return `${Math.floor(diff / WEEK)}周前`;
  if (diff < YEAR) return '1个月前';
  return formatDate(t);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function shanghaiParts(epochSeconds: NumberLike) {
  const d = new Date((toEpochSeconds(epochSeconds) + SHANGHAI_OFFSET_SECONDS) * 1000);
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
  };
}

/** `YYYY-MM-DD` in Asia/Shanghai. */
export function formatDate(epochSeconds: NumberLike): string {
  const p = shanghaiParts(epochSeconds);
  return `${p.y}-${pad2(p.mo)}-${pad2(p.d)}`;
}

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai. */
export function formatDateTime(epochSeconds: NumberLike): string {
  const p = shanghaiParts(epochSeconds);
  return `${p.y}-${pad2(p.mo)}-${pad2(p.d)} ${pad2(p.h)}:${pad2(p.mi)}`;
}

/**
 * Duration in h, min and s (spec §9): the non-zero parts without spaces, seconds truncated:
 * 3723 → `1h2min3s`, 3600 → `1h`, 3660 → `1h1min`, 65 → `1min5s`, 59 → `59s`, 0 → `0s`.
 */
export function formatDuration(seconds: NumberLike): string {
  const s = count(seconds);
  const h = Math.floor(s / HOUR);
  const m = Math.floor((s % HOUR) / MINUTE);
  const sec = s % MINUTE;
  const out = `${h ? `${h}h` : ''}${m ? `${m}min` : ''}${sec ? `${sec}s` : ''}`;
  return out === '' ? '0s' : out;
}

/** Player clock: `m:ss` under an hour, else `h:mm:ss` (e.g. 65 → `1:05`, 3723 → `1:02:03`). */
export function formatClock(seconds: NumberLike): string {
  const s = count(seconds);
  const h = Math.floor(s / HOUR);
  const m = Math.floor((s % HOUR) / MINUTE);
  const sec = s % MINUTE;
  return h ? `${h}:${pad2(m)}:${pad2(sec)}` : `${m}:${pad2(sec)}`;
}
