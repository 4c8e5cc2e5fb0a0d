import { ROUTES } from '@lld/protocol/routes';
import { describe, expect, it } from 'vitest';
import { type ScreenModule, screens } from './screen-route';

const load = (): Promise<ScreenModule> => Promise.resolve({ default: () => null });
const other = (): Promise<ScreenModule> => Promise.resolve({ default: () => null });

describe('screens', () => {
  it('turns a route table into routes in its order, each with the load it names', () => {
    const routes = screens({ mineOriginalRegister: other, mineLogin: load, mineFeedback: load });
    expect(routes).toEqual([
      { id: 'mineOriginalRegister', path: ROUTES.mineOriginalRegister, load: other },
      { id: 'mineLogin', path: ROUTES.mineLogin, load },
      { id: 'mineFeedback', path: ROUTES.mineFeedback, load },
    ]);
  });
});
