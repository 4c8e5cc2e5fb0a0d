// /play/videoCollection?id: a collection (合集): cover, description, access, favourite, its
// episodes in order; a paid collection is bought whole through the unlock sheet.
import { formatGold } from '@lld/protocol/format';
import { href } from '@lld/protocol/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { errorText } from '@/lib/api/client';
import { useIdParam } from '@/lib/routes/use-id-param';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { setFavourite, useCollection } from '../api/media-api';
import { AccessBadge, COVER_RATIO, VideoCard } from '../components/video-card';
import { UnlockSheet } from '../player/unlock-sheet';
import { NotFoundState } from './not-found-state';

import '../components/media.css';
import { tm } from '../i18n';
import './video-collection-screen.css';

export default function VideoCollectionScreen() {
  const id = useIdParam();
  const { data, refetch, error } = useCollection(id);
  const [fav, setFav] = useState<boolean | null>(null);
  const [sheet, setSheet] = useState(false);
  if (!id || (error && !data)) return <NotFoundState />;
  const favourited = fav ?? data?.favourited ?? false;
  const c = data?.collection;
  const toggle = async () => {
    const next = !favourited;
    setFav(next);
    try {
      await setFavourite(3, id, next);
    } catch (err) {
      setFav(!next);
      toast(errorText(err, t('common.requestFailed')));
    }
  };
  return (
    <div className="media-page video-collection">
      <PageHeader title={c?.title ?? ''} />
      {c && data ? (
        <>
          <div className="video-collection__hero">
            <LazyImage src={c.cover} alt={c.title} ratio={COVER_RATIO} eager />
            <AccessBadge access={c.access} price={c.price} />
          </div>
          <div className="video-collection__info">
            <h1>{c.title}</h1>
            <p>{c.description}</p>
            <div className="app-meta-row video-collection__actions">
              <span>{tm('episodes', { count: c.videoCount })}</span>
              <button type="button" className={favourited ? 'is-on' : ''} onClick={() => void toggle()}>
                {favourited ? tm('favourited') : tm('favourite')}
              </button>
            </div>
            {data.videos[0] ? (
              data.entitlement.allowed || data.entitlement.reason === 'needs_vip' ? (
                <Link className="video-collection__start" to={href.longVideo(data.videos[0].id)}>
                  {data.entitlement.reason === 'needs_vip' ? tm('collectionVip') : tm('startWatching')}
                </Link>
              ) : (
                <button type="button" className="video-collection__start" onClick={() => setSheet(true)}>
                  {tm('buyCollection', { price: formatGold(data.entitlement.price) })}
                </button>
              )
            ) : null}
          </div>
          <div className="video-collection__list">
            {data.videos.length === 0 ? <p className="media-page__intro">{tm('collectionEmpty')}</p> : null}
            {data.videos.map((v, i) => (
              <VideoCard
                key={v.id}
                video={v}
                variant="row"
                extra={<span className="video-collection__ep">{`${i + 1}`.padStart(2, '0')}</span>}
              />
            ))}
          </div>
          <UnlockSheet
            visible={sheet}
            onClose={() => setSheet(false)}
            target={{ kind: 'collection', id, title: c.title }}
            entitlement={data.entitlement}
            onUnlocked={() => {
              setSheet(false);
              void refetch();
            }}
          />
        </>
      ) : (
        <div className="media-skeleton">
          <span className="app-shimmer" />
        </div>
      )}
    </div>
  );
}
