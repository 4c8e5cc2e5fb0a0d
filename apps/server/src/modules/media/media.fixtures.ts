import type { AppDeps } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { TestClient } from '../../test/client.ts';
import { demoDepsOf, type TestApp, useTestApp } from '../../test/harness.ts';
import { seedDemoMedia } from './media.seed.ts';

/**
 * The app of a media test file: encryption on, `videoCount` demo videos seeded before the tests
 * (then `setup` runs), and `anon`, a client without a token.
 */
export function useMediaApp(
  videoCount: number,
  deps: Omit<AppDeps, 'db'> = {},
  setup?: (h: { db: DatabaseHandle; t: TestApp }) => Promise<void>,
) {
  const fixture = useTestApp({ APP_ENCRYPT: 'on' }, deps, async (h) => {
    await seedDemoMedia({ ...demoDepsOf(h), videoCount });
    (h as typeof fixture).anon = new TestClient(h.t.app, h.t.config);
    await setup?.(h);
  }) as { db: DatabaseHandle; t: TestApp; anon: TestClient };
  return fixture;
}
