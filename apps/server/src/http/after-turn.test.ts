import { describe, expect, it } from 'vitest';
import { writeAfterTurn } from './after-turn.ts';

describe('writeAfterTurn', () => {
  it('runs the writes of one turn together, in order, after the turn and its promises', async () => {
    const seen: string[] = [];
    writeAfterTurn(() => seen.push('a'));
    await Promise.resolve();
    writeAfterTurn(() => seen.push('b'));
    process.nextTick(() => seen.push('tick'));
    queueMicrotask(() => seen.push('microtask'));
    seen.push('turn');
    await new Promise((resolve) => setImmediate(resolve));
    // Both writes ran in the one check phase, before the immediate queued after them.
    expect(seen.slice(0, 3).sort()).toEqual(['microtask', 'tick', 'turn']);
    expect(seen.slice(3)).toEqual(['a', 'b']);
  });

  it('a write queued by a write waits for the next turn; later turns start again', async () => {
    const seen: string[] = [];
    writeAfterTurn(() => {
      seen.push('first');
      writeAfterTurn(() => seen.push('queued by first'));
    });
    writeAfterTurn(() => seen.push('second'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['first', 'second']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['first', 'second', 'queued by first']);
    writeAfterTurn(() => seen.push('next turn'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.at(-1)).toBe('next turn');
  });
});
