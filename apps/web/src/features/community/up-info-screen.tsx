// /community/upInfo?id (kept alive): a creator's profile, follow, and their posts.
import { formatCount } from '@lld/protocol/format';
import { Avatar } from '@/components/avatar/avatar';
import { PageHeader } from '@/components/page-header/page-header';
import { useCreatorInfo } from './api/creators';
import { Feed } from './community-screen';
import { FollowButton } from './components/follow-button';
import './community.css';
import { useIdParam } from '@/lib/routes/use-id-param';
import './up-info-screen.css';
import { tCommunity } from './i18n';

export default function UpInfoScreen() {
  const id = useIdParam();
  const { data: info, isError, refetch } = useCreatorInfo(id);
  return (
    <div className="cm-page">
      <PageHeader title={info?.nickname ?? tCommunity('upInfoTitle')} />
      {info ? (
        <section className="cm-profile">
          <div className="cm-profile__row">
            <Avatar src={info.avatar} alt={info.nickname} size={64} />
            <div className="cm-profile__text">
              <h1>{info.nickname}</h1>
              <p>{info.rank > 0 ? tCommunity('rankPlace', { n: info.rank }) : `ID ${info.id}`}</p>
            </div>
            {info.isSelf ? null : <FollowButton userId={info.id} followed={info.isFollowed} />}
          </div>
          <dl className="cm-stats">
            {(
              [
                ['posts', info.postCount],
                ['fans', info.fansCount],
                ['followsCount', info.followCount],
                ['likes', info.likeCount],
              ] as const
            ).map(([k, n]) => (
              <div key={k}>
                <dd>{formatCount(n)}</dd>
                <dt>{tCommunity(`${k}`)}</dt>
              </div>
            ))}
          </dl>
        </section>
      ) : isError ? (
        <div className="cm-empty" role="alert">
          <p>{tCommunity('loadFailed')}</p>
          <button type="button" className="cm-btn" onClick={() => void refetch()}>
            {tCommunity('retry')}
          </button>
        </div>
      ) : (
        <div className="cm-skeleton app-shimmer" aria-busy="true" />
      )}
      <h2 className="cm-section-title">{tCommunity('theirPosts')}</h2>
      {id > 0 ? <Feed key={id} filter={{ userId: id }} /> : null}
    </div>
  );
}
