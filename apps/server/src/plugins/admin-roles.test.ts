import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

const h = useTestApp();

/** The roles of every `/api/admin` route under `prefix`, by method and path. */
const rolesUnder = (prefix: string) =>
  Object.fromEntries(
    h.t.app.adminRouteTable
      .filter((r) => r.url.startsWith(`/api/admin${prefix}`))
      .map((r) => [`${r.method} ${r.url.slice('/api/admin'.length)}`, [...r.roles]]),
  );

// What the console's screens rely on (operators.test.ts calls every route as each role).
describe('roles of the live and search operator routes', () => {
  it('live: channels are content work, chat deletions and mutes the moderators', () => {
    const live = rolesUnder('/live/');
    expect(Object.keys(live).length).toBeGreaterThanOrEqual(8);
    for (const [route, roles] of Object.entries(live))
      expect(roles, route).toEqual(
        route === 'DELETE /live/chat/:id' || route === 'POST /live/mutes' ? ['moderator'] : ['content'],
      );
  });

  it('search: hot words are content work, the whole-index rebuild the owner only', () => {
    const search = rolesUnder('/search/');
    expect(search['POST /search/rebuild']).toEqual([]);
    expect(search['GET /search/words']).toEqual(['content']);
    expect(search['PUT /search/words']).toEqual(['content']);
    expect(search['GET /search/hot']).toEqual(['content']);
  });
});
