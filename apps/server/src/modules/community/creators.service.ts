import type { CircleItem, CreatorInfo } from '@lld/protocol/api/community';
import type { ListResult } from '@lld/protocol/api/list';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/core.schema.ts';
import { type Database, rowsOf } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import { circles, follows } from './community.schema.ts';
import { RANKING_SQL } from './ranking.ts';

type Page = { page: number; pageSize: number };

/** Creators (follows, profiles, the ranking) and circles. */
export class CreatorsService {
  constructor(
    private readonly db: Database,
    private readonly events?: DomainEventBus,
  ) {}

  // Creators --------------------------------------------------------------------------

  async cares(userId: number, creatorId: number, follow: boolean) {
    if (creatorId === userId) throw AppError.invalid('userId', 'cannot follow yourself');
    const [creator] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, creatorId));
    if (!creator) throw AppError.notFound('no such creator');
    if (follow) await this.db.insert(follows).values({ followerId: userId, creatorId }).onConflictDoNothing();
    else
      await this.db
        .delete(follows)
        .where(and(eq(follows.followerId, userId), eq(follows.creatorId, creatorId)));
    if (follow) this.events?.emit('user.followed', { followerId: userId, followeeId: creatorId });
    const [fans] = await this.db.select({ n: count() }).from(follows).where(eq(follows.creatorId, creatorId));
    return { isFollowed: follow, fansCount: fans?.n ?? 0 };
  }

  async #creators(ids: number[], viewerId: number | null): Promise<Map<number, CreatorInfo>> {
    if (ids.length === 0) return new Map();
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const r = await this.db.execute(sql`
      with ranking as (${RANKING_SQL})
      select u.id, u.nickname, u.avatar, u.is_guest,
        (select count(*) from follows f where f.creator_id = u.id)::int as fans,
        (select count(*) from follows f where f.follower_id = u.id)::int as follows,
        (select count(*) from posts p where p.user_id = u.id and p.status = 'published')::int as posts,
        (select coalesce(sum(p.like_count), 0) from posts p where p.user_id = u.id and p.status = 'published')::int as likes,
        coalesce(r.score, 0)::int as score, coalesce(r.rank, 0)::int as rank,
        exists(select 1 from follows f where f.creator_id = u.id and f.follower_id = ${viewerId ?? 0}) as followed
      from users u left join ranking r on r.user_id = u.id
      where u.id in (${idList})`);
    const rows = rowsOf<Record<string, unknown>>(r);
    return new Map(
      rows.map((row) => {
        const id = Number(row.id);
        return [
          id,
          {
            id,
            nickname: String(row.nickname),
            avatar: String(row.avatar),
            isGuest: Boolean(row.is_guest),
            isFollowed: Boolean(row.followed),
            isSelf: id === viewerId,
            fansCount: Number(row.fans),
            followCount: Number(row.follows),
            postCount: Number(row.posts),
            likeCount: Number(row.likes),
            score: Number(row.score),
            rank: Number(row.rank),
          } satisfies CreatorInfo,
        ];
      }),
    );
  }

  async creatorInfo(creatorId: number, viewerId: number | null): Promise<CreatorInfo> {
    const info = (await this.#creators([creatorId], viewerId)).get(creatorId);
    if (!info) throw AppError.notFound('no such creator');
    return info;
  }

  async creatorList(
    viewerId: number | null,
    q: Page & { kind: 'rank' | 'follows' | 'fans'; userId?: number | undefined },
  ): Promise<ListResult<CreatorInfo>> {
    let ids: number[];
    const offset = (q.page - 1) * q.pageSize;
    if (q.kind === 'rank') {
      const r = await this.db.execute(
        sql`select user_id from (${RANKING_SQL}) ranking order by rank limit ${q.pageSize + 1} offset ${offset}`,
      );
      ids = rowsOf<{ user_id: number }>(r).map((x) => Number(x.user_id));
    } else {
      const who = q.userId ?? viewerId;
      if (who === null) return pageOf([], q);
      const mine = q.kind === 'follows';
      const rows = await this.db
        .select({ id: mine ? follows.creatorId : follows.followerId })
        .from(follows)
        .where(mine ? eq(follows.followerId, who) : eq(follows.creatorId, who))
        .orderBy(desc(follows.createdAt))
        .limit(q.pageSize + 1)
        .offset(offset);
      ids = rows.map((x) => x.id);
    }
    const page = pageOf(ids, q);
    const infos = await this.#creators(page.list, viewerId);
    return { ...page, list: page.list.flatMap((id) => infos.get(id) ?? []) };
  }

  // Circles ---------------------------------------------------------------------------

  async circleList(q: Page): Promise<ListResult<CircleItem>> {
    const rows = await this.#circles()
      .orderBy(circles.sort, circles.id)
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    return pageOf(rows, q);
  }

  async circle(id: number): Promise<CircleItem> {
    const [row] = await this.#circles().where(eq(circles.id, id));
    if (!row) throw AppError.notFound('no such circle');
    return row;
  }

  #circles() {
    return this.db
      .select({
        id: circles.id,
        name: circles.name,
        description: circles.description,
        cover: circles.cover,
        postCount: sql<number>`(select count(*) from posts p where p.circle_id = "circles"."id" and p.status = 'published')::int`,
      })
      .from(circles)
      .$dynamic();
  }
}
