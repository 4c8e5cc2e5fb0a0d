import { describe, expect, it } from 'vitest';
import { RECENT_MAX, withRecent } from './channel';
import { blockedFilter } from './filters';
import { parseDanmakuSettings } from './settings';
import { DanmakuWindows, firstAfter } from './windows';

const item = (id: number, time: number) => ({ id, time, text: `d${id}` });

describe('window fetching', () => {
  it('fetches the playing window, and the next one only near its end', async () => {
    const asked: [number, number][] = [];
    const w = new DanmakuWindows(async (from, to) => {
      asked.push([from, to]);
      return { list: [item(from, from + 1)], to };
    }, 30);
    await w.ensure(5);
    expect(asked).toEqual([[0, 30]]);
    await w.ensure(12);
    expect(asked).toHaveLength(1); // held: not asked again
    await w.ensure(21);
    expect(asked).toEqual([
      [0, 30],
      [30, 60],
    ]);
    expect(w.between(0, 31).map((d) => d.time)).toEqual([1, 31]);
  });

  it('continues a window the server cut short from where its answer ended', async () => {
    const asked: [number, number][] = [];
    const w = new DanmakuWindows(async (from, to) => {
      asked.push([from, to]);
      return from === 0 ? { list: [item(1, 2), item(2, 19.5)], to: 20 } : { list: [item(3, 25)], to };
    }, 30);
    await w.ensure(0);
    await w.ensure(5); // 20 s covered, still far from its end: no call
    expect(asked).toEqual([[0, 30]]);
    await w.ensure(10.5);
    expect(asked).toEqual([
      [0, 30],
      [20, 30],
    ]);
    expect(w.between(0, 30).map((d) => d.id)).toEqual([1, 2, 3]);
  });

  it('jumps with a seek, drops far windows, keeps live danmaku of held windows without duplicates', async () => {
    const w = new DanmakuWindows(async (from, to) => ({ list: [item(from, from)], to }), 30);
    await w.ensure(0);
    await w.ensure(600);
    expect(w.held()).toEqual([20]);
    w.add(item(9999, 605));
    w.add(item(9999, 605));
    w.add(item(8888, 5)); // window 0 not held: not kept
    expect(w.between(599, 610).map((d) => d.id)).toEqual([600, 9999]);
    w.remove(9999);
    expect(w.between(599, 610).map((d) => d.id)).toEqual([600]);
  });

  it('gives danmaku with from < time <= to, by time, ties and window edges included', async () => {
    const times = [0.5, 1, 1, 1, 2.25, 29.999, 30];
    let next = 0;
    const w = new DanmakuWindows(
      async (from, to) => ({
        list: times.filter((t) => t >= from && t < to).map((t) => item(++next, t)),
        to,
      }),
      30,
    );
    await w.ensure(25);
    const slow = (from: number, to: number) => times.filter((t) => t > from && t <= to);
    for (const [from, to] of [
      [0, 1],
      [1, 2.25],
      [0.5, 0.5],
      [-1, 40],
      [2.25, 29.999],
      [29.999, 31],
      [1.5, 1.9],
    ] as const)
      expect(w.between(from, to).map((d) => d.time)).toEqual(slow(from, to));
    expect(firstAfter([], 3)).toBe(0);
    expect(firstAfter([item(1, 1), item(2, 1), item(3, 2)], 1)).toBe(2);
    expect(firstAfter([item(1, 1), item(2, 1), item(3, 2)], 0.9)).toBe(0);
    expect(firstAfter([item(1, 1), item(2, 1), item(3, 2)], 2)).toBe(3);
  });

  it('reports a failed fetch and tries again next time', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const w = new DanmakuWindows(
      async (_from, to) => {
        if (fail) throw new Error('offline');
        return { list: [item(1, 3)], to };
      },
      30,
      (e) => errors.push(e),
    );
    await w.ensure(0);
    expect(errors).toHaveLength(1);
    fail = false;
    await w.ensure(0);
    expect(w.between(0, 30)).toHaveLength(1);
  });
});

describe('filters and settings', () => {
  it('hides danmaku with a blocked word (case, spaces, /regex/)', () => {
    const show = blockedFilter(['剧透', 'A B', '/^哈+$/']);
    expect(show({ text: '前方剧透注意' })).toBe(false);
    expect(show({ text: 'xx ab yy' })).toBe(false);
    expect(show({ text: '哈哈哈哈' })).toBe(false);
    expect(show({ text: '哈哈好看' })).toBe(true);
    expect(blockedFilter([])({ text: '任何' })).toBe(true);
    expect(blockedFilter(['/[/'])({ text: 'a[/b' })).toBe(true);
  });

  it('parses stored settings, defaulting what is out of range', () => {
    expect(
      parseDanmakuSettings('{"enabled":false,"opacity":0.5,"speed":9,"density":"x","blocked":["a",3,""]}'),
    ).toEqual({
      enabled: false,
      opacity: 0.5,
      area: 0.5,
      speed: 1,
      density: 'normal',
      blocked: ['a'],
    });
    expect(parseDanmakuSettings('not json').enabled).toBe(true);
  });
});

describe('recent list', () => {
  const one = (recent: { id: number }[], d: { id: number }) =>
    [d, ...recent.filter((r) => r.id !== d.id)].slice(0, RECENT_MAX);

  it('updated once for a frame of danmaku equals adding them one by one', () => {
    const start = Array.from({ length: RECENT_MAX }, (_, i) => ({ id: 100 + i }));
    for (const shown of [
      [],
      [{ id: 1 }],
      [{ id: 1 }, { id: 2 }, { id: 3 }],
      [{ id: 105 }, { id: 1 }, { id: 100 }],
      [{ id: 1 }, { id: 2 }, { id: 1 }],
      Array.from({ length: RECENT_MAX + 5 }, (_, i) => ({ id: i })),
    ]) {
      const oneByOne = shown.reduce(one, start);
      expect(withRecent(start, shown).map((d) => d.id)).toEqual(oneByOne.map((d) => d.id));
      expect(withRecent([], shown).map((d) => d.id)).toEqual(
        shown.reduce(one, [] as { id: number }[]).map((d) => d.id),
      );
    }
  });

  it('keeps the same list (no state change) when nothing was shown', () => {
    const recent = [{ id: 1 }];
    expect(withRecent(recent, [])).toBe(recent);
  });
});
