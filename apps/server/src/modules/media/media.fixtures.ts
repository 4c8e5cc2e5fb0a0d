import type { AppDeps } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { demoDepsOf, type TestApp, useTestApp } from '../../test/harness.ts';
import { seedDemoMedia } from './media.seed.ts';

/**
 * The app of a media test file: encryption on, `videoCount` demo videos seeded before the tests
 * (then `setup` runs).
 */
export function useMediaApp(
  videoCount: number,
  deps: Omit<AppDeps, 'db'> = {},
  setup?: (h: { db: DatabaseHandle; t: TestApp }) => Promise<void>,
) {
  return useTestApp({ APP_ENCRYPT: 'on' }, deps, async (h) => {
    await seedDemoMedia({ ...demoDepsOf(h), videoCount });
    await setup?.(h);
  });
}
