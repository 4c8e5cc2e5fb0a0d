import { FEEDBACK_LIMITS } from '@lld/protocol/api/support';
import { decryptPayload } from '@lld/protocol/cipher';
import { ResultCode } from '@lld/protocol/result-codes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/core.schema.ts';
import { devId, TestClient } from '../../test/client.ts';
import { adminInject, useTestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

const h = useTestApp();

let seq = 0;
async function guest() {
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `203.0.113.${++seq % 250}` });
  const r = await c.guest(devId(`support-${seq}`));
  return { c, id: r.data.userInfo.id };
}
async function member() {
  const g = await guest();
  await h.t.app.db.update(users).set({ isGuest: false }).where(eq(users.id, g.id));
  return g;
}
async function uploadPng(c: TestClient): Promise<string> {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 20, height: 40, channels: 3, background: '#c63' } })
      .png()
      .toBuffer(),
  );
  const { payload, contentType } = multipart({}, [{ filename: 'shot.png', bytes }]);
  const path = '/app/upload/images';
  const res = await h.t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { ...c.signedHeaders(path), 'content-type': contentType },
    payload,
  });
  expect(res.json().code).toBe(200);
  const data = res.json().data;
  const plain = (typeof data === 'string' ? decryptPayload(h.t.config.dataKey, data) : data) as {
    list: Array<{ url: string }>;
  };
  return plain.list[0]!.url;
}
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  adminInject(h.t.app, method, url, payload);

describe('feedback', () => {
  it('stores feedback with my screenshots; the operator reply reaches me as a message', async () => {
    const a = await member();
    const shot = await uploadPng(a.c);
    const sent = await a.c.call('feedbackAdd', {
      kind: 'problem',
      category: 'playback',
      text: '  视频播放到一半就卡住了  ',
      images: [shot],
      contact: 'tg: @me',
    });
    expect(sent.body.code).toBe(200);
    expect(sent.data).toMatchObject({
      text: '视频播放到一半就卡住了',
      images: [shot],
      status: 'pending',
      reply: '',
    });

    const pending = await admin('GET', '/feedback?status=pending');
    expect(pending.json().data.list.map((f: { id: number }) => f.id)).toContain(sent.data.id);
    const replied = await admin('POST', `/feedback/${sent.data.id}/reply`, { reply: '已修复，请更新后重试' });
    expect(replied.json().data).toMatchObject({ status: 'replied', reply: '已修复，请更新后重试' });

    const mine = await a.c.call('feedbackList', { page: 1, pageSize: 10 });
    expect(mine.data.list[0]).toMatchObject({
      id: sent.data.id,
      status: 'replied',
      reply: '已修复，请更新后重试',
    });
    expect(mine.data.list[0]?.repliedAt).toEqual(expect.any(String));
    await h.t.app.events.settled();
    const messages = await a.c.call('messageList', { page: 1, pageSize: 10, kind: 'system' });
    expect(messages.data.list[0]).toMatchObject({
      title: '你的反馈有了回复',
      target: `feedback:${sent.data.id}`,
    });
  });

  it('refuses bad input with 2000 and saves nothing', async () => {
    const a = await member();
    const other = await member();
    const theirs = await uploadPng(other.c);
    const bad = [
      { category: 'suggestion', text: '短' },
      { category: 'suggestion', text: 'x'.repeat(FEEDBACK_LIMITS.textMax + 1) },
      { category: 'playback', text: '这是一条意见反馈' }, // a problem category on the feedback form
      { category: 'nope', text: '这是一条意见反馈' },
      { category: 'other', text: '这是一条意见反馈', images: ['a', 'b', 'c', 'd', 'e'] },
      { category: 'other', text: '这是一条意见反馈', images: [theirs] }, // not my upload
      { category: 'other', text: '这是一条意见反馈', contact: 'x'.repeat(51) },
    ];
    for (const body of bad) {
      const r = await a.c.call('feedbackAdd', body);
      expect(r.body.code, JSON.stringify(body)).toBe(ResultCode.INVALID_PARAMS);
    }
    expect((await a.c.call('feedbackList', {})).data.list).toHaveLength(0);
    expect((await new TestClient(h.t.app, h.t.config).call('feedbackList', {})).body.code).toBe(
      ResultCode.TOKEN_INVALID,
    );
  });

  it('limits feedback per user per hour; another user is not affected', async () => {
    const a = await guest();
    for (let i = 0; i < FEEDBACK_LIMITS.perHour; i++)
      expect((await a.c.call('feedbackAdd', { category: 'other', text: `第${i}条反馈内容` })).body.code).toBe(
        200,
      );
    const over = await a.c.call('feedbackAdd', { category: 'other', text: '再来一条反馈内容' });
    expect(over.body.code).toBe(ResultCode.TOO_MANY_REQUESTS);
    expect((await a.c.call('feedbackList', { pageSize: 50 })).data.list).toHaveLength(
      FEEDBACK_LIMITS.perHour,
    );
    const b = await guest();
    expect((await b.c.call('feedbackAdd', { category: 'other', text: '别人的反馈内容' })).body.code).toBe(
      200,
    );
  });

  it('answers nothing for another user’s feedback and 2004 for an unknown id', async () => {
    const a = await guest();
    const b = await guest();
    await a.c.call('feedbackAdd', { category: 'content', text: '只有我能看到这条' });
    expect((await b.c.call('feedbackList', {})).data.list).toHaveLength(0);
    expect((await admin('POST', '/feedback/99999999/reply', { reply: '?' })).json().code).toBe(
      ResultCode.NOT_FOUND,
    );
  });
});

