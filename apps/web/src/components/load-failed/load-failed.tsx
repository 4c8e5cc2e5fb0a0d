// What a screen shows where its content failed to load: the message and a retry button (which
// calls the query's refetch). The caller's class places it on its screen.
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
