// The installable app's journeys share this: the page controlled by its service worker.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the service worker of this origin is activated, then (if this page started before
 * it existed, as a first visit does) reloads so the page is controlled by it, as a second start
 * of the app would be. `page.waitForFunction` does not await an async predicate (its promise is
 * truthy at once), so the wait is an `evaluate` of `navigator.serviceWorker.ready`.
 */
export async function swActive(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('service worker not activated in 60 s')), 60_000);
        void navigator.serviceWorker.ready.then((reg) => {
          const worker = reg.active;
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          if (!worker || worker.state === 'activated') done();
          else worker.addEventListener('statechange', () => worker.state === 'activated' && done());
        });
      }),
  );
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}
