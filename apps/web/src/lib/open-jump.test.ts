import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { pageControl } from '@/lib/api/client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { resetClientState } from '@/test/client-state';
import { adLink, browser, openJump, withToken } from './open-jump';

function fakeServer(respond: (body: unknown) => { code: number; msg?: string; data?: unknown }) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url: String(input), body });
      return new Response(JSON.stringify({ msg: 'ok', ...respond(body) }));
    }),
  );
  return calls;
}

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let open: MockInstance<typeof browser.open>;
let assign: MockInstance<typeof browser.assign>;

beforeEach(() => {
  resetClientState();
  setRuntimeConfig({
    apiBase: '/api',
    signKey: 'k'.repeat(20),
    dataKey: 'b'.repeat(64),
    imageKey: 'img',
    encrypt: false,
  });
  navigate = vi.fn<(to: string) => void>();
  open = vi.spyOn(browser, 'open').mockReturnValue({} as Window);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  vi.spyOn(pageControl, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as { webkit?: unknown }).webkit;
});

describe('content items', () => {
  it('go to their detail page by contentType', async () => {
    await expect(openJump({ contentType: 1, id: 3 }, navigate)).resolves.toEqual({
      kind: 'route',
      href: '/play/longVideo?id=3',
    });
    await openJump({ contentType: 6, id: 8 }, navigate);
    expect(navigate.mock.calls).toEqual([['/play/longVideo?id=3'], ['/homePage/Comic/detail?id=8']]);
  });

  it('go to /notFound for an unknown contentType', async () => {
    await openJump({ contentType: 99, id: 1 }, navigate);
    expect(navigate).toHaveBeenCalledWith('/notFound');
  });
});

