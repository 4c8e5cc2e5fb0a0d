import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { useCommunityApp } from './community.fixtures.ts';

const { ctx, guest, member } = useCommunityApp();

// biome-ignore lint/suspicious/noExplicitAny: operator answers are plain JSON
type AdminJson = { code: number; data: any };

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.t.app
    .inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'x-admin-key': ctx.t.config.adminKey },
      ...(payload ? { payload } : {}),
    })
    .then((r) => r.json() as AdminJson);

describe('operator moderation: reports, comments, posts, circles, user bans', () => {
  it('lists reported posts and comments, dismisses reports, deletes a comment with its replies and a post', async () => {
    const author = await member('作者');
    const pub = await author.c.call('communityPostPublish', {
      text: '被举报的帖子',
      categoryId: ctx.categoryId,
    });
    const postId = pub.data.id;
    const commenter = await member('评论者');
    const top = await commenter.c.call('communityCommentAdd', {
      targetKind: 'post',
      targetId: postId,
      text: '<b>顶</b>',
    });
    const reply = await author.c.call('communityCommentAdd', {
      targetKind: 'post',
      targetId: postId,
      text: '回复',
      parentId: top.data.id,
    });
    expect(reply.body.code).toBe(200);
    const r = await guest();
    await r.c.call('communityReport', { targetKind: 'post', id: postId, reason: '广告' });
    await r.c.call('communityReport', { targetKind: 'comment', id: top.data.id, reason: '辱骂' });

    const reported = await admin('GET', '/community/reports');
    const post = reported.data.list.find((x: { targetKind: string }) => x.targetKind === 'post');
    expect(post).toMatchObject({
      targetId: postId,
      reports: 1,
      reasons: ['广告'],
      text: '被举报的帖子',
      authorName: '作者',
    });
    const comment = reported.data.list.find((x: { targetKind: string }) => x.targetKind === 'comment');
    expect(comment).toMatchObject({
      targetId: top.data.id,
      text: '<b>顶</b>',
      commentOnKind: 'post',
      commentOnId: postId,
    });

    expect(
      (await admin('POST', '/community/reports/dismiss', { targetKind: 'post', id: postId })).data.dismissed,
    ).toBe(1);
    const recent = await admin('GET', '/community/comments?pageSize=5');
    expect(recent.data.list[0]).toMatchObject({ id: reply.data.id, text: '回复', authorName: '作者' });

    expect(await admin('DELETE', `/community/comments/${top.data.id}`)).toMatchObject({
      code: 200,
      data: { removed: 2 },
    });
    expect((await admin('DELETE', `/community/comments/${top.data.id}`)).code).toBe(2004);
    expect((await admin('GET', '/community/reports')).data.list).toEqual([]);
    const detail = await r.c.call('communityPostDetail', { id: postId });
    expect(detail.data.commentCount).toBe(0);

    expect((await admin('DELETE', `/community/posts/${postId}`)).code).toBe(200);
    expect((await r.c.call('communityPostDetail', { id: postId })).body.code).toBe(2004);
  });

  it('adds and renames circles', async () => {
    const made = await admin('POST', '/community/circles', { name: '新圈子' });
    expect(made.code).toBe(200);
    await admin('PUT', `/community/circles/${made.data.id}`, { name: '改名圈子', sort: 3 });
    const list = await admin('GET', '/community/circles');
    expect(list.data.list.find((c: { id: number }) => c.id === made.data.id)).toMatchObject({
      name: '改名圈子',
      sort: 3,
    });
  });

  it('bans a user on every device (signed out, guest login 6004) and lifts it', async () => {
    const c = new TestClient(ctx.t.app, ctx.t.config);
    const dev = devId('ban-me');
    const g = await c.guest(dev);
    const id = g.data.userInfo.id;
    const banned = await admin('POST', `/users/${id}/ban`, { reason: '广告号' });
    expect(banned.data).toMatchObject({ devices: 1 });
    expect(banned.data.revokedTokens).toBeGreaterThanOrEqual(1);
    expect((await c.call('userInfo', {})).body.code).toBe(1000);
    expect((await admin('GET', `/users/${id}`)).data.devices[0].banned).toBe(true);
    expect((await new TestClient(ctx.t.app, ctx.t.config).guest(dev)).body.code).toBe(6004);
    expect((await admin('POST', `/users/${id}/unban`)).data.devices).toBe(1);
    expect((await new TestClient(ctx.t.app, ctx.t.config).guest(dev)).body.code).toBe(200);
    expect((await admin('POST', '/devices/unban', { devID: dev })).code).toBe(2004);
    await admin('POST', '/devices/ban', { devID: dev });
    expect((await admin('POST', '/devices/unban', { devID: dev })).code).toBe(200);
  });

  it('makes a guest a creator with a nickname; an unknown user is 2004', async () => {
    const c = new TestClient(ctx.t.app, ctx.t.config);
    const id = (await c.guest(devId('creator-made'))).data.userInfo.id;
    expect(await admin('POST', `/community/creators/${id}`, { nickname: '运营创作者' })).toMatchObject({
      code: 200,
      data: { id, nickname: '运营创作者' },
    });
    expect((await c.call('userInfo', {})).data).toMatchObject({ nickname: '运营创作者', isGuest: false });
    expect((await admin('POST', '/community/creators/999999', { nickname: '无人' })).code).toBe(2004);
  });
});

describe('operator settings', () => {
  it('lists every setting key with its value, domains included once set', async () => {
    await admin('PUT', '/settings/domains', { value: { IMAGE: ['https://img.example.com'] } });
    const list = (await admin('GET', '/settings')).data.list as Array<{ key: string; value: unknown }>;
    expect(list.map((s) => s.key)).toEqual(expect.arrayContaining(['theme', 'domains', 'adsType']));
    expect(list.find((s) => s.key === 'domains')?.value).toEqual({ IMAGE: ['https://img.example.com'] });
  });
});
