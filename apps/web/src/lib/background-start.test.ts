import { describe, expect, it, vi } from 'vitest';
import { backgroundStart, releaseBackgroundStart } from './background-start';

describe('backgroundStart', () => {
  it('waits until released; later releases change nothing', async () => {
    const started = vi.fn();
    void backgroundStart().then(started);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    releaseBackgroundStart();
    releaseBackgroundStart();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    await expect(backgroundStart()).resolves.toBeUndefined();
  });
});
