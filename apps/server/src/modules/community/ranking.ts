import { RANKING_RULE } from '@lld/protocol/api/community';
import { sql } from 'drizzle-orm';

/**
 * Creator ranking (published in docs/decisions.md, issue 7). Over the creator's posts that are
 * published and were created in the last RANKING_WINDOW_DAYS days:
 *
 *   score = 5 × posts + 3 × likes on them + 2 × comments on them + 10 × followers (all time)
 *
 * Only creators with at least one such post are ranked. Ties go to the creator whose latest
 * post is newer, then to the lower user id. `rank` starts at 1.
 */
export const RANKING_WINDOW_DAYS = RANKING_RULE.windowDays;
const w = RANKING_RULE.weights;

export const RANKING_SQL = sql.raw(`
  select s.user_id, s.score, row_number() over (order by s.score desc, s.latest desc, s.user_id) as rank
  from (
    select p.user_id,
      (${w.post} * count(*) + ${w.like} * coalesce(sum(p.like_count), 0) + ${w.comment} * coalesce(sum(p.comment_count), 0)
        + ${w.follower} * (select count(*) from follows f where f.creator_id = p.user_id)) as score,
      max(p.id) as latest
    from posts p
    where p.status = 'published' and p.created_at > now() - interval '${RANKING_WINDOW_DAYS} days'
    group by p.user_id
  ) s`);

/** The same score in TypeScript (documented rule; tested against the SQL). */
export function creatorScore(o: {
  posts: number;
  likes: number;
  comments: number;
  followers: number;
}): number {
  return w.post * o.posts + w.like * o.likes + w.comment * o.comments + w.follower * o.followers;
}
