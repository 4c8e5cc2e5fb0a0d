import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serverPath } from '../../../paths.ts';
import { isHttpUrl, mountSandboxServer, sandboxServer } from '../../sandbox-server.ts';
import {
  fetchLgpTransport,
  type LgpParams,
  type LgpTransport,
  lgpCall,
  lgpParamsOf,
  lgpVerify,
} from '../lgp.ts';
import { messagePage, playPage, SANDBOX_GAMES } from './pages.ts';

/**
 * The sandbox game provider: a small LGP/1 provider of its own (its own Fastify instance)
 * hosting three HTML5 games written here (2048, 贪吃蛇, 宝石消消乐), so development, demos and
 * tests run the real launch-and-callback flow over HTTP. server.ts mounts it under `prefix`.
 *
 * - GET  <prefix>/launch?…    checks the operator's signature and expiry, verifies the token
 *                             with the operator (server to server), opens a session and
 *                             redirects to its play page (so a reload never re-spends the token);
 * - GET  <prefix>/play/:id    the game page (the game's script and styles from /static);
 * - POST <prefix>/play/:id/score  the game's score `{score}`: reported to the operator, signed,
 *                             with a fresh event id (retried with the same id on failure);
 * - GET  <prefix>/static/:file    the games' scripts and styles.
 * Sessions are kept in memory (a restart forgets them; the player launches again).
 */

export interface SandboxOperator {
  /** The operator's account here (`op`). */
  op: string;
  secret: string;
}

export interface GamesSandboxOptions {
  prefix: string;
  operators: SandboxOperator[];
  /** How we reach operators (fetch by default; tests route it through inject). */
  transport?: LgpTransport;
  logger?: FastifyBaseLogger;
  /** UTC seconds (tests). */
  now?: () => number;
  /** Delays before the retries of a failed score report, ms. */
  retryDelaysMs?: readonly number[];
}

export interface SandboxSession {
  id: string;
  op: string;
  api: string;
  /** The operator's session id. */
  session: string;
  game: string;
  nickname: string;
  best: number;
  createdAt: number;
  /** Score reports sent to the operator, with their answers. */
  reports: Array<{ event: string; score: number; status: number; code: string; duplicate: boolean }>;
}

export interface GamesSandbox {
  app: FastifyInstance;
  prefix: string;
  sessions: Map<string, SandboxSession>;
  close(): Promise<void>;
}

const STATIC: Record<string, string> = {
  'common.js': 'application/javascript; charset=utf-8',
  '2048.js': 'application/javascript; charset=utf-8',
  'snake.js': 'application/javascript; charset=utf-8',
  'match3.js': 'application/javascript; charset=utf-8',
  'games.css': 'text/css; charset=utf-8',
};

const MAX_SCORE = 1_000_000_000;
/** A session may play (report scores) this long after its launch. */
const SESSION_MS = 6 * 3_600_000;

/** Why a launch failed, as the player reads it. */
const REFUSALS: Record<string, string> = {
  used: '该游戏链接已使用，请返回游戏中心重新进入',
  expired: '该游戏链接已过期，请返回游戏中心重新进入',
  wrong_player: '该游戏链接不属于当前用户',
  unknown_token: '无效的游戏链接',
};

