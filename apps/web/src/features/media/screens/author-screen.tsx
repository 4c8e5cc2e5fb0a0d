// /homePage/author?id: an actor's page (media/actor/details) with their videos.
import { mediaCalls } from '@lld/protocol/api/calls/media';
import type { ActorInfo } from '@lld/protocol/api/media';
import { useSearchParams } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import type { VideoPage } from '../api/media-api';
import { tm } from '../i18n';
import { NotFoundState } from './not-found-state';
import { useIdParam, VideoListPage } from './video-list-page';

export default function AuthorScreen() {
  const [params] = useSearchParams();
  const id = useIdParam(params);
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
