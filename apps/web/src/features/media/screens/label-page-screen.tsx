// /subpage/labelPage?id&name: a tag's videos.
import { mediaCalls } from '@lld/protocol/api/calls/media';
import { useSearchParams } from 'react-router';
import { useIdParam } from '@/lib/routes/use-id-param';
import { NotFoundState } from './not-found-state';
import { VideoListPage } from './video-list-page';

export default function LabelPageScreen() {
  const [params] = useSearchParams();
  const id = useIdParam();
  if (!id) return <NotFoundState />;
  return (
    <VideoListPage
      title={`#${params.get('name') ?? ''}`}
      endpoint={mediaCalls.mediaTagDetails}
      params={{ id }}
      sortable
      searchKeyword={params.get('name') ?? ''}
    />
  );
}
