// What a screen shows where its content failed to load: the message and a retry button (which
// calls the query's refetch), and before that the content's skeleton. The caller's class
// places it on its screen.
import type { ReactNode } from 'react';
import { t } from '@/locales';
import './load-failed.css';

export function LoadFailed({ className, onRetry }: { className?: string; onRetry: () => void }) {
  return (
    <div className={className ? `load-failed ${className}` : 'load-failed'} role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * What stands where a query's content will be: its skeleton (`children`) while it loads, the
 * failed block once it has failed.
 */
export function Pending({
  query,
  className,
  children,
}: {
  query: { isError: boolean; refetch: () => unknown };
  className?: string;
  children: ReactNode;
}) {
  return query.isError ? <LoadFailed className={className} onRetry={() => void query.refetch()} /> : children;
}
