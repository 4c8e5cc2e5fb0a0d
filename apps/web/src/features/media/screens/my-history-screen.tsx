// /mine/myHistory: watch history (media/trackList), newest first, with how far each was watched.
import type { HistoryItem } from '@lld/protocol/api/media';
import { formatClock } from '@lld/protocol/format';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { fetchHistory, mediaKeys } from '../api/media-api';
import { VideoCard } from '../components/video-card';
import '../components/media.css';
import { tm } from '../i18n';
import './my-history-screen.css';

export default function MyHistoryScreen() {
  return (
    <div className="media-page">
      <PageHeader title={tm('myHistory')} />
      <PullList<HistoryItem>
        className="media-page__list media-page__rows"
        queryKey={mediaKeys.history}
        fetchPage={fetchHistory}
        empty={<div className="long-video__state">{tm('historyEmpty')}</div>}
        renderItem={(v) => (
          <VideoCard
            video={v}
            variant="row"
            extra={
              <div className="media-history__progress">
                <span>
                  {v.position >= v.duration - 3
                    ? tm('watchedAll')
                    : tm('watchedTo', { time: formatClock(v.position) })}
                </span>
                <i style={{ width: `${Math.min(100, (v.position / Math.max(1, v.duration)) * 100)}%` }} />
              </div>
            }
          />
        )}
      />
    </div>
  );
}
