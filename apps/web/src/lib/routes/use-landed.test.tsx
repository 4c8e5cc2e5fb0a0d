import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLanded } from './use-landed';

function Where() {
  return <output data-testid="landed">{String(useLanded())}</output>;
}

describe('useLanded', () => {
  it('is true on the first location only, not after a navigation (nor back to it by a push)', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Where /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('landed').textContent).toBe('true');
    await act(async () => {
      await router.navigate('/mine');
    });
    expect(screen.getByTestId('landed').textContent).toBe('false');
    await act(async () => {
      await router.navigate('/');
    });
    expect(screen.getByTestId('landed').textContent).toBe('false');
  });
});
