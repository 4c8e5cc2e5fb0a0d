import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import type { SearchCard, SearchKind } from './search-index.ts';

/**
 * What the index reads: one query per kind over the content tables, returning the published
 * items (all of them, or the given ids). The index is a read model: it only reads these tables
 * (by SQL, never writing them), so the owning modules stay unaware of it; a change to their
 * columns shows up in this file's test (search.test.ts rebuilds over the demo catalogue).
 */
export interface SourceDocument extends SearchCard {
  kind: SearchKind;
  itemId: number;
  /** Heavier than the text: actors, authors, narrators, circle, category. */
  names: string[];
  body: string;
}

interface Row {
  id: number;
  title: string;
  subtitle: string | null;
  cover: string | null;
  access: string | null;
  price: number | string | null;
  tags: string[] | null;
  names: Array<string | null> | null;
  body: string | null;
  popularity: number | string | null;
  published_at: Date | string;
  extra: Record<string, string | number> | null;
}

/** `where` fragment for an optional id list. */
function ids(column: string, list: readonly number[] | null) {
  if (!list) return sql`true`;
  return sql`${sql.raw(column)} = any(array(select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb)::int))`;
}

/** The most restrictive chapter access of a book/comic: a lock shows when any chapter is locked. */
const chapterAccess = (table: string, fk: string, id: string) =>
  sql.raw(`coalesce((select case when bool_or(c.access = 'paid') then 'paid' when bool_or(c.access = 'vip') then 'vip' else 'free' end
     from ${table} c where c.${fk} = ${id}), 'free')`);

/**
 * Each kind's popularity, as SQL over the alias its query gives the item (`v`, `c`, `t`, `m`,
 * `b`, `g`, `p`, `u`): views, likes, favourites, followers … weighed per kind. Shared by the
 * document queries below and the popularity refresh (`POPULARITY`), so the two never differ.
 */
const POP: Record<SearchKind, string> = {
  video: 'v.views + v.likes * 10 + v.favourites * 20',
  collection: 'coalesce((select sum(v.views) from media_videos v where v.collection_id = c.id), 0)',
  topic: '(select count(*) from media_videos v where v.topic_id = t.id)',
  comic: 'm.views',
  novel: 'b.views',
  audio: 'b.views',
  picture: 'g.views',
  listing: 'g.views',
  post: 'p.like_count * 5 + p.comment_count * 3 + p.view_count',
  creator:
    "(select count(*) from follows f where f.creator_id = u.id) * 10 + (select count(*) from posts x where x.user_id = u.id and x.status = 'published')",
  circle: "(select count(*) from posts p where p.circle_id = c.id and p.status = 'published')",
  tag: '(select count(*) from media_video_tags vt where vt.tag_id = t.id)',
};
const pop = (kind: SearchKind) => sql.raw(`(${POP[kind]})`);

const QUERIES: Record<SearchKind, (list: readonly number[] | null) => ReturnType<typeof sql>> = {
  video: (list) => sql`
    select v.id, v.title, v.description as subtitle, v.cover, v.access, v.price,
      coalesce((select jsonb_agg(t.name order by t.sort, t.id) from media_video_tags vt join media_tags t on t.id = vt.tag_id where vt.video_id = v.id), '[]'::jsonb) as tags,
      jsonb_build_array(a.name, c.title) as names,
      v.description as body, ${pop('video')} as popularity, v.published_at,
      jsonb_build_object('duration', v.duration, 'short', case when v.is_short then 1 else 0 end) as extra
    from media_videos v
    left join media_actors a on a.id = v.actor_id
    left join media_collections c on c.id = v.collection_id
    where v.status = 'ready' and ${ids('v.id', list)}`,
  collection: (list) => sql`
    select c.id, c.title, c.description as subtitle, c.cover, c.access, c.price, '[]'::jsonb as tags,
      '[]'::jsonb as names, c.description as body,
      ${pop('collection')} as popularity, c.created_at as published_at,
      jsonb_build_object('count', (select count(*) from media_videos v where v.collection_id = c.id)) as extra
    from media_collections c where ${ids('c.id', list)}`,
  topic: (list) => sql`
    select t.id, t.name as title, t.description as subtitle, t.cover, 'free' as access, 0 as price,
      '[]'::jsonb as tags, '[]'::jsonb as names, t.description as body,
      ${pop('topic')} as popularity, now() as published_at,
      '{}'::jsonb as extra
    from media_topics t where ${ids('t.id', list)}`,
  comic: (list) => sql`
    select m.id, m.title, m.description as subtitle, m.cover, ${chapterAccess('comic_chapters', 'comic_id', 'm.id')} as access, 0 as price,
      coalesce((select jsonb_agg(t.name) from comic_tag_links l join comic_tags t on t.id = l.tag_id where l.comic_id = m.id), '[]'::jsonb) as tags,
      jsonb_build_array(a.name, g.name) as names, m.description as body, ${pop('comic')} as popularity, m.updated_at as published_at,
      jsonb_build_object('author', a.name, 'chapters', m.chapter_count, 'finished', m.finished) as extra
    from comics m join comic_authors a on a.id = m.author_id join comic_categories g on g.id = m.category_id
    where m.published = 1 and ${ids('m.id', list)}`,
  novel: (list) => books('text', list),
  audio: (list) => books('audio', list),
  picture: (list) => gallery(7, list),
  listing: (list) => gallery(8, list),
  post: (list) => sql`
    select p.id, left(p.text, 60) as title, p.text as subtitle,
      coalesce(p.images->>0, p.video->>'cover', '') as cover,
      case when p.price > 0 then 'paid' else 'free' end as access, p.price,
      '[]'::jsonb as tags, jsonb_build_array(u.nickname, c.name) as names, p.text as body,
      ${pop('post')} as popularity, p.created_at as published_at,
      jsonb_build_object('author', u.nickname, 'authorId', u.id, 'avatar', u.avatar, 'postKind', p.kind,
        'images', jsonb_array_length(p.images), 'likes', p.like_count, 'comments', p.comment_count) as extra
    from posts p join users u on u.id = p.user_id left join circles c on c.id = p.circle_id
    where p.status = 'published' and ${ids('p.id', list)}`,
  creator: (list) => sql`
    select u.id, u.nickname as title, coalesce(a.intro, '') as subtitle, u.avatar as cover, 'free' as access, 0 as price,
      '[]'::jsonb as tags, '[]'::jsonb as names, coalesce(a.intro, '') as body,
      ${pop('creator')} as popularity,
      max(p.created_at) as published_at,
      jsonb_build_object('posts', count(p.id), 'followers', (select count(*) from follows f where f.creator_id = u.id)) as extra
    from users u join posts p on p.user_id = u.id and p.status = 'published'
    left join accounts a on a.user_id = u.id
    where ${ids('u.id', list)}
    group by u.id, a.intro`,
  circle: (list) => sql`
    select c.id, c.name as title, c.description as subtitle, c.cover, 'free' as access, 0 as price,
      '[]'::jsonb as tags, '[]'::jsonb as names, c.description as body,
      ${pop('circle')} as popularity, c.created_at as published_at,
      jsonb_build_object('posts', (select count(*) from posts p where p.circle_id = c.id and p.status = 'published')) as extra
    from circles c where ${ids('c.id', list)}`,
  tag: (list) => sql`
    select t.id, t.name as title, '' as subtitle, '' as cover, 'free' as access, 0 as price,
      '[]'::jsonb as tags, '[]'::jsonb as names, '' as body,
      ${pop('tag')} as popularity, now() as published_at,
      jsonb_build_object('videos', (select count(*) from media_video_tags vt where vt.tag_id = t.id)) as extra
    from media_tags t where ${ids('t.id', list)}`,
};

