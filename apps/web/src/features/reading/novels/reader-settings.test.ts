import { describe, expect, it } from 'vitest';
import { loadPosition, savePosition } from '@/lib/positions';
import { colorsOf, DEFAULT_SETTINGS, NIGHT, parseSettings, useReaderSettings } from './reader-settings';

describe('reader settings', () => {
  it('parses stored settings, defaulting whatever is out of range', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"fontSize":22,"lineHeight":2.1,"background":"paper","night":true}')).toEqual({
      fontSize: 22,
      lineHeight: 2.1,
      background: 'paper',
      night: true,
    });
    expect(parseSettings('{"fontSize":99,"lineHeight":3,"background":"pink","night":"yes"}')).toEqual(
      DEFAULT_SETTINGS,
    );
  });

  it('night mode overrides the background colour', () => {
    expect(colorsOf({ ...DEFAULT_SETTINGS, background: 'white', night: true })).toEqual(NIGHT);
    expect(colorsOf({ ...DEFAULT_SETTINGS, background: 'white' }).bg).toBe('#fafafa');
  });

  it('changes persist and stay within bounds', () => {
    const s = useReaderSettings.getState();
    for (let i = 0; i < 10; i++) useReaderSettings.getState().bigger();
    expect(useReaderSettings.getState().fontSize).toBe(28);
    s.set({ background: 'green' });
    expect(JSON.parse(localStorage.getItem('novelReader') ?? '{}')).toMatchObject({
      fontSize: 28,
      background: 'green',
    });
    for (let i = 0; i < 10; i++) useReaderSettings.getState().smaller();
    expect(useReaderSettings.getState().fontSize).toBe(14);
  });

  it('keeps book positions', () => {
    savePosition('audio', 3, { chapterId: 7, position: 12.5 });
    expect(loadPosition('audio', 3)).toMatchObject({ chapterId: 7, position: 12.5 });
    expect(loadPosition('audio', 4)).toBeNull();
  });
});
