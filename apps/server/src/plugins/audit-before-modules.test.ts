import type { OperatorRole } from '@lld/protocol/console';
import { describe, expect, it } from 'vitest';
import { danmaku } from '../modules/danmaku/danmaku.schema.ts';
import { mediaVideos } from '../modules/media/media.schema.ts';
import { feedback } from '../modules/support/support.schema.ts';
import { operatorOf, useAdminTestApp } from '../test/admin-upload.ts';
import { devId, newGuest, TestClient } from '../test/client.ts';

// Issue 17: every operator change writes an audit entry with who, what, before/after, when and
// from where. One test per module of the older operator routes: the change is made by a console
// operator holding the role the route declares (read from the route table), and its entry has
// the row as it was (`before`) beside what was sent (`after`). Live, games, money, gallery and
// ads: audit-before.test.ts and their modules.

const { h, admin, lastAudit } = useAdminTestApp({ PASSWORD_SCRYPT_LOG_N: '10' });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const sessions = new Map<OperatorRole, Awaited<ReturnType<typeof operatorOf>>>();

/** The role a route declares (its first; `owner` for an owner-only route). */
function roleOf(method: Method, route: string): OperatorRole {
  const r = h.t.app.adminRouteTable.find((x) => x.method === method && x.url === `/api/admin${route}`);
  if (!r) throw new Error(`no route ${method} ${route}`);
  return r.roles[0] ?? 'owner';
}

/**
 * Makes a change as an operator of the route's role (`route` is the declared path, `url` the
 * one called) and answers its audit entry after checking who, what, when and from where.
 */
async function change(method: Method, route: string, url: string, body?: unknown) {
  const role = roleOf(method, route);
  if (!sessions.has(role)) sessions.set(role, await operatorOf(h.t.app, role));
  const op = sessions.get(role)!;
  const startedAt = Math.floor(Date.now() / 1000);
  const r = await op.call(method, url, body);
  expect(r.code, `${method} ${url}: ${r.msg}`).toBe(200);
  const entry = await lastAudit(`${method} /api/admin${route}`);
  expect(entry).toMatchObject({ actorName: op.username, role, target: `/api/admin${url}`, resultCode: 200 });
  expect(entry.ip).toBe('127.0.0.1');
  expect(entry.at).toBeGreaterThanOrEqual(startedAt - 1);
  return { ...entry, data: r.data };
}

