// Marks the query's words in a title. Words come folded from the server (simplified, lower
// case); titles are compared the same way, case-insensitively and with full-width folded.
import type { ReactNode } from 'react';

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/** [start, end) ranges of `words` in `text`, merged. */
export function matchRanges(text: string, words: readonly string[]): Array<[number, number]> {
  const folded = fold(text);
  // NFKC may change lengths (rare ligatures); fall back to no highlight then.
  if (folded.length !== text.length) return [];
  const marks = new Array<boolean>(text.length).fill(false);
  for (const w of words) {
    const word = fold(w);
    if (!word) continue;
    let at = folded.indexOf(word);
    while (at !== -1) {
      for (let i = at; i < at + word.length; i++) marks[i] = true;
      at = folded.indexOf(word, at + 1);
    }
  }
  const out: Array<[number, number]> = [];
  for (let i = 0; i < marks.length; i++) {
    if (!marks[i]) continue;
    const start = i;
    while (i < marks.length && marks[i]) i++;
    out.push([start, i]);
  }
  return out;
}

export function Highlight({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  const ranges = matchRanges(text, words);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const [s, e] of ranges) {
    if (s > last) parts.push(text.slice(last, s));
    parts.push(
      <mark key={s} className="search-mark">
        {text.slice(s, e)}
      </mark>,
    );
    last = e;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
