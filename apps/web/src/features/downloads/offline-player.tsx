/**
 * Plays a saved video from the device (no network): hls.js reads the stored playlist, keys and
 * segments through blob: URLs and decrypts as it does online. Saves the position in the one
 * store, so the continue shelf and the online player resume from it.
 */
import { useEffect, useRef } from 'react';
import { openSavedVideo } from '@/lib/downloads/manager';
import { HLS_TRANSMUX, loadHls } from '@/lib/hls';
import { loadPosition, savePosition } from '@/lib/positions';
import { toast } from '@/lib/toast';
import { openFailedText, tDl } from './i18n';

export function OfflinePlayer({
  itemKey,
  id,
  onClose,
}: {
  itemKey: string;
  id: number;
  onClose: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let release = () => {};
    let destroy = () => {};
    let live = true;
    void (async () => {
      try {
        const [saved, Hls] = await Promise.all([openSavedVideo(itemKey), loadHls()]);
        release = saved.release;
        if (!live) return release();
        const startAt = loadPosition('video', id)?.position ?? 0;
        const hls = new Hls({
          startPosition: startAt > 0 ? startAt : -1,
          maxBufferLength: 30,
          ...HLS_TRANSMUX,
        });
        destroy = () => hls.destroy();
        hls.loadSource(saved.url);
        hls.attachMedia(video);
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) void toast(tDl('playFailed'));
        });
        void video.play().catch(() => {});
      } catch (error) {
        void toast(openFailedText(error));
      }
    })();
    const save = () => {
      if (video.currentTime > 0) savePosition('video', id, { position: Math.floor(video.currentTime) });
    };
    const timer = setInterval(save, 5000);
    return () => {
      live = false;
      save();
      clearInterval(timer);
      destroy();
      release();
    };
  }, [itemKey, id]);
  return (
    <div className="offline-player" role="dialog" aria-modal="true">
      <video ref={ref} controls playsInline autoPlay data-testid="offline-video" />
      <button type="button" className="offline-player__close" onClick={onClose}>
        {tDl('close')}
      </button>
    </div>
  );
}
