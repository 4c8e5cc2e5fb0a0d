import { randomInt } from 'node:crypto';

/**
 * The in-process nonce store (PROTOCOL §2: a call whose nonce was seen within the last 600 s is
 * refused). Nonces arrive at the call rate and each is kept for ten minutes, so a node at a few
 * thousand calls a second holds millions. As Map entries they took ~320 bytes each (the key kept
 * the whole header text it was sliced from alive), every mark-compact traced them, and they
 * shared MemoryKv's bound with captcha marks, SMS locks and rate-limit counters, which a flood of
 * calls then pushed out. Here a nonce is a 64-bit hash under a per-process random seed, two
 * words in an open-addressed typed array: 11–23 bytes a nonce, nothing for the GC to trace. The
 * arrays are kept in generations of `generationMs`, each dropped whole once every nonce in it is
 * older than the TTL, so a nonce is refused for at least the TTL and at most one generation more.
 */
export interface NonceSetOptions {
  ttlMs: number;
  /** Length of a generation (default one minute). */
  generationMs?: number;
  /**
   * Upper bound on the nonces held (default 8,000,000, ~13,000 calls a second for ten minutes,
   * more than one node serves). Beyond it the oldest generation goes before its time.
   */
  maxEntries?: number;
  now?: () => number;
}

interface Generation {
  startedAt: number;
  /** Slot i holds words 2i and 2i+1; both zero is an empty slot. */
  slots: Uint32Array;
  mask: number;
  count: number;
}

const FIRST_SLOTS = 1024;
/** Linear probing stays short below this load. */
const MAX_LOAD = 0.7;

export class NonceSet {
  readonly #ttlMs: number;
  readonly #generationMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #seedA = randomInt(0, 2 ** 32);
  readonly #seedB = randomInt(0, 2 ** 32);
  /** Oldest first; the last is the one that takes new nonces. */
  #generations: Generation[] = [];
  #size = 0;
  /** Generations dropped before their nonces reached the TTL (the bound was reached). */
  droppedEarly = 0;

  constructor(options: NonceSetOptions) {
    this.#ttlMs = options.ttlMs;
    this.#generationMs = options.generationMs ?? 60_000;
    this.#maxEntries = options.maxEntries ?? 8_000_000;
    this.#now = options.now ?? Date.now;
  }

  /** Nonces held (some may be past the TTL until their generation goes). */
  get size(): number {
    return this.#size;
  }

  /** Records `nonce`; true when it was not seen within the TTL (its first use). */
  claim(nonce: string): boolean {
    // Two independent 32-bit hashes of the UTF-16 code units, each finished as murmur3's fmix32.
    let a = this.#seedA;
    let b = this.#seedB;
    for (let i = 0; i < nonce.length; i++) {
      const c = nonce.charCodeAt(i);
      a = Math.imul(a ^ c, 0x5bd1e995);
      a ^= a >>> 15;
      b = Math.imul(b ^ c, 0x1b873593);
      b ^= b >>> 13;
    }
    a = fmix32(a ^ nonce.length);
    b = fmix32(b ^ nonce.length) || 1; // so that no nonce is an empty slot

    const current = this.#current(this.#now());
    for (let g = this.#generations.length - 1; g >= 0; g--) {
      if (find(this.#generations[g]!, a, b) >= 0) return false;
    }
    if ((current.count + 1) / (current.mask + 1) > MAX_LOAD) grow(current);
    put(current, a, b);
    this.#size++;
    if (this.#size > this.#maxEntries && this.#generations.length > 1) {
      this.#size -= this.#generations.shift()!.count;
      this.droppedEarly++;
    }
    return true;
  }

  /** The generation taking nonces at `now`, after dropping those whose nonces are all past the TTL. */
  #current(now: number): Generation {
    const gens = this.#generations;
    while (gens.length > 0 && gens[0]!.startedAt + this.#generationMs + this.#ttlMs <= now) {
      this.#size -= gens.shift()!.count;
    }
    const last = gens[gens.length - 1];
    if (last && now - last.startedAt < this.#generationMs) return last;
    const fresh: Generation = {
      startedAt: now,
      slots: new Uint32Array(FIRST_SLOTS * 2),
      mask: FIRST_SLOTS - 1,
      count: 0,
    };
    gens.push(fresh);
    return fresh;
  }
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The slot holding (a, b), or -1. */
function find(gen: Generation, a: number, b: number): number {
  const { slots, mask } = gen;
  for (let i = a & mask; ; i = (i + 1) & mask) {
    const wa = slots[i * 2]!;
    const wb = slots[i * 2 + 1]!;
    if (wa === a && wb === b) return i;
    if (wa === 0 && wb === 0) return -1;
  }
}

function put(gen: Generation, a: number, b: number): void {
  const { slots, mask } = gen;
  let i = a & mask;
  while (slots[i * 2] !== 0 || slots[i * 2 + 1] !== 0) i = (i + 1) & mask;
  slots[i * 2] = a;
  slots[i * 2 + 1] = b;
  gen.count++;
}

function grow(gen: Generation): void {
  const old = gen.slots;
  const slotCount = (gen.mask + 1) * 2;
  gen.slots = new Uint32Array(slotCount * 2);
  gen.mask = slotCount - 1;
  gen.count = 0;
  for (let i = 0; i < old.length; i += 2) {
    if (old[i] !== 0 || old[i + 1] !== 0) put(gen, old[i]!, old[i + 1]!);
  }
}
