// likeVideo: videos related to the one playing (media/recommend with its id).
import { useRelated } from '../api/media-api';
import { VideoCard } from '../components/video-card';
import { tm } from '../i18n';

export function LikeVideo({ id, enabled = true }: { id: number; enabled?: boolean }) {
  const { data } = useRelated(id, enabled);
  if (!data || data.list.length === 0) return null;
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
