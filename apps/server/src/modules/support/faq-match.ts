// Ranks the operator's FAQ answers (ping/contact kind "faq") for a typed question: score = shared characters (Chinese has no spaces,
// so single characters, minus common function words) plus a bonus for shared two-character
// words. The question must share at least two meaningful characters with the FAQ's question.

const STOP = new Set([...'的了吗呢啊吧么怎样如何什么是在我你有要能可以和与及或请问一下？?，,。.！! ']);

/** Full-width forms folded to half-width (NFKC), lower case, stop characters dropped. */
function meaningful(s: string): string[] {
  return [...s.normalize('NFKC').toLowerCase()].filter((c) => !STOP.has(c));
}

function chars(s: string): Set<string> {
  return new Set(meaningful(s));
}

function bigrams(s: string): Set<string> {
  const cs = meaningful(s);
  const out = new Set<string>();
  for (let i = 0; i + 1 < cs.length; i++) out.add(cs[i]! + cs[i + 1]!);
  return out;
}

interface FaqLike {
  name: string;
  content: string;
}

export function matchScore(question: string, faq: FaqLike): number {
  const q = chars(question);
  const name = chars(faq.name);
  let shared = 0;
  for (const c of q) if (name.has(c)) shared++;
  if (shared < 2) return 0;
  const qb = bigrams(question);
  const nb = bigrams(faq.name);
  let pairs = 0;
  for (const b of qb) if (nb.has(b)) pairs++;
  return shared + pairs * 2;
}

/** The answers that match at all, best first (equal scores keep the operator's order). */
export function rankAnswers<T extends FaqLike>(question: string, faqs: readonly T[]): T[] {
  return faqs
    .map((f, i) => ({ f, i, s: matchScore(question, f) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.f);
}

export function bestAnswer<T extends FaqLike>(question: string, faqs: readonly T[]): T | null {
  let best: T | null = null;
  let bestScore = 0;
  for (const f of faqs) {
    const s = matchScore(question, f);
    if (s > bestScore) {
      best = f;
      bestScore = s;
    }
  }
  return best;
}
