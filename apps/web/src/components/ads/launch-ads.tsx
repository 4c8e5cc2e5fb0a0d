// The launch ads (issue 22): position 1 (启动页广告), full screen for 3 s with 跳过 on a launch
// that lands on home; then position 3 (首页弹窗), a centred card with a close button, at most
// once a day. Both wait for the device's second launch (lib/launch.ts), so a new visitor meets
// the app first. Loaded lazily by home, only when the config has either ad.
// Each ad appears once its picture is there, and its 3 s count from then: a layer drawn at once
// showed 跳过 3 over an empty frame while the picture was fetched and decoded (about a second of
// the 3 on a fast phone, all of them on a slow network). An ad whose picture is not there within
// AD_PICTURE_WAIT_MS, or by the time the user has begun to use home, is left out this time: an
// ad never covers what someone is already reading or tapping. Home mounts this only on a launch
// that lands on it (not one that reaches home by a tab).
import type { AdItem } from '@lld/protocol/api/ping';
import { AdPosition } from '@lld/protocol/tables';
import { type ReactNode, useEffect, useState } from 'react';
import { CloseIcon } from '@/components/icons/icons';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useAppConfig } from '@/lib/session/api/get-config';
import { getItem, setItem } from '@/lib/storage';
import { t } from '@/locales';
import { AD_BANNER_RATIO, adsAt } from './ad-banner';
import { useAdClick } from './use-ad-click';
import './launch-ads.css';

/** Seconds the splash ad stays unless skipped, counted from its picture's arrival. */
export const SPLASH_AD_SECONDS = 3;
/** How long an ad's picture may take before the ad is left out of this launch. */
export const AD_PICTURE_WAIT_MS = 3000;
/** What counts as the user beginning to use the page under a waiting ad. */
const USE_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;

type PictureState = 'waiting' | 'shown' | 'dropped';

/**
 * 'waiting' until the ad's picture has loaded ('shown'), or 'dropped' (it failed, took over
 * AD_PICTURE_WAIT_MS, or the user began to use the page first). `onDrop` runs once when dropped.
 */
function usePictureGate(onDrop: () => void): [PictureState, { onLoad: () => void; onError: () => void }] {
  const [state, setState] = useState<PictureState>('waiting');
  const waiting = state === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    const drop = () => setState((s) => (s === 'waiting' ? 'dropped' : s));
    const timer = setTimeout(drop, AD_PICTURE_WAIT_MS);
    for (const type of USE_EVENTS) window.addEventListener(type, drop, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of USE_EVENTS) window.removeEventListener(type, drop, { capture: true });
    };
  }, [waiting]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when dropped
  useEffect(() => {
    if (state === 'dropped') onDrop();
  }, [state]);
  return [
    state,
    {
      onLoad: () => setState((s) => (s === 'waiting' ? 'shown' : s)),
      onError: () => setState((s) => (s === 'waiting' ? 'dropped' : s)),
    },
  ];
}

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

/** The day (local date) the home popup was last shown. */
const POPUP_DAY_KEY = 'lld:homePopupDay';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The ad's picture: a tap leaves the ad and opens where it leads. */
function AdPicture({
  ad,
  onDone,
  className,
  picture,
}: {
  ad: AdItem;
  onDone: () => void;
  className: string;
  picture: { onLoad: () => void; onError: () => void };
}) {
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
      <LazyImage src={ad.cover} alt={ad.title} ratio={AD_BANNER_RATIO} eager {...picture} />
    </button>
  );
}

/** A launch ad's full-screen layer: until its picture is `shown`, not seen, not in the way, not announced. */
function AdLayer({
  ad,
  kind,
  shown,
  children,
}: {
  ad: AdItem;
  kind: 'splash' | 'popup';
  shown: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={kind === 'splash' ? 'app-layer lld-launch-ad' : 'app-layer lld-popup-ad'}
      data-testid={kind === 'splash' ? 'splash-ad' : 'home-popup-ad'}
      role="dialog"
      aria-label={ad.title}
      {...(shown ? {} : { 'aria-hidden': true, 'data-waiting': '' })}
    >
      {children}
    </div>
  );
}

function SplashAd({ ad, onDone }: { ad: AdItem; onDone: () => void }) {
  const [picture, pictureEvents] = usePictureGate(onDone);
  const shown = picture === 'shown';
  const [left, setLeft] = useState(SPLASH_AD_SECONDS);
  // This launch's turn, whether or not the picture comes in time (a reload is not a launch).
  useEffect(markSplashShown, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, [shown]);
  useEffect(() => {
    if (left <= 0) onDone();
  }, [left, onDone]);
  return (
    <AdLayer ad={ad} kind="splash" shown={shown}>
      <AdPicture ad={ad} onDone={onDone} className="lld-launch-ad__picture" picture={pictureEvents} />
      <span className="lld-launch-ad__tag">{t('app.adTag')}</span>
      <button type="button" className="lld-launch-ad__skip" onClick={onDone}>
        {t('app.skipAd', { n: Math.max(left, 1) })}
      </button>
    </AdLayer>
  );
}

function HomePopup({ ad, onDone }: { ad: AdItem; onDone: () => void }) {
  const [picture, pictureEvents] = usePictureGate(onDone);
  const shown = picture === 'shown';
  useEffect(() => {
    if (shown) setItem(POPUP_DAY_KEY, today());
  }, [shown]);
  return (
    <AdLayer ad={ad} kind="popup" shown={shown}>
      <div className="lld-popup-ad__card">
        <AdPicture ad={ad} onDone={onDone} className="lld-popup-ad__picture" picture={pictureEvents} />
        <button type="button" className="lld-popup-ad__close" aria-label={t('app.closeAd')} onClick={onDone}>
          <CloseIcon size={14} />
        </button>
      </div>
    </AdLayer>
  );
}

export default function LaunchAds() {
  const { data: config } = useAppConfig();
  const splash = adsAt(config?.advertise, AdPosition.splash)[0];
  const popup = adsAt(config?.advertise, AdPosition.homePopup)[0];
  const popupDue = () => popup !== undefined && getItem(POPUP_DAY_KEY) !== today();
  const [stage, setStage] = useState<'splash' | 'popup' | 'done'>(() =>
    splash && !splashShown() ? 'splash' : popupDue() ? 'popup' : 'done',
  );
  if (stage === 'splash' && splash)
    return <SplashAd ad={splash} onDone={() => setStage(popupDue() ? 'popup' : 'done')} />;
  if (stage === 'popup' && popup) return <HomePopup ad={popup} onDone={() => setStage('done')} />;
  return null;
}
