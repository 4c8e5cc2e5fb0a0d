import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerProgress } from './player-progress';

/** jsdom plays nothing: the test moves the clock and sends the events a browser would. */
function clock(video: HTMLVideoElement, seconds: number, event = 'timeupdate') {
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: seconds });
  act(() => {
    video.dispatchEvent(new Event(event));
  });
}

function Harness({ onRender, onSeek }: { onRender: () => void; onSeek: (s: number) => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  onRender();
  return (
    <div>
      <video ref={ref} data-testid="video" />
      <PlayerProgress video={ref} duration={100} previewPct={30} onSeek={onSeek} />
    </div>
  );
}

describe('PlayerProgress', () => {
  afterEach(cleanup);

  it("follows the video's clock without redrawing the player around it", () => {
    const onRender = vi.fn();
    const { container } = render(<Harness onRender={onRender} onSeek={() => {}} />);
    const video = screen.getByTestId('video') as HTMLVideoElement;
    const fill = () => (container.querySelector('.player__track-fill') as HTMLElement).style.width;
    expect(screen.getByText('0:00')).toBeTruthy();
    expect(screen.getByText('1:40')).toBeTruthy(); // the duration

    clock(video, 25);
    expect(screen.getByText('0:25')).toBeTruthy();
    expect(fill()).toBe('25%');
    expect((screen.getByLabelText('progress') as HTMLInputElement).value).toBe('25');

    clock(video, 12, 'seeking'); // a double-tap seek back, made by the player
    expect(screen.getByText('0:12')).toBeTruthy();
    clock(video, 0, 'emptied'); // a new source
    expect(screen.getByText('0:00')).toBeTruthy();

    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('keeps the thumb where the seek went, clamped by the player, before the video says so', () => {
    let video: HTMLVideoElement | null = null;
    const onSeek = vi.fn((s: number) => {
      // The player clamps a seek past the preview limit.
      if (video)
        Object.defineProperty(video, 'currentTime', { configurable: true, value: Math.min(s, 29.75) });
    });
    render(<Harness onRender={() => {}} onSeek={onSeek} />);
    video = screen.getByTestId('video') as HTMLVideoElement;
    const range = screen.getByLabelText('progress') as HTMLInputElement;

    fireEvent.change(range, { target: { value: '10' } });
    expect(onSeek).toHaveBeenLastCalledWith(10);
    expect(range.value).toBe('10');
    expect(screen.getByText('0:10')).toBeTruthy();

    fireEvent.change(range, { target: { value: '80' } });
    expect(onSeek).toHaveBeenLastCalledWith(80);
    expect(screen.getByText('0:29')).toBeTruthy();
  });
});
