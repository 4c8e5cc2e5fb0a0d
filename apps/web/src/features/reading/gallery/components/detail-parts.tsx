// What the picture-set (7) and reserved-listing (8) detail screens share: the id from the
// query string, the unlock sheet and full-screen viewer, and the failed / loading states.
import type { ContentInfo } from '@lld/protocol/api/content';
import { useState } from 'react';
import { Pending } from '@/components/load-failed/load-failed';
import { isMissing, useIdParam } from '@/lib/routes/use-id-param';
import { type GalleryType, useContentInfo } from '../api/content';
import { ContentUnlock } from './content-unlock';
import { ImageViewer } from './image-viewer';
import '../../reading.css';

/** The item of the query's `id`, whether there is none, and the picture open in the viewer. */
export function useContentDetail(type: GalleryType) {
  const id = useIdParam();
  const info = useContentInfo(type, id);
  const [viewing, setViewing] = useState<number | null>(null);
  return { missing: isMissing(id, info.error), info, viewing, setViewing };
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

/** Where the item will be: its skeleton while it loads, the failed block once it has failed. */
export function DetailPending({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  return (
    <Pending query={query} className="reading-note">
      <div className="reading-skeleton gallery-skeleton app-shimmer" aria-busy="true" />
    </Pending>
  );
}
