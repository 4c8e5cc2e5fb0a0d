import { describe, expect, it, vi } from 'vitest';
import { preloadPlayerWhenIdle } from './preload';

// What loads: the player screen and hls.js stand-ins note when they are imported.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../screens/long-video-screen', () => {
  loaded.push('screen');
  return {};
});
vi.mock('hls.js/light', () => {
  loaded.push('hls.js');
  return { default: class {} };
});

describe('preloadPlayerWhenIdle (issue 19: the first tap does not wait for the player code)', () => {
  it('loads nothing until the page has loaded and been idle; cancelled, nothing loads', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const cancel = preloadPlayerWhenIdle();
    readyState.mockRestore();
    cancel();
    window.dispatchEvent(new Event('load'));
    // An idle moment later (jsdom: a timer), still nothing: the load listener was removed.
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded).toEqual([]);
  });

  it('after the load event and an idle moment: the player screen and hls.js', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    preloadPlayerWhenIdle();
    readyState.mockRestore();
    expect(loaded).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['hls.js', 'screen']));
  });
});
