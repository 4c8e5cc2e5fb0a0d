// /subpage/morePage?type: the full list behind a home section's "more" (latest, short,
// recommended, collections).
import type { CollectionCard } from '@lld/protocol/api/media';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { t } from '@/locales';
import { fetchCollections } from '../api/media-api';
import { CollectionTile } from '../components/video-card';
import { VideoListPage } from './video-list-page';

const LISTS = {
  latest: { endpoint: 'media/published', title: () => t('media.latest') },
  short: { endpoint: 'media/short/recommend', title: () => t('media.shortVideos') },
  recommend: { endpoint: 'media/recommend', title: () => t('media.recommend') },
} as const;

export default function MorePageScreen() {
  const [params] = useSearchParams();
  const type = params.get('type') ?? 'latest';
  if (type === 'collections') {
    return (
      <div className="media-page">
        <PageHeader title={t('media.allCollections')} />
        <PullList<CollectionCard>
          className="media-page__list media-page__grid"
          queryKey={['media', 'collections']}
          fetchPage={fetchCollections}
          keyOf={(c) => c.id}
          renderItem={(c) => <CollectionTile collection={c} />}
        />
      </div>
    );
  }
  const list = LISTS[type as keyof typeof LISTS] ?? LISTS.latest;
  return <VideoListPage title={params.get('name') ?? list.title()} endpoint={list.endpoint} params={{}} />;
}
