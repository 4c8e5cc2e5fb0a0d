// /homePage/author?id: an actor's page (media/actor/details) with their videos.
import { mediaCalls } from '@lld/protocol/api/calls/media';
import type { ActorInfo } from '@lld/protocol/api/media';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useIdParam } from '@/lib/routes/use-id-param';
import type { VideoPage } from '../api/media-api';
import { tm } from '../i18n';
import { NotFoundState } from './not-found-state';
import { VideoListPage } from './video-list-page';
import './author-screen.css';

export default function AuthorScreen() {
  const id = useIdParam();
  if (!id) return <NotFoundState />;
  return (
    <VideoListPage<VideoPage & { actor?: ActorInfo }>
      title={tm('author')}
      endpoint={mediaCalls.mediaActorDetails}
      params={{ id }}
      sortable
      head={(r) =>
        r?.actor ? (
          <div className="author-head">
            <span className="author-head__avatar">
              <LazyImage src={r.actor.avatar} alt={r.actor.name} ratio={1} eager />
            </span>
            <div className="author-head__text">
              <h2>{r.actor.name}</h2>
              <p>{r.actor.bio}</p>
              <small>{tm('works', { count: r.actor.videoCount })}</small>
            </div>
          </div>
        ) : (
          <div className="author-head is-loading" />
        )
      }
    />
  );
}
