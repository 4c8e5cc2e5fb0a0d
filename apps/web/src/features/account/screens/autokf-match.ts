// Picks the FAQ answer for a typed question: score = shared characters (Chinese has no spaces,
// so single characters, minus common function words) plus a bonus for shared two-character
// words. The question must share at least two meaningful characters with the FAQ's question.
import type { Contact } from '@lld/protocol/api/ping';

const STOP = new Set([...'的了吗呢啊吧么怎样如何什么是在我你有要能可以和与及或请问一下？?，,。.！! ']);

function chars(s: string): Set<string> {
  return new Set([...s.toLowerCase()].filter((c) => !STOP.has(c)));
}

function bigrams(s: string): Set<string> {
  const cs = [...s.toLowerCase()].filter((c) => !STOP.has(c));
  const out = new Set<string>();
  for (let i = 0; i + 1 < cs.length; i++) out.add(cs[i]! + cs[i + 1]!);
  return out;
}

export function matchScore(question: string, faq: Pick<Contact, 'name' | 'content'>): number {
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

export function bestAnswer<T extends Pick<Contact, 'name' | 'content'>>(
  question: string,
  faqs: readonly T[],
): T | null {
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
