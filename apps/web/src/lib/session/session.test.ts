import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '@/test/client-state';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: toastMock }));

import { pageControl } from '@/lib/api/client';
import { imageCache } from '@/lib/image-cache';
import { queryClient } from '@/lib/query-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testUser } from '@/test/user-info';
import { domainMap, getConfig } from './api/get-config';
import { getUserInfo, userInfoQueryKey } from './api/get-user-info';
import { logout } from './api/logout';
import { bootstrapSession } from './bootstrap-session';
import { useSessionStore } from './session-store';

const user = (id: number, isGuest = true) => testUser({ id, nickname: `游客${id}`, isGuest });

type Handler = (
  body: unknown,
  headers: Record<string, string>,
) => { code: number; msg?: string; data?: unknown; tip?: string };

function server(routes: Record<string, Handler>) {
  const calls: Array<{ path: string; body: unknown; headers: Record<string, string> }> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
      .replace(/^\/api/, '')
      .replace(/\?.*$/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = { ...(init?.headers as Record<string, string>) };
    calls.push({ path, body, headers });
    const h = routes[path];
    if (!h) return new Response('not found', { status: 404 });
    const out = h(body, headers);
    return new Response(JSON.stringify({ msg: 'ok', ...out }), { status: 200 });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

beforeEach(() => {
  resetClientState();
  queryClient.clear();
  setRuntimeConfig({
    apiBase: '/api',
    signKey: 'k'.repeat(20),
    dataKey: 'a'.repeat(64),
    imageKey: 'imgkey',
    encrypt: false,
  });
  useSessionStore.setState({ token: '', userInfo: null });
  toastMock.mockReset();
  vi.spyOn(pageControl, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('bootstrapSession', () => {
  it('first visit creates a guest with devID and affCode, and stores the token', async () => {
    window.history.replaceState(null, '', '/?pc=chan1&uid=42');
    const { calls } = server({
      '/app/login/guest': () => ({ code: 200, data: { token: 'guest-token', userInfo: user(7) } }),
      '/app/user/info': () => ({ code: 200, data: user(7) }),
    });
    const result = await bootstrapSession();
    expect(result).toEqual({ token: 'guest-token', guestLogin: true });
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as { devID: string; affCode: string; token: string };
    expect(body.devID).toMatch(/^[0-9a-f]{32}$/);
    expect(body.devID).toBe(localStorage.getItem('devID'));
    expect(JSON.parse(body.affCode)).toEqual({ pc: 'chan1', uid: '42' });
    expect(body.token).toBe('');
    expect(calls[0]!.headers.Authorization).toBe('');
    expect(localStorage.getItem('token')).toBe('guest-token');
    expect(useSessionStore.getState()).toMatchObject({ token: 'guest-token', userInfo: { id: 7 } });
    expect(queryClient.getQueryData(userInfoQueryKey('guest-token'))).toMatchObject({ id: 7 });
  });

  it('sends affCode "" without channel data and shares one login between concurrent callers', async () => {
    const { calls } = server({
      '/app/login/guest': () => ({ code: 200, data: { token: 't', userInfo: user(1) } }),
    });
    const [a, b] = await Promise.all([bootstrapSession(), bootstrapSession()]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as { affCode: string }).affCode).toBe('');
  });

  it('reuses an existing token: no guest call, user info fetched with it', async () => {
    localStorage.setItem('token', 'kept-token');
    const { calls } = server({
      '/app/login/guest': () => ({ code: 500 }),
      '/app/user/info': () => ({ code: 200, data: user(9, false) }),
    });
    await expect(bootstrapSession()).resolves.toEqual({ token: 'kept-token', guestLogin: false });
    await vi.waitFor(() => expect(useSessionStore.getState().userInfo?.id).toBe(9));
    expect(calls.map((c) => c.path)).toEqual(['/app/user/info']);
    expect(calls[0]!.headers.Authorization).toBe('kept-token');
    expect(useSessionStore.getState().token).toBe('kept-token');
  });

  it('a 1000 on the kept token clears auth (storage and store) and reloads', async () => {
    localStorage.setItem('token', 'revoked');
    server({ '/app/user/info': () => ({ code: 1000, msg: 'token invalid' }) });
    await bootstrapSession();
    await vi.waitFor(() => expect(pageControl.reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().token).toBe('');
  });

  it.each([6004, 6015])('code %i shows the guest-creation message and throws', async (code) => {
    server({ '/app/login/guest': () => ({ code, msg: 'refused' }) });
    const error = await bootstrapSession().catch((e: unknown) => e);
    expect(error).toMatchObject({ code, tip: '游客创建失败，请联系在线客服' });
    expect(toastMock).toHaveBeenCalledWith('游客创建失败，请联系在线客服');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('other guest-login failures are thrown without the message', async () => {
    server({ '/app/login/guest': () => ({ code: 2000, msg: 'devID' }) });
    await expect(bootstrapSession()).rejects.toMatchObject({ code: 2000 });
    expect(toastMock).not.toHaveBeenCalled();
  });
});

describe('session api', () => {
  it('domainMap converts the domain list to type → urls', () => {
    expect(
      domainMap({
        domain: [
          { type: 'IMAGE', urls: ['https://i1.test', ''] },
          { type: 'MP4', urls: ['https://v.test'] },
          { type: 'IMAGE', urls: ['https://i2.test'] },
        ],
      }),
    ).toEqual({ IMAGE: ['https://i1.test', 'https://i2.test'], MP4: ['https://v.test'] });
    expect(domainMap(undefined)).toEqual({});
  });

  it('getConfig GETs ping/config and hands the IMAGE domain to the image cache', async () => {
    const setBase = vi.spyOn(imageCache, 'setBaseUrls');
    const { calls } = server({
      '/app/ping/config': () => ({
        code: 200,
        data: { domain: [{ type: 'IMAGE', urls: ['https://img.test'] }], theme: 3 },
      }),
    });
    await expect(getConfig()).resolves.toMatchObject({ theme: 3 });
    expect(calls[0]!.body).toBeUndefined();
    expect(setBase).toHaveBeenCalledWith(['https://img.test']);
  });

  it('getUserInfo keeps the store in sync', async () => {
    useSessionStore.setState({ token: 'x' });
    server({ '/app/user/info': () => ({ code: 200, data: user(3, false) }) });
    await getUserInfo();
    expect(useSessionStore.getState().userInfo).toMatchObject({ id: 3, isGuest: false });
  });

  it('logout revokes, clears auth and comes back as the device guest', async () => {
    useSessionStore.getState().setSession({ token: 'account-token', userInfo: user(5, false) });
    const { calls } = server({
      '/app/user/logout': () => ({ code: 200, data: { ok: true } }),
      '/app/login/guest': () => ({ code: 200, data: { token: 'guest-again', userInfo: user(1) } }),
    });
    await logout();
    expect(calls.map((c) => c.path)).toEqual(['/app/user/logout', '/app/login/guest']);
    expect(calls[0]!.headers.Authorization).toBe('account-token');
    expect(useSessionStore.getState()).toMatchObject({
      token: 'guest-again',
      userInfo: { id: 1, isGuest: true },
    });
    expect(localStorage.getItem('token')).toBe('guest-again');
  });

  it('clearAuth removes the token from storage and the store', () => {
    useSessionStore.getState().setSession({ token: 'tok', userInfo: user(2) });
    expect(localStorage.getItem('token')).toBe('tok');
    useSessionStore.getState().clearAuth();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ token: '', userInfo: null });
  });
});
