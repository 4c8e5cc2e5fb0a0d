// contentType → screen (spec §9): the content types this build has screens for lead to
// registered routes; an unknown contentType goes to /notFound.
import { routeForContent } from '@lld/protocol/tables';
import { describe, expect, it } from 'vitest';
import { isRouteAvailable } from './route-table';

describe('content routes', () => {
  it('comics (6), picture sets (7), reserved (8), novels (9) and audio (10) open their screens', () => {
    const expected: Record<number, string> = {
      6: '/homePage/Comic/detail?id=5',
      7: '/dating/picDetail?id=5',
      8: '/reserved/detail?id=5',
      9: '/dating/novelDetail?id=5',
      10: '/novel/audio?id=5',
    };
    for (const [type, href] of Object.entries(expected)) {
      const target = routeForContent({ contentType: Number(type), id: 5 });
      expect(`${target.path}${target.search}`).toBe(href);
      expect(isRouteAvailable(href)).toBe(true);
    }
  });

  it('sends an unknown contentType to /notFound', () => {
    for (const contentType of [0, 11, 'x', null, undefined])
      expect(routeForContent({ contentType, id: 1 }).path).toBe('/notFound');
  });
});
