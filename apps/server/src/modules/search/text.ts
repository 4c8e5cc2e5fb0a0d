import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import * as OpenCC from 'opencc-js/t2cn';
import { pinyin } from 'pinyin-pro';

/**
 * Text analysis for the search index (issue 12), the same for documents and queries:
 *
 * 1. fold: NFKC (full-width → half-width, compatibility forms), lower case, traditional →
 *    simplified (OpenCC's tables through opencc-js), punctuation → spaces;
 * 2. segment: jieba's search mode (words and the shorter words inside them), see
 *    docs/decisions.md "Search" for the comparison with Intl.Segmenter;
 * 3. n-grams: every CJK character pair (a two-character fragment of a title always finds it,
 *    a one-character typo leaves most pairs intact) and, for titles, single characters;
 * 4. pinyin: whole-title full pinyin and initials (`shenyeshitang`, `syst`), and each word's.
 *
 * Terms are plain strings. The index stores them in text[] columns under GIN indexes
 * (search-write.ts) and a query is answered by array containment (`@>`, `&&`), so no database
 * text parser, dictionary or locale is involved: PGlite and PostgreSQL see the same terms. Two
 * kinds of marker term never collide with text (folding turns `^` and `~` into spaces): `^` +
 * the title's first one and two characters (title prefix), `~` + the popularity tier.
 */

let jieba: Jieba | null = null;
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const foldCache = new Map<string, string>();
const PINYIN_CACHE_MAX = 50_000;

const CJK = /\p{Script=Han}/u;
const CJK_RUN = /\p{Script=Han}+/gu;
const LATIN_RUN = /[a-z0-9]+/g;
/** Anything that is neither a letter nor a digit separates words. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** NFKC, lower case, traditional → simplified, separators → one space. */
export function fold(text: string): string {
  const cached = foldCache.get(text);
  if (cached !== undefined) return cached;
  const nfkc = text.normalize('NFKC').toLowerCase();
  const simplified = CJK.test(nfkc) ? toSimplified(nfkc) : nfkc;
  const folded = simplified.replace(SEPARATORS, ' ').trim();
  // Names, tags and short titles repeat: remember them (bounded).
  if (text.length <= 40) {
    if (foldCache.size >= PINYIN_CACHE_MAX) foldCache.clear();
    foldCache.set(text, folded);
  }
  return folded;
}

/** Words of folded text: jieba's search mode, without separators. */
export function segment(folded: string): string[] {
  if (!folded) return [];
  const out: string[] = [];
  for (const w of segmenter().cutForSearch(folded, true)) {
    const word = w.trim();
    if (word) out.push(word);
  }
  return out;
}

/** Character pairs of each CJK run (a one-character run gives itself). */
export function bigrams(folded: string, withUnigrams = false): string[] {
  const out: string[] = [];
  for (const run of folded.match(CJK_RUN) ?? []) {
    const chars = [...run];
    if (chars.length === 1) out.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    if (withUnigrams && chars.length > 1) out.push(...chars);
  }
  return out;
}

export function latinWords(folded: string): string[] {
  return folded.match(LATIN_RUN) ?? [];
}

const runCache = new Map<string, string[]>();

/** Toneless pinyin of each character of a Han run, read in context (长安 is chang'an), memoised. */
function runPinyin(run: string): string[] {
  let syllables = runCache.get(run);
  if (!syllables) {
    syllables = pinyin(run, { toneType: 'none', type: 'array', v: true }).map((p) =>
      p.replace(/[^a-z]/g, ''),
    );
    if (runCache.size >= PINYIN_CACHE_MAX) runCache.clear();
    runCache.set(run, syllables);
  }
  return syllables;
}

/** Full pinyin (no tones, no spaces) and initials of the CJK characters of folded text. */
export function pinyinForms(folded: string): { full: string; initials: string } {
  let full = '';
  let initials = '';
  for (const run of folded.match(CJK_RUN) ?? []) {
    for (const p of runPinyin(run)) {
      full += p;
      initials += p.slice(0, 1);
    }
  }
  return { full, initials };
}

