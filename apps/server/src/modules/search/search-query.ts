// The index's reads: a query analysed into a ladder of match classes run as one statement
// (search, suggestions), and the most popular documents (nothing found).
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/database.ts';
import { SEARCH_KINDS } from './search.schema.ts';
import type { SearchHit, SearchKind, SearchQuery } from './search-index.ts';
import { type AnalysedQuery, analyseQuery, fold } from './text.ts';

/** Pinyin prefixes expand to at most this many indexed terms. */
const PREFIX_TERMS = 64;
/** Pages deeper than this are not served (a search is not a way to list everything). */
const MAX_DEPTH = 500;
/** Score of the pinyin class: suggestions go down to it (not to one-typo or trigram guesses). */
const SOUNDS_SCORE = 0.6;

/** The columns a result needs (never the term arrays). */
const COLUMNS = sql.raw(
  'd.kind, d.item_id, d.title, d.subtitle, d.cover, d.access, d.price, d.tags, d.popularity, d.published_at, d.extra',
);
/**
 * Popularity order. `popularity + 0` keeps the planner off the popularity index: walking it
 * and testing every row is fast only when the terms are common, and it cannot know that for
 * the terms of a tier; the GIN scan of one tier is bounded either way.
 */
const BY_POPULARITY = sql.raw('d.popularity + 0 desc, d.published_at desc, d.kind, d.item_id');
/** Date order: the planner may walk the date index (NULLS LAST, as it is built) when matches are many. */
const BY_DATE = sql.raw('d.published_at desc nulls last, d.popularity desc, d.kind, d.item_id');

type Row = Record<string, unknown>;

/**
 * A text[] parameter as an array literal (terms are folded text or marker terms; quotes and
 * backslashes are escaped all the same).
 */
