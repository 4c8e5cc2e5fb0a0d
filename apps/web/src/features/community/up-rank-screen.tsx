// /subpage/upRank: the creator ranking, with its scoring rule shown.
import { type CreatorInfo, RANKING_RULE } from '@lld/protocol/api/community';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { creatorKeys, fetchCreators } from './api/creators';
import { CreatorRow } from './components/creator-row';
import './community.css';
import './up-rank-screen.css';
import { tCommunity } from './i18n';

export default function UpRankScreen() {
  return (
    <div className="cm-page">
      <PageHeader title={tCommunity('upRankTitle')} />
      <p className="cm-rule">
        {tCommunity('upRankRule', { days: RANKING_RULE.windowDays, ...RANKING_RULE.weights })}
      </p>
      <PullList<CreatorInfo>
        queryKey={creatorKeys.list('rank')}
        fetchPage={(page, size) => fetchCreators('rank', page, size)}
        renderItem={(c) => <CreatorRow c={c} place={c.rank} />}
        empty={<p className="cm-empty">{tCommunity('emptyFeed')}</p>}
      />
    </div>
  );
}
