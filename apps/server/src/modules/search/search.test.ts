// Search over the demo catalogue, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL:
// the relevance table, every endpoint, the index following content changes, hot searches.
import { ResultCode } from '@lld/protocol/result-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, rowsOf } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { isCI, type TestApp, testApp, testDatabase } from '../../test/harness.ts';
import { freshPostgres } from '../../test/postgres.ts';
import { WORDS_PER_USER_PER_DAY } from './hot.ts';

/** [query, kind, title]: the item must be among the first three results of 综合. */
const RELEVANCE: Array<[string, string, string]> = [
  ['风起长安', 'video', '风起长安'],
  ['风起', 'video', '风起长安'],
  ['fengqichangan', 'video', '风起长安'],
  ['fqca', 'video', '风起长安'],
  ['風起長安', 'video', '风起长安'],
  ['劍起長安', 'comic', '剑起长安'],
  ['剑起', 'comic', '剑起长安'],
  ['jianqichangan', 'comic', '剑起长安'],
  ['深夜食堂', 'video', '深夜食堂'],
  ['shenyeshitang', 'video', '深夜食堂'],
  ['syst', 'video', '深夜食堂'],
  ['ＳＹＳＴ', 'video', '深夜食堂'],
  ['深夜石堂', 'video', '深夜食堂'],
  ['夜行侦探', 'comic', '夜行侦探社'],
  ['迷雾侦探社', 'collection', '迷雾侦探社'],
  ['青石巷', 'comic', '青石巷的猫'],
  ['恋爱预报', 'comic', '恋爱预报'],
  ['末日食糖', 'comic', '末日食堂'],
  ['长安夜雨', 'novel', '长安夜雨'],
  ['xinghaiguitu', 'novel', '星海归途'],
  ['星海归途', 'novel', '星海归途'],
  ['山海夜话', 'audio', '山海夜话'],
  ['城南旧事', 'audio', '城南旧事录'],
  ['青禾', 'audio', '山海夜话'],
  ['墨白', 'comic', '剑起长安'],
  ['摄影爱好者', 'circle', '摄影爱好者'],
  ['美食探店', 'circle', '美食探店'],
  ['程序员老王', 'creator', '程序员老王'],
  ['老王', 'creator', '程序员老王'],
  ['夜跑少年', 'creator', '夜跑少年'],
  ['汉服', 'listing', '古风汉服妆造'],
  ['王者荣耀', 'listing', '王者荣耀陪玩 · 国服打野'],
  ['雪山星空', 'picture', '雪山星空'],
  ['城市夜色', 'picture', '城市夜色'],
  ['晨跑路线', 'post', '分享一下最近的晨跑路线，日出的时候特别美。'],
  ['长曝光', 'post', '第一次尝试长曝光，还在摸索参数，求大佬指点！'],
  ['悬疑烧脑', 'topic', '悬疑烧脑'],
  ['白日焰火', 'video', '白日焰火'],
  ['最后一班', 'video', '最后一班地铁'],
  ['舌尖', 'collection', '舌尖上的小城'],
];

/** The index follows a change within a second (listeners run after the producer's call). */
async function within1s(check: () => Promise<boolean>, expected: boolean) {
  await expect.poll(check, { timeout: 1000, interval: 20 }).toBe(expected);
}

