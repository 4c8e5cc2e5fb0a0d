// Back-to-top button: appears once the page has scrolled about one screen, scrolls smoothly
// to the top. Seasonal themes give it their own face (backTopBGI); other themes draw a plain one.
import { useEffect, useState } from 'react';
import { PathIcon } from '@/components/icons/path-icon';
import { onScrollFrames } from '@/lib/viewport';
import { t } from '@/locales';
import { cssUrl } from '@/themes/art/svg';
import { useThemeAssets } from '@/themes/theme-store';
import { useScreenActive } from '../keep-alive/screen-active';
import './back-top.css';

export interface BackTopProps {
  /** Scroll distance (px) after which the button shows; one viewport height by default. */
  threshold?: number;
  className?: string;
}

export function BackTop({ threshold, className }: BackTopProps) {
  const active = useScreenActive();
  const assets = useThemeAssets();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!active) return;
    const check = () => setVisible(window.scrollY > (threshold ?? window.innerHeight));
    check();
    return onScrollFrames(check);
  }, [active, threshold]);

  const face = assets?.index.backTopBGI;
  const classes = ['back-top', visible ? 'is-visible' : '', face ? 'is-themed' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-label={t('app.backTop')}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      style={face ? { backgroundImage: cssUrl(face) } : undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <PathIcon d="M4.5 9 10 3.5 15.5 9M10 4v12.5" box={20} size={20} />
    </button>
  );
}
