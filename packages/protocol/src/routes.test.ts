import { describe, expect, it } from 'vitest';
import { FOOTER_TABS, href, KEEP_ALIVE_PATHS, ROUTES, toHref, toSearch, withQuery } from './routes.ts';

describe('ROUTES (spec §2)', () => {
  it('lists every path once, plain and absolute', () => {
    const paths = Object.values(ROUTES);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/[A-Za-z/]*$/);
  });

  it('covers the spec screens', () => {
    const expected = [
      '/',
      '/lld',
      '/ai',
      '/ai/aiBookDesc',
      '/ai/aiGirlfriend',
      '/ai/changeFace',
      '/ai/generate',
      '/ai/history',
      '/ai/ImageGeneratedVideo',
      '/comment/reply',
      '/community',
      '/community/postDetail',
      '/community/publish',
      '/community/upInfo',
      '/circle/postDetail',
      '/circle/circleDetail',
      '/game',
      '/homePage/author',
      '/homePage/Comic',
      '/homePage/Comic/ComicsComment',
      '/homePage/Comic/detail',
      '/homePage/Comic/PopEpisode',
      '/homePage/Comic/read',
      '/liveTv',
      '/liveTv/livePlay',
      '/mine',
      ...[
        'credentials',
        'diamondRecharge',
        'feedback',
        'invitation',
        'login',
        'message',
        'myBought',
        'myCollect',
        'myFollow',
        'myHistory',
        'myPost',
        'officialGroup',
        'onLine',
        'originalRegister',
        'pointLevel',
        'problemFeedback',
        'recharge',
        'rechargeRecord',
        'share',
        'vip',
      ].map((p) => `/mine/${p}`),
      '/mine/setting',
      ...[
        'accountSecurity',
        'accout',
        'accoutCodeCamera',
        'autokf',
        'avatar',
        'bindPhone',
        'kf',
        'modifiIntro',
        'modifyname',
        'modifyPassword',
        'phone',
        'recruitment',
      ].map((p) => `/mine/setting/${p}`),
      '/play/longVideo',
      '/play/videoCollection',
      '/subpage/search',
      '/subpage/result',
      '/subpage/labelPage',
      '/subpage/morePage',
      '/subpage/upRank',
      '/topicList',
      '/welfare',
      '/welfare/exchange',
      '/dating/picDetail',
      '/dating/novelDetail',
      '/reserved/detail',
      '/novel/audio',
      '/notFound',
      // Not in spec §2: offline downloads (issue 21), written in docs/decisions.md.
      '/mine/download',
    ];
    expect([...Object.values(ROUTES)].sort()).toEqual([...expected].sort());
  });

  it('keeps alive exactly the spec screens, and the game centre (issue 15)', () => {
    expect(KEEP_ALIVE_PATHS).toEqual([
      '/',
      '/lld',
      '/liveTv',
      '/subpage/search',
      '/community',
      '/mine',
      '/welfare',
      '/topicList',
      '/subpage/result',
      '/community/upInfo',
      '/ai/generate',
      '/play/longVideo',
      '/game',
    ]);
  });
});

describe('FOOTER_TABS', () => {
  it('has seven tabs in spec order, each on a real route', () => {
    expect(FOOTER_TABS.map((t) => t.key)).toEqual([
      'home',
      'community',
      'longVideo',
      'welfare',
      'mine',
      'game',
      'ai',
    ]);
    expect(FOOTER_TABS.map((t) => t.path)).toEqual([
      '/',
      '/community',
      '/lld',
      '/welfare',
      '/mine',
      '/game',
      '/ai',
    ]);
    const paths = new Set<string>(Object.values(ROUTES));
    FOOTER_TABS.forEach((t, i) => {
      expect(paths.has(t.path)).toBe(true);
      expect(t.labelKey).toBe(`tabs.${t.key}`);
      expect(t.activeIconKey).toBe(`fot${i + 1}Active`);
    });
  });

  it('the long-video tab is index 2, where read_lld_home lands', () => {
    expect(FOOTER_TABS[2]!.path).toBe(ROUTES.lld);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(FOOTER_TABS)).toBe(true);
    expect(Object.isFrozen(FOOTER_TABS[0])).toBe(true);
    expect(Object.isFrozen(ROUTES)).toBe(true);
  });
});

describe('href builders', () => {
  it('put parameters in the query string', () => {
    expect(href.longVideo(3)).toBe('/play/longVideo?id=3');
    expect(href.videoCollection('9')).toBe('/play/videoCollection?id=9');
    expect(href.postDetail(1)).toBe('/community/postDetail?id=1');
    expect(href.upInfo(2)).toBe('/community/upInfo?id=2');
    expect(href.circlePostDetail(4)).toBe('/circle/postDetail?id=4');
    expect(href.circleDetail(5)).toBe('/circle/circleDetail?id=5');
    expect(href.topicList(6, '热门 新片')).toBe('/topicList?id=6&name=%E7%83%AD%E9%97%A8+%E6%96%B0%E7%89%87');
    expect(href.topicList(6)).toBe('/topicList?id=6');
    expect(href.comicDetail(7)).toBe('/homePage/Comic/detail?id=7');
    expect(href.comicRead(7, 2)).toBe('/homePage/Comic/read?id=7&chapterId=2');
    expect(href.comicComment(7)).toBe('/homePage/Comic/ComicsComment?id=7');
    expect(href.comicPopEpisode(7)).toBe('/homePage/Comic/PopEpisode?id=7');
    expect(href.comicAuthor(3)).toBe('/homePage/author?id=3&kind=comic');
    expect(href.datingPicDetail(8)).toBe('/dating/picDetail?id=8');
    expect(href.datingNovelDetail(8)).toBe('/dating/novelDetail?id=8');
    expect(href.reservedDetail(8)).toBe('/reserved/detail?id=8');
    expect(href.novelAudio(8)).toBe('/novel/audio?id=8');
    expect(href.liveTvPlay(8)).toBe('/liveTv/livePlay?id=8');
    expect(href.searchResult('a&b')).toBe('/subpage/result?keyword=a%26b');
    expect(href.lld(2)).toBe('/lld?index=2');
    expect(href.lld()).toBe('/lld');
  });

  it('toSearch / withQuery / toHref', () => {
    expect(toSearch({})).toBe('');
    expect(toSearch({ a: undefined, b: null })).toBe('');
    expect(toSearch({ a: 0, b: false, c: '' })).toBe('?a=0&b=false&c=');
    expect(withQuery('/x')).toBe('/x');
    expect(toHref({ path: '/x', search: '?id=1' })).toBe('/x?id=1');
  });
});
