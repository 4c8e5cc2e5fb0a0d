// The home channel entries lead where their labels say (issue 22 point 2), and one whose
// screen this build has not is not shown.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const available = vi.hoisted(() => ({ paths: new Set(['/homePage/Comic', '/liveTv']) }));
vi.mock('@/lib/routes/screen-route', async (orig) => ({
  ...(await orig<typeof import('@/lib/routes/screen-route')>()),
  isRouteAvailable: (href: string) => available.paths.has(href.split('?')[0] ?? href),
}));

import { ChannelEntries } from './channel-entries';

afterEach(() => {
  cleanup();
  available.paths.add('/liveTv');
});

const hrefs = () =>
  Object.fromEntries(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]));

describe('ChannelEntries', () => {
  it('leads each channel to its own screen', () => {
    render(
      <MemoryRouter>
        <ChannelEntries />
      </MemoryRouter>,
    );
    expect(hrefs()).toEqual({
      漫画: '/homePage/Comic',
      小说: '/homePage/Comic?tab=novel',
      有声: '/homePage/Comic?tab=audio',
      直播: '/liveTv',
    });
  });

  it('leaves out a channel whose screen this build has not', () => {
    available.paths.delete('/liveTv');
    render(
      <MemoryRouter>
        <ChannelEntries />
      </MemoryRouter>,
    );
    expect(Object.keys(hrefs())).not.toContain('直播');
  });
});
