import type { CreatorInfo } from '@lld/protocol/api/community';
import { formatCount } from '@lld/protocol/format';
import { href } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { FollowButton } from './follow-button';
import './creator-row.css';
import { tCommunity } from '../i18n';

export function CreatorRow({ c, place }: { c: CreatorInfo; place?: number }) {
  const navigate = useNavigate();
  return (
    <div className="cm-creator" data-creator-id={c.id}>
      {place ? <span className={`cm-creator__place is-${Math.min(place, 4)}`}>{place}</span> : null}
      <button type="button" className="cm-author" onClick={() => navigate(href.upInfo(c.id))}>
        <Avatar src={c.avatar} alt={c.nickname} size={44} />
        <span className="cm-author__text">
          <span className="cm-author__name">{c.nickname}</span>
          <span className="cm-author__time">
            {tCommunity('fans')} {formatCount(c.fansCount)} · {tCommunity('posts')} {formatCount(c.postCount)}
            {place ? ` · ${tCommunity('score', { n: formatCount(c.score) })}` : ''}
          </span>
        </span>
      </button>
      {c.isSelf ? null : <FollowButton userId={c.id} followed={c.isFollowed} small />}
    </div>
  );
}
