// /circle/circleDetail?id: one circle and its posts (opening /circle/postDetail).
import type { PostItem } from '@lld/protocol/api/community';
import { href } from '@lld/protocol/routes';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { useCircle } from './api/circles';
import { fetchPosts, postKeys } from './api/posts';
import { PostCard } from './components/post-card';
import './community.css';
import { useIdParam } from '@/lib/routes/use-id-param';
import './circle-detail-screen.css';
import { tCommunity } from './i18n';

export default function CircleDetailScreen() {
  const id = useIdParam();
  const { data: circle } = useCircle(id);
  return (
    <div className="cm-page">
      <PageHeader title={circle?.name ?? tCommunity('circleTitle')} />
      {circle ? (
        <section className="cm-circle-head">
          <div className="cm-circle-head__cover">
            <LazyImage src={circle.cover} ratio={1} alt={circle.name} />
          </div>
          <div>
            <h1>{circle.name}</h1>
            <p>{circle.description}</p>
            <small>{tCommunity('circlePosts', { n: circle.postCount })}</small>
          </div>
        </section>
      ) : null}
      <PullList<PostItem>
        queryKey={postKeys.list({ circleId: id })}
        fetchPage={(page, size) => fetchPosts({ circleId: id }, page, size)}
        enabled={id > 0}
        renderItem={(p) => <PostCard post={p} detailHref={href.circlePostDetail} />}
        empty={<p className="cm-empty">{tCommunity('emptyFeed')}</p>}
      />
    </div>
  );
}
