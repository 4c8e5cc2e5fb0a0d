// /mine/myPost: your posts in every state (审核中, 未通过 with the reason, published).
import type { PostItem } from '@lld/protocol/api/community';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { fetchMyPosts, postKeys } from './api/posts';
import { PostCard } from './components/post-card';
import './community.css';
import { tCommunity } from './i18n';

export default function MyPostScreen() {
  return (
    <div className="cm-page">
      <PageHeader title={tCommunity('myPostTitle')} />
      <PullList<PostItem>
        queryKey={postKeys.mine()}
        fetchPage={fetchMyPosts}
        renderItem={(p) => <PostCard post={p} showFollow={false} />}
        empty={<p className="cm-empty">{tCommunity('myPostEmpty')}</p>}
      />
    </div>
  );
}
