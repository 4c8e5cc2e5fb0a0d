// What the production build ships (the suite's global set-up built apps/web/dist): each library's
// production build, not its development one. No browser needed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { repoRoot } from '../../../scripts/web-build.mjs';

const assets = join(repoRoot as string, 'apps/web/dist/assets');
const js = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(join(assets, f), 'utf8'))
  .join('\n');

/** Whether the built JS holds `text`, checked as a boolean so that a failure does not print every chunk. */
function expectShips(text: string, shipped: boolean): void {
  expect(js.includes(text), `${shipped ? 'missing' : 'shipped'}: ${text}`).toBe(shipped);
}

describe('the production build', () => {
  it('carries react-router’s production build (its package exports name the development one)', () => {
    expectShips('may be used only in the context of a <Router> component', true);
    // Messages of react-router's development warnings (vite.config.ts, reactRouterProduction).
    expectShips('You rendered descendant <Routes>', false);
    expectShips('Hey developer', false);
  });

  it('carries React’s production build', () => {
    expectShips('react.transitional.element', true);
    // A message of React DOM's development build only.
    expectShips('unique "key" prop', false);
  });
});
