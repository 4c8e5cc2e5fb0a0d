// /homePage/author?id: an actor's page (media/actor/details) with their videos.
import type { ActorInfo } from '@lld/protocol/api/media';
import { useSearchParams } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { t } from '@/locales';
import type { VideoPage } from '../api/media-api';
import { NotFoundState } from './not-found-state';
import { useIdParam, VideoListPage } from './video-list-page';
import './author-screen.css';

export default function AuthorScreen() {
  const [params] = useSearchParams();
  const id = useIdParam(params);
  if (!id) return <NotFoundState />;
  return (
    <VideoListPage<VideoPage & { actor?: ActorInfo }>
      title={t('media.author')}
      endpoint="media/actor/details"
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
              <small>{t('media.works', { count: r.actor.videoCount })}</small>
            </div>
          </div>
        ) : (
          <div className="author-head is-loading" />
        )
      }
    />
  );
}