const arr = (list: readonly string[]) =>
  sql`${`{${list.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/**
 * One way to match: the document's `col` holds all of `terms` (`@>`) or one of them (`&&`),
 * and `also` holds (a check on the row, never on the index).
 */
interface Test {
  col: 'title_terms' | 'name_terms' | 'terms';
  op: '@>' | '&&';
  terms: string[];
  also?: SQL;
}

/**
 * A match class: a document matches when one of its tests does. `plain` is that condition as
 * later classes exclude it; `est` is an upper bound of its matches from the term counts (a test
 * with a term no document holds is dropped); `exact` is a class answered by the title_key btree.
 */
interface MatchClass {
  score: number;
  tests: Test[];
  plain: SQL;
  est: number;
  exact?: boolean;
}

const LATIN = /^[a-z0-9]+$/;

/** Document counts of the query's terms, the pinyin completions, and the index's size. */
interface TermStats {
  docs: Map<string, number>;
  completions: string[];
  total: number;
}

/** A class expected to match at most this many documents is read whole, not tier by tier. */
const WHOLE_CLASS = 300;

const test = (t: Test, tier: SQL | null): SQL => {
  const col = sql.raw(`d.${t.col}`);
  const cond =
    t.op === '&&'
      ? tier
        ? sql`(${col} && ${arr(t.terms)} and ${col} @> array[${tier}])`
        : sql`${col} && ${arr(t.terms)}`
      : tier
        ? sql`${col} @> (${arr(t.terms)} || ${tier})`
        : sql`${col} @> ${arr(t.terms)}`;
  return t.also ? sql`(${cond} and ${t.also})` : cond;
};
const anyOf = (tests: readonly Test[], tier: SQL | null): SQL =>
  tests.length === 1
    ? test(tests[0]!, tier)
    : sql`(${sql.join(
        tests.map((t) => test(t, tier)),
        sql` or `,
      )})`;

export async function topDocuments(
  db: Database,
  kinds: readonly SearchKind[],
  limit: number,
): Promise<SearchHit[]> {
  const filter =
    kinds.length > 0 && kinds.length < SEARCH_KINDS.length ? sql`where d.kind = any(${arr(kinds)})` : sql``;
  // The popularity index in order (nulls last, as it is built), filtered by kind.
  const r = await db.execute(sql`select ${COLUMNS} from search_documents d ${filter}
    order by d.popularity desc nulls last, d.published_at desc nulls last, d.kind, d.item_id limit ${limit}`);
  return rowsOf<Row>(r).map((row) => toHit({ ...row, score: 0 }));
}

/**
 * The counts of every term the query's classes use, and for a latin query the most common
 * indexed terms that start with it (`fengqic`, `fq`): one small read before the search.
 */
async function termStats(db: Database, a: AnalysedQuery): Promise<TermStats> {
  const terms = [
    ...new Set([a.prefix, ...a.grams, ...a.words, ...(a.pinyin ? [a.pinyin] : []), ...a.drops.flat()]),
  ];
  const completions =
    a.latin.length >= 2
      ? sql` union all (select term, docs, true from search_terms
        where term like ${`${likeEscape(a.latin)}%`} and term <> ${a.latin}
        order by docs desc, term limit ${PREFIX_TERMS})`
      : sql``;
  // The index's size as of its last analyze (no count over the table): '' is never a term.
  const r = await db.execute(sql`select term, docs, false as completion from search_terms
    where term = any(${arr(terms)})
    union all select '', greatest(reltuples, 0)::int, false from pg_class
      where oid = 'search_documents'::regclass${completions}`);
  const docs = new Map<string, number>();
  const out: string[] = [];
  let total = 0;
  for (const row of rowsOf<{ term: string; docs: number; completion: boolean }>(r)) {
    if (row.term === '') total = Number(row.docs);
    else if (row.completion) out.push(row.term);
    docs.set(row.term, Number(row.docs));
  }
  return { docs, completions: out, total: Math.max(total, ...docs.values()) };
}

/**
 * Relevance is a ladder of match classes, best first: the title is the query; it starts with
 * it; it contains all of the query's character pairs; a name (tag, actor, author …) does; the
 * whole document (with its description or text) does; the query's pinyin or a pinyin prefix
 * matches; one character differs. Within a class, popularity then recency. Each class
 * excludes the earlier ones. Trigrams of the pinyin come after, only when nothing matched.
 */
function matchClasses(a: AnalysedQuery, stats: TermStats, fuzzy: boolean): MatchClass[] {
  const df = (t: Test) => {
    const counts = t.terms.map((term) => stats.docs.get(term) ?? 0);
    if (t.op === '&&') return counts.reduce((n, c) => n + c, 0);
    // All of the terms: at most the rarest's documents; each further term keeps at most ten
    // times its share of them (terms of one title are far from independent: 第二, 二季 and
    // 第二季 go together; a factor of ten allows for that without trusting independence).
    counts.sort((x, y) => x - y);
    return counts.slice(1).reduce((n, c) => n * Math.min(1, (10 * c) / stats.total), counts[0] ?? 0);
  };
  const matchClass = (score: number, all: Test[], plain?: SQL): MatchClass | null => {
    const tests = all.filter((t) => t.terms.length > 0 && df(t) > 0);
    if (tests.length === 0) return null;
    return {
      score,
      tests,
      plain: plain ?? anyOf(tests, null),
      est: tests.reduce((n, t) => n + df(t), 0),
    };
  };
  const g = a.grams;
  const n = [...a.key].length;
  const startsWith = sql`left(d.title_key, ${n}) = ${a.key}`;
  const classes: Array<MatchClass | null> = [
    { score: 1, tests: [], plain: sql`d.title_key = ${a.key}`, est: 0, exact: true },
    // left() rather than LIKE or starts_with(): the title_key btree would hand over every
    // prefix match unsorted; the prefix term finds them tier by tier.
    // A title that starts with the query holds its prefix term and all of its CJK pairs (not
    // its latin words: `vl` starts `vlog`, which is the title's word).
    matchClass(
      1,
      [
        {
          col: 'title_terms',
          op: '@>',
          terms: [a.prefix, ...g.filter((x) => !LATIN.test(x))],
          also: startsWith,
        },
      ],
      startsWith,
    ),
    matchClass(0.9, [{ col: 'title_terms', op: '@>', terms: g }]),
    matchClass(0.8, [{ col: 'name_terms', op: '@>', terms: g }]),
    matchClass(0.7, [
      { col: 'terms', op: '@>', terms: g },
      ...(a.words.length > 0 && a.words.join() !== g.join()
        ? [{ col: 'terms' as const, op: '@>' as const, terms: a.words }]
        : []),
    ]),
    matchClass(
      SOUNDS_SCORE,
      (['title_terms', 'name_terms'] as const).flatMap((col): Test[] => [
        { col, op: '@>', terms: a.pinyin ? [a.pinyin] : [] },
        { col, op: '&&', terms: stats.completions },
      ]),
    ),
    fuzzy
      ? matchClass(
          0.4,
          a.drops.map((terms) => ({ col: 'terms', op: '@>', terms })),
        )
      : null,
  ];
  return classes.filter((c): c is MatchClass => c !== null);
}

/**
 * Runs classes as one statement: a UNION ALL of one branch per class under one LIMIT.
 * PostgreSQL runs the branches of an Append in order and stops pulling rows once the LIMIT is
 * met, so a search is one round trip that reads only as far down the ladder as the page needs.
 * A class expected to be small is one GIN scan and a sort; a common one walks the popularity
 * tiers from the top (a lateral subquery per tier: its GIN scan yields only that tier's
 * matches), so no branch sorts more than one tier's matches.
 */
async function ladder(
  db: Database,
  classes: readonly MatchClass[],
  filter: SQL,
  need: number,
  order: 'popularity' | 'date',
): Promise<Array<Row & { score: number }>> {
  if (classes.length === 0) return [];
  const branches = classes.map((c, i) => {
    const earlier = classes.slice(0, i).map((e) => e.plain);
    const not = earlier.length > 0 ? sql` and not (${sql.join(earlier, sql` or `)})` : sql``;
    if (c.exact || order === 'date' || c.est <= WHOLE_CLASS) {
      return sql`(select ${i} as c, x.* from (select ${COLUMNS} from search_documents d
        where ${c.exact ? c.plain : anyOf(c.tests, null)}${not} and ${filter}
        order by ${order === 'date' ? BY_DATE : BY_POPULARITY} limit ${need}) x)`;
    }
    return sql`(select ${i} as c, x.* from tiers t cross join lateral (
        select ${COLUMNS} from search_documents d
        where ${anyOf(c.tests, sql`t.term`)}${not} and ${filter}
        order by ${BY_POPULARITY} limit ${need}) x)`;
  });
  const r = await db.execute(sql`
    with tiers as materialized (select '~' || g as term from generate_series(0,
      (select count(*)::int from search_tiers)) g)
    select * from (${sql.join(branches, sql` union all `)}) u limit ${need}`);
  return rowsOf<Row & { c: number }>(r).map((row) => ({ ...row, score: classes[Number(row.c)]!.score }));
}

export async function searchDocuments(
  db: Database,
  q: SearchQuery,
  options: { fuzzy?: boolean } = {},
): Promise<{ hits: SearchHit[]; hasMore: boolean }> {
  const a = analyseQuery(q.keyword);
  if (a.grams.length === 0 || q.offset >= MAX_DEPTH) return { hits: [], hasMore: false };
  const fuzzy = options.fuzzy ?? true;
  const kinds = q.kinds.length > 0 ? q.kinds : SEARCH_KINDS;
  const filters: SQL[] = [];
  if (kinds.length < SEARCH_KINDS.length) filters.push(sql`d.kind = any(${arr(kinds)})`);
  if (q.access) filters.push(sql`d.access = ${q.access}`);
  const filter = filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`;
  const need = q.offset + q.limit + 1;
  const classes = matchClasses(a, await termStats(db, a), fuzzy);
  let found: Array<Row & { score: number }>;

  if (q.sort !== 'relevance') {
    // Newest / most viewed: every match in that order (one class; the exact-title class is in
    // the prefix class), one-typo matches only when there are none.
    const typo = classes.find((c) => c.score === 0.4);
    const exact = classes.filter((c) => !c.exact && c !== typo);
    const all = exact.flatMap((c) => c.tests);
    const order = q.sort === 'newest' ? 'date' : 'popularity';
    const est = exact.reduce((n, c) => n + c.est, 0);
    found =
      all.length > 0
        ? await ladder(db, [{ score: 0.5, tests: all, plain: sql``, est }], filter, need, order)
        : [];
    if (found.length === 0 && typo) found = await ladder(db, [typo], filter, need, order);
  } else {
    found = await ladder(db, classes, filter, need, 'popularity');
    // Pinyin typed with a typo (`shenyeshitan`): trigrams of the pinyin, when nothing else matched.
    if (fuzzy && found.length === 0 && a.latin.length >= 3) {
      const r = await db.execute(sql`select ${COLUMNS}, word_similarity(${a.latin}, d.latin) as sim
        from search_documents d where ${a.latin} <% d.latin and ${filter}
        order by sim desc, ${BY_POPULARITY} limit ${need}`);
      for (const row of rowsOf<Row>(r)) found.push({ ...row, score: 0.3 * Number(row.sim) });
    }
  }
  const hits = found.slice(q.offset, q.offset + q.limit).map(toHit);
  return { hits, hasMore: found.length > q.offset + q.limit };
}

export async function suggestTitles(
  db: Database,
  keyword: string,
  limit: number,
): Promise<Array<{ kind: SearchKind; id: number; title: string }>> {
  // A suggestion shows something of what was typed: its title or a name holds it, or it
  // sounds like it — not a one-typo or trigram guess (those classes are not run).
  const { hits } = await searchDocuments(
    db,
    {
      keyword,
      kinds: ['video', 'collection', 'comic', 'novel', 'audio', 'picture', 'creator', 'circle', 'tag'],
      sort: 'relevance',
      offset: 0,
      limit: limit * 2,
    },
    { fuzzy: false },
  );
  const seen = new Set<string>();
  const out: Array<{ kind: SearchKind; id: number; title: string }> = [];
  for (const h of hits) {
    const key = fold(h.title).replace(/ /g, '');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ kind: h.kind, id: h.id, title: h.title });
    if (out.length >= limit) break;
  }
  return out;
}

function toHit(r: Row & { score: number }): SearchHit {
  return {
    kind: r.kind as SearchKind,
    id: Number(r.item_id),
    title: String(r.title),
    subtitle: String(r.subtitle ?? ''),
    cover: String(r.cover ?? ''),
    access: r.access as SearchHit['access'],
    price: Number(r.price ?? 0),
    tags: (r.tags as string[] | null) ?? [],
    popularity: Number(r.popularity ?? 0),
    publishedAt: r.published_at instanceof Date ? r.published_at : new Date(String(r.published_at)),
    extra: (r.extra as Record<string, string | number> | null) ?? {},
    score: r.score,
  };
}

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
