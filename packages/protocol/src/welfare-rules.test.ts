import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkinReward,
  checkinStrip,
  inviteCodeOf,
  levelOf,
  nextDayStart,
  nextStreak,
  shanghaiDay,
  userIdOfInviteCode,
} from './welfare-rules.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const TABLE = [10, 20, 30, 40, 50, 60, 100];

describe('Shanghai days', () => {
  it('turns at 16:00 UTC, which is midnight in Shanghai', () => {
    expect(shanghaiDay(at('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(shanghaiDay(at('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(shanghaiDay(at('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('knows when the next Shanghai day starts', () => {
    expect(nextDayStart('2026-11-24')).toBe(at('2026-11-24T16:00:00Z'));
  });
});

describe('check-in streak', () => {
  it('grows on consecutive days and resets after a missed day', () => {
    expect(nextStreak('2026-11-25', null)).toBe(1);
    expect(nextStreak('2026-11-25', { day: '2026-11-24', streak: 3 })).toBe(4);
    expect(nextStreak('2026-11-25', { day: '2026-11-23', streak: 3 })).toBe(1);
    // A check-in one second before and one after Shanghai midnight are two days in a row.
    const before = shanghaiDay(at('2026-11-24T15:59:59Z'));
    const after = shanghaiDay(at('2026-11-24T16:00:01Z'));
    expect(nextStreak(after, { day: before, streak: 1 })).toBe(2);
  });
  it('pays the streak day of the table and repeats day 7 after it', () => {
    expect(checkinReward(TABLE, 1)).toBe(10);
    expect(checkinReward(TABLE, 7)).toBe(100);
    expect(checkinReward(TABLE, 30)).toBe(100);
    expect(checkinReward([], 3)).toBe(0);
  });
  it('draws a strip with today in place and earlier days checked', () => {
    const strip = checkinStrip('2026-11-25', 2, false, TABLE);
    expect(strip.map((d) => d.checked)).toEqual([true, true, false, false, false, false, false]);
    expect(strip[2]).toMatchObject({ date: '2026-11-25', today: true, reward: 30 });
    expect(strip[0]?.date).toBe('2026-11-23');
    const done = checkinStrip('2026-11-25', 3, true, TABLE);
    expect(done[2]).toMatchObject({ today: true, checked: true });
  });
  it('starts a new strip after seven days and shows day-7 rewards on a long streak', () => {
    const strip = checkinStrip('2026-11-25', 7, false, TABLE);
    expect(strip[0]).toMatchObject({ today: true, checked: false, reward: 100, date: '2026-11-25' });
    expect(strip.every((d) => d.reward === 100)).toBe(true);
    const fresh = checkinStrip('2026-11-25', 0, false, TABLE);
    expect(fresh[0]).toMatchObject({ today: true, reward: 10 });
  });
});

describe('levels', () => {
  const levels = [
    { level: 1, name: '新人', minPoints: 0, benefits: [] },
    { level: 3, name: '达人', minPoints: 500, benefits: [] },
    { level: 2, name: '常客', minPoints: 100, benefits: [] },
  ];
  it('finds the level and the next threshold', () => {
    expect(levelOf(levels, 0).current.level).toBe(1);
    expect(levelOf(levels, 99).next?.minPoints).toBe(100);
    expect(levelOf(levels, 100).current.level).toBe(2);
    expect(levelOf(levels, 9999)).toMatchObject({ current: { level: 3 }, next: null });
  });
});

describe('invite codes', () => {
  it('round-trips ids and looks nothing like a counter', () => {
    for (const id of [1, 2, 3, 42, 1000, 65_535, 2_147_483_647]) {
      const code = inviteCodeOf(id);
      expect(code).toMatch(/^[0-9A-Z]{7}$/);
      expect(userIdOfInviteCode(code)).toBe(id);
      expect(userIdOfInviteCode(code.toLowerCase())).toBe(id);
    }
    expect(inviteCodeOf(1)).not.toBe('0000001');
  });
  it('rejects what is not a code', () => {
    for (const bad of ['', 'abc', '!!!!!!!', 'ZZZZZZZZZZZZ', `0${inviteCodeOf(5)}`]) {
      expect(userIdOfInviteCode(bad)).toBeNull();
    }
  });
});
