// Page header (spec §2): a back action (custom handler, else the app's back action), a title
// and an optional right action that can be disabled. Sticks to the top, below the notch.
import type { ReactNode } from 'react';
import { PathIcon } from '@/components/icons/icons';
import { t } from '@/locales';
import { useBackAction } from './back-action';
import './page-header.css';

export interface PageHeaderAction {
  /** Text or icon of the action. */
  content: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** Accessible name when `content` is an icon. */
  label?: string;
}

export interface PageHeaderProps {
  title?: ReactNode;
  /** Replaces the default back action (landing route → root, else back one step). */
  onBack?: () => void;
  /** Hide the back button (e.g. a tab's top screen). */
  hideBack?: boolean;
  right?: PageHeaderAction;
  /** Transparent background, for headers over an image. */
  transparent?: boolean;
  className?: string;
}

/** The back chevron of every header, also drawn by full-screen readers over their own chrome. */
export function BackIcon() {
  return <PathIcon d="M15 4.5 7.5 12l7.5 7.5" box={24} size={24} />;
}

export function PageHeader({ title, onBack, hideBack, right, transparent, className }: PageHeaderProps) {
  const back = useBackAction();
  const classes = ['page-header', transparent ? 'is-transparent' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={classes}>
      <div className="page-header__bar">
        <div className="page-header__side">
          {hideBack ? null : (
            <button
              type="button"
              className="page-header__back app-icon-disc"
              aria-label={t('app.back')}
              onClick={onBack ?? back}
            >
              <BackIcon />
            </button>
          )}
        </div>
        <h1 className="page-header__title">{title}</h1>
        <div className="page-header__side is-right">
          {right ? (
            <button
              type="button"
              className="page-header__action"
              disabled={right.disabled}
              aria-label={right.label}
              onClick={right.onClick}
            >
              {right.content}
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
