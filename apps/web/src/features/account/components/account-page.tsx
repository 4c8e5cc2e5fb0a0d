// The frame of every account screen: the page header and a padded body.
import type { ReactNode } from 'react';
import { PathIcon } from '@/components/icons/icons';
import { PageHeader, type PageHeaderAction } from '@/components/page-header/page-header';
import '../account.css';
import './account-page.css';
import { tAccount } from '../i18n';

export function AccountPage({
  title,
  right,
  children,
  className,
  onBack,
}: {
  title: string;
  right?: PageHeaderAction;
  children: ReactNode;
  className?: string;
  onBack?: () => void;
}) {
  return (
    <div className={['acc-page', 'app-fullscreen', className ?? ''].join(' ').trim()}>
      <PageHeader title={title} {...(right ? { right } : {})} {...(onBack ? { onBack } : {})} />
      <div className="acc-page__body">{children}</div>
    </div>
  );
}

export function SettingGroup({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <section className="acc-group">
      {title ? <h2 className="acc-group__title">{title}</h2> : null}
      <ul className="app-card acc-group__list">{children}</ul>
    </section>
  );
}

export function SettingRow({
  label,
  value,
  onClick,
  extra,
  desc,
}: {
  label: string;
  value?: ReactNode;
  onClick?: () => void;
  extra?: ReactNode;
  desc?: string;
}) {
  const content = (
    <>
      <span className="acc-row__main">
        <span className="acc-row__label">{label}</span>
        {desc ? <span className="acc-row__desc">{desc}</span> : null}
      </span>
      {value !== undefined ? <span className="acc-row__value">{value}</span> : null}
      {extra}
      {onClick ? (
        <PathIcon className="acc-row__arrow" d="m6 3 5 5-5 5" box={16} size={14} stroke={1.6} join="miter" />
      ) : null}
    </>
  );
  return (
    <li>
      {onClick ? (
        <button type="button" className="acc-row" onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className="acc-row">{content}</div>
      )}
    </li>
  );
}

/** A failed load (`message`, 加载失败 unless given) with a retry button. */
export function LoadError({
  onRetry,
  message = tAccount('loadFailed'),
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <div className="acc-empty" role="alert">
      <p>{message}</p>
      <button type="button" className="acc-chip" onClick={onRetry}>
        {tAccount('retry')}
      </button>
    </div>
  );
}
