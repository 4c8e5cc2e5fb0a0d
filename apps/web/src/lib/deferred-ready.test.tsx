import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredReady } from './deferred-ready';

/** Renders the hook and keeps what each render returned. */
function setup(initial: boolean) {
  const seen: boolean[] = [];
  function Probe({ ready }: { ready: boolean }) {
    seen.push(useDeferredReady(ready));
    return null;
  }
  const view = render(<Probe ready={initial} />);
  return { seen, rerender: (ready: boolean) => act(() => view.rerender(<Probe ready={ready} />)) };
}

describe('useDeferredReady', () => {
  it('turns true one render later: the placeholder is drawn once more, then the data as a transition', async () => {
    const { seen, rerender } = setup(false);
    expect(seen).toEqual([false]);
    await rerender(true);
    expect(seen).toEqual([false, false, true]);
  });

  it('is true from the first render when the data is already there', () => {
    const { seen } = setup(true);
    expect(seen).toEqual([true]);
  });

  it('turns false at once, so no part is drawn without its data', async () => {
    const { seen, rerender } = setup(true);
    await rerender(false);
    // False in the very render where ready turned false, and never true again.
    expect(seen[1]).toBe(false);
    expect(seen.slice(1)).not.toContain(true);
  });
});