function books(kind: 'text' | 'audio', list: readonly number[] | null) {
  return sql`
    select b.id, b.title, b.description as subtitle, b.cover, ${chapterAccess('book_chapters', 'book_id', 'b.id')} as access, 0 as price,
      case when b.category = '' then '[]'::jsonb else jsonb_build_array(b.category) end as tags,
      jsonb_build_array(b.author, b.narrator) as names, b.description as body, ${pop(kind === 'text' ? 'novel' : 'audio')} as popularity,
      b.updated_at as published_at,
      jsonb_build_object('author', b.author, 'narrator', b.narrator, 'chapters', b.chapter_count, 'finished', b.finished) as extra
    from books b where b.kind = ${kind} and b.published = 1 and ${ids('b.id', list)}`;
}

function gallery(contentType: 7 | 8, list: readonly number[] | null) {
  return sql`
    select g.id, g.title, g.description as subtitle, coalesce(nullif(g.cover, ''), g.pictures->0->>'url', '') as cover, g.access, g.price, g.tags,
      jsonb_build_array(g.city) as names, g.description as body, ${pop(contentType === 7 ? 'picture' : 'listing')} as popularity, g.created_at as published_at,
      jsonb_build_object('pictures', jsonb_array_length(g.pictures), 'city', g.city) as extra
    from gallery_items g where g.content_type = ${contentType} and g.published = 1 and ${ids('g.id', list)}`;
}

/** The table (with the alias `POP` uses) each kind's items live in. */
const TABLE: Record<SearchKind, string> = {
  video: 'media_videos v',
  collection: 'media_collections c',
  topic: 'media_topics t',
  comic: 'comics m',
  novel: 'books b',
  audio: 'books b',
  picture: 'gallery_items g',
  listing: 'gallery_items g',
  post: 'posts p',
  creator: 'users u',
  circle: 'circles c',
  tag: 'media_tags t',
};

/**
 * The current popularity of the items of `kind` whose ids `ids` selects (a subquery), as rows
 * (id, popularity): what the scheduled refresh compares with the index (view and like
 * counters fire no trigger, so only this and a rebuild bring them in).
 */
export function popularityQuery(kind: SearchKind, ids: SQL): SQL {
  const alias = sql.raw(TABLE[kind].split(' ')[1]!);
  return sql`select ${alias}.id, ${pop(kind)}::bigint as popularity from ${sql.raw(TABLE[kind])}
    where ${alias}.id in (${ids})`;
}

const ACCESS = new Set(['free', 'vip', 'paid']);

/** Published items of one kind (all, or those of `list` that still exist and are published). */
export async function readSource(
  db: Executor,
  kind: SearchKind,
  list: readonly number[] | null = null,
): Promise<SourceDocument[]> {
  const result = await db.execute(QUERIES[kind](list));
  const rows = rowsOf<Row>(result);
  return rows.map((r) => ({
    kind,
    itemId: Number(r.id),
    title: r.title ?? '',
    subtitle: (r.subtitle ?? '').slice(0, 200),
    cover: r.cover ?? '',
    access: (ACCESS.has(r.access ?? '') ? r.access : 'free') as SourceDocument['access'],
    price: Number(r.price ?? 0),
    tags: (r.tags ?? []).filter((t): t is string => typeof t === 'string' && t !== ''),
    names: (r.names ?? []).filter((n): n is string => typeof n === 'string' && n !== ''),
    body: r.body ?? '',
    popularity: Number(r.popularity ?? 0),
    publishedAt: r.published_at instanceof Date ? r.published_at : new Date(r.published_at),
    extra: r.extra ?? {},
  }));
}
