// The play-preview ad (position 40): shown over the picture when a video starts, closable after
// a few seconds; a tap follows the ad's jump.
import type { AdItem } from '@lld/protocol/api/ping';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { openJump } from '@/lib/open-jump';
import { tm } from '../i18n';

const AD_SECONDS = 5;

export function PlayAd({ ad, onClose }: { ad: AdItem; onClose: () => void }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(AD_SECONDS);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div
      className="player-ad"
      onPointerDown={(e) => e.stopPropagation()}
      onPointerUp={(e) => e.stopPropagation()}
    >
      <button
        type="button"
        className="player-ad__image"
        onClick={() => void openJump(ad, (to) => void navigate(to))}
      >
        <LazyImage src={ad.cover} alt={ad.title} ratio={750 / 300} eager />
      </button>
      <button
        type="button"
        className="player-ad__close"
        disabled={left > 0}
        aria-label={tm('adClose')}
        onClick={onClose}
      >
        {left > 0 ? tm('adSkip', { seconds: left }) : tm('close')}
      </button>
    </div>
  );
}
