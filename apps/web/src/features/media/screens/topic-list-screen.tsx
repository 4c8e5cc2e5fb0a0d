// /topicList?id&name: a topic's videos, newest or most watched.
import { mediaCalls } from '@lld/protocol/api/calls/media';
import type { TopicInfo } from '@lld/protocol/api/media';
import { useSearchParams } from 'react-router';
import { useIdParam } from '@/lib/routes/use-id-param';
import type { VideoPage } from '../api/media-api';
import { NotFoundState } from './not-found-state';
import { VideoListPage } from './video-list-page';

export default function TopicListScreen() {
  const [params] = useSearchParams();
  const id = useIdParam();
  if (!id) return <NotFoundState />;
  return (
    <VideoListPage<VideoPage & { topic?: TopicInfo }>
      title={params.get('name') ?? ''}
      endpoint={mediaCalls.mediaTopicDetails}
      params={{ id }}
      sortable
      head={(r) =>
        r?.topic?.description ? <p className="media-page__intro">{r.topic.description}</p> : null
      }
    />
  );
}
