// The game, full screen: the provider's page (the launch URL) in a frame over the app, with a
// close button. The provider's page tells us when a score was recorded (postMessage); closing
// refreshes what shows scores.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshAfterPlay } from '../api';
import { tGames } from '../i18n';

export interface GamePlayerProps {
  name: string;
  url: string;
  onClose: () => void;
}

export function GamePlayer({ name, url, onClose }: GamePlayerProps) {
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const [recorded, setRecorded] = useState<number | null>(null);
  const origin = new URL(url, window.location.href).origin;

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== origin || e.source !== frame.current?.contentWindow) return;
      const d = e.data as { type?: unknown; score?: unknown } | null;
      if (d?.type === 'lld-game-score' && typeof d.score === 'number') {
        setRecorded(d.score);
        refreshAfterPlay(queryClient);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      refreshAfterPlay(queryClient);
    };
  }, [origin, onClose, queryClient]);

  return (
    <div className="gm-player" role="dialog" aria-modal="true" aria-label={name} data-testid="game-player">
      <iframe
        ref={frame}
        className="gm-player__frame"
        src={url}
        title={tGames('frameTitle', { name })}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
      <button type="button" className="gm-player__close" onClick={onClose} aria-label={tGames('close')}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      {recorded !== null ? (
        <output className="gm-player__toast" data-testid="game-recorded">
          {tGames('scoreRecorded', { n: recorded })}
        </output>
      ) : null}
    </div>
  );
}
