// What of the fetched danmaku a viewer sees: not one with a word they blocked (case and spaces
// ignored; a word written /like this/ is a regular expression).

export interface Filterable {
  text: string;
}

/** A predicate that is true for the danmaku to show, built once per blocked-word list. */
export function blockedFilter(words: readonly string[]): (d: Filterable) => boolean {
  const plain: string[] = [];
  const patterns: RegExp[] = [];
  for (const w of words) {
    const m = /^\/(.+)\/$/.exec(w.trim());
    if (m?.[1]) {
      try {
        patterns.push(new RegExp(m[1], 'i'));
        continue;
      } catch {
        // not a valid expression: matched as text
      }
    }
    const needle = w.toLowerCase().replace(/\s+/g, '');
    if (needle) plain.push(needle);
  }
  if (plain.length === 0 && patterns.length === 0) return () => true;
  return (d) => {
    const text = d.text.toLowerCase().replace(/\s+/g, '');
    return !plain.some((w) => text.includes(w)) && !patterns.some((p) => p.test(d.text));
  };
}
