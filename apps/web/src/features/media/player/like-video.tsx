// likeVideo: videos related to the one playing (media/recommend with its id).
import { useDeferredReady } from '@/lib/deferred-ready';
import { useRelated } from '../api/media-api';
import { VideoCard } from '../components/video-card';
import { tm } from '../i18n';

export function LikeVideo({ id, enabled = true }: { id: number; enabled?: boolean }) {
  const { data } = useRelated(id, enabled);
  // Drawn in slices (lib/deferred-ready.ts): a row of cards, each a link, was one 140 ms task at
  // 4x CPU under the player as its segments were being transmuxed (issue 19).
  const shown = useDeferredReady(data !== undefined);
  if (!shown || !data || data.list.length === 0) return null;
  return (
    <section className="media-section like-video">
      <div className="media-section__head">
        <h2 className="media-section__title">{tm('related')}</h2>
      </div>
      <div className="like-video__list">
        {data.list.map((v) => (
          <VideoCard key={v.id} video={v} variant="row" replace />
        ))}
      </div>
    </section>
  );
}
