import type { GameInput } from '@lld/protocol/api/games';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxGamesSecret } from '../../adapters/games/index.ts';
import { type LgpParams, lgpNonce, lgpSigned, lgpVerify } from '../../adapters/games/lgp.ts';
import { devId, TestClient } from '../../test/client.ts';
import { adminInject, useTestApp } from '../../test/harness.ts';
import { eventually } from '../../test/wait.ts';
import { welfareCounters } from '../welfare/welfare.schema.ts';
import { gameBest, gameEvents, gameSessions } from './games.schema.ts';

const h = useTestApp();

let seq = 0;
async function guest() {
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `198.51.100.${++seq % 250}` });
  const r = await c.guest(devId(`games-${seq}`));
  expect(r.body.code).toBe(200);
  return Object.assign(c, { userId: r.data.userInfo.id });
}
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  adminInject(h.t.app, method, url, payload);
async function addGame(input: Partial<GameInput> = {}) {
  const r = await admin('POST', '/games', {
    name: `游戏${++seq}`,
    description: '测试游戏',
    category: '益智',
    provider: 'sandbox',
    providerGameId: '2048',
    ...input,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; name: string };
}
const secret = () => sandboxGamesSecret(h.t.config);
const now = () => Math.floor(Date.now() / 1000);

/** `game/login` → the launch URL's parameters. */
async function launch(c: TestClient, id: number) {
  const r = await c.call('gameLogin', { id });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  const url = new URL(r.data.url);
  return { ...r.data, url, params: Object.fromEntries(url.searchParams) as LgpParams };
}

/** The provider's call to us, signed (or as given). */
async function provider(
  path: 'verify' | 'score',
  params: LgpParams,
  o: { sign?: boolean; secret?: string } = {},
) {
  const body = { op: 'lld', ts: String(now()), nonce: lgpNonce(), ...params };
  const signed = o.sign === false ? body : lgpSigned(body, o.secret ?? secret());
  const r = await h.t.app.inject({
    method: 'POST',
    url: `/api/game/provider/sandbox/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(signed).toString(),
  });
  return { status: r.statusCode, body: r.json() as LgpParams };
}
async function verified(c: TestClient, gameId: number) {
  const l = await launch(c, gameId);
  const v = await provider('verify', { token: l.params.token!, player: l.params.player! });
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  return v.body.session!;
}
const report = (session: string, score: number, event = lgpNonce()) =>
  provider('score', { session, event, score: String(score) });

async function counter(userId: number, metric: string) {
  const [row] = await h.t.app.db
    .select()
    .from(welfareCounters)
    .where(
      and(
        eq(welfareCounters.userId, userId),
        eq(welfareCounters.metric, metric as 'games_played'),
        eq(welfareCounters.period, 'all'),
      ),
    );
  return row?.value ?? 0;
}

describe('operator games and game/home', () => {
  it('adds, orders, enables and disables games; the home lists enabled ones in order', async () => {
    const a = await addGame({ name: '甲', category: '益智', sort: 5 });
    const b = await addGame({ name: '乙', category: '休闲', sort: 6 });
    const c = await addGame({ name: '丙', category: '益智', sort: 7 });
    const ordered = await admin('POST', '/games/order', { ids: [c.id, a.id] });
    expect(ordered.statusCode).toBe(200);
    const names = (ordered.json().data.list as Array<{ id: number }>).map((g) => g.id);
    expect(names.indexOf(c.id)).toBeLessThan(names.indexOf(a.id));
    expect(names.indexOf(a.id)).toBeLessThan(names.indexOf(b.id));
    expect((await admin('PUT', `/games/${b.id}/enabled`, { enabled: false })).statusCode).toBe(200);

    const u = await guest();
    const home = await u.call('gameHome');
    expect(home.body.code).toBe(200);
    const ids = home.data.list.map((g) => g.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(a.id));
    expect(home.data.categories[0]).toBe('益智');
    expect(home.data.recent).toEqual([]);
    // A disabled game cannot be launched or ranked.
    expect((await u.call('gameLogin', { id: b.id })).body.code).toBe(ResultCode.NOT_FOUND);
    expect((await u.call('gameRank', { id: b.id })).body.code).toBe(ResultCode.NOT_FOUND);
    expect((await admin('PUT', `/games/${b.id}/enabled`, { enabled: true })).statusCode).toBe(200);
    expect((await u.call('gameLogin', { id: b.id })).body.code).toBe(200);
    // Edits; an unknown provider, a bad id list and a missing game are refused.
    const edit = await admin('PUT', `/games/${a.id}`, {
      name: '甲改',
      category: '益智',
      provider: 'sandbox',
      providerGameId: 'snake',
    });
    expect(edit.json().data).toMatchObject({ name: '甲改', providerGameId: 'snake' });
    const badProvider = await admin('POST', '/games', {
      name: 'x',
      category: 'y',
      provider: 'nobody',
      providerGameId: 'z',
    });
    expect(badProvider.json().code).toBe(ResultCode.INVALID_PARAMS);
    expect((await admin('POST', '/games/order', { ids: [999_999] })).json().code).toBe(
      ResultCode.INVALID_PARAMS,
    );
    expect((await admin('PUT', '/games/999999/enabled', { enabled: true })).json().code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect((await h.t.app.inject({ method: 'GET', url: '/api/admin/games' })).json().code).toBe(
      ResultCode.FORBIDDEN,
    );
  });
});

describe('game/login and the provider verify call', () => {
  it('answers a launch URL signed for the user, short-lived, pointing the provider at us', async () => {
    const g = await addGame();
    const u = await guest();
    const l = await launch(u, g.id);
    expect(l.url.pathname).toBe('/sandbox-games/launch');
    expect(lgpVerify(l.params, secret())).toBe(true);
    expect(lgpVerify({ ...l.params, player: 'p-someone-else' }, secret())).toBe(false);
    expect(l.params).toMatchObject({ op: 'lld', game: '2048', v: '1' });
    expect(new URL(l.params.api!).pathname).toBe('/api/game/provider/sandbox');
    expect(Number(l.params.exp)).toBe(l.expiresAt);
    expect(l.expiresAt - now()).toBeGreaterThan(100);
    expect(l.expiresAt - now()).toBeLessThanOrEqual(120);
    expect(l.game.id).toBe(g.id);
    // The token is stored only as its hash.
    const rows = await h.t.app.db.select().from(gameSessions).where(eq(gameSessions.userId, u.userId));
    expect(rows.map((r) => r.tokenHash)).not.toContain(l.params.token);
  });

  it('spends a token once; a second verify is refused', async () => {
    const g = await addGame();
    const u = await guest();
    const l = await launch(u, g.id);
    const first = await provider('verify', { token: l.params.token!, player: l.params.player! });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: '0', game: '2048', player: l.params.player, best: '0' });
    expect(lgpVerify(first.body, secret())).toBe(true);
    const again = await provider('verify', { token: l.params.token!, player: l.params.player! });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('used');
    // Concurrent verifies of one fresh token: exactly one wins.
    const l2 = await launch(u, g.id);
    const all = await Promise.all(
      Array.from({ length: 8 }, () =>
        provider('verify', { token: l2.params.token!, player: l2.params.player! }),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const g = await addGame();
    const u = await guest();
    const l = await launch(u, g.id);
    await h.t.app.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.userId, u.userId));
    const r = await provider('verify', { token: l.params.token!, player: l.params.player! });
    expect(r.status).toBe(410);
    expect(r.body.code).toBe('expired');
  });

  it("refuses another user's token (and leaves it to its owner)", async () => {
    const g = await addGame();
    const a = await guest();
    const b = await guest();
    const la = await launch(a, g.id);
    const lb = await launch(b, g.id);
    const swapped = await provider('verify', { token: la.params.token!, player: lb.params.player! });
    expect(swapped.status).toBe(403);
    expect(swapped.body.code).toBe('wrong_player');
    const own = await provider('verify', { token: la.params.token!, player: la.params.player! });
    expect(own.status).toBe(200);
  });

  it('refuses forged, stale and unknown verify calls', async () => {
    const g = await addGame();
    const u = await guest();
    const l = await launch(u, g.id);
    const p = { token: l.params.token!, player: l.params.player! };
    expect((await provider('verify', p, { secret: 'not-the-shared-secret-at-all' })).status).toBe(401);
    expect((await provider('verify', p, { sign: false })).status).toBe(401);
    expect((await provider('verify', { ...p, ts: String(now() - 3600) })).body.code).toBe('stale');
    expect((await provider('verify', { ...p, token: 'nope' })).status).toBe(404);
    const unknownProvider = await h.t.app.inject({
      method: 'POST',
      url: '/api/game/provider/nobody/verify',
      payload: { token: 'x' },
    });
    expect(unknownProvider.statusCode).toBe(404);
    // None of that spent the token.
    expect((await provider('verify', p)).status).toBe(200);
  });
});

describe('score callbacks, leaderboard and welfare', () => {
  it('refuses a forged score callback and records nothing', async () => {
    const g = await addGame();
    const u = await guest();
    const session = await verified(u, g.id);
    const forged = await provider(
      'score',
      { session, event: lgpNonce(), score: '99999' },
      { secret: 'forged-secret-0123456789' },
    );
    expect(forged.status).toBe(401);
    const unsigned = await provider('score', { session, event: lgpNonce(), score: '99999' }, { sign: false });
    expect(unsigned.status).toBe(401);
    expect((await report('no-such-session', 5)).body.code).toBe('unknown_session');
    expect((await provider('score', { session, event: lgpNonce(), score: '-1' })).status).toBe(400);
    const rows = await h.t.app.db.select().from(gameEvents).where(eq(gameEvents.sessionId, session));
    expect(rows).toHaveLength(0);
    expect((await u.call('gameRank', { id: g.id })).data.mine).toBeNull();
  });

  it('counts a replayed callback once; keeps the best score; a played game moves the welfare task', async () => {
    const task = await admin('POST', '/welfare/tasks', {
      group: 'daily',
      metric: 'games_played',
      title: '玩1局游戏',
      target: 1,
      reward: 100,
    });
    expect(task.statusCode, task.body).toBe(200);
    const g = await addGame();
    const u = await guest();
    const session = await verified(u, g.id);
    const event = lgpNonce();
    const replays = await Promise.all(Array.from({ length: 6 }, () => report(session, 120, event)));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    expect(replays.filter((r) => r.body.duplicate === 'false')).toHaveLength(1);
    expect(replays.every((r) => lgpVerify(r.body, secret()))).toBe(true);
    expect((await report(session, 80)).body.best).toBe('120');
    expect((await report(session, 300)).body.best).toBe('300');
    const [s] = await h.t.app.db.select().from(gameSessions).where(eq(gameSessions.id, session));
    expect(s).toMatchObject({ score: 300, reports: 3 });
    const [best] = await h.t.app.db
      .select()
      .from(gameBest)
      .where(and(eq(gameBest.userId, u.userId), eq(gameBest.gameId, g.id)));
    expect(best?.best).toBe(300);
    // One session, one game played: welfare counted it once and the task is done.
    await eventually(async () => (await counter(u.userId, 'games_played')) === 1);
    await h.t.app.events.settled();
    expect(await counter(u.userId, 'games_played')).toBe(1);
    const tasks = await u.call('usertaskList');
    const t = tasks.data.list.find((x) => x.id === (task.json().data as { id: number }).id);
    expect(t).toMatchObject({ progress: 1, status: 'done' });
    // A second session is a second game.
    const again = await verified(u, g.id);
    await report(again, 10);
    await eventually(async () => (await counter(u.userId, 'games_played')) === 2);
    // Recently played and my scores.
    const home = await u.call('gameHome');
    expect(home.data.recent[0]).toMatchObject({ id: g.id, best: 300 });
    const mine = await u.call('gameMyScores');
    expect(mine.data.list).toEqual([expect.objectContaining({ id: g.id, best: 300 })]);
    // A stale report (an old capture sent again later) is refused.
    expect(
      (await provider('score', { session, event: lgpNonce(), score: '9999', ts: String(now() - 3600) })).body
        .code,
    ).toBe('stale');
  });

  it('orders the leaderboard by best score, then by who reached it first', async () => {
    const g = await addGame();
    const players = [await guest(), await guest(), await guest(), await guest()];
    const scores = [300, 500, 300, 0];
    for (const [i, p] of players.entries()) {
      const session = await verified(p, g.id);
      if (scores[i]) await report(session, scores[i]!);
      // Distinct times for the tie.
      await new Promise((r) => setTimeout(r, 1100 * (i === 0 ? 1 : 0)));
    }
    const r = await players[2]!.call('gameRank', { id: g.id });
    expect(r.body.code).toBe(200);
    expect(r.data.list.map((e) => [e.rank, e.userId, e.score])).toEqual([
      [1, players[1]!.userId, 500],
      [2, players[0]!.userId, 300],
      [3, players[2]!.userId, 300],
    ]);
    expect(r.data.mine).toMatchObject({ rank: 3, score: 300 });
    expect(r.data.list[0]!.nickname).toBeTruthy();
    // Played but scored nothing: not ranked.
    expect((await players[3]!.call('gameRank', { id: g.id })).data.mine).toBeNull();
    expect((await players[3]!.call('gameRank', { id: 999_999 })).body.code).toBe(ResultCode.NOT_FOUND);
  });
});
