import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../../scripts/free-port.mjs';
import type { DatabaseHandle } from '../../../db/database.ts';
import { devId, TestClient } from '../../../test/client.ts';
import { TEST_SECRETS, type TestApp, testApp, testDatabase } from '../../../test/harness.ts';
import { GAMES_SANDBOX_PREFIX, SANDBOX_OPERATOR, sandboxGamesSecret } from '../index.ts';
import { fetchLgpTransport, type LgpTransport, lgpSigned } from '../lgp.ts';
import { buildGamesSandbox, type GamesSandbox } from './sandbox-games.ts';

// The sandbox provider and our adapter over real HTTP: the app listens on a port, the
// launch URL is fetched as a browser would, and the sandbox verifies the token and reports
// scores to our callback over sockets.

const secret = sandboxGamesSecret({ signKey: TEST_SECRETS.APP_SIGN_KEY });
let db: DatabaseHandle;
let t: TestApp;
let sandbox: GamesSandbox;
let base = '';
let gameId = 0;
/** Score calls to fail before they reach us (`before`) or after we answered (`after`, the answer lost). */
const faults = { before: 0, after: 0 };

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const transport: LgpTransport = async (req) => {
    if (req.url.endsWith('/score') && faults.before > 0) {
      faults.before--;
      throw new Error('ECONNRESET');
    }
    const res = await fetchLgpTransport(req);
    if (req.url.endsWith('/score') && faults.after > 0) {
      faults.after--;
      throw new Error('socket hang up');
    }
    return res;
  };
  sandbox = await buildGamesSandbox({
    prefix: GAMES_SANDBOX_PREFIX,
    operators: [{ op: SANDBOX_OPERATOR, secret }],
    transport,
    retryDelaysMs: [10, 20],
  });
  db = await testDatabase();
  t = await testApp(db, { PUBLIC_URL: base }, { gamesSandbox: sandbox });
  t.app.addHook('onClose', async () => sandbox.close());
  await t.app.listen({ port, host: '127.0.0.1' });
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/admin/games',
    headers: { 'x-admin-key': t.config.adminKey },
    payload: { name: '2048', category: '益智', provider: 'sandbox', providerGameId: '2048' },
  });
  gameId = r.json().data.id;
}, 120_000);
afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

let seq = 0;
async function player() {
  const c = new TestClient(t.app, t.config, { remoteAddress: `203.0.113.${++seq}` });
  expect((await c.guest(devId('sandbox-games'))).body.code).toBe(200);
  return c;
}
async function launchUrl(c: TestClient): Promise<string> {
  const r = await c.call('gameLogin', { id: gameId });
  expect(r.body.code).toBe(200);
  return r.data.url;
}
const playId = (location: string) => location.split('/').pop()!;
async function score(id: string, value: number) {
  const res = await fetch(`${base}${GAMES_SANDBOX_PREFIX}/play/${id}/score`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ score: value }),
  });
  return (await res.json()) as { ok: boolean; best: number };
}

describe('sandbox game provider over HTTP', () => {
  it('launches: verifies the token with us, opens the game page under a strict CSP we may frame', async () => {
    const c = await player();
    const url = await launchUrl(c);
    expect(url.startsWith(`${base}/sandbox-games/launch?`)).toBe(true);
    const launched = await fetch(url, { redirect: 'manual' });
    expect(launched.status).toBe(303);
    const location = launched.headers.get('location')!;
    expect(location).toMatch(/^\/sandbox-games\/play\/[\w-]+$/);
    const page = await fetch(`${base}${location}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-game="2048"');
    expect(html).toContain('/sandbox-games/static/2048.js');
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/style="/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Its scripts and styles are served with their types.
    for (const [file, type] of [
      ['common.js', 'javascript'],
      ['2048.js', 'javascript'],
      ['snake.js', 'javascript'],
      ['match3.js', 'javascript'],
      ['games.css', 'text/css'],
    ]) {
      const r = await fetch(`${base}/sandbox-games/static/${file}`);
      expect(r.status, file).toBe(200);
      expect(r.headers.get('content-type')).toContain(type);
    }
    expect((await fetch(`${base}/sandbox-games/static/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox-games/static/%2e%2e/lgp.ts`)).status).toBe(404);
  });

  it('a launch URL works once; a tampered or expired one is refused before we are asked', async () => {
    const c = await player();
    const url = await launchUrl(c);
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(303);
    const again = await fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(403);
    expect(await again.text()).toContain('已使用');

    const other = await player();
    const fresh = new URL(await launchUrl(c));
    const theirs = new URL(await launchUrl(other));
    // My token in a URL naming another player: the signature no longer holds.
    fresh.searchParams.set('player', theirs.searchParams.get('player')!);
    const tampered = await fetch(fresh, { redirect: 'manual' });
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('签名无效');
    // Re-signed by someone holding the secret, we still refuse it (the token is bound to me).
    const params = Object.fromEntries(fresh.searchParams);
    delete params.sign;
    const resigned = new URL(
      `${base}/sandbox-games/launch?${new URLSearchParams(lgpSigned(params, secret))}`,
    );
    const refused = await fetch(resigned, { redirect: 'manual' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('不属于当前用户');
    const expiredParams = { ...params, exp: String(Math.floor(Date.now() / 1000) - 1) };
    const expired = await fetch(
      `${base}/sandbox-games/launch?${new URLSearchParams(lgpSigned(expiredParams, secret))}`,
      { redirect: 'manual' },
    );
    expect(expired.status).toBe(410);
  });

  it('reports scores to our callback, signed; a retried report is counted once', async () => {
    const c = await player();
    const location = (await fetch(await launchUrl(c), { redirect: 'manual' })).headers.get('location')!;
    const id = playId(location);
    expect(await score(id, 256)).toEqual({ ok: true, best: 256 });
    expect(await score(id, 100)).toEqual({ ok: true, best: 256 });
    // The first attempt never arrives: retried under the same event id.
    faults.before = 1;
    expect(await score(id, 512)).toEqual({ ok: true, best: 512 });
    // We record it but the answer is lost: the retry is a duplicate, counted once.
    faults.after = 1;
    expect(await score(id, 1024)).toEqual({ ok: true, best: 1024 });
    const s = sandbox.sessions.get(id)!;
    expect(s.reports.map((r) => [r.score, r.code, r.duplicate])).toEqual([
      [256, '0', false],
      [100, '0', false],
      [512, '0', false],
      [1024, '0', true],
    ]);
    const rank = await c.call('gameRank', { id: gameId });
    expect(rank.data.mine).toMatchObject({ rank: 1, score: 1024 });
    const rows = await t.app.db.execute(sql`select reports from game_sessions where id = ${s.session}`);
    expect((rows as unknown as { rows: Array<{ reports: number }> }).rows[0]?.reports).toBe(4);
    // Bad scores never leave the sandbox; an unknown session is refused.
    expect(
      await (
        await fetch(`${base}/sandbox-games/play/${id}/score`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"score":-5}',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await fetch(`${base}/sandbox-games/play/nope/score`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"score":5}',
        })
      ).status,
    ).toBe(404);
  });
});
