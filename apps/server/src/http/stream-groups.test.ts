import { describe, expect, it, vi } from 'vitest';
import { StreamGroups } from './stream-groups.ts';

describe('StreamGroups', () => {
  it('hands an event to its group only', () => {
    const groups = new StreamGroups<number, string>();
    const a1 = vi.fn();
    const a2 = vi.fn();
    const b = vi.fn();
    groups.add(1, a1);
    groups.add(1, a2);
    groups.add(2, b);
    groups.emit(1, 'x');
    groups.emit(3, 'nobody');
    expect(a1).toHaveBeenCalledWith('x');
    expect(a2).toHaveBeenCalledWith('x');
    expect(b).not.toHaveBeenCalled();
  });

  it('removes a listener, once or twice, without touching a later group of the same key', () => {
    const groups = new StreamGroups<number, string>();
    const first = vi.fn();
    const remove = groups.add(1, first);
    remove();
    remove();
    groups.emit(1, 'gone');
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    groups.add(1, second);
    remove();
    groups.emit(1, 'here');
    expect(second).toHaveBeenCalledWith('here');
  });
});
