// A screen rendered at its route for a component test: a fresh query client (no retries), a
// memory router that opens at `at` (the route's own path unless given), and every other path
// showing <Where />, so a test can read where a tap navigated to.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** The path the router is at. */
export function Where() {
  return <output>{useLocation().pathname}</output>;
}

export function renderRoute(path: string, element: ReactNode, at = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