describe('jump descriptors', () => {
  it('route by typeCode with their id and name', async () => {
    await openJump({ typeCode: 1, id: 12 }, navigate);
    await openJump({ typeCode: 2 }, navigate);
    await openJump({ typeCode: 5, id: 4, name: '热门' }, navigate);
    await openJump({ typeCode: 11, urlParent: 'https://ignored.test' }, navigate);
    expect(navigate.mock.calls.map((c) => c[0])).toEqual([
      '/play/longVideo?id=12',
      '/mine/vip',
      `/topicList?id=4&name=${encodeURIComponent('热门')}`,
      '/subpage/upRank',
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it('open urlParent outside for any other typeCode', async () => {
    const r = await openJump({ typeCode: 99, id: 1, urlParent: 'https://partner.test/x' }, navigate);
    expect(r).toEqual({ kind: 'external', url: 'https://partner.test/x', via: 'window' });
    expect(open).toHaveBeenCalledWith('https://partner.test/x');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follow an internal urlParent and ignore a missing one', async () => {
    await openJump({ typeCode: 0, urlParent: 'read_lld_vip' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/mine/vip');
    await expect(openJump({ typeCode: 0 }, navigate)).resolves.toEqual({ kind: 'none' });
  });
});

describe('ads with a link', () => {
  it('internal scheme links go to the in-app route', async () => {
    await openJump({ id: 1, href: 'read_lld_video://?id=7&name=x&token=t' }, navigate);
    await openJump({ id: 2, href: 'read_lld_home' }, navigate);
    await openJump({ id: 3, href: 'read_lld_member_ai' }, navigate);
    expect(navigate.mock.calls.map((c) => c[0])).toEqual([
      '/play/longVideo?id=7&name=x&token=t',
      '/lld?index=2',
      '/ai/generate',
    ]);
  });

  it('site paths go to the in-app route', async () => {
    await openJump({ id: 1, href: '/welfare' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/welfare');
  });

  it('external URLs open in a new window', async () => {
    const r = await openJump({ id: 1, href: 'https://ad.test/landing' }, navigate);
    expect(r).toMatchObject({ kind: 'external', via: 'window' });
    expect(open).toHaveBeenCalledWith('https://ad.test/landing');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('falls back to leaving the page when the new window is blocked', async () => {
    open.mockReturnValue(null);
    const r = await openJump({ id: 1, href: 'https://ad.test/landing' }, navigate);
    expect(r).toMatchObject({ via: 'location' });
    expect(assign).toHaveBeenCalledWith('https://ad.test/landing');
  });

  it('with isAppStore stored, external URLs go to the iOS wrapper openOutLink handler', async () => {
    localStorage.setItem('isAppStore', '1');
    const postMessage = vi.fn();
    (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { openOutLink: { postMessage } } };
    const r = await openJump({ id: 1, link: 'https://ad.test/ios' }, navigate);
    expect(r).toEqual({ kind: 'external', url: 'https://ad.test/ios', via: 'ios' });
    expect(postMessage).toHaveBeenCalledWith('https://ad.test/ios');
    expect(open).not.toHaveBeenCalled();
  });

  it('with isAppStore but no wrapper, falls back to a new window', async () => {
    localStorage.setItem('isAppStore', '1');
    await openJump({ id: 1, href: 'https://ad.test/x' }, navigate);
    expect(open).toHaveBeenCalledWith('https://ad.test/x');
  });

  it('uses the first non-empty link field', () => {
    expect(
      adLink({ href: '', link: ' ', jumpLink: '', jumpUrl: 'https://j.test', url: 'https://u.test' }),
    ).toBe('https://j.test');
    expect(adLink({ download_url: 'https://d.test/app.apk' })).toBe('https://d.test/app.apk');
    expect(adLink({})).toBe('');
  });

  it('ignores unusable links without calling the server', async () => {
    const calls = fakeServer(() => ({ code: 200 }));
    await expect(openJump({ id: 1, href: 'javascript:alert(1)' }, navigate)).resolves.toEqual({
      kind: 'none',
    });
    await expect(openJump({ id: 1, href: 'read_lld_unknown' }, navigate)).resolves.toEqual({ kind: 'none' });
    expect(calls).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('ads without a link', () => {
  const bare = {
    id: 42,
    cover: '/c.jpg',
    href: '',
    link: '',
    jumpLink: '',
    jumpUrl: '',
    url: '',
    download_url: '',
  };

  it('POST advertise/click {id} and follow the returned href on code 200', async () => {
    const calls = fakeServer(() => ({ code: 200, data: { href: 'read_lld_vip' } }));
    await expect(openJump(bare, navigate)).resolves.toEqual({ kind: 'route', href: '/mine/vip' });
    expect(calls).toEqual([{ url: '/api/app/advertise/click', body: { id: 42 } }]);
  });

  it('accept a plain string href and open it outside', async () => {
    fakeServer(() => ({ code: 200, data: 'https://ad.test/after-click' }));
    await openJump(bare, navigate);
    expect(open).toHaveBeenCalledWith('https://ad.test/after-click');
  });

  it('ignore a non-200 code and a failed request', async () => {
    fakeServer(() => ({ code: 2004, msg: 'no such ad' }));
    await expect(openJump(bare, navigate)).resolves.toEqual({ kind: 'none' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(openJump(bare, navigate)).resolves.toEqual({ kind: 'none' });
    expect(navigate).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('token on external links', () => {
  it('replaces a {token} placeholder and fills an empty token parameter', () => {
    expect(withToken('https://g.test/play?t={token}&x=1', 'a b')).toBe('https://g.test/play?t=a%20b&x=1');
    expect(withToken('https://g.test/p?t=%7Btoken%7D', 'tk')).toBe('https://g.test/p?t=tk');
    expect(withToken('https://g.test/p?token=', 'tk')).toBe('https://g.test/p?token=tk');
    expect(withToken('https://g.test/p?a=1&token=&b=2', 'tk')).toBe('https://g.test/p?a=1&token=tk&b=2');
    expect(withToken('https://g.test/p?token=given', 'tk')).toBe('https://g.test/p?token=given');
    expect(withToken('https://g.test/p?mytoken=', 'tk')).toBe('https://g.test/p?mytoken=');
  });

  it('uses the stored token when opening', async () => {
    localStorage.setItem('token', 'stored-token');
    await openJump({ id: 1, href: 'https://game.test/login?token=' }, navigate);
    expect(open).toHaveBeenCalledWith('https://game.test/login?token=stored-token');
  });
});

it('ignores an empty target', async () => {
  await expect(openJump(null, navigate)).resolves.toEqual({ kind: 'none' });
});
