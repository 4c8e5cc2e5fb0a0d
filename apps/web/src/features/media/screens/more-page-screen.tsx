// /subpage/morePage?type: the full list behind a home section's "more" (latest, short,
// recommended, collections).
import { mediaCalls } from '@lld/protocol/api/calls/media';
import { mediaHomeCalls } from '@lld/protocol/api/calls/media-home';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { CollectionList } from '../components/collection-list';
import { tm } from '../i18n';
import { VideoListPage } from './video-list-page';

const LISTS = {
  latest: { endpoint: mediaCalls.mediaPublished, title: () => tm('latest') },
  short: { endpoint: mediaCalls.mediaShortRecommend, title: () => tm('shortVideos') },
  recommend: { endpoint: mediaHomeCalls.mediaRecommend, title: () => tm('recommend') },
} as const;

export default function MorePageScreen() {
  const [params] = useSearchParams();
  const type = params.get('type') ?? 'latest';
  if (type === 'collections') {
    return (
      <div className="media-page">
        <PageHeader title={tm('allCollections')} />
        <CollectionList />
      </div>
    );
  }
  const list = LISTS[type as keyof typeof LISTS] ?? LISTS.latest;
  return (
    <VideoListPage
      title={params.get('name') ?? list.title()}
      endpoint={list.endpoint}
      params={{}}
      searchKeyword={params.get('name') ?? ''}
    />
  );
}
