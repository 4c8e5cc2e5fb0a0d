import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast, toast } from './toast';

afterEach(() => {
  act(() => clearToast());
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows the text and hides it after the spec 2000 ms', async () => {
    vi.useFakeTimers();
    await act(async () => {
      toast('网络异常');
    });
    expect(document.body.textContent).toContain('网络异常');
    await act(async () => {
      vi.advanceTimersByTime(2100);
    });
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    expect(document.querySelector('.adm-toast-main')?.textContent ?? '').not.toContain('网络异常');
  });
});
