// The config's floating windows (spec §3 floatingWindow, aiFloatingWindow): two small icons
// floating at the screen's left edge above the footer. Each opens its link, has a close
// button, and once closed stays closed on this device (remembered by ad id and cover, so an
// operator's new window shows again). A window whose in-app destination this build lacks
// stays hidden.
import type { AdItem } from '@lld/protocol/api/ping';
import { useState } from 'react';
import { CloseIcon } from '@/components/icons/icons';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useAppConfig } from '@/lib/session/api/get-config';
import { getItem, setItem } from '@/lib/storage';
import { t } from '@/locales';
import { leadsSomewhere } from './icon-ads';
import { useAdClick } from './use-ad-click';
import './floating-windows.css';

const keyOf = (ad: AdItem) => `${ad.id}:${ad.cover}`;

function closedKeys(): string[] {
  try {
    const v: unknown = JSON.parse(getItem('lld:floatingClosed') ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export default function FloatingWindows() {
  const { data: config } = useAppConfig();
  const click = useAdClick();
  const [closed, setClosed] = useState(closedKeys);
  const windows = (
    [
      ['floating', config?.floatingWindow],
      ['ai', config?.aiFloatingWindow],
    ] as const
  ).filter(
    (w): w is readonly ['floating' | 'ai', AdItem] =>
      !!w[1] && !closed.includes(keyOf(w[1])) && leadsSomewhere(w[1]),
  );
  if (windows.length === 0) return null;
  const close = (ad: AdItem) => {
    const next = [...closedKeys().filter((k) => k !== keyOf(ad)), keyOf(ad)].slice(-20);
    setItem('lld:floatingClosed', JSON.stringify(next));
    setClosed(next);
  };
  return (
    <div className="lld-floating">
      {windows.map(([kind, ad]) => (
        <div key={kind} className={`lld-floating__item is-${kind}`} data-floating={kind}>
          <button
            type="button"
            className="lld-floating__open"
            onClick={() => void click(ad)}
            aria-label={ad.title}
          >
            <LazyImage src={ad.cover} alt="" ratio={1} eager />
            <span className="lld-floating__label">{ad.title}</span>
          </button>
          <button
            type="button"
            className="lld-floating__close"
            aria-label={t('app.closeFloating')}
            onClick={() => close(ad)}
          >
            <CloseIcon size={10} />
          </button>
        </div>
      ))}
    </div>
  );
}