export async function buildGamesSandbox(options: GamesSandboxOptions): Promise<GamesSandbox> {
  const { app, prefix, html } = sandboxServer({
    prefix: options.prefix,
    ...(options.logger ? { logger: options.logger } : {}),
    bodyLimit: 4 * 1024,
    messagePage: (title, text) => messagePage(title, text, options.prefix.replace(/\/+$/, '')),
    notFound: '沙箱游戏没有这个页面',
    failed: '沙箱游戏无法处理该请求',
  });
  const transport = options.transport ?? fetchLgpTransport;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const retryDelays = options.retryDelaysMs ?? [300, 1500];
  const operators = new Map(options.operators.map((o) => [o.op, o]));
  const sessions = new Map<string, SandboxSession>();
  const files = new Map(
    Object.keys(STATIC).map((name) => [
      name,
      readFileSync(serverPath('src/adapters/games/sandbox/games', name), 'utf8'),
    ]),
  );
  const log = app.log;

  app.get(`${prefix}/launch`, async (request, reply) => {
    const params: LgpParams = lgpParamsOf(request.query);
    const missing = ['op', 'game', 'token', 'player', 'api', 'exp', 'sign'].filter((k) => !params[k]);
    if (missing.length) return html(reply, 400, messagePage('参数错误', `缺少参数：${missing.join(', ')}`));
    const operator = operators.get(params.op!);
    if (!operator) return html(reply, 400, messagePage('无法开始游戏', '未开通的运营方'));
    if (!lgpVerify(params, operator.secret)) {
      log.warn({ op: params.op }, 'sandbox games: launch with a bad signature');
      return html(reply, 403, messagePage('无法开始游戏', '游戏链接签名无效'));
    }
    if (!/^\d{1,12}$/.test(params.exp!) || Number(params.exp) <= now())
      return html(reply, 410, messagePage('无法开始游戏', REFUSALS.expired!));
    const game = SANDBOX_GAMES[params.game!];
    if (!game) return html(reply, 404, messagePage('无法开始游戏', '没有这款游戏'));
    if (!isHttpUrl(params.api)) return html(reply, 400, messagePage('参数错误', 'api 须为 http(s) 地址'));

    let verified: Awaited<ReturnType<typeof lgpCall>>;
    try {
      verified = await lgpCall(
        transport,
        `${params.api}/verify`,
        { op: operator.op, token: params.token!, player: params.player! },
        operator.secret,
        now(),
      );
    } catch (err) {
      log.warn({ err }, 'sandbox games: the operator could not be reached to verify a launch');
      return html(reply, 502, messagePage('无法开始游戏', '暂时无法连接平台，请稍后再试'));
    }
    const a = verified.answer;
    if (a?.code !== '0' || !a.session || a.game !== params.game || a.player !== params.player) {
      const reason = a?.code ?? 'unverified';
      log.info({ reason, status: verified.status }, 'sandbox games: launch refused by the operator');
      return html(reply, 403, messagePage('无法开始游戏', REFUSALS[reason] ?? '平台未确认该游戏链接'));
    }
    const id = randomBytes(16).toString('base64url');
    sessions.set(id, {
      id,
      op: operator.op,
      api: params.api!,
      session: a.session,
      game: params.game!,
      nickname: a.nickname ?? '',
      best: Number(a.best ?? 0) || 0,
      createdAt: Date.now(),
      reports: [],
    });
    return reply.redirect(`${prefix}/play/${id}`, 303);
  });

  const live = (id: string) => {
    const s = sessions.get(id);
    return s && Date.now() - s.createdAt < SESSION_MS ? s : undefined;
  };

  app.get<{ Params: { id: string } }>(`${prefix}/play/:id`, async (request, reply) => {
    const s = live(request.params.id);
    if (!s) return html(reply, 404, messagePage('游戏已结束', '请返回游戏中心重新进入'));
    return html(
      reply,
      200,
      playPage({ prefix, sessionId: s.id, game: s.game, nickname: s.nickname, best: s.best }),
    );
  });

  /** Reports one score to the operator under one event id, retrying that id on failure. */
  async function report(s: SandboxSession, score: number) {
    const operator = operators.get(s.op)!;
    const event = randomBytes(12).toString('hex');
    for (let attempt = 0; ; attempt++) {
      try {
        const { status, answer } = await lgpCall(
          transport,
          `${s.api}/score`,
          { op: s.op, session: s.session, event, score: String(score) },
          operator.secret,
          now(),
        );
        const code = answer?.code ?? 'unsigned';
        const entry = { event, score, status, code, duplicate: answer?.duplicate === 'true' };
        if (answer && code === '0') {
          s.reports.push(entry);
          s.best = Math.max(s.best, Number(answer.best) || 0);
          return { ok: true, best: s.best };
        }
        // A refusal is final; a server error or an unsigned answer is tried again.
        if (status < 500 && answer) {
          s.reports.push(entry);
          return { ok: false, best: s.best };
        }
      } catch (err) {
        log.warn({ err, attempt }, 'sandbox games: score report failed');
      }
      const delay = retryDelays[attempt];
      if (delay === undefined) {
        s.reports.push({ event, score, status: 0, code: 'undelivered', duplicate: false });
        return { ok: false, best: s.best };
      }
      await new Promise((r) => setTimeout(r, delay));
    }
  }

  app.post<{ Params: { id: string } }>(`${prefix}/play/:id/score`, async (request, reply) => {
    const s = live(request.params.id);
    if (!s) return reply.code(404).send({ ok: false, msg: '游戏已结束' });
    const score = (request.body as { score?: unknown } | null)?.score;
    if (typeof score !== 'number' || !Number.isSafeInteger(score) || score < 0 || score > MAX_SCORE)
      return reply.code(400).send({ ok: false, msg: 'score' });
    return reply.header('cache-control', 'no-store').send(await report(s, score));
  });

  app.get<{ Params: { file: string } }>(`${prefix}/static/:file`, async (request, reply) => {
    const type = STATIC[request.params.file];
    const text = type ? files.get(request.params.file) : undefined;
    if (!type || text === undefined) return reply.code(404).type('text/plain').send('not found');
    return reply.header('cache-control', 'public, max-age=300').type(type).send(text);
  });

  await app.ready();
  return { app, prefix, sessions, close: () => app.close() };
}

/**
 * Forwards every request under the sandbox's prefix to it (mounting it on the main server).
 * Its pages stand in for an outside provider's: framed by our app (same origin), with their
 * own scripts from /static and nothing inline.
 */
export function mountGamesSandbox(main: FastifyInstance, sandbox: GamesSandbox): void {
  mountSandboxServer(main, sandbox, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        // Our app frames the games; nobody else may.
        'frame-ancestors': ["'self'"],
      },
    },
    xFrameOptions: { action: 'sameorigin' },
  });
}
