// /mine/myFollow: the creators you follow.
import type { CreatorInfo } from '@lld/protocol/api/community';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { creatorKeys, fetchCreators } from './api/creators';
import { CreatorRow } from './components/creator-row';
import './community.css';
import { tCommunity } from './i18n';

export default function MyFollowScreen() {
  return (
    <div className="cm-page">
      <PageHeader title={tCommunity('myFollowTitle')} />
      <PullList<CreatorInfo>
        queryKey={creatorKeys.list('follows')}
        fetchPage={(page, size) => fetchCreators('follows', page, size)}
        renderItem={(c) => <CreatorRow c={c} />}
        empty={<p className="cm-empty">{tCommunity('myFollowEmpty')}</p>}
      />
    </div>
  );
}
