import { ROUTES } from '@lld/protocol/routes';
import { describe, expect, it } from 'vitest';
import { type ScreenModule, screens } from './screen-route';

const load = (): Promise<ScreenModule> => Promise.resolve({ default: () => null });
const other = (): Promise<ScreenModule> => Promise.resolve({ default: () => null });

describe('screens', () => {
  it('turns a route table into routes in its order, each loading the file it names', () => {
    const routes = screens(
      { './screens/login-screen.tsx': load, './screens/register-screen.tsx': other },
      { mineOriginalRegister: 'register-screen', mineLogin: 'login-screen', mineFeedback: 'login-screen' },
    );
    expect(routes).toEqual([
      { id: 'mineOriginalRegister', path: ROUTES.mineOriginalRegister, load: other },
      { id: 'mineLogin', path: ROUTES.mineLogin, load },
      { id: 'mineFeedback', path: ROUTES.mineFeedback, load },
    ]);
  });

  it('throws for a name that is not among the files', () => {
    expect(() => screens({ './mine-screen.tsx': load }, { mine: 'mine' })).toThrow(
      'No screen file "mine" for route mine',
    );
  });
});
