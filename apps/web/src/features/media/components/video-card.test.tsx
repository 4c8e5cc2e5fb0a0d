import type { VideoCard as Card } from '@lld/protocol/api/media';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/components/lazy-image/lazy-image', () => ({
  LazyImage: ({ alt }: { alt?: string }) => <img alt={alt} />,
}));

import { VideoCard } from './video-card';

const card = (over: Partial<Card> = {}): Card => ({
  id: 5,
  contentType: 1,
  title: '深夜食堂',
  cover: '/demo/a.png',
  duration: 125,
  access: 'free',
  price: 0,
  views: 12_345,
  likes: 980,
  tags: [],
  actor: { id: 1, name: '林小雨' },
  publishedAt: 0,
  ...over,
});

describe('VideoCard', () => {
  afterEach(cleanup);

  it('links to the player and shows title, duration, plays and the access badge', () => {
    render(
      <MemoryRouter>
        <VideoCard video={card()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/play/longVideo?id=5');
    expect(screen.getByText('深夜食堂')).toBeTruthy();
    expect(screen.getByText('2:05')).toBeTruthy();
    expect(screen.getByText('1.2w+次播放')).toBeTruthy();
    expect(screen.getByText('免费')).toBeTruthy();
  });

  it('shows VIP and gold prices (hundredths → 金币)', () => {
    render(
      <MemoryRouter>
        <VideoCard video={card({ id: 1, access: 'vip' })} />
        <VideoCard video={card({ id: 2, access: 'paid', price: 1500 })} />
        <VideoCard video={card({ id: 3, access: 'paid', price: 880 })} variant="big" />
      </MemoryRouter>,
    );
    expect(screen.getByText('VIP')).toBeTruthy();
    expect(screen.getByText('15金币')).toBeTruthy();
    expect(screen.getByText('8.80金币')).toBeTruthy();
    expect(screen.getByText('林小雨')).toBeTruthy();
  });
});
