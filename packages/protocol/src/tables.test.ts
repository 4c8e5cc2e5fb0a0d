import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.ts';
import {
  AD_POSITIONS,
  AdPosition,
  adPositionByValue,
  buildLinkSchemeUrl,
  CONTENT_TYPE_ROUTES,
  ICON_AD_LOCATION_IDS,
  isAdPosition,
  isLinkSchemeUrl,
  JUMP_TYPE_ROUTES,
  LINK_SCHEME_ROUTES,
  type LinkScheme,
  linkSchemeOf,
  resolveLink,
  routeForContent,
  routeForJump,
  routeForLinkScheme,
} from './tables.ts';

describe('jump typeCode (spec §9)', () => {
  it.each([
    [1, '/play/longVideo', '?id=12'],
    [2, '/mine/vip', ''],
    [3, '/mine/diamondRecharge', ''],
    [4, '/mine/share', ''],
    [5, '/topicList', '?id=12&name=%E7%83%AD%E9%97%A8+%E7%B2%BE%E9%80%89'],
    [6, '/topicList', '?id=12&name=%E7%83%AD%E9%97%A8+%E7%B2%BE%E9%80%89'],
    [7, '/community/postDetail', '?id=12'],
    [8, '/community/upInfo', '?id=12'],
    [9, '/mine/credentials', ''],
    [10, '/community/publish', ''],
    [11, '/subpage/upRank', ''],
  ])('typeCode %i → %s%s', (typeCode, path, search) => {
    const target = routeForJump({ typeCode, id: 12, name: '热门 精选', urlParent: 'https://x.example' });
    expect(target).toEqual({ path, search });
    expect(new URLSearchParams(search).get('name')).toBe(search.includes('name') ? '热门 精选' : null);
  });

  it('covers exactly 1..11', () => {
    expect(Object.keys(JUMP_TYPE_ROUTES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('accepts a numeric string typeCode', () => {
    expect(routeForJump({ typeCode: '7', id: '5' })).toEqual({
      path: '/community/postDetail',
      search: '?id=5',
    });
  });

  it('leaves out missing params', () => {
    expect(routeForJump({ typeCode: 5, id: 3 })).toEqual({ path: '/topicList', search: '?id=3' });
    expect(routeForJump({ typeCode: 1, id: null })).toEqual({ path: '/play/longVideo', search: '' });
  });

  it.each([0, 12, -1, 99, 1.5, '', 'x', null, undefined])('typeCode %s is external (null)', (typeCode) => {
    expect(routeForJump({ typeCode: typeCode as number, id: 1 })).toBeNull();
  });

  it('null jump is external', () => {
    expect(routeForJump(null)).toBeNull();
  });
});

describe('contentType (spec §9)', () => {
  it.each([
    [1, '/play/longVideo'],
    [2, '/play/longVideo'],
    [3, '/play/videoCollection'],
    [4, '/circle/postDetail'],
    [5, '/circle/circleDetail'],
    [6, '/homePage/Comic/detail'],
    [7, '/dating/picDetail'],
    [8, '/reserved/detail'],
    [9, '/dating/novelDetail'],
    [10, '/novel/audio'],
  ])('contentType %i → %s?id', (contentType, path) => {
    expect(routeForContent({ contentType, id: 77 })).toEqual({ path, search: '?id=77' });
  });

  it('covers exactly 1..10', () => {
    expect(Object.keys(CONTENT_TYPE_ROUTES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each([0, 11, 40, -3, 2.5, 'abc', null, undefined])(
    'unknown contentType %s → /notFound',
    (contentType) => {
      expect(routeForContent({ contentType: contentType as number, id: 1 })).toEqual({
        path: '/notFound',
        search: '',
      });
    },
  );

  it('accepts a numeric string and tolerates a null item', () => {
    expect(routeForContent({ contentType: '6', id: 2 })).toEqual({
      path: '/homePage/Comic/detail',
      search: '?id=2',
    });
    expect(routeForContent(null)).toEqual({ path: '/notFound', search: '' });
  });
});

describe('link schemes (spec §9)', () => {
  const expected: Record<LinkScheme, string> = {
    read_lld_home: '/lld',
    read_lld_video: '/play/longVideo',
    read_lld_vip: '/mine/vip',
    read_lld_member_wallet: '/mine/diamondRecharge',
    read_lld_share_invite: '/mine/share',
    read_lld_video_tag: '/topicList',
    read_lld_video_topic_more: '/topicList',
    read_lld_post_details: '/community/postDetail',
    read_lld_user_center: '/community/upInfo',
    read_lld_member_account: '/mine/credentials',
    read_lld_community_publish: '/community/publish',
    read_lld_up_list: '/subpage/upRank',
    read_lld_member_ai: '/ai/generate',
    read_lld_game_center: '/game',
  };

  it('lists exactly the spec schemes', () => {
    expect(Object.keys(LINK_SCHEME_ROUTES).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s → %s', (scheme, path) => {
    const search = scheme === 'read_lld_home' ? '?index=2' : '';
    expect(routeForLinkScheme(`${scheme}://`)).toEqual({ path, search });
    expect(routeForLinkScheme(scheme)).toEqual({ path, search });
    expect(linkSchemeOf(`${scheme}://?id=1`)).toBe(scheme);
  });

  it('read_lld_home always opens index 2', () => {
    expect(routeForLinkScheme('read_lld_home://?index=0')).toEqual({ path: '/lld', search: '?index=2' });
  });

  it('carries id, name, index and token, in that order, and nothing else', () => {
    expect(
      routeForLinkScheme('read_lld_video_tag://?token=t&x=1&name=%E5%8A%A8%E4%BD%9C&id=9&index=1'),
    ).toEqual({
      path: '/topicList',
      search: '?id=9&name=%E5%8A%A8%E4%BD%9C&index=1&token=t',
    });
  });

  it.each([
    'read_lld_video://?id=3',
    'read_lld_video?id=3',
    'read_lld_video:?id=3',
    'read_lld_video://detail/x?id=3',
    'READ_LLD_VIDEO://?id=3',
    '  read_lld_video://?id=3#top ',
  ])('accepts the form %s', (url) => {
    expect(routeForLinkScheme(url)).toEqual({ path: '/play/longVideo', search: '?id=3' });
  });

  it.each([
    '',
    'read_lld_unknown://?id=1',
    'https://example.com/?id=1',
    'read_lld_video/extra?id=1',
    'xread_lld_video://?id=1',
    '/play/longVideo?id=1',
  ])('refuses %s', (url) => {
    expect(routeForLinkScheme(url)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(routeForLinkScheme(null)).toBeNull();
    expect(routeForLinkScheme(undefined)).toBeNull();
    expect(linkSchemeOf(5)).toBeNull();
  });

  it('builds the canonical form, which parses back', () => {
    const url = buildLinkSchemeUrl('read_lld_video_topic_more', { name: '热门', id: 4 });
    expect(url).toBe('read_lld_video_topic_more://?id=4&name=%E7%83%AD%E9%97%A8');
    expect(routeForLinkScheme(url)).toEqual({ path: '/topicList', search: '?id=4&name=%E7%83%AD%E9%97%A8' });
    expect(buildLinkSchemeUrl('read_lld_vip')).toBe('read_lld_vip://');
  });

  it('isLinkSchemeUrl recognises the read_lld_ family', () => {
    expect(isLinkSchemeUrl('read_lld_whatever://')).toBe(true);
    expect(isLinkSchemeUrl('http://x')).toBe(false);
  });
});

describe('resolveLink (spec §4)', () => {
  it('sends scheme links and site paths in-app', () => {
    expect(resolveLink('read_lld_vip://')).toEqual({
      kind: 'internal',
      target: { path: '/mine/vip', search: '' },
    });
    expect(resolveLink('/play/longVideo?id=5#x')).toEqual({
      kind: 'internal',
      target: { path: '/play/longVideo', search: '?id=5' },
    });
    expect(resolveLink('/welfare')).toEqual({ kind: 'internal', target: { path: '/welfare', search: '' } });
  });

  it('opens http(s) URLs externally', () => {
    expect(resolveLink('https://example.com/a?b=1')).toEqual({
      kind: 'external',
      url: 'https://example.com/a?b=1',
    });
    expect(resolveLink(' HTTP://example.com ')).toEqual({ kind: 'external', url: 'HTTP://example.com' });
  });

  it.each(['', '   ', 'javascript:alert(1)', '//evil.example', 'read_lld_nope://', 'ftp://x', 'https://'])(
    'ignores %s',
    (url) => {
      expect(resolveLink(url)).toBeNull();
    },
  );
});

describe('ad positions (spec §9)', () => {
  it('are 1..13 and 40, each with a key and a name', () => {
    expect(AD_POSITIONS.map((p) => p.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 40]);
    for (const p of AD_POSITIONS) {
      expect(p.name).not.toBe('');
      expect(AdPosition[p.key as keyof typeof AdPosition]).toBe(p.value);
    }
    expect(new Set(AD_POSITIONS.map((p) => p.key)).size).toBe(14);
  });

  it('40 is the play preview ad', () => {
    expect(AdPosition.playPreview).toBe(40);
    expect(adPositionByValue(40)?.name).toBe('播放预览广告');
  });

  it('isAdPosition', () => {
    expect(isAdPosition(13)).toBe(true);
    expect(isAdPosition(14)).toBe(false);
    expect(isAdPosition('1')).toBe(false);
  });

  it('icon ad location ids are 1..8', () => {
    expect(ICON_AD_LOCATION_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('tables are frozen', () => {
    expect(Object.isFrozen(JUMP_TYPE_ROUTES)).toBe(true);
    expect(Object.isFrozen(JUMP_TYPE_ROUTES[1])).toBe(true);
    expect(Object.isFrozen(CONTENT_TYPE_ROUTES)).toBe(true);
    expect(Object.isFrozen(LINK_SCHEME_ROUTES.read_lld_home)).toBe(true);
    expect(Object.isFrozen(AD_POSITIONS)).toBe(true);
    expect(Object.isFrozen(AD_POSITIONS[0])).toBe(true);
  });

  it('every destination is a route of spec §2', () => {
    const paths = new Set<string>(Object.values(ROUTES));
    for (const r of Object.values(JUMP_TYPE_ROUTES)) expect(paths.has(r.path)).toBe(true);
    for (const p of Object.values(CONTENT_TYPE_ROUTES)) expect(paths.has(p)).toBe(true);
    for (const r of Object.values(LINK_SCHEME_ROUTES)) expect(paths.has(r.path)).toBe(true);
  });
});
