import { lazy, Suspense, useState } from 'react';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { backgroundStart } from '@/lib/background-start';
import { t } from '@/locales';
import './image-grid.css';
import { tCommunity } from '../i18n';

// Opened on a tap: its code loads after the first screen (with the background work), or at the
// tap if that comes first.
const loadViewer = () => import('./image-viewer');
const Viewer = lazy(loadViewer);
void backgroundStart()
  .then(loadViewer)
  .catch(() => {});

/** 1 image wide, 2 or 4 in two columns, otherwise three columns; tap opens the viewer. */
export function ImageGrid({
  images,
  more = 0,
  zoom = true,
}: {
  images: string[];
  more?: number;
  zoom?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const cols = images.length === 1 ? 1 : images.length === 2 || images.length === 4 ? 2 : 3;
  return (
    <div className={`cm-grid is-${cols}`}>
      {images.map((src, i) => {
        const locked = more > 0 && i === images.length - 1 ? tCommunity('lockedImages', { n: more }) : '';
        // The visible text (还有 N 张图片) belongs in the name too (label-content-name-mismatch).
        const label = `${t('common.imageAlt')} ${i + 1}/${images.length}${locked ? ` ${locked}` : ''}`;
        return (
          <button
            type="button"
            key={src}
            className="cm-grid__cell"
            aria-label={label}
            onClick={(e) => {
              if (!zoom) return;
              e.stopPropagation();
              setOpen(i);
            }}
          >
            <LazyImage src={src} ratio={cols === 1 ? 4 / 3 : 1} alt={t('common.imageAlt')} />
            {locked ? <span className="cm-grid__more">{locked}</span> : null}
          </button>
        );
      })}
      {zoom && open !== null ? (
        <Suspense fallback={null}>
          <Viewer images={images} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
