// Bottom footer tab bar (spec §2, §9): seven tabs with label, icon, active icon and path;
// 80px high, z-index 2; clicks debounced 200 ms (the first click of a burst acts at once,
// the rest are swallowed); the active index is set on click and follows navigation.
import { FOOTER } from '@lld/protocol/constants';
import { FOOTER_TABS } from '@lld/protocol/routes';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { debounce } from '@/lib/debounce';
import { badgeText, useUnreadStore } from '@/lib/messages/unread-store';
import { t } from '@/locales';
import { GlyphIcon } from '@/themes/glyph-icon';
import { useCurrentTheme, useThemeAssets } from '@/themes/theme-store';
import './footer-tab-bar.css';

/** Index of the footer tab whose path is `pathname`, or -1. */
export function footerTabIndex(pathname: string): number {
  return FOOTER_TABS.findIndex((tab) => tab.path === pathname);
}

export function FooterTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const theme = useCurrentTheme();
  const assets = useThemeAssets();
  const routeIndex = footerTabIndex(pathname);
  const unread = badgeText(useUnreadStore((s) => s.unread));
  const [active, setActive] = useState(routeIndex);

  // Navigation by other means (links, back button) moves the active tab too.
  useEffect(() => {
    if (routeIndex >= 0) setActive(routeIndex);
  }, [routeIndex]);

  // The latest location and navigate for the debounced handler, stored once a render commits:
  // a render React drops (a navigation still loading its screen) must not leave its location
  // here (app/keep-alive-outlet.tsx says what such a write did there).
  const here = useRef(pathname);
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    here.current = pathname;
    navigateRef.current = navigate;
  });

  const select = useMemo(
    () =>
      debounce(
        (index: number) => {
          const tab = FOOTER_TABS[index];
          if (!tab) return;
          setActive(index);
          if (tab.path === here.current) {
            window.scrollTo({ top: 0, behavior: 'smooth' });
            return;
          }
          navigateRef.current(tab.path);
        },
        FOOTER.clickDebounceMs,
        { leading: true },
      ),
    [],
  );
  useEffect(() => () => select.cancel(), [select]);

  return (
    <nav className="footer-tab-bar" aria-label={t('app.footerNav')}>
      {FOOTER_TABS.map((tab, index) => {
        const isActive = index === active;
        // Idle tabs and, until the theme's art has loaded, the active one are drawn inline
        // (glyph-icon.tsx); the theme's active icon is its art, an image.
        const art = isActive && assets?.key === theme.key ? assets.index[tab.activeIconKey] : undefined;
        return (
          <button
            key={tab.key}
            type="button"
            className={isActive ? 'footer-tab is-active' : 'footer-tab'}
            aria-current={isActive ? 'page' : undefined}
            onClick={() => select(index)}
          >
            <span className="footer-tab__icon">
              {art ? (
                <img src={art} alt="" draggable={false} />
              ) : isActive ? (
                <GlyphIcon glyph={tab.key} mode="solid" color={theme.colors.fotActiveColor} />
              ) : (
                <GlyphIcon glyph={tab.key} mode="line" />
              )}
            </span>
            <span className="footer-tab__label">{t(tab.labelKey)}</span>
            {tab.key === 'mine' && unread ? (
              <span
                className="app-badge footer-tab__badge"
                role="status"
                aria-label={t('app.unreadBadge', { n: unread })}
              >
                {unread}
              </span>
            ) : null}
          </button>
        );
      })}
    </nav>
  );
}