/** Pinyin of each word, read in the context of the whole text (words are substrings of it). */
function wordPinyin(folded: string, words: readonly string[]): string[] {
  const perChar: Array<string | undefined> = [];
  for (const m of folded.matchAll(CJK_RUN)) {
    const syllables = runPinyin(m[0]);
    const start = [...folded.slice(0, m.index)].length;
    syllables.forEach((p, i) => {
      perChar[start + i] = p;
    });
  }
  const chars = [...folded];
  const out: string[] = [];
  for (const w of words) {
    if (!CJK.test(w)) continue;
    const wc = [...w];
    const at = chars.findIndex((_, i) => wc.every((c, j) => chars[i + j] === c));
    if (at < 0) continue;
    let p = '';
    for (let j = 0; j < wc.length; j++) p += perChar[at + j] ?? '';
    if (p) out.push(p);
  }
  return out;
}

/** Marker terms of a title's first one and two characters: "title starts with" from the GIN index. */
export function prefixTerms(key: string): string[] {
  const chars = [...key];
  if (chars.length === 0) return [];
  return chars.length === 1 ? [`^${chars[0]}`] : [`^${chars[0]}`, `^${chars[0]}${chars[1]}`];
}

/** The term of popularity tier `tier` (in every term array of a document of that tier). */
export const tierTerm = (tier: number) => `~${tier}`;
export const isTierTerm = (term: string) => term.startsWith('~');

