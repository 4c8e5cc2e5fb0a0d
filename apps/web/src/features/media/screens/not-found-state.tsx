import { PageHeader } from '@/components/page-header/page-header';
import { tm } from '../i18n';

/** A detail page opened without a usable id. */
export function NotFoundState() {
  return (
    <div className="media-page">
      <PageHeader />
      <div className="long-video__state">{tm('notFound')}</div>
    </div>
  );
}
