import type { WelfareTaskInput } from '@lld/protocol/api/welfare';
import { ResultCode } from '@lld/protocol/result-codes';
import { inviteCodeOf } from '@lld/protocol/welfare-rules';
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { adminInject, useTestApp } from '../../test/harness.ts';
import { eventually } from '../../test/wait.ts';
import { WelfareService } from './welfare.service.ts';

const h = useTestApp({ PASSWORD_SCRYPT_LOG_N: '10' });

let seq = 0;
async function guest(affCode = '') {
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `203.0.113.${++seq % 250}` });
  const r = await c.guest(devId(`welfare-${seq}`), { affCode });
  expect(r.body.code).toBe(200);
  return Object.assign(c, { userId: r.data.userInfo.id });
}
async function register(c: TestClient) {
  const r = await c.call('loginAccountRegister', {
    account: `wf${process.pid}x${++seq}`,
    password: 'abc12345',
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  c.token = r.data.token;
}
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  adminInject(h.t.app, method, url, payload);
async function addTask(task: Partial<WelfareTaskInput> & Pick<WelfareTaskInput, 'metric' | 'target'>) {
  const r = await admin('POST', '/welfare/tasks', {
    group: 'daily',
    title: `任务${++seq}`,
    reward: 150,
    points: 7,
    ...task,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number };
}
/** A welfare service on the same database with a clock the test moves. */
function clocked(start: string) {
  const clock = { t: Date.parse(start) / 1000 };
  const s = h.t.app.services;
  const service = new WelfareService(h.t.app.db, s.settings, s.wallet, () => clock.t);
  return { service, clock };
}
const goldOf = async (c: { userId: number }) => (await h.t.app.services.wallet.balances(c.userId)).gold;
const ledgerBalanced = async () => {
  const audit = await h.t.app.services.wallet.audit();
  expect(audit.ok, JSON.stringify(audit)).toBe(true);
};

describe('check-in', () => {
  it('pays the streak day once a day and refuses a second check-in with 4009', async () => {
    const c = await guest();
    const state = await c.call('welfareCheckinState', {});
    expect(state.data).toMatchObject({ checkedToday: false, streak: 0, todayReward: 100 });
    expect(state.data.days).toHaveLength(7);
    const done = await c.call('welfareCheckin', {});
    expect(done.data).toMatchObject({ reward: 100, streak: 1, balance: 100 });
    expect(done.data.state.checkedToday).toBe(true);
    expect((await c.call('welfareCheckin', {})).body.code).toBe(ResultCode.CONFLICT);
    const log = await c.call('walletLog', { currency: 'gold' });
    expect(log.data.list[0]).toMatchObject({ reason: 'welfare', amount: 100 });
    await ledgerBalanced();
  });

  it('20 check-ins at once pay once', async () => {
    const c = await guest();
    const codes = await Promise.all(Array.from({ length: 20 }, () => c.call('welfareCheckin', {})));
    expect(codes.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(await goldOf(c)).toBe(100);
  });

  it('counts Shanghai days: 23:59:59 and 00:00:01 make a streak of two; a missed day starts over', async () => {
    const c = await guest();
    const { service, clock } = clocked('2026-11-24T15:59:59Z'); // 23:59:59 in Shanghai
    expect((await service.checkin(c.userId)).streak).toBe(1);
    clock.t += 2; // 00:00:01 the next Shanghai day
    const second = await service.checkin(c.userId);
    expect(second).toMatchObject({ streak: 2, reward: 200 });
    expect(second.state.days.slice(0, 2).every((d) => d.checked)).toBe(true);
    clock.t += 2 * 86_400; // a day missed
    const broken = await service.checkinState(c.userId);
    expect(broken).toMatchObject({ streak: 0, checkedToday: false, todayReward: 100 });
    expect((await service.checkin(c.userId)).streak).toBe(1);
  });
});

describe('tasks', () => {
  it('moves only on real events; a forged "done" pays nothing; 100 concurrent claims pay once', async () => {
    const task = await addTask({ metric: 'comments', target: 2 });
    const c = await guest();
    const find = async () => (await c.call('usertaskList', {})).data.list.find((t) => t.id === task.id)!;
    expect(await find()).toMatchObject({ progress: 0, status: 'todo' });

    // The client cannot say it is done.
    const forged = await c.call('usertaskGet', { id: task.id, progress: 99, status: 'done' });
    expect(forged.body.code).toBe(ResultCode.INVALID_PARAMS);

    for (let i = 0; i < 2; i++) {
      h.t.app.events.emit('comment.created', {
        commentId: i,
        authorId: c.userId,
        targetKind: 'post',
        targetId: 1,
        parentId: null,
        parentAuthorId: null,
        targetOwnerId: null,
        text: 'x',
      });
    }
    await eventually(async () => (await find()).status === 'done');
    expect((await find()).progress).toBe(2);

    const claims = await Promise.all(
      Array.from({ length: 100 }, () => c.call('usertaskGet', { id: task.id })),
    );
    const ok = claims.filter((r) => r.body.code === 200);
    expect(ok).toHaveLength(1);
    expect(claims.filter((r) => r.body.code === ResultCode.CONFLICT)).toHaveLength(99);
    expect(ok[0]?.data).toMatchObject({ reward: 150, points: 7, balance: 150 });
    expect((await find()).status).toBe('claimed');
    expect(await goldOf(c)).toBe(150);
    expect((await c.call('userLevel', {})).data.points).toBe(7);
    await ledgerBalanced();
  });

  it('daily tasks start again the next Shanghai day; lifetime ones do not', async () => {
    const daily = await addTask({ metric: 'chapters_read', target: 1 });
    const once = await addTask({ metric: 'chapters_read', target: 1, group: 'growth' });
    const c = await guest();
    const { service, clock } = clocked('2026-11-24T15:00:00Z');
    await service.count(c.userId, 'chapters_read');
    await service.claim(c.userId, daily.id);
    await service.claim(c.userId, once.id);
    clock.t += 3600; // past Shanghai midnight
    const tasks = await service.tasks(c.userId);
    expect(tasks.find((t) => t.id === daily.id)).toMatchObject({ progress: 0, status: 'todo' });
    expect(tasks.find((t) => t.id === once.id)).toMatchObject({ status: 'claimed' });
    await service.count(c.userId, 'chapters_read');
    expect((await service.claim(c.userId, daily.id)).reward).toBe(150);
    await expect(service.claim(c.userId, once.id)).rejects.toMatchObject({ code: ResultCode.CONFLICT });
  });

  it('lets the operator change and disable tasks; a disabled task is gone for users', async () => {
    const task = await addTask({ metric: 'posts', target: 1 });
    const changed = await admin('PUT', `/welfare/tasks/${task.id}`, {
      group: 'newbie',
      metric: 'posts',
      title: '改过的任务',
      target: 3,
      reward: 10,
      enabled: false,
    });
    expect(changed.json().data).toMatchObject({ title: '改过的任务', enabled: false });
    const c = await guest();
    expect((await c.call('usertaskList', {})).data.list.some((t) => t.id === task.id)).toBe(false);
    expect((await c.call('usertaskGet', { id: task.id })).body.code).toBe(ResultCode.NOT_FOUND);
    expect(
      (
        await admin('PUT', '/welfare/tasks/999999', {
          group: 'daily',
          metric: 'posts',
          title: 'x',
          target: 1,
          reward: 1,
        })
      ).json().code,
    ).toBe(ResultCode.NOT_FOUND);
    expect(
      (
        await admin('POST', '/welfare/tasks', {
          group: 'weekly',
          metric: 'posts',
          title: 'x',
          target: 0,
          reward: -1,
        })
      ).json().code,
    ).toBe(ResultCode.INVALID_PARAMS);
  });
});

describe('counted time', () => {
  it('a flood of heartbeats counts no more than the wall-clock time between them', async () => {
    const c = await guest();
    const started = Date.now();
    const beats = await Promise.all(Array.from({ length: 300 }, () => c.call('userOnlineTime', {})));
    expect(beats.every((b) => b.body.code === 200)).toBe(true);
    const elapsed = Math.ceil((Date.now() - started) / 1000);
    const { seconds } = (await c.call('userOnlineTime', {})).data;
    expect(seconds).toBeLessThanOrEqual(elapsed + 1);
  });

  it('counts the gap between heartbeats up to 90 s, and nothing for a long absence', async () => {
    const c = await guest();
    const { service, clock } = clocked('2026-11-25T02:00:00Z');
    await service.heartbeat(c.userId);
    clock.t += 30;
    await service.heartbeat(c.userId);
    clock.t += 30;
    expect((await service.heartbeat(c.userId)).seconds).toBe(60);
    clock.t += 3600; // the phone was locked for an hour
    expect((await service.heartbeat(c.userId)).seconds).toBe(150);
  });

  it('counts watching from reports of the same video, never more than the time that passed', async () => {
    const c = await guest();
    const { service, clock } = clocked('2026-11-25T02:00:00Z');
    await service.watched(c.userId, 7, 0); // starts the clock: nothing counted
    clock.t += 10;
    await service.watched(c.userId, 7, 10); // 10 s played in 10 s
    clock.t += 10;
    await service.watched(c.userId, 7, 600); // a seek to 10:00 in 10 s counts 10
    clock.t += 1;
    await service.watched(c.userId, 7, 3000); // a script jumping ahead counts 1
    clock.t += 10;
    await service.watched(c.userId, 8, 500); // another video starts from its own clock
    const task = await addTask({ metric: 'watch_seconds', target: 21 });
    const mine = (await service.tasks(c.userId)).find((t) => t.id === task.id);
    expect(mine?.progress).toBe(21);
  });
});

describe('invitation', () => {
  it('binds a guest from the link, pays the inviter once when the invitee registers, and says so', async () => {
    const inviter = await guest();
    const income0 = (await inviter.call('userInviteIncome', {})).data;
    expect(income0).toMatchObject({
      code: inviteCodeOf(inviter.userId),
      invited: 0,
      income: 0,
      rewardPerInvite: 1000,
    });

    const invitee = await guest(JSON.stringify({ affCode: income0.code }));
    await eventually(async () => (await inviter.call('userInviteIncome', {})).data.invited === 1);
    const list = (await inviter.call('userInviteList', {})).data.list;
    expect(list[0]).toMatchObject({ id: invitee.userId, status: 'guest', reward: 0 });
    expect(await goldOf(inviter)).toBe(0);

    await register(invitee);
    await eventually(async () => (await inviter.call('userInviteIncome', {})).data.income === 1000);
    // Binding a phone later pays nothing more.
    h.t.app.events.emit('user.phoneBound', { userId: invitee.userId });
    await new Promise((r) => setTimeout(r, 50));
    expect(await goldOf(inviter)).toBe(1000);
    expect((await inviter.call('userInviteList', {})).data.list[0]).toMatchObject({
      status: 'account',
      reward: 1000,
    });
    expect((await invitee.call('userInviteIncome', {})).data.invitedBy).toBe(inviter.userId);
    const message = (await inviter.call('messageList', {})).data.list[0];
    expect(message).toMatchObject({ title: '邀请奖励到账', target: 'invite' });
    await ledgerBalanced();
  });

  it('refuses my own code, a second inviter, a cycle and a made-up code', async () => {
    const a = await guest();
    const b = await guest(JSON.stringify({ affCode: inviteCodeOf(a.userId) }));
    await eventually(async () => (await b.call('userInviteIncome', {})).data.invitedBy === a.userId);
    const c = await guest();

    expect((await a.call('userInviteRedeem', { code: inviteCodeOf(a.userId) })).body.code).toBe(
      ResultCode.FORBIDDEN,
    );
    // a invited b: b's code for a would close a circle.
    expect((await a.call('userInviteRedeem', { code: inviteCodeOf(b.userId) })).body.code).toBe(
      ResultCode.FORBIDDEN,
    );
    expect((await b.call('userInviteRedeem', { code: inviteCodeOf(c.userId) })).body.code).toBe(
      ResultCode.CONFLICT,
    );
    expect((await c.call('userInviteRedeem', { code: 'ZZZZZZZ' })).body.code).toBe(ResultCode.NOT_FOUND);
    expect((await c.call('userInviteRedeem', { code: '<script>' })).body.code).toBe(
      ResultCode.INVALID_PARAMS,
    );
    // A self-invite through the link from a new device binds nothing to itself.
    const self = await guest(JSON.stringify({ affCode: 'not-a-code' }));
    expect((await self.call('userInviteIncome', {})).data.invitedBy).toBeNull();
  });

  it('a code entered later by an account pays at once; entered by a guest, on registering', async () => {
    const inviter = await guest();
    const code = inviteCodeOf(inviter.userId);
    const account = await guest();
    await register(account);
    const r = await account.call('userInviteRedeem', { code: code.toLowerCase() });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.data.invitedBy).toBe(inviter.userId);
    expect((await inviter.call('userInviteIncome', {})).data).toMatchObject({
      invited: 1,
      rewarded: 1,
      income: 1000,
    });

    const g = await guest();
    expect((await g.call('userInviteRedeem', { code })).body.code).toBe(200);
    expect((await inviter.call('userInviteIncome', {})).data).toMatchObject({ invited: 2, rewarded: 1 });
  });
});

describe('app wall', () => {
  it('lists apps to anyone, records taps and pays an app once per user', async () => {
    const created = await admin('POST', '/welfare/apps', {
      name: '测试应用',
      url: 'https://example.com/app',
      reward: 250,
    });
    const app = created.json().data as { id: number };
    await admin('POST', '/welfare/apps', { name: '第二个', url: 'https://example.com/two', sort: 9 });
    expect(
      (await admin('POST', '/welfare/apps', { name: 'x', url: 'javascript:alert(1)' })).json().code,
    ).toBe(ResultCode.INVALID_PARAMS);
    const anonymous = new TestClient(h.t.app, h.t.config);
    const listed = await anonymous.call('appsList', {});
    expect(listed.data.list.find((a) => a.id === app.id)).toMatchObject({ reward: 250, rewarded: false });
    expect((await anonymous.call('appsPage', { page: 1, pageSize: 1 })).data).toMatchObject({
      hasMore: true,
    });

    const c = await guest();
    const taps = await Promise.all(Array.from({ length: 10 }, () => c.call('appsClick', { id: app.id })));
    expect(taps.every((t) => t.body.code === 200 && t.data.url === 'https://example.com/app')).toBe(true);
    expect(taps.filter((t) => t.data.reward === 250)).toHaveLength(1);
    expect(await goldOf(c)).toBe(250);
    expect((await c.call('appsList', {})).data.list.find((a) => a.id === app.id)?.rewarded).toBe(true);
    expect((await c.call('appsClick', { id: 999_999 })).body.code).toBe(ResultCode.NOT_FOUND);
    await ledgerBalanced();
  });
});

describe('levels', () => {
  it('shows points, the level, the next threshold and how points are earned', async () => {
    const c = await guest();
    await c.call('welfareCheckin', {});
    const level = (await c.call('userLevel', {})).data;
    expect(level).toMatchObject({ points: 5, level: 1, name: '新手', next: { level: 2, minPoints: 100 } });
    expect(level.levels.length).toBeGreaterThan(1);
    expect(level.howTo[0]).toMatchObject({ title: '每日签到', points: 5 });
    const put = await admin('PUT', '/settings/levels', {
      value: [
        { level: 1, name: '青铜', minPoints: 0, benefits: [] },
        { level: 2, name: '白银', minPoints: 5, benefits: ['银色昵称'] },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await c.call('userLevel', {})).data).toMatchObject({ level: 2, name: '白银', next: null });
  });
});
