// Full-screen image viewer: swipe between pictures, pinch or double-tap to zoom, index and
// close. Pictures load through the image cache (de-obfuscated) like everywhere else.
import type { ContentInfo } from '@lld/protocol/api/content';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/zoom';
import { CloseIcon } from '@/components/icons/icons';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { tGallery } from '../../i18n';

export interface ImageViewerProps {
  pictures: ContentInfo['pictures'];
  start: number;
  onClose: () => void;
}

export function ImageViewer({ pictures, start, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(start);
  return createPortal(
    <div className="image-viewer" role="dialog" aria-modal="true" aria-label={tGallery('viewer')}>
      <div className="image-viewer__bar">
        <span className="image-viewer__index">
          {tGallery('index', { index: index + 1, total: pictures.length })}
        </span>
        <button
          type="button"
          className="image-viewer__close"
          aria-label={tGallery('close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <Swiper
        className="image-viewer__swiper"
        modules={[Zoom]}
        zoom={{ maxRatio: 3 }}
        initialSlide={start}
        spaceBetween={12}
        onSlideChange={(s) => setIndex(s.activeIndex)}
      >
        {pictures.map((p, i) => (
          <SwiperSlide key={p.url}>
            <div className="swiper-zoom-container">
              <div className="image-viewer__pic" style={{ aspectRatio: `${p.width} / ${p.height}` }}>
                <LazyImage
                  src={p.url}
                  ratio={p.width / p.height}
                  fit="contain"
                  eager={Math.abs(i - start) <= 1}
                />
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>,
    document.body,
  );
}
