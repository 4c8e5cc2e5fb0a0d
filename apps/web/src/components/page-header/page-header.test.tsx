import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLandingRoute, LANDING_ROUTE_KEY, recordLandingRoute } from './back-action';
import { PageHeader } from './page-header';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function setup(entries: string[], header = <PageHeader title="详情" />) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {header}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByRole('status').textContent;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('landing route', () => {
  it('keeps the first route of the session only', () => {
    recordLandingRoute('/play/longVideo?id=3');
    recordLandingRoute('/mine');
    expect(getLandingRoute()).toBe('/play/longVideo?id=3');
    expect(sessionStorage.getItem(LANDING_ROUTE_KEY)).toBe('/play/longVideo?id=3');
  });
});

describe('PageHeader back action', () => {
  it('goes to the root route when the current route is the landing route', async () => {
    recordLandingRoute('/topicList?id=7');
    const router = setup(['/mine', '/topicList?id=7']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '返回' })));
    expect(where()).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back one step otherwise', async () => {
    recordLandingRoute('/');
    setup(['/', '/mine', '/notFound']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '返回' })));
    expect(where()).toBe('/mine');
  });

  it('uses a custom back handler when given one', async () => {
    const onBack = vi.fn();
    setup(['/', '/mine'], <PageHeader title="t" onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/mine');
  });

  it('shows the title and a right action that can be disabled', () => {
    const onClick = vi.fn();
    setup(['/'], <PageHeader title="编辑资料" right={{ content: '保存', onClick, disabled: true }} />);
    expect(screen.getByRole('heading', { name: '编辑资料' })).toBeTruthy();
    const save = screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls an enabled right action, and can hide the back button', () => {
    const onClick = vi.fn();
    setup(['/'], <PageHeader title="t" hideBack right={{ content: '完成', onClick }} />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