function searchSuite(name: string, open: () => Promise<DatabaseHandle | null>) {
  describe(name, () => {
    let db: DatabaseHandle | null = null;
    let t: TestApp;
    let c: TestClient;
    let anon: TestClient;

    beforeAll(async () => {
      db = await open();
      if (!db) return;
      // The scheduled upkeep every 0.6 s, so a test can watch it bring in popularity.
      t = await testApp(db, { DEMO_CONTENT: 'on', SEARCH_UPKEEP_MINUTES: '0.01' });
      await t.app.services.search.ready();
      c = new TestClient(t.app, t.config);
      await c.guest(devId());
      anon = new TestClient(t.app, t.config);
    }, 240_000);
    afterAll(async () => {
      await t?.app.close();
      await db?.close();
    });

    const search = async (client: TestClient, body: Record<string, unknown>) => {
      const r = await client.call('searchDetails', body);
      expect(r.body.code, JSON.stringify(r.body)).toBe(200);
      return r.data;
    };
    const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: { 'x-admin-key': t.config.adminKey },
        ...(payload ? { payload } : {}),
      });

    it('relevance: each query finds its item among the first three', async (ctx) => {
      if (!db) return ctx.skip();
      const misses: string[] = [];
      for (const [q, kind, title] of RELEVANCE) {
        const r = await search(anon, { keyword: q, pageSize: 3 });
        if (!r.list.some((x) => x.kind === kind && x.title === title)) {
          misses.push(`${q} → ${r.list.map((x) => `${x.kind}:${x.title}`).join(', ')}`);
        }
      }
      expect(misses).toEqual([]);
      expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
    });

    it('search/details: tabs, filters, sorting, paging, locks shown, highlight words', async (ctx) => {
      if (!db) return ctx.skip();
      const comics = await search(c, { keyword: '长安', tab: 'comic' });
      expect(comics.list.map((x) => x.kind)).toEqual(['comic']);
      expect(comics.words).toContain('长安');
      const videos = await search(c, { keyword: '长安', tab: 'video' });
      expect(videos.list.length).toBeGreaterThan(0);
      expect(videos.list.every((x) => x.kind === 'video' || x.kind === 'collection')).toBe(true);
      // Locked items are listed with their lock; the filter keeps one access kind.
      const all = await search(c, { keyword: '风起长安', pageSize: 20 });
      expect(all.list.some((x) => x.access === 'paid' && x.price > 0)).toBe(true);
      const paid = await search(c, { keyword: '风起长安', access: 'paid', pageSize: 20 });
      expect(paid.list.length).toBeGreaterThan(0);
      expect(paid.list.every((x) => x.access === 'paid')).toBe(true);
      const free = await search(c, { keyword: '风起长安', access: 'free', pageSize: 20 });
      expect(free.list.every((x) => x.access === 'free')).toBe(true);
      // Paging never repeats an item.
      const p1 = await search(c, { keyword: '悬疑', page: 1, pageSize: 3 });
      const p2 = await search(c, { keyword: '悬疑', page: 2, pageSize: 3 });
      expect(p1.hasMore).toBe(true);
      const ids = new Set(p1.list.map((x) => `${x.kind}${x.id}`));
      for (const x of p2.list) expect(ids.has(`${x.kind}${x.id}`)).toBe(false);
      // Newest first / most viewed first.
      const newest = await search(c, { keyword: '悬疑', tab: 'video', sort: 'newest', pageSize: 10 });
      const times = newest.list.map((x) => x.publishedAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const popular = await search(c, { keyword: '悬疑', tab: 'video', sort: 'popular', pageSize: 10 });
      const pops = popular.list.map((x) => x.popularity);
      expect(pops).toEqual([...pops].sort((a, b) => b - a));
      // Nothing found is an empty page, not an error.
      expect((await search(c, { keyword: '完全不存在的词语组合' })).list).toEqual([]);
    });

    it('search/details: bad input is 2000', async (ctx) => {
      if (!db) return ctx.skip();
      for (const body of [
        {},
        { keyword: '' },
        { keyword: '   ' },
        { keyword: 'x'.repeat(51) },
        { keyword: 'a', tab: 'x' },
      ]) {
        const r = await c.call('searchDetails', body);
        expect(r.body.code, JSON.stringify(body)).toBe(ResultCode.INVALID_PARAMS);
      }
    });

    it('search/suggest: fragments, pinyin initials, traditional; empty input gives nothing', async (ctx) => {
      if (!db) return ctx.skip();
      for (const q of ['风起', 'fq', 'fqca', '風起']) {
        const r = await anon.call('searchSuggest', { keyword: q });
        expect(r.body.code).toBe(200);
        expect(
          r.data.list.map((x) => x.title),
          q,
        ).toContain('风起长安');
      }
      const empty = await anon.call('searchSuggest', { keyword: '' });
      expect(empty.data.list).toEqual([]);
      const limited = await anon.call('searchSuggest', { keyword: '长安', limit: 2 });
      expect(limited.data.list.length).toBeLessThanOrEqual(2);
    });

    it('the index follows content changes within a second, and a rebuild restores it', async (ctx) => {
      if (!db) return ctx.skip();
      const { community, search: service } = t.app.services;
      const found = async (q: string, kind: string) =>
        (await search(c, { keyword: q, pageSize: 20 })).list.filter((x) => x.kind === kind);
      const [post] = await found('长曝光', 'post');
      expect(post).toBeDefined();
      // Moderation takes a post out of search and back.
      await community.review(post!.id, 'rejected', '测试');
      await within1s(async () => (await found('长曝光', 'post')).some((x) => x.id === post!.id), false);
      await community.review(post!.id, 'published');
      await within1s(async () => (await found('长曝光', 'post')).some((x) => x.id === post!.id), true);
      // Any write reaches the index, whoever makes it (here plain SQL, as another process would):
      // an edited title is found, an unpublished item is gone.
      const [comic] = await found('青石巷的猫', 'comic');
      await db!.db.execute(sql`update comics set title = '青石巷的橘猫' where id = ${comic!.id}`);
      await within1s(async () => (await found('橘猫', 'comic')).some((x) => x.id === comic!.id), true);
      await db!.db.execute(sql`update comics set published = 0 where id = ${comic!.id}`);
      await within1s(async () => (await found('橘猫', 'comic')).some((x) => x.id === comic!.id), false);
      await db!.db.execute(
        sql`update comics set published = 1, title = '青石巷的猫' where id = ${comic!.id}`,
      );
      await within1s(async () => (await found('青石巷的猫', 'comic')).some((x) => x.id === comic!.id), true);
      const before = await service.index.count();
      expect(await service.rebuild()).toBe(before);
      expect((await found('青石巷的猫', 'comic'))[0]!.id).toBe(comic!.id);
      const r = await admin('POST', '/search/rebuild');
      expect(r.json().data.documents).toBe(before);
    });

    it('every kind follows its writes: edit, unpublish, delete, renames that show on other documents', async (ctx) => {
      if (!db) return ctx.skip();
      const x = db!.db;
      const has = async (q: string, kind: string, id: number) =>
        (await search(c, { keyword: q, pageSize: 20 })).list.some((h) => h.kind === kind && h.id === id);
      const one = async (query: ReturnType<typeof sql>) =>
        Number(rowsOf<{ id: number }>(await x.execute(query))[0]!.id);
      // Video: edited title found, old one gone; unpublished (status) gone; deleted gone.
      const video = await one(sql`select id from media_videos where title = '白日焰火' limit 1`);
      await x.execute(sql`update media_videos set title = '午夜烟花大会' where id = ${video}`);
      await within1s(() => has('烟花大会', 'video', video), true);
      const shown = (await search(c, { keyword: '白日焰火', pageSize: 20 })).list.find((h) => h.id === video);
      expect(shown?.title ?? '午夜烟花大会').toBe('午夜烟花大会');
      // An actor's new name is found on their videos; a tag's new name on the tag and its videos.
      const actor = await one(sql`select actor_id as id from media_videos where id = ${video}`);
      if (actor) {
        await x.execute(sql`update media_actors set name = '叶知秋改名' where id = ${actor}`);
        await within1s(() => has('叶知秋改名', 'video', video), true);
      }
      const tag = await one(sql`select tag_id as id from media_video_tags where video_id = ${video} limit 1`);
      await x.execute(sql`update media_tags set name = '烟火特辑标签' where id = ${tag}`);
      await within1s(() => has('烟火特辑标签', 'tag', tag), true);
      await within1s(() => has('烟火特辑标签', 'video', video), true);
      await x.execute(sql`update media_videos set status = 'processing' where id = ${video}`);
      await within1s(() => has('烟花大会', 'video', video), false);
      // Novel and audio book; picture set; circle (and its posts); a creator's new nickname.
      const novel = await one(sql`select id from books where kind = 'text' and title = '星海归途'`);
      await x.execute(sql`update books set title = '星海归途新版' where id = ${novel}`);
      await within1s(() => has('星海归途新版', 'novel', novel), true);
      const audio = await one(sql`select id from books where kind = 'audio' and title = '山海夜话'`);
      await x.execute(sql`delete from book_chapters where book_id = ${audio}`);
      await x.execute(sql`delete from books where id = ${audio}`);
      await within1s(() => has('山海夜话', 'audio', audio), false);
      const picture = await one(sql`select id from gallery_items where title = '雪山星空'`);
      await x.execute(sql`update gallery_items set title = '雪山银河' where id = ${picture}`);
      await within1s(() => has('雪山银河', 'picture', picture), true);
      const circle = await one(sql`select id from circles where name = '摄影爱好者'`);
      await x.execute(sql`update circles set name = '光影爱好者' where id = ${circle}`);
      await within1s(() => has('光影爱好者', 'circle', circle), true);
      const creator = await one(
        sql`select user_id as id from posts where status = 'published' and text like '%长曝光%' limit 1`,
      );
      await x.execute(sql`update users set nickname = '星轨摄影师' where id = ${creator}`);
      await within1s(() => has('星轨摄影师', 'creator', creator), true);
    });

    it('search/recommend: the most popular items of the tab, for a search that found nothing', async (ctx) => {
      if (!db) return ctx.skip();
      const comics = await anon.call('searchRecommend', { tab: 'comic', limit: 5 });
      expect(comics.body.code, JSON.stringify(comics.body)).toBe(200);
      const list = comics.data.list;
      expect(list.length).toBeGreaterThan(1);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.every((x) => x.kind === 'comic')).toBe(true);
      const pops = list.map((x) => x.popularity);
      expect(pops).toEqual([...pops].sort((a, b) => b - a));
      // The most popular comic of the index is first.
      const [top] = rowsOf<{ item_id: number }>(
        await db!.db.execute(
          sql`select item_id from search_documents where kind = 'comic' order by popularity desc, published_at desc limit 1`,
        ),
      );
      expect(list[0]!.id).toBe(Number(top!.item_id));
      const videos = (await anon.call('searchRecommend', { tab: 'video' })).data.list;
      expect(videos.length).toBeGreaterThan(0);
      expect(videos.length).toBeLessThanOrEqual(6);
      expect(videos.every((x) => x.kind === 'video' || x.kind === 'collection')).toBe(true);
      expect((await anon.call('searchRecommend', {})).data.list.length).toBe(6);
      for (const body of [{ tab: 'x' }, { limit: 0 }, { limit: 21 }]) {
        expect((await anon.call('searchRecommend', body)).body.code, JSON.stringify(body)).toBe(
          ResultCode.INVALID_PARAMS,
        );
      }
    });

    it('the scheduled upkeep brings in popularity (counters fire no trigger) and prunes hot-search counts', async (ctx) => {
      if (!db) return ctx.skip();
      const x = db!.db;
      const [row] = rowsOf<{ id: number }>(
        await x.execute(sql`select id from media_videos where title = '最后一班地铁' limit 1`),
      );
      const video = Number(row!.id);
      const popularity = async () =>
        (await search(c, { keyword: '最后一班地铁', tab: 'video', pageSize: 20 })).list.find(
          (h) => h.kind === 'video' && h.id === video,
        )?.popularity;
      const before = (await popularity())!;
      expect(before).toBeGreaterThanOrEqual(0);
      // A view counter moves (as playback does): no trigger, no queue; the upkeep finds it.
      await x.execute(sql`update media_videos set views = views + 100000 where id = ${video}`);
      await expect.poll(popularity, { timeout: 10_000, interval: 100 }).toBe(before + 100_000);
      // Hot-search counts past their window are pruned by the same job.
      await x.execute(sql`insert into search_query_users (day, user_key, keyword) values
        (to_char(now() at time zone 'Asia/Shanghai' - interval '10 days', 'YYYY-MM-DD'), 'u-old', '旧词')`);
      await x.execute(sql`insert into search_queries (day, keyword, count) values
        (to_char(now() at time zone 'Asia/Shanghai' - interval '60 days', 'YYYY-MM-DD'), '很旧的词', 3)`);
      const left = async () =>
        Number(
          rowsOf<{ n: number }>(
            await x.execute(sql`select (select count(*) from search_query_users where user_key = 'u-old')
              + (select count(*) from search_queries where keyword = '很旧的词') as n`),
          )[0]!.n,
        );
      await expect.poll(left, { timeout: 10_000, interval: 100 }).toBe(0);
      // Run directly, it reports what moved: nothing now.
      expect(await t.app.services.search.upkeep()).toEqual({ popularity: 0 });
    });

    it('hot searches: distinct users per day, spam-limited, pinned and banned by the operator', async (ctx) => {
      if (!db) return ctx.skip();
      const users: TestClient[] = [];
      for (let i = 0; i < 3; i++) {
        const u = new TestClient(t.app, t.config);
        await u.guest(devId());
        users.push(u);
      }
      // Three people search 夜行侦探社, one of them five times; two search 末日食堂.
      for (const u of users) await search(u, { keyword: '夜行侦探社' });
      for (let i = 0; i < 4; i++) await search(users[0]!, { keyword: '夜行侦探社' });
      for (const u of users.slice(0, 2)) await search(u, { keyword: '末日食堂' });
      // One user typing many words moves nothing after the daily limit.
      const spammer = new TestClient(t.app, t.config);
      await spammer.guest(devId());
      for (let i = 0; i < WORDS_PER_USER_PER_DAY + 5; i++) await search(spammer, { keyword: `刷词${i}号` });
      const hot = async () => (await c.call('searchHot', { limit: 50 })).data.list;
      let list = await hot();
      const words = list.map((w) => w.keyword);
      expect(words.indexOf('夜行侦探社')).toBeLessThan(words.indexOf('末日食堂'));
      expect(list.find((w) => w.keyword === '夜行侦探社')!.hot).toBe(3);
      expect(list[0]!.mark).toBe('热');
      expect(words).toContain(`刷词${WORDS_PER_USER_PER_DAY - 1}号`);
      expect(words).not.toContain(`刷词${WORDS_PER_USER_PER_DAY}号`);
      // Older days count less (halving every two days), and leave after a week.
      await db!.db.execute(sql`insert into search_queries (day, keyword, count) values
        (to_char(now() at time zone 'Asia/Shanghai' - interval '2 days', 'YYYY-MM-DD'), '旧热词', 4),
        (to_char(now() at time zone 'Asia/Shanghai' - interval '9 days', 'YYYY-MM-DD'), '过期词', 100)`);
      list = await hot();
      expect(list.find((w) => w.keyword === '旧热词')!.hot).toBe(2);
      expect(list.some((w) => w.keyword === '过期词')).toBe(false);
      // Operator: pin a word first with 新, ban another.
      expect(
        (await admin('PUT', '/search/words', { keyword: '独家首播', state: 'pin', mark: '新' })).statusCode,
      ).toBe(200);
      expect((await admin('PUT', '/search/words', { keyword: '末日食堂', state: 'ban' })).statusCode).toBe(
        200,
      );
      list = await hot();
      expect(list[0]).toEqual({ keyword: '独家首播', hot: 0, mark: '新' });
      expect(list.some((w) => w.keyword === '末日食堂')).toBe(false);
      // The operator's view of the same list: decayed counts and which words are pinned.
      const adminHot = await admin('GET', '/search/hot');
      expect(adminHot.statusCode, adminHot.body).toBe(200);
      const operatorList = adminHot.json().data.list as Array<Record<string, unknown>>;
      expect(operatorList[0]).toEqual({ keyword: '独家首播', hot: 0, mark: '新', pinned: true });
      expect(operatorList.find((w) => w.keyword === '夜行侦探社')).toEqual({
        keyword: '夜行侦探社',
        hot: 3,
        mark: '热',
        pinned: false,
      });
      expect(operatorList.some((w) => w.keyword === '末日食堂')).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/search/hot' })).json().code).toBe(
        ResultCode.FORBIDDEN,
      );
      expect((await admin('GET', '/search/words')).json().data.list).toHaveLength(2);
      const del = await admin('POST', '/search/words/forget', { keyword: '末日食堂' });
      expect(del.statusCode, del.body).toBe(200);
      expect((await hot()).some((w) => w.keyword === '末日食堂')).toBe(true);
      expect((await admin('POST', '/search/words/forget', { keyword: '没有这个' })).json().code).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await admin('PUT', '/search/words', { keyword: '', state: 'pin' })).json().code).toBe(
        ResultCode.INVALID_PARAMS,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/search/words' })).json().code).toBe(
        ResultCode.FORBIDDEN,
      );
      // The long-video area's hot words are the same real list (pins first), same wire shape,
      // topped up from the editorial words.
      const media = (await c.call('mediaHotSearches', {})).data;
      expect(media[0]).toEqual({ id: 1, keyword: '独家首播', hot: 0 });
      expect(media.map((w) => w.keyword)).toContain('夜行侦探社');
      expect(media.map((w) => w.id)).toEqual(media.map((_, i) => i + 1));
      expect(media.length).toBeLessThanOrEqual(20);
    });
  });
}

searchSuite('search on PGlite', () => testDatabase());
describe.skipIf(!isCI && !process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  searchSuite('search on PostgreSQL', () => freshPostgres('search'));
});
