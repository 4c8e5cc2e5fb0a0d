/**
 * A character-level n-gram language model (order 3 by default): counts which character follows
 * each two-character context in a corpus, then samples from those counts. Deterministic for a
 * given seed, so the same prompt gives the same demo text.
 */

import { rng } from '../../../demo/rng.ts';

/** The PRNG of a seed (a zero seed stands for a fixed other one). */
export const seededRandom = (seed: number): (() => number) => rng(seed >>> 0 || 0x9e3779b9);

export function hashText(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export class NgramModel {
  readonly #next = new Map<string, Map<string, number>>();
  readonly #starts: string[] = [];

  constructor(
    text: string,
    readonly order = 3,
  ) {
    const chars = [...text];
    const k = order - 1;
    for (let i = 0; i + k < chars.length; i++) {
      const ctx = chars.slice(i, i + k).join('');
      const next = chars[i + k]!;
      const counts = this.#next.get(ctx) ?? new Map<string, number>();
      counts.set(next, (counts.get(next) ?? 0) + 1);
      this.#next.set(ctx, counts);
      if (i === 0 || /[。！？]/.test(chars[i - 1]!)) this.#starts.push(ctx);
    }
  }

  /** A context to start from: one that appears in `hint` if any, else a sentence start. */
  start(hint: string, random: () => number): string {
    const hinted = [...this.#next.keys()].filter((ctx) => hint.includes(ctx));
    const pool = hinted.length > 0 ? hinted : this.#starts;
    return pool[Math.floor(random() * pool.length)] ?? [...this.#next.keys()][0]!;
  }

  /** Yields `length` characters continuing from `start` (the start itself first). */
  *generate(start: string, length: number, random: () => number): Generator<string> {
    const k = this.order - 1;
    let ctx = [...start].slice(-k).join('');
    for (const ch of start) yield ch;
    for (let n = [...start].length; n < length; n++) {
      let counts = this.#next.get(ctx);
      if (!counts) {
        ctx = this.#starts[Math.floor(random() * this.#starts.length)]!;
        counts = this.#next.get(ctx)!;
      }
      let total = 0;
      for (const c of counts.values()) total += c;
      let pick = random() * total;
      let chosen = '';
      for (const [ch, c] of counts) {
        pick -= c;
        chosen = ch;
        if (pick <= 0) break;
      }
      yield chosen;
      ctx = [...(ctx + chosen)].slice(-k).join('');
    }
  }
}
