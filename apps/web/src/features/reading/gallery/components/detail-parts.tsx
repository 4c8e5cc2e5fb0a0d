// What the picture-set (7) and reserved-listing (8) detail screens share: the id from the
// query string, the unlock sheet and full-screen viewer, and the failed / loading states.
import type { ContentInfo } from '@lld/protocol/api/content';
import { useSearchParams } from 'react-router';
import { t } from '@/locales';
import type { GalleryType } from '../api/content';
import { ContentUnlock } from './content-unlock';
import { ImageViewer } from './image-viewer';

/** `?id=` as a positive integer, or 0 when missing or malformed. */
export function useIdParam(): number {
  const [params] = useSearchParams();
  const n = Number(params.get('id'));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export function DetailOverlays(props: {
  type: GalleryType;
  info: ContentInfo;
  viewing: number | null;
  onCloseViewer: () => void;
}) {
  const { type, info, viewing, onCloseViewer } = props;
  return (
    <>
      {!info.allowed ? (
        <div className="gallery-unlock">
          <ContentUnlock type={type} info={info} />
        </div>
      ) : null}
      {viewing !== null ? (
        <ImageViewer pictures={info.pictures} start={viewing} onClose={onCloseViewer} />
      ) : null}
    </>
  );
}

export function DetailFallback({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return failed ? (
    <div className="gallery-empty" role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  ) : (
    <div className="gallery-skeleton app-shimmer" aria-busy="true" />
  );
}
