import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pending } from './load-failed';

afterEach(cleanup);

describe('Pending', () => {
  it('shows the skeleton while the query loads', () => {
    render(
      <Pending query={{ isError: false, refetch: () => {} }} className="x-error">
        <div data-testid="skeleton" />
      </Pending>,
    );
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failed block once the query failed, whose button asks again', () => {
    const refetch = vi.fn();
    render(
      <Pending query={{ isError: true, refetch }} className="x-error">
        <div data-testid="skeleton" />
      </Pending>,
    );
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByRole('alert').className).toBe('load-failed x-error');
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
