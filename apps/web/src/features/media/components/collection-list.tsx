// Every collection (media/collect/home) in a paged grid: the 合集 tab of /lld and its 更多 page.
// Its own file so that the home route, which draws collection tiles, does not load PullList.
import type { CollectionCard } from '@lld/protocol/api/media';
import { PullList } from '@/components/pull-list/pull-list';
import { fetchCollections } from '../api/media-api';
import { CollectionTile } from './video-card';

export function CollectionList({ refreshable }: { refreshable?: boolean }) {
  return (
    <PullList<CollectionCard>
      className="media-page__list media-page__grid"
      queryKey={['media', 'collections']}
      fetchPage={fetchCollections}
      renderItem={(c) => <CollectionTile collection={c} />}
      refreshable={refreshable}
    />
  );
}
