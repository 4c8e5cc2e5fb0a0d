import { describe, expect, it } from 'vitest';
import { fillTemplate, parseMaster, pickVariant, planVariant } from './hls-plan';

const MASTER = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1",NAME="360p"
https://a.test/api/app/media/h5/m3u8/7/360p.m3u8?tk=T
#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=1280x720,CODECS="avc1",NAME="720p"
https://a.test/api/app/media/h5/m3u8/7/720p.m3u8?tk=T
#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080,CODECS="avc1",NAME="1080p"
/api/app/media/h5/m3u8/7/1080p.m3u8?tk=T
`;

const VARIANT = `#EXTM3U
#EXT-X-TARGETDURATION:4
#EXT-X-KEY:METHOD=AES-128,URI="/api/app/media/h5/key/7/p?tk=T"
#EXTINF:4.000,
https://v.test/files/hls/s/360p/0.ts?e=1&s=a
#EXT-X-KEY:METHOD=AES-128,URI="/api/app/media/h5/key/7/f?tk=T"
#EXTINF:4.000,
https://v.test/files/hls/s/360p/1.ts?e=1&s=b
#EXTINF:2.500,
https://v.test/files/hls/s/360p/2.ts?e=1&s=c
#EXT-X-ENDLIST
`;

describe('planning an HLS download', () => {
  it('reads the variants and keeps the best one a phone needs', () => {
    const variants = parseMaster(MASTER, 'https://a.test/api/app/media/h5/m3u8/7?sign=x');
    expect(variants.map((v) => v.height)).toEqual([360, 720, 1080]);
    expect(variants[2]!.url).toBe('https://a.test/api/app/media/h5/m3u8/7/1080p.m3u8?tk=T');
    expect(pickVariant(variants)?.height).toBe(720);
    expect(pickVariant(variants.slice(2))?.height).toBe(1080);
    expect(pickVariant([])).toBeNull();
  });

  it('lists every key and segment once, in order, and templates the playlist', () => {
    const plan = planVariant(VARIANT, 'https://a.test/api/app/media/h5/m3u8/7/360p.m3u8?tk=T');
    expect(plan.parts.map((p) => p.kind)).toEqual(['key', 'segment', 'key', 'segment', 'segment']);
    expect(plan.parts[0]!.url).toBe('https://a.test/api/app/media/h5/key/7/p?tk=T');
    expect(plan.segments).toBe(3);
    expect(plan.fullKey).toBe(true);
    expect(plan.template).toContain('URI="lld-part:0"');
    expect(plan.template).not.toContain('https://');
    const filled = fillTemplate(plan.template, ['blob:k0', 'blob:s0', 'blob:k1', 'blob:s1', 'blob:s2']);
    expect(filled).toContain('URI="blob:k1"');
    expect(filled.split('\n').filter((l) => l.startsWith('blob:'))).toEqual([
      'blob:s0',
      'blob:s1',
      'blob:s2',
    ]);
    expect(filled).toContain('#EXT-X-ENDLIST');
  });

  it('stores the segments of a looped video once and keeps each pass, with its IVs, in the template', () => {
    const second = `#EXT-X-DISCONTINUITY
#EXT-X-KEY:METHOD=AES-128,URI="/api/app/media/h5/key/7/p?tk=T",IV=0x00000000000000000000000000000000
#EXTINF:4.000,
https://v.test/files/hls/s/360p/0.ts?e=1&s=a
#EXT-X-KEY:METHOD=AES-128,URI="/api/app/media/h5/key/7/f?tk=T",IV=0x00000000000000000000000000000001
#EXTINF:4.000,
https://v.test/files/hls/s/360p/1.ts?e=1&s=b
#EXT-X-ENDLIST
`;
    const looped = VARIANT.replace('#EXT-X-ENDLIST\n', second);
    const plan = planVariant(looped, 'https://a.test/api/app/media/h5/m3u8/7/360p.m3u8?tk=T');
    expect(plan.parts.map((p) => p.kind)).toEqual(['key', 'segment', 'key', 'segment', 'segment']);
    expect(plan.segments).toBe(5);
    const filled = fillTemplate(plan.template, ['blob:k0', 'blob:s0', 'blob:k1', 'blob:s1', 'blob:s2']);
    expect(filled.split('\n').filter((l) => l.startsWith('blob:'))).toEqual([
      'blob:s0',
      'blob:s1',
      'blob:s2',
      'blob:s0',
      'blob:s1',
    ]);
    expect(filled).toContain('URI="blob:k1",IV=0x00000000000000000000000000000001');
    expect(filled).toContain('#EXT-X-DISCONTINUITY');
  });

  it('knows a preview-only playlist has no full key', () => {
    const preview = VARIANT.split('#EXT-X-KEY:METHOD=AES-128,URI="/api/app/media/h5/key/7/f?tk=T"')[0]!;
    expect(planVariant(preview, 'https://a.test/x').fullKey).toBe(false);
  });
});
