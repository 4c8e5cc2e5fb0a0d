// The launch ads (issue 22): position 1 (启动页广告), full screen for 3 s with 跳过 on a launch
// that lands on home; then position 3 (首页弹窗), a centred card with a close button, at most
// once a day. Both wait for the device's second launch (lib/launch.ts), so a new visitor meets
// the app first. Loaded lazily by home, only when the config has either ad.
import type { AdItem } from '@lld/protocol/api/ping';
import { AdPosition } from '@lld/protocol/tables';
import { useEffect, useState } from 'react';
import { CloseIcon } from '@/components/icons/icons';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useAppConfig } from '@/lib/session/api/get-config';
import { getItem, setItem } from '@/lib/storage';
import { t } from '@/locales';
import { AD_BANNER_RATIO, adsAt } from './ad-banner';
import { useAdClick } from './use-ad-click';
import './launch-ads.css';

/** Seconds the splash ad stays unless skipped. */
export const SPLASH_AD_SECONDS = 3;

/** The splash ad is shown once per launch: a tab session (a reload or a new visit to home is not one). */
const SPLASH_SHOWN_KEY = 'lld:splashAdShown';
function splashShown(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SHOWN_KEY) === '1';
  } catch {
    return true;
  }
}
function markSplashShown(): void {
  try {
    sessionStorage.setItem(SPLASH_SHOWN_KEY, '1');
  } catch {
    // not remembered: splashShown() says true without storage
  }
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The ad's picture: a tap leaves the ad and opens where it leads. */
function AdPicture({ ad, onDone, className }: { ad: AdItem; onDone: () => void; className: string }) {
  const click = useAdClick();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onDone();
        void click(ad);
      }}
    >
      <LazyImage src={ad.cover} alt={ad.title} ratio={AD_BANNER_RATIO} eager />
    </button>
  );
}

function SplashAd({ ad, onDone }: { ad: AdItem; onDone: () => void }) {
  const [left, setLeft] = useState(SPLASH_AD_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) onDone();
  }, [left, onDone]);
  return (
    <div className="app-layer lld-launch-ad" data-testid="splash-ad" role="dialog" aria-label={ad.title}>
      <AdPicture ad={ad} onDone={onDone} className="lld-launch-ad__picture" />
      <span className="lld-launch-ad__tag">{t('app.adTag')}</span>
      <button type="button" className="lld-launch-ad__skip" onClick={onDone}>
        {t('app.skipAd', { n: Math.max(left, 1) })}
      </button>
    </div>
  );
}

function HomePopup({ ad, onDone }: { ad: AdItem; onDone: () => void }) {
  return (
    <div className="app-layer lld-popup-ad" data-testid="home-popup-ad" role="dialog" aria-label={ad.title}>
      <div className="lld-popup-ad__card">
        <AdPicture ad={ad} onDone={onDone} className="lld-popup-ad__picture" />
        <button type="button" className="lld-popup-ad__close" aria-label={t('app.closeAd')} onClick={onDone}>
          <CloseIcon size={14} />
        </button>
      </div>
    </div>
  );
}

export default function LaunchAds() {
  const { data: config } = useAppConfig();
  const splash = adsAt(config?.advertise, AdPosition.splash)[0];
  const popup = adsAt(config?.advertise, AdPosition.homePopup)[0];
  const [stage, setStage] = useState<'splash' | 'popup' | 'done'>(() =>
    splash && !splashShown() ? 'splash' : popup && getItem('lld:homePopupDay') !== today() ? 'popup' : 'done',
  );
  useEffect(() => {
    if (stage === 'splash') markSplashShown();
    if (stage === 'popup') setItem('lld:homePopupDay', today());
  }, [stage]);
  if (stage === 'splash' && splash)
    return (
      <SplashAd
        ad={splash}
        onDone={() => setStage(popup && getItem('lld:homePopupDay') !== today() ? 'popup' : 'done')}
      />
    );
  if (stage === 'popup' && popup) return <HomePopup ad={popup} onDone={() => setStage('done')} />;
  return null;
}
