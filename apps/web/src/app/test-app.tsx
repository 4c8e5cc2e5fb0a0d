// Renders the app's routes in a memory router for tests, with a handle on the router's state:
// where it is, how it got there (PUSH / REPLACE / POP) and a way to navigate.
import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { AppRoutes } from './router';

export interface TestApp {
  pathname: () => string;
  action: () => string;
  navigate: NavigateFunction;
}

export async function renderTestApp(
  path: string,
  sessionReady: Promise<unknown> = Promise.resolve(),
): Promise<TestApp> {
  const app = {} as { pathname: string; action: string; navigate: NavigateFunction };
  function Probe() {
    app.pathname = useLocation().pathname;
    app.action = useNavigationType();
    app.navigate = useNavigate();
    return null;
  }
  // The session gate and the lazy screens suspend: rendering inside an awaited act lets React
  // settle them as a browser would.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <AppRoutes sessionReady={sessionReady} />
      </MemoryRouter>,
    );
  });
  return {
    pathname: () => app.pathname,
    action: () => app.action,
    // The navigate function of the latest render.
    get navigate() {
      return app.navigate;
    },
  };
}
