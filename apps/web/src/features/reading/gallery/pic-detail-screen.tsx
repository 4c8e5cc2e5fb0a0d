// /dating/picDetail?id: a picture set (contentType 7). Every picture when the caller may see
// them, else the free preview and a locked tile with the unlock sheet; tapping a picture opens
// the full-screen viewer.

import { ROUTES } from '@lld/protocol/routes';
import { Navigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { DetailOverlays, DetailPending, useContentDetail } from './components/detail-parts';
import './gallery.css';
import { tGallery } from '../i18n';

export default function PicDetailScreen() {
  const { missing, info, viewing, setViewing } = useContentDetail(7);
  if (missing) return <Navigate to={ROUTES.notFound} replace />;
  const d = info.data;
  return (
    <div className="pic-detail">
      <PageHeader title={d?.item.title ?? tGallery('picTitle')} />
      {d ? (
        <>
          <section className="pic-detail__head">
            <h1>{d.item.title}</h1>
            <p>{d.description}</p>
            <div className="pic-detail__tags">
              {d.item.tags.map((tag) => (
                <span key={tag}>#{tag}</span>
              ))}
              <span>{tGallery('count', { count: d.item.pictureCount })}</span>
            </div>
          </section>
          <div className="pic-detail__grid">
            {d.pictures.map((p, i) => (
              <button key={p.url} type="button" className="pic-detail__pic" onClick={() => setViewing(i)}>
                <LazyImage src={p.url} ratio={3 / 4} alt={`${d.item.title} ${i + 1}`} eager={i < 4} />
              </button>
            ))}
            {d.lockedPictures > 0 ? (
              <div className="pic-detail__locked">{tGallery('lockedMore', { count: d.lockedPictures })}</div>
            ) : null}
          </div>
          <DetailOverlays type={7} info={d} viewing={viewing} onCloseViewer={() => setViewing(null)} />
        </>
      ) : (
        <DetailPending query={info} />
      )}
    </div>
  );
}
