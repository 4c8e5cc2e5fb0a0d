// The full-screen viewer of a post's pictures (antd-mobile's ImageViewer), in its own chunk:
// opened only on a tap, its code (mask, gestures, portal) was a dozen of the community screen's
// first requests (issue 19). image-grid.tsx loads it once the background work may start.
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { imageCache } from '@/lib/image-cache';

/** The viewer shows decoded images: the object URLs LazyImage already made. */
export default function Viewer({
  images,
  index,
  onClose,
}: {
  images: string[];
  index: number;
  onClose: () => void;
}) {
  const urls = images.map((src) => imageCache.peek(src) ?? '');
  return <ImageViewer.Multi images={urls} defaultIndex={index} visible onClose={onClose} />;
}
