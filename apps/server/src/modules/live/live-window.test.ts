import { describe, expect, it } from 'vitest';
import { LiveWindow, parseSegmentList } from './live-window.ts';

const T0 = Date.UTC(2026, 10, 25, 0, 0, 0);
const seg = (seq: number, extra: { discontinuity?: boolean } = {}) => ({
  seq,
  duration: 1,
  startMs: T0 + seq * 1000,
  ...extra,
});
const url = (seq: number) => `/s/${seq}.ts`;

describe('LiveWindow', () => {
  it('lists the last `size` segments, each with its program date-time, and no end tag', () => {
    const w = new LiveWindow({ size: 3, grace: 2 });
    for (let i = 0; i < 5; i++) w.push(seg(i));
    const text = w.render({ keyUri: '/k?tk=x', segmentUrl: url });
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:1',
        '#EXT-X-MEDIA-SEQUENCE:2',
        '#EXT-X-DISCONTINUITY-SEQUENCE:0',
        '#EXT-X-KEY:METHOD=AES-128,URI="/k?tk=x"',
        '#EXT-X-PROGRAM-DATE-TIME:2026-11-25T00:00:02.000Z',
        '#EXTINF:1.000,',
        '/s/2.ts',
        '#EXT-X-PROGRAM-DATE-TIME:2026-11-25T00:00:03.000Z',
        '#EXTINF:1.000,',
        '/s/3.ts',
        '#EXT-X-PROGRAM-DATE-TIME:2026-11-25T00:00:04.000Z',
        '#EXTINF:1.000,',
        '/s/4.ts',
        '',
      ].join('\n'),
    );
    expect(text).not.toContain('ENDLIST');
  });

  it('hands a segment back for deletion only after it has been out of the playlist for `grace` segments', () => {
    const w = new LiveWindow({ size: 3, grace: 2 });
    const deleted: number[] = [];
    for (let i = 0; i < 5; i++) deleted.push(...w.push(seg(i)).map((s) => s.seq));
    // 0 and 1 left the playlist but are within the grace.
    expect(deleted).toEqual([]);
    expect(w.all.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4]);
    deleted.push(...w.push(seg(5)).map((s) => s.seq));
    expect(deleted).toEqual([0]);
    for (let i = 6; i < 10; i++) deleted.push(...w.push(seg(i)).map((s) => s.seq));
    expect(deleted).toEqual([0, 1, 2, 3, 4]);
    expect(w.segments.map((s) => s.seq)).toEqual([7, 8, 9]);
    expect(w.all).toHaveLength(5);
    expect(w.clear().map((s) => s.seq)).toEqual([5, 6, 7, 8, 9]);
    expect(w.segments).toEqual([]);
  });

  it('marks a restart with a discontinuity and counts those that left the window', () => {
    const w = new LiveWindow({ size: 2, grace: 0 });
    w.push(seg(0));
    w.push(seg(1));
    w.push(seg(2, { discontinuity: true }));
    let text = w.render({ segmentUrl: url });
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
    expect(text).toMatch(/#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:[^\n]+\n#EXTINF:1.000,\n\/s\/2.ts/);
    expect(text).not.toContain('#EXT-X-KEY');
    w.push(seg(3));
    w.push(seg(4));
    text = w.render({ segmentUrl: url });
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:3');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(text).not.toContain('#EXT-X-DISCONTINUITY\n');
  });

  it('refuses a segment out of order, and rounds the target duration up', () => {
    const w = new LiveWindow({ size: 4, grace: 1 });
    w.push({ seq: 5, duration: 1.023, startMs: T0 });
    expect(() => w.push(seg(5))).toThrow();
    expect(w.render({ segmentUrl: url })).toContain('#EXT-X-TARGETDURATION:2');
    expect(w.lastSeq).toBe(5);
  });

  it('reads the segment muxer CSV list, ignoring a half-written last line', () => {
    expect(parseSegmentList('0.ts,0.000000,1.023222\n1.ts,1.023222,2.023222\n2.ts,2.02')).toEqual([
      { file: '0.ts', start: 0, end: 1.023222 },
      { file: '1.ts', start: 1.023222, end: 2.023222 },
    ]);
  });
});