function clean(terms: Iterable<string>): string[] {
  const set = new Set<string>();
  for (const t of terms) {
    const term = t.replace(/['\\:&|!()<>*]/g, '').slice(0, 60);
    if (term) set.add(term);
  }
  return [...set];
}

/** Terms of a title (weight A): words, pairs, single characters, pinyin of the whole and of words. */
export function titleTerms(title: string): string[] {
  const folded = fold(title);
  const words = segment(folded);
  const whole = pinyinForms(folded);
  const terms = [...words, ...bigrams(folded, true), ...latinWords(folded), whole.full, whole.initials];
  if (folded.includes(' ')) {
    const joined = folded.replace(/ /g, '');
    // The pairs across punctuation too (堂第 of 深夜食堂：第一季): a query typed without the
    // punctuation holds them, and a title that starts with a query holds all of its pairs.
    terms.push(joined, ...bigrams(joined));
    // Each phrase's pinyin too: 深夜食堂：第一季 is found by `syst` as well as `systdyj`.
    for (const phrase of folded.split(' ')) {
      const p = pinyinForms(phrase);
      terms.push(p.full, p.initials);
    }
  }
  terms.push(...wordPinyin(folded, words));
  return clean(terms);
}

/** Terms of names (tags, actors, authors, circles; weight B): each name whole, its words, pairs and pinyin. */
export function nameTerms(names: readonly string[]): string[] {
  const terms: string[] = [];
  for (const name of names) {
    const folded = fold(name);
    if (!folded) continue;
    const whole = pinyinForms(folded);
    terms.push(folded.replace(/ /g, ''), ...segment(folded), ...bigrams(folded), ...latinWords(folded));
    terms.push(whole.full, whole.initials);
  }
  return clean(terms);
}

/** Terms of descriptions and post text (weight D): words only. */
export function bodyTerms(text: string): string[] {
  const folded = fold(text.slice(0, 4000));
  return clean([...segment(folded).filter((w) => !CJK.test(w) || [...w].length > 1), ...latinWords(folded)]);
}

/** The latin form of a title for trigram matching (pinyin and initials, latin words). */
export function latinKey(title: string, names: readonly string[] = []): string {
  const parts: string[] = [];
  for (const s of [title, ...names]) {
    const folded = fold(s);
    const p = pinyinForms(folded);
    parts.push(p.full, p.initials, latinWords(folded).join(''));
  }
  return parts.filter(Boolean).join(' ').slice(0, 400);
}

export interface AnalysedQuery {
  /** Folded query, spaces removed: compared with the folded title (exact and prefix first). */
  key: string;
  /**
   * What a match must contain, all of it: every CJK character pair (a one-character run gives
   * itself) and every latin word. Documents index the same pairs for titles and names, so
   * "contains all pairs" is a fragment match answered from the GIN index.
   */
  grams: string[];
  /** jieba words (and latin words), all of which a description or post text must contain. */
  words: string[];
  /** Full pinyin of a Chinese query of three characters or more: a wrong character that sounds the same. */
  pinyin: string;
  /** Latin-only query (pinyin, initials, an English word): prefix and trigram matching; '' otherwise. */
  latin: string;
  /** The prefix term a title starting with the query has (`^` + its first one or two characters). */
  prefix: string;
  /**
   * One-typo forms: for each character of a Chinese query of three or more, the pairs that do
   * not touch it and the characters no kept pair covers (at least one pair kept). A title with
   * that one character wrong contains all of one of them.
   */
  drops: string[][];
}

const MAX_DROPS = 10;

/** Query analysis: the same folding, pairs and words as documents, plus the query's own pinyin. */
export function analyseQuery(q: string): AnalysedQuery {
  const folded = fold(q).slice(0, 100);
  const key = folded.replace(/ /g, '');
  const none = { key: '', grams: [], words: [], pinyin: '', latin: '', prefix: '', drops: [] };
  if (!key) return none;
  const hasHan = CJK.test(folded);
  const latinW = latinWords(folded);
  const grams = clean([...bigrams(folded), ...latinW]);
  const words = clean([...segment(folded).filter((w) => [...w].length > 1 || !CJK.test(w)), ...latinW]);
  let pinyin = '';
  let latin = '';
  const drops: string[][] = [];
  if (hasHan) {
    const p = pinyinForms(folded);
    if ([...key].length >= 3) pinyin = clean([p.full])[0] ?? '';
    // Pairs with the positions of their characters, per CJK run.
    const pairs: Array<{ gram: string; at: number }> = [];
    const all = [...folded];
    let offset = 0;
    for (const run of folded.split(' ')) {
      const chars = [...run];
      for (let i = 0; i + 1 < chars.length; i++) {
        if (CJK.test(chars[i]!) && CJK.test(chars[i + 1]!))
          pairs.push({ gram: chars[i]! + chars[i + 1]!, at: offset + i });
      }
      offset += chars.length + 1;
    }
    if ([...key].length >= 3 && pairs.length >= 2) {
      const positions = [...new Set(pairs.flatMap((p) => [p.at, p.at + 1]))];
      for (const pos of positions.slice(0, MAX_DROPS)) {
        const keptPairs = pairs.filter((p) => p.at !== pos && p.at + 1 !== pos);
        if (keptPairs.length === 0) continue;
        // A character next to the wrong one that no kept pair covers still counts, on its own
        // (titles index single characters): 小某夏天 needs 小 and 夏天, not just 夏天.
        const covered = new Set(keptPairs.flatMap((p) => [p.at, p.at + 1]));
        const singles = positions
          .filter((at) => at !== pos && !covered.has(at))
          .map((at) => all[at]!)
          .filter((c) => CJK.test(c));
        const kept = clean([...keptPairs.map((p) => p.gram), ...singles, ...latinW]);
        if (!drops.some((d) => d.join() === kept.join())) drops.push(kept);
      }
    }
  } else {
    latin = clean([key])[0] ?? '';
  }
  const chars = [...key];
  const prefix = chars.length > 0 ? `^${chars.slice(0, 2).join('')}` : '';
  return { key, grams, words, pinyin, latin, prefix, drops };
}

/** Highlight help for clients: the query's words and pairs, longest first. */
export function highlightWords(q: string): string[] {
  const folded = fold(q);
  const words = [...segment(folded), ...latinWords(folded)];
  if (words.length === 0) return [];
  return clean([folded.replace(/ /g, ''), ...words]).sort((a, b) => b.length - a.length);
}
