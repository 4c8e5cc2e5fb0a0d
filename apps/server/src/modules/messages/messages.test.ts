import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { useTestApp } from '../../test/harness.ts';

const h = useTestApp();

let seq = 0;
async function guest() {
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `198.51.100.${++seq % 250}` });
  const r = await c.guest(devId(`messages-${seq}`));
  return { c, id: r.data.userInfo.id };
}

describe('message centre', () => {
  it('fans domain events out to the right user, counts unread per tab, marks read', async () => {
    const a = await guest();
    const b = await guest();
    const events = h.t.app.events;
    events.emit('user.followed', { followerId: b.id, followeeId: a.id });
    events.emit('post.liked', { postId: 7, userId: b.id, authorId: a.id });
    events.emit('post.liked', { postId: 7, userId: a.id, authorId: a.id }); // own like: nothing
    events.emit('comment.created', {
      commentId: 1,
      authorId: b.id,
      targetKind: 'post',
      targetId: 7,
      parentId: null,
      parentAuthorId: null,
      targetOwnerId: a.id,
      text: '你好',
    });
    await events.settled();

    const latest = await a.c.call('messageLatest', {});
    expect(latest.body.code).toBe(200);
    expect(latest.data.unread).toBe(3);
    expect(latest.data.byKind).toMatchObject({ follow: 1, like: 1, comment: 1, system: 0, order: 0 });
    expect((await b.c.call('messageLatest', {})).data.unread).toBe(0);

    const list = await a.c.call('messageList', { page: 1, pageSize: 2 });
    expect(list.data.list).toHaveLength(2);
    expect(list.data.hasMore).toBe(true);
    expect(list.data.list[0]).toMatchObject({ kind: 'comment', body: '你好', target: 'post:7', read: false });

    const likes = await a.c.call('messageList', { page: 1, pageSize: 10, kind: 'like' });
    expect(likes.data.list.map((m) => m.kind)).toEqual(['like']);

    // b cannot mark a's messages.
    const ids = list.data.list.map((m) => m.id);
    expect((await b.c.call('messageRead', { ids })).data.marked).toBe(0);

    const one = await a.c.call('messageRead', { ids: [ids[0]!] });
    expect(one.data).toEqual({ marked: 1, unread: 2 });
    const tab = await a.c.call('messageRead', { kind: 'like' });
    expect(tab.data).toEqual({ marked: 1, unread: 1 });
    const all = await a.c.call('messageRead', {});
    expect(all.data).toEqual({ marked: 1, unread: 0 });
  });

  it('rejects a bad tab with 2000', async () => {
    const a = await guest();
    const r = await a.c.call('messageList', { page: 1, pageSize: 10, kind: 'nope' as 'like' });
    expect(r.body.code).toBe(ResultCode.INVALID_PARAMS);
  });
});
