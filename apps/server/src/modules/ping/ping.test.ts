import { endpoints } from '@lld/protocol/api/endpoints';
import { appConfig } from '@lld/protocol/api/ping';
import { DOMAIN_TYPES } from '@lld/protocol/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { TestClient } from '../../test/client.ts';
import { adminInject, type TestApp, testApp, testDatabase } from '../../test/harness.ts';

let db: DatabaseHandle;
let t: TestApp;
let c: TestClient;
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  adminInject(t.app, method, url, payload);

beforeAll(async () => {
  db = await testDatabase();
  t = await testApp(db, { DEMO_CONTENT: 'on' });
  c = new TestClient(t.app, t.config);
});
afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

describe('GET ping/config', () => {
  it('returns every section, domains derived from the request origin', async () => {
    const r = await c.call('pingConfig', undefined, { headers: { host: 'm.example.test:8080' } });
    expect(r.status).toBe(200);
    expect(r.body.hash).toBe(true);
    const cfg = appConfig.parse(r.data);
    expect(cfg.domain.map((d) => d.type)).toEqual([...DOMAIN_TYPES]);
    const byType = Object.fromEntries(cfg.domain.map((d) => [d.type, d.urls]));
    expect(byType.IMAGE).toEqual(['http://m.example.test:8080/files']);
    expect(byType.API).toEqual(['http://m.example.test:8080/api']);
    expect(byType.LAND).toEqual(['http://m.example.test:8080']);
    expect(cfg.theme).toBe(1);
    expect(cfg.communityCategory.map((x) => x.name)).toEqual([
      '推荐',
      '热门',
      '视频',
      '图文',
      '问答',
      '原创',
      '同城',
    ]);
    const positions = new Set(cfg.advertise.map((a) => a.position));
    for (const p of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 40])
      expect(positions.has(p), `position ${p}`).toBe(true);
    expect(cfg.statConfigApp.list.map((l) => l.locId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const l of cfg.statConfigApp.list) expect(l.ads.length).toBeGreaterThan(0);
    expect(cfg.floatingWindow?.title).toBe('新人福利');
    expect(cfg.aiFloatingWindow).not.toBeNull();
    expect(cfg.announcement[0]?.title).toBe('欢迎来到LLD');
    expect(cfg.adsType).toBe(1);
  });

  it('needs no token, and ignores a bad one', async () => {
    const anon = new TestClient(t.app, t.config);
    anon.token = 'not-a-token';
    expect((await anon.call('pingConfig')).body.code).toBe(200);
  });

  it('follows theme and domain settings at once (cache invalidated)', async () => {
    expect((await c.call('pingConfig')).data.theme).toBe(1);
    const put = await admin('PUT', '/settings/theme', { value: 7 });
    expect(put.json()).toEqual({ code: 200, msg: 'ok', data: { key: 'theme', value: 7 } });
    expect((await c.call('pingConfig')).data.theme).toBe(7);
    await admin('PUT', '/settings/domains', { value: { IMAGE: ['https://img.example.test'] } });
    const cfg = (await c.call('pingConfig')).data;
    expect(cfg.domain.find((d) => d.type === 'IMAGE')?.urls).toEqual(['https://img.example.test']);
    expect(cfg.domain.find((d) => d.type === 'API')?.urls[0]).toMatch(/\/api$/);
    await admin('PUT', '/settings/domains', { value: {} });
    await admin('PUT', '/settings/theme', { value: 1 });
  });

  it('refuses themes outside 1..10 and unknown settings with 2000', async () => {
    for (const value of [0, 11, 2.5, '3']) {
      const r = await admin('PUT', '/settings/theme', { value });
      expect(r.json().code, String(value)).toBe(2000);
      expect(r.json().msg).toMatch(/^value/);
    }
    expect((await admin('PUT', '/settings/nope', { value: 1 })).json().code).toBe(2000);
  });
});

describe('ping/check, ping/contact, ping/announcement', () => {
  it('GET ping/check reports health', async () => {
    const r = await c.call('pingCheck');
    expect(r.data).toMatchObject({ status: 'ok', db: true, kv: true, version: expect.any(String) });
    expect(Math.abs(r.data.serverTime - Date.now() / 1000)).toBeLessThan(5);
  });

  it('GET ping/contact lists the contacts', async () => {
    const r = await c.call('pingContact');
    expect(r.data.slice(0, 4).map((x) => x.kind)).toEqual([
      'customer_service',
      'official_group',
      'business',
      'customer_service',
    ]);
    expect(r.data.filter((x) => x.kind === 'faq').length).toBeGreaterThan(3);
    expect(r.data.filter((x) => x.kind === 'recruitment').length).toBeGreaterThan(0);
    expect(r.data.every((x) => typeof x.content === 'string')).toBe(true);
    expect(r.data[0]).toMatchObject({ name: '在线客服', url: '/mine/setting/kf' });
  });

  it('POST ping/announcement pages active announcements; new ones appear at once', async () => {
    const first = await c.call('pingAnnouncement', {});
    expect(first.data).toMatchObject({ page: 1, pageSize: 10, hasMore: false });
    expect(first.data.list).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      const r = await admin('POST', '/announcements', {
        title: `公告${i}`,
        content: `内容${i}`,
        sort: 20 + i,
      });
      expect(r.json().code).toBe(200);
    }
    await admin('POST', '/announcements', {
      title: '未来公告',
      content: '稍后显示',
      startsAt: Math.floor(Date.now() / 1000) + 3600,
    });
    await admin('POST', '/announcements', { title: '过期公告', content: '已过期', endsAt: 1 });
    const page1 = await c.call('pingAnnouncement', { page: 1, pageSize: 2 });
    expect(page1.data.list.map((a) => a.title)).toEqual(['公告2', '公告1']);
    expect(page1.data.hasMore).toBe(true);
    const page2 = await c.call('pingAnnouncement', { page: 2, pageSize: 2 });
    expect(page2.data.list.map((a) => a.title)).toEqual(['公告0', '欢迎来到LLD']);
    expect(page2.data.hasMore).toBe(false);
    const cfg = await c.call('pingConfig');
    expect(cfg.data.announcement.map((a) => a.title)).toEqual(['公告2', '公告1', '公告0', '欢迎来到LLD']);
  });

  it('declares every ping endpoint in the table', () => {
    expect(Object.values(endpoints).map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/app/ping/config',
        '/app/ping/check',
        '/app/ping/contact',
        '/app/ping/announcement',
      ]),
    );
  });
});
