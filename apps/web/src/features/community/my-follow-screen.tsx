// /mine/myFollow: the creators you follow.
import type { CreatorInfo } from '@lld/protocol/api/community';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { t } from '@/locales';
import { creatorKeys, fetchCreators } from './api/creators';
import { CreatorRow } from './components/creator-row';
import './community.css';

export default function MyFollowScreen() {
  return (
    <div className="cm-page">
      <PageHeader title={t('community.myFollowTitle')} />
      <PullList<CreatorInfo>
        queryKey={creatorKeys.list('follows')}
        fetchPage={(page, size) => fetchCreators('follows', page, size)}
        keyOf={(c) => c.id}
        renderItem={(c) => <CreatorRow c={c} />}
        empty={<p className="cm-empty">{t('community.myFollowEmpty')}</p>}
      />
    </div>
  );
}
