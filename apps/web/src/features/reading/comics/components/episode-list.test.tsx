import type { ComicChapter } from '@lld/protocol/api/comics';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EpisodeList } from './episode-list';

afterEach(cleanup);

const ch = (index: number, over: Partial<ComicChapter> = {}): ComicChapter => ({
  id: 100 + index,
  comicId: 1,
  index,
  title: `第${index}话`,
  access: 'free',
  price: 0,
  priceFor: 0,
  unlocked: true,
  read: false,
  pageCount: 4,
  ...over,
});

const chapters = [
  ch(1, { read: true }),
  ch(2, { access: 'paid', price: 250, priceFor: 250, unlocked: false }),
  ch(3, { access: 'paid', price: 300, unlocked: true }),
  ch(4, { access: 'vip', price: 300, priceFor: 300, unlocked: false }),
  ch(5, { access: 'vip', price: 300, unlocked: true }),
];

describe('EpisodeList', () => {
  it('marks free, price (gold), bought, VIP, read and current chapters', () => {
    render(<EpisodeList chapters={chapters} currentId={103} onPick={() => {}} />);
    const cells = screen.getAllByRole('button').filter((b) => b.dataset.chapterIndex);
    expect(cells.map((c) => c.textContent)).toEqual([
      '第1话免费',
      '第2话2.50',
      '第3话已购',
      '第4话VIP',
      '第5话VIP',
    ]);
    expect(cells[0]!.className).toContain('is-read');
    expect(cells[1]!.className).toContain('is-locked');
    expect(cells[2]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('目录（5话）')).toBeTruthy();
  });

  it('flips the order and reports the picked chapter', () => {
    const onPick = vi.fn();
    render(<EpisodeList chapters={chapters} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: '倒序' }));
    const cells = screen.getAllByRole('button').filter((b) => b.dataset.chapterIndex);
    expect(cells[0]!.dataset.chapterIndex).toBe('5');
    fireEvent.click(cells[1]!);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ index: 4 }));
  });
});
