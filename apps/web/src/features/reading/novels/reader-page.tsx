// What the novel reader and the AI story reader share: the page (settings as CSS variables,
// taps) and the top bar (Back and the title) shown with the menu.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useBackAction } from '@/components/page-header/back-action';
import { BackIcon } from '@/components/page-header/page-header';
import { t } from '@/locales';
import { tapReader } from '../reader-chrome';
import { colorsOf, type ReaderSettings } from './reader-settings';

/**
 * The reader page's props: colours, font size and line height as CSS variables (night mode as
 * a class), and a tap that opens the menu in the middle or turns the page near an edge.
 */
export function readerPageProps(
  settings: ReaderSettings,
  menu: boolean,
  setMenu: (open: boolean) => void,
): HTMLAttributes<HTMLDivElement> & { 'data-font-size': number } {
  const colors = colorsOf(settings);
  return {
    className: settings.night ? 'novel-reader is-night' : 'novel-reader',
    style: {
      '--reader-bg': colors.bg,
      '--reader-fg': colors.fg,
      '--reader-size': `${settings.fontSize}px`,
      '--reader-lh': String(settings.lineHeight),
    } as CSSProperties,
    onClick: (e) => tapReader(e, { menu, setMenu, step: 0.85, controls: 'button, a, input' }),
    'data-font-size': settings.fontSize,
  };
}

export function ReaderTop({ children }: { children: ReactNode }) {
  const back = useBackAction();
  return (
    <div className="novel-reader__top">
      <button type="button" className="novel-reader__back" aria-label={t('common.back')} onClick={back}>
        <BackIcon />
      </button>
      <span className="novel-reader__title">{children}</span>
    </div>
  );
}