describe('audit before-images of the older operator routes', () => {
  it('comics: a change and publishing keep the comic as it was; a chapter change the chapter', async () => {
    const comic = (await admin('POST', '/comics', { title: '审计漫画', author: '甲', category: '乙' })).data;
    const put = await change('PUT', '/comics/:id', `/comics/${comic.id}`, { title: '审计漫画（改）' });
    expect(put.before).toMatchObject({ id: comic.id, title: '审计漫画', author: '甲' });
    expect(put.after).toEqual({ title: '审计漫画（改）' });
    const chapter = (await admin('POST', `/comics/${comic.id}/chapters`, { title: '第一话' })).data;
    const ch = await change('PUT', '/comics/chapters/:id', `/comics/chapters/${chapter.id}`, {
      title: '第一话（改）',
    });
    expect(ch.before).toMatchObject({ id: chapter.id, title: '第一话', access: 'free' });
    expect(ch.after).toEqual({ title: '第一话（改）' });
  });

  it('novels: a change of a book and of a chapter keep them as they were', async () => {
    const book = (await admin('POST', '/books', { kind: 'text', title: '审计小说' })).data;
    const put = await change('PUT', '/books/:id', `/books/${book.id}`, {
      title: '审计小说（改）',
      finished: true,
    });
    expect(put.before).toMatchObject({ id: book.id, title: '审计小说', finished: false });
    expect(put.after).toEqual({ title: '审计小说（改）', finished: true });
    const del = await change('DELETE', '/books/:id', `/books/${book.id}`);
    expect(del.before).toMatchObject({ id: book.id, title: '审计小说（改）' });
  });

  it('media: a video, a collection and the home order keep what they were', async () => {
    const [video] = await h.t.app.db.insert(mediaVideos).values({ title: '审计视频' }).returning();
    const put = await change('PUT', '/media/videos/:id', `/media/videos/${video!.id}`, {
      title: '审计视频（改）',
    });
    expect(put.before).toMatchObject({ id: video!.id, title: '审计视频' });
    expect(put.after).toEqual({ title: '审计视频（改）' });
    const collection = (await admin('POST', '/media/collections', { title: '审计合集' })).data;
    const c = await change('PUT', '/media/collections/:id', `/media/collections/${collection.id}`, {
      title: '审计合集（改）',
    });
    expect(c.before).toMatchObject({ id: collection.id, title: '审计合集' });
    expect(c.after).toMatchObject({ title: '审计合集（改）' });
    for (const name of ['审计专题一', '审计专题二']) await admin('POST', '/media/topics', { name });
    const topics = (await admin('GET', '/media/topics')).data.list.map((t: { id: number }) => t.id);
    const order = await change('POST', '/media/topics/order', '/media/topics/order', {
      ids: [...topics].reverse(),
    });
    expect(order.before).toEqual({ ids: topics });
  });

  it('search words: pinning a banned word and forgetting it keep the word as it was', async () => {
    await admin('PUT', '/search/words', { keyword: '审计词', state: 'ban' });
    const put = await change('PUT', '/search/words', '/search/words', {
      keyword: '审计词',
      state: 'pin',
      sort: 3,
    });
    expect(put.before).toMatchObject({ keyword: '审计词', state: 'ban' });
    expect(put.after).toMatchObject({ keyword: '审计词', state: 'pin', sort: 3 });
    const forget = await change('POST', '/search/words/forget', '/search/words/forget', {
      keyword: '审计词',
    });
    expect(forget.before).toMatchObject({ keyword: '审计词', state: 'pin', sort: 3 });
  });

  it('support: a feedback reply keeps the feedback as it was; a chat answer the chat before it', async () => {
    const { id: userId } = await newGuest(h.t, 'audit-feedback');
    const [row] = await h.t.app.db
      .insert(feedback)
      .values({ userId, kind: 'feedback', category: '其他', text: '播放卡顿' })
      .returning();
    const reply = await change('POST', '/feedback/:id/reply', `/feedback/${row!.id}/reply`, {
      reply: '已修复',
    });
    expect(reply.before).toMatchObject({ id: row!.id, userId, text: '播放卡顿', status: 'pending' });
    expect(reply.after).toEqual({ reply: '已修复', status: 'replied' });
    const chat = await change('POST', '/support/chats/:userId', `/support/chats/${userId}`, { text: '您好' });
    expect(chat.before).toEqual({ chat: [] });
    expect(chat.after).toEqual({ text: '您好' });
  });

  it('danmaku: hiding one and replacing the words keep what was there', async () => {
    const { id: userId } = await newGuest(h.t, 'audit-danmaku');
    const [video] = await h.t.app.db.insert(mediaVideos).values({ title: '弹幕视频' }).returning();
    const [d] = await h.t.app.db
      .insert(danmaku)
      .values({ videoId: video!.id, userId, timeMs: 1000, text: '前方高能' })
      .returning();
    const hide = await change('POST', '/danmaku/:id/hide', `/danmaku/${d!.id}/hide`, { hidden: true });
    expect(hide.before).toMatchObject({ id: d!.id, text: '前方高能', hidden: '' });
    expect(hide.after).toEqual({ hidden: true });
    await admin('PUT', '/danmaku/words', { words: ['旧词'] });
    const words = await change('PUT', '/danmaku/words', '/danmaku/words', { words: ['新词'] });
    expect(words.before).toEqual({ words: ['旧词'] });
    const byUser = await change('POST', '/danmaku/delete', '/danmaku/delete', { userId });
    expect(byUser.before).toMatchObject({ danmaku: [{ id: d!.id, hidden: 'operator' }] });
  });

  it('users: a ban, an unban and signing out everywhere keep the devices and sign-ins as they were', async () => {
    const { id } = await newGuest(h.t, 'audit-user');
    const ban = await change('POST', '/users/:id/ban', `/users/${id}/ban`, { reason: '刷单' });
    expect(ban.before).toMatchObject({ id, devices: [{ banned: false }] });
    expect(ban.after).toEqual({ reason: '刷单' });
    const unban = await change('POST', '/users/:id/unban', `/users/${id}/unban`);
    expect(unban.before).toMatchObject({ id, devices: [{ banned: true }] });
    const other = await newGuest(h.t, 'audit-user-2');
    const revoke = await change('POST', '/users/:id/sessions/revoke', `/users/${other.id}/sessions/revoke`);
    expect(revoke.before).toEqual({ id: other.id, activeTokens: 1 });
  });

  it('device bans: a ban and its lifting keep whether the device was banned', async () => {
    const devID = devId('audit-device');
    await new TestClient(h.t.app, h.t.config).guest(devID);
    const ban = await change('POST', '/devices/ban', '/devices/ban', { devID, reason: '设备农场' });
    expect(ban.before).toEqual({ devID, banned: false });
    expect(ban.after).toEqual({ devID, reason: '设备农场' });
    const unban = await change('POST', '/devices/unban', '/devices/unban', { devID });
    expect(unban.before).toEqual({ devID, banned: true });
  });

  it('welfare: a task change keeps the task as it was', async () => {
    const task = (
      await admin('POST', '/welfare/tasks', {
        group: 'daily',
        metric: 'games_played',
        title: '审计任务',
        target: 1,
        reward: 100,
      })
    ).data;
    const body = { group: 'daily', metric: 'games_played', title: '审计任务（改）', target: 2, reward: 50 };
    const put = await change('PUT', '/welfare/tasks/:id', `/welfare/tasks/${task.id}`, body);
    expect(put.before).toMatchObject({ id: task.id, title: '审计任务', target: 1, reward: 100 });
    expect(put.after).toMatchObject(body);
  });

  it('announcements: a new one keeps the announcements shown before it', async () => {
    const first = { title: '审计公告一', content: '内容一' };
    await admin('POST', '/announcements', first);
    const made = await change('POST', '/announcements', '/announcements', {
      title: '审计公告二',
      content: '内容二',
    });
    expect(made.before).toMatchObject({
      announcements: expect.arrayContaining([expect.objectContaining(first)]),
    });
    expect(made.after).toMatchObject({ title: '审计公告二', content: '内容二' });
  });

  it('operators: a role change and a token revocation keep the operator and the token (no secret)', async () => {
    const made = (
      await admin('POST', '/operators', {
        username: 'audit-editor',
        password: 'correct-horse-42',
        role: 'content',
      })
    ).data;
    const patch = await change('PATCH', '/operators/:id', `/operators/${made.id}`, { role: 'support' });
    expect(patch.before).toMatchObject({ id: made.id, username: 'audit-editor', role: 'content' });
    expect(patch.after).toEqual({ role: 'support' });
    const token = (await admin('POST', '/tokens', { name: '审计令牌', role: 'finance' })).data;
    const revoke = await change('DELETE', '/tokens/:id', `/tokens/${token.item.id}`);
    expect(revoke.before).toMatchObject({ id: token.item.id, name: '审计令牌', role: 'finance' });
    expect(JSON.stringify(revoke.before)).not.toContain(token.token);
  });
});
