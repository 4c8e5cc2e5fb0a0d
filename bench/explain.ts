import type { EndpointName } from '@lld/protocol/api/endpoints';
import { buildApp } from '../apps/server/src/app.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { devId, TestClient } from '../apps/server/src/test/client.ts';
import { benchConfig } from './support/app-config.ts';
import { forEachDatabase, record } from './support/databases.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const n = (base: number) => Math.round(base * SCALE);

/** Runs raw SQL with parameters on whichever driver is behind the handle. */
function rawQuery(handle: DatabaseHandle) {
  const client = (handle.db as unknown as { session: { client: unknown } }).session.client as {
    query: (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
  };
  return (text: string, params: unknown[] = []) => client.query(text, params);
}

async function fill(handle: DatabaseHandle): Promise<{ heavyUser: number }> {
  const q = rawQuery(handle);
  const t0 = performance.now();
  await q(
    `insert into users (nickname, is_guest) select 'bench' || g, g % 3 = 0 from generate_series(1, ${n(20_000)}) g`,
  );
  const [{ first, last }] = (
    await q('select min(id) as first, max(id) as last from users where nickname like $1', ['bench%'])
  ).rows as Array<{ first: number; last: number }>;
  const heavyUser = Number(first);
  const span = Number(last) - Number(first) + 1;
  const user = (expr: string) => `(${first} + (${expr}) % ${span})`;
  const [{ cat }] = (await q('select min(id) as cat from community_categories')).rows as Array<{
    cat: number;
  }>;
  await q(
    `insert into posts (user_id, category_id, text, kind, status, like_count, view_count, created_at)
     select ${user('g * 7')}, ${cat}, '生成的帖子 ' || g, 'text', case when g % 20 = 0 then 'pending' else 'published' end,
            g % 97, g % 1013, now() - (g || ' minutes')::interval
     from generate_series(1, ${n(100_000)}) g`,
  );
  const [{ hotPost }] = (await q(`select max(id) as "hotPost" from posts where status = 'published'`))
    .rows as Array<{
    hotPost: number;
  }>;
  await q(
    `insert into comments (target_kind, target_id, user_id, text, created_at)
     select 'post', case when g % 4 = 0 then ${hotPost} else 10001 + g % ${n(100_000)} end, ${user('g * 13')}, '评论 ' || g,
            now() - (g || ' seconds')::interval
     from generate_series(1, ${n(200_000)}) g`,
  );
  await q(
    `insert into messages (user_id, kind, title, read, created_at)
     select case when g % 5 = 0 then ${heavyUser} else ${user('g * 11')} end,
            (array['system','comment','like','follow','order'])[1 + g % 5], '消息 ' || g, g % 3 = 0,
            now() - (g || ' seconds')::interval
     from generate_series(1, ${n(100_000)}) g`,
  );
  const [{ stream }] = (await q('select min(id) as stream from media_streams')).rows as Array<{
    stream: number;
  }>;
  await q(
    `insert into media_videos (title, duration, stream_id, access, price, views, likes, published_at)
     select '生成的视频 ' || g, 60 + g % 3600, ${stream ?? 'null'}, (array['free','vip','paid'])[1 + g % 3],
            case when g % 3 = 2 then 300 else 0 end, g * 37 % 100000, g % 500, now() - (g || ' minutes')::interval
     from generate_series(1, ${n(30_000)}) g`,
  );
  await q(
    `insert into media_video_tags (video_id, tag_id)
     select v.id, t.id from (select id from media_videos order by id desc limit ${n(30_000)}) v
     join lateral (select id from media_tags order by random() limit 2) t on true
     on conflict do nothing`,
  );
  // Wallet logs (a tenth of them the heavy user's): postings of two lines each.
  await q(
    `with p as (
       insert into ledger_postings (user_id, reason, reference, title, idempotency_key, created_at)
       select case when g % 10 = 0 then ${heavyUser} else ${user('g * 17')} end, 'purchase', 'video:' || g, '购买 ' || g,
              'bench-' || g, now() - (g || ' minutes')::interval
       from generate_series(1, ${n(100_000)}) g returning id, user_id, created_at)
     insert into ledger_lines (posting_id, user_id, system_account, currency, amount, created_at)
     select id, user_id, null, 'gold', -1, created_at from p
     union all select id, null, 'sales', 'gold', 1, created_at from p`,
  );
  await q('analyze');
  console.log(`filled in ${((performance.now() - t0) / 1000).toFixed(1)} s (BENCH_SCALE=${SCALE})`);
  return { heavyUser };
}

interface Call {
  name: EndpointName;
  body: (ids: { hotPost: number; tag: number }) => unknown;
  /** Made by the heavy user (the one with a long message list and wallet log). */
  heavy?: boolean;
}

const CALLS: Call[] = [
  { name: 'userInfo', body: () => ({}), heavy: true },
  { name: 'messageLatest', body: () => ({}), heavy: true },
  { name: 'messageList', body: () => ({ page: 1, limit: 20 }), heavy: true },
  { name: 'communityPostList', body: () => ({ page: 1, limit: 20 }) },
  { name: 'communityCommentList', body: ({ hotPost }) => ({ targetId: hotPost, page: 1, limit: 20 }) },
  { name: 'mediaRecommend', body: () => ({ page: 1, limit: 20 }) },
  { name: 'mediaTagDetails', body: ({ tag }) => ({ id: tag, page: 1, limit: 20 }) },
  { name: 'mediaPublished', body: () => ({ page: 1, limit: 20 }) },
  { name: 'comicsHome', body: () => ({}) },
  { name: 'novelList', body: () => ({ page: 1, limit: 20 }) },
  { name: 'walletLog', body: () => ({ page: 1, limit: 20 }), heavy: true },
  { name: 'usertaskList', body: () => ({}), heavy: true },
];

/** Tables big enough here that reading them whole is a finding. */
const BIG = [
  'posts',
  'comments',
  'messages',
  'media_videos',
  'media_video_tags',
  'ledger_lines',
  'ledger_postings',
  'users',
];

async function explain(label: string, handle: DatabaseHandle): Promise<void> {
  console.log(`\n${label}`);
  const config = benchConfig('explain');
  // Recording from before the app is built: repositories prepare their busiest queries when
  // built, and a prepared query keeps the logger of that moment.
  const rec = record(handle);
  const app = await buildApp(config, { db: handle });
  await app.ready();
  const { heavyUser } = await fill(handle);
  const q = rawQuery(handle);
  const [{ hotPost }] = (await q(`select max(id) as "hotPost" from posts where status = 'published'`))
    .rows as Array<{
    hotPost: number;
  }>;
  const [{ tag }] = (
    await q('select tag_id as tag from media_video_tags group by tag_id order by count(*) desc limit 1')
  ).rows as Array<{ tag: number }>;

  const someone = new TestClient(app, config);
  await someone.guest(devId('explain'));
  // The heavy user signs in through a guest token re-pointed at it (a bench shortcut).
  const heavy = new TestClient(app, config);
  const g = await heavy.guest(devId('explain-heavy'));
  await q('update tokens set user_id = $1 where user_id = $2', [heavyUser, g.data.userInfo.id]);

  console.log(
    `\n| call | statements | plan of the slowest SELECT | whole-table reads of big tables | ms (EXPLAIN ANALYZE, all SELECTs) |`,
  );
  console.log('| --- | ---: | --- | --- | ---: |');
  for (const call of CALLS) {
    const client = call.heavy ? heavy : someone;
    await client.call(call.name, call.body({ hotPost, tag })); // warm caches first
    rec.take();
    const r = await client.call(call.name, call.body({ hotPost, tag }));
    const statements = rec.take();
    if (r.body.code !== 200) console.warn(`${call.name}: ${JSON.stringify(r.body).slice(0, 200)}`);
    let total = 0;
    let slowest = { ms: -1, top: '' };
    const seq = new Set<string>();
    for (const s of statements.filter((x) => /^\s*(select|with)\b/i.test(x.text))) {
      const plan = (await q(`explain (analyze, format json) ${s.text}`, s.params)).rows[0]![
        'QUERY PLAN'
      ] as unknown;
      const root = (Array.isArray(plan) ? plan[0] : JSON.parse(String(plan))[0]) as {
        Plan: PlanNode;
        'Execution Time': number;
      };
      total += root['Execution Time'];
      walk(root.Plan, (node) => {
        if (node['Node Type'] === 'Seq Scan' && BIG.includes(node['Relation Name'] ?? ''))
          seq.add(node['Relation Name']!);
      });
      if (root['Execution Time'] > slowest.ms)
        slowest = { ms: root['Execution Time'], top: describe(root.Plan) };
    }
    console.log(
      `| ${call.name} | ${statements.length} | ${slowest.top || '(cached: no SQL)'} | ${[...seq].join(', ') || '–'} | ${total.toFixed(2)} |`,
    );
  }
  await app.close();
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** The scans of a plan, outermost first: "Index Scan posts_feed_idx, Seq Scan users". */
function describe(plan: PlanNode): string {
  const scans: string[] = [];
  walk(plan, (node) => {
    if (/Scan/.test(node['Node Type']))
      scans.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim());
  });
  return scans.slice(0, 4).join(', ') + (scans.length > 4 ? ', …' : '');
}

await forEachDatabase(explain);
