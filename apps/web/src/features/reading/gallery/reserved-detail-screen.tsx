// /reserved/detail?id: a reserved listing (contentType 8): photos, city, tags, introduction and
// the contact, which shows only once the caller may see it (VIP or bought); else the unlock sheet.

import { ROUTES } from '@lld/protocol/routes';
import { Navigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { toast } from '@/lib/toast';
import { DetailOverlays, DetailPending, useContentDetail } from './components/detail-parts';
import './gallery.css';
import { tGallery } from '../i18n';

export default function ReservedDetailScreen() {
  const { missing, info, viewing, setViewing } = useContentDetail(8);
  if (missing) return <Navigate to={ROUTES.notFound} replace />;
  const d = info.data;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void toast(tGallery('copied'));
    } catch {
      /* no clipboard: the text is selectable */
    }
  };
  return (
    <div className="reserved-detail">
      <PageHeader title={tGallery('reservedTitle')} />
      {d ? (
        <>
          <div className="reserved-detail__photos">
            {d.pictures.map((p, i) => (
              <button key={p.url} type="button" onClick={() => setViewing(i)}>
                <LazyImage src={p.url} ratio={3 / 4} eager={i < 2} alt={`${d.item.title} ${i + 1}`} />
              </button>
            ))}
            {d.lockedPictures > 0 ? (
              <div className="pic-detail__locked">{tGallery('lockedMore', { count: d.lockedPictures })}</div>
            ) : null}
          </div>
          <section className="reserved-detail__info">
            <h1>{d.item.title}</h1>
            <div className="reserved-row__city">{d.item.city}</div>
            <div className="reserved-row__tags">
              {d.item.tags.map((tag) => (
                <span key={tag}>{tag}</span>
              ))}
            </div>
            <h2>{tGallery('intro')}</h2>
            <p>{d.description}</p>
            <h2>{tGallery('contact')}</h2>
            {d.allowed ? (
              <div className="reserved-detail__contact">
                <span data-testid="reserved-contact">{d.contact}</span>
                <button type="button" onClick={() => void copy(d.contact)}>
                  {tGallery('copy')}
                </button>
              </div>
            ) : (
              <div className="reserved-detail__contact is-locked">{tGallery('contactLocked')}</div>
            )}
          </section>
          <DetailOverlays type={8} info={d} viewing={viewing} onCloseViewer={() => setViewing(null)} />
        </>
      ) : (
        <DetailPending query={info} />
      )}
    </div>
  );
}
