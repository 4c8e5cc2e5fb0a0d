import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import NotFoundScreen from './not-found-screen';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function setup(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/notFound', element: <NotFoundScreen /> },
      { path: '/mine', element: <Where /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('NotFoundScreen', () => {
  it('explains, with a picture, that the page is missing', () => {
    setup(['/notFound']);
    expect(screen.getByRole('heading', { name: '页面走丢了' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '页面走丢了' })).toBeTruthy();
    expect(screen.getByText(/你要找的内容不存在/)).toBeTruthy();
  });

  it('leads back home', async () => {
    setup(['/notFound']);
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '返回首页' })));
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});
