// Floating publish button (in seasonal themes decorated with publishBtnLeftTop, LeftBottom
// and Right) opening the publish popup on the theme's publishPopBGC. The popup's code loads on
// the first touch of the button, not with the home screen.
import { lazy } from 'react';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import type { ThemeIndexAssets } from '@/themes/types';
import { PUBLISH_ENTRIES } from '../publish-entries';
import { useLazyOverlay } from './lazy-overlay';
import './publish-button.css';
import { tHome } from '../i18n';

/** Seasonal decorations around the button, where each sits. */
const DECORATIONS = [
  ['publishBtnLeftTop', 'is-left-top'],
  ['publishBtnLeftBottom', 'is-left-bottom'],
  ['publishBtnRight', 'is-right'],
] as const satisfies readonly (readonly [keyof ThemeIndexAssets, string])[];

const loadSheet = () => import('./publish-sheet');
const PublishSheet = lazy(loadSheet);

export function PublishButton({ assets }: { assets: ThemeIndexAssets | undefined }) {
  const sheet = useLazyOverlay();
  const entries = PUBLISH_ENTRIES.filter((entry) => isRouteAvailable(entry.href));
  if (entries.length === 0) return null;

  return (
    <>
      <div className="home-publish">
        {DECORATIONS.map(([key, place]) =>
          assets?.[key] ? (
            <img key={key} className={`home-publish__deco ${place}`} src={assets[key]} alt="" />
          ) : null,
        )}
        <button
          type="button"
          className="home-publish__button"
          aria-label={tHome('publish')}
          onPointerDown={() => void loadSheet()}
          onClick={sheet.show}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {sheet.render(<PublishSheet open={sheet.open} onClose={sheet.hide} entries={entries} />)}
    </>
  );
}
