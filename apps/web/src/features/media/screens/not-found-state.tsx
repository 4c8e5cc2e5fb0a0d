import { PageHeader } from '@/components/page-header/page-header';
import { t } from '@/locales';

/** A detail page opened without a usable id. */
export function NotFoundState() {
  return (
    <div className="media-page">
      <PageHeader />
      <div className="long-video__state">{t('media.notFound')}</div>
    </div>
  );
}