describe('customer service', () => {
  it('endpoint and FAQ follow the operator contacts (ping/contact, /api/admin/contacts)', async () => {
    const anyone = new TestClient(h.t.app, h.t.config);
    expect((await anyone.call('customGetEndpoint', {})).data).toEqual({ mode: 'chat', url: '', hours: '' });

    const mail = await admin('POST', '/contacts', {
      kind: 'customer_service',
      name: '客服邮箱',
      url: 'mailto:kf@example.com',
      content: '工作日回复',
    });
    expect(mail.json().code).toBe(200);
    expect((await anyone.call('customGetEndpoint', {})).data).toEqual({
      mode: 'link',
      url: 'mailto:kf@example.com',
      hours: '工作日回复',
    });
    await admin('POST', '/contacts', {
      kind: 'customer_service',
      name: '在线客服',
      url: '/mine/setting/kf',
      content: '每天 9:00-24:00',
    });
    expect((await anyone.call('customGetEndpoint', {})).data).toMatchObject({
      mode: 'chat',
      hours: '每天 9:00-24:00',
    });

    for (const [name, content] of [
      ['充值未到账怎么办？', '一般 1 分钟内到账'],
      ['忘记密码怎么办？', '用手机验证码登录后重设'],
      ['视频播放卡顿怎么办？', '切换线路'],
    ])
      await admin('POST', '/contacts', { kind: 'faq', name, content });
    expect((await anyone.call('aiCustomerServiceList', {})).data.list).toHaveLength(3);
    const found = await anyone.call('aiCustomerServiceList', { keyword: '我充值了没到账' });
    expect(found.data.list[0]).toMatchObject({ question: '充值未到账怎么办？', answer: '一般 1 分钟内到账' });
    expect((await anyone.call('aiCustomerServiceList', { keyword: '今天天气好' })).data.list).toHaveLength(0);

    const id = mail.json().data.id as number;
    await admin('PUT', `/contacts/${id}`, {
      kind: 'customer_service',
      name: '客服邮箱',
      url: 'mailto:kf@example.com',
      enabled: false,
    });
    const contacts = await anyone.call('pingContact');
    expect(contacts.data.map((c: { name: string }) => c.name)).not.toContain('客服邮箱');
    expect((await admin('DELETE', `/contacts/${id}`)).json().data).toEqual({ id });
    expect((await admin('DELETE', `/contacts/${id}`)).json().code).toBe(ResultCode.NOT_FOUND);
    expect((await admin('POST', '/contacts', { kind: 'nope', name: 'x' })).json().code).toBe(
      ResultCode.INVALID_PARAMS,
    );
  });

  it('the chat: my lines, the operator answer delivered as a message, nobody else sees it', async () => {
    const a = await guest();
    const b = await guest();
    const sent = await a.c.call('customChatSend', { text: '充值没到账' });
    expect(sent.data).toMatchObject({ from: 'user', text: '充值没到账' });
    const convs = await admin('GET', '/support/chats');
    expect(convs.json().data[0]).toMatchObject({ userId: a.id, text: '充值没到账' });
    await admin('POST', `/support/chats/${a.id}`, { text: '请提供订单号' });
    const chat = await a.c.call('customChatList', { page: 1, pageSize: 10 });
    expect(chat.data.list.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual([
      ['operator', '请提供订单号'],
      ['user', '充值没到账'],
    ]);
    expect((await b.c.call('customChatList', {})).data.list).toHaveLength(0);
    const latest = await a.c.call('messageLatest', {});
    expect(latest.data.byKind.system).toBe(1);
    expect((await a.c.call('customChatSend', { text: '   ' })).body.code).toBe(ResultCode.INVALID_PARAMS);
    expect((await new TestClient(h.t.app, h.t.config).call('customChatSend', { text: 'hi' })).body.code).toBe(
      ResultCode.TOKEN_INVALID,
    );
  });

  it('refuses operator routes without the admin key', async () => {
    for (const url of ['/api/admin/feedback', '/api/admin/support/chats'])
      expect((await h.t.app.inject({ method: 'GET', url })).json().code).toBe(ResultCode.FORBIDDEN);
  });
});
