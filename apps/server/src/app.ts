import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { SandboxAi } from './adapters/ai/sandbox/sandbox-ai.ts';
import type { GamesSandbox } from './adapters/games/sandbox/sandbox-games.ts';
import { createKv, type KvStore } from './adapters/kv.ts';
import type { HttpTransport } from './adapters/payment/gateway.ts';
import type { SandboxGateway } from './adapters/payment/sandbox/sandbox-gateway.ts';
import type { SmsSender } from './adapters/sms/sms.ts';
import type { Storage } from './adapters/storage.ts';
import { createStorage } from './adapters/storage-config.ts';
import type { Config } from './config.ts';
import { AnswerSealer } from './crypto/answer-sealer.ts';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import { DomainEventBus } from './events/domain-events.ts';
import { DirectLane, directLanePlugin } from './http/direct-lane.ts';
import './http/types.ts';
import { themeByValue } from '@lld/protocol/themes';
import { Jobs, runsJobs } from './adapters/queue/jobs.ts';
import { JobQueue } from './adapters/queue/queue.ts';
import { accountModule } from './modules/account/account.module.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { advertiseModule } from './modules/advertise/advertise.module.ts';
import { aiModule } from './modules/ai/ai.module.ts';
import { comicsModule } from './modules/comics/comics.module.ts';
import { commentsModule } from './modules/comments/comments.module.ts';
import { communityModule } from './modules/community/community.module.ts';
import { danmakuModule } from './modules/danmaku/danmaku.module.ts';
import { filesModule } from './modules/files/files.module.ts';
import { galleryModule } from './modules/gallery/gallery.module.ts';
import { gamesModule } from './modules/games/games.module.ts';
import { liveModule } from './modules/live/live.module.ts';
import { loginModule } from './modules/login/login.module.ts';
import { mediaModule } from './modules/media/media.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import type { AppModule, ModuleContext } from './modules/module.ts';
import { novelsModule } from './modules/novels/novels.module.ts';
import { operatorsModule } from './modules/operators/operators.module.ts';
import { pingModule } from './modules/ping/ping.module.ts';
import { progressModule } from './modules/progress/progress.module.ts';
import { rechargeModule } from './modules/recharge/recharge.module.ts';
import { redeemModule } from './modules/redeem/redeem.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { sessionModule } from './modules/session/session.module.ts';
import { settingsModule } from './modules/settings/settings.module.ts';
import { supportModule } from './modules/support/support.module.ts';
import { uploadModule } from './modules/upload/upload.module.ts';
import { userModule } from './modules/user/user.module.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { welfareModule } from './modules/welfare/welfare.module.ts';
import { serverPath } from './paths.ts';
import { appGatePlugin } from './plugins/app-gate.ts';
import { canonicalPathPlugin } from './plugins/canonical-path.ts';
import { consoleWebPlugin } from './plugins/console-web.ts';
import { ENCRYPTED_HEAD, ENCRYPTED_TAIL, type EnvelopeOptions, envelopePlugin } from './plugins/envelope.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { AccessLog, createLogger } from './plugins/logging.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { operationsPlugin } from './plugins/operations.ts';
import { countAsTokenless } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { pageInlineScripts, runtimeConfigOf, webPlugin } from './plugins/web.ts';
import type { Services } from './services.ts';

/**
 * Every module of the app, in order: a module's services may use those of the modules before
 * it, and demo seeds run in this order. Adding a module: its folder under `modules/` and one
 * line here (docs/architecture.md, "Add a module").
 */
export const MODULES: readonly AppModule[] = [
  settingsModule,
  operatorsModule,
  sessionModule,
  userModule,
  loginModule,
  pingModule,
  advertiseModule,
  walletModule,
  rechargeModule,
  redeemModule,
  accountModule,
  commentsModule,
  communityModule,
  uploadModule,
  comicsModule,
  novelsModule,
  galleryModule,
  mediaModule,
  adminModule,
  filesModule,
  messagesModule,
  supportModule,
  welfareModule,
  gamesModule,
  aiModule,
  progressModule,
  danmakuModule,
  searchModule,
  liveModule,
];

export const APP_VERSION: string = (
  JSON.parse(readFileSync(serverPath('package.json'), 'utf8')) as { version: string }
).version;

/**
 * The plain-HTTP server Fastify would make (its timeouts from Fastify's options), whose request
 * listener offers each request to the direct lane before Fastify.
 */
function laneServer(lane: DirectLane) {
  return (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    opts: {
      http?: ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    },
  ) => {
    const server = createServer(opts.http ?? {}, lane.listener(handler));
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout ?? 0);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}

/** Outside parts; whatever is not given is created from the config and closed with the app. */
export interface AppDeps {
  db?: DatabaseHandle;
  kv?: KvStore;
  storage?: Storage;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Clock for the signature window, UTC seconds. */
  now?: () => number;
  /** The sandbox payment gateway, mounted under its prefix (server.ts starts it). */
  paymentSandbox?: SandboxGateway;
  /** The sandbox game provider, mounted under its prefix (server.ts starts it). */
  gamesSandbox?: GamesSandbox;
  /** How payment adapters reach their gateway (tests route it through inject). */
  paymentTransport?: HttpTransport;
  /** The sandbox AI provider, mounted under its prefix (server.ts starts it). */
  aiSandbox?: SandboxAi;
  /** Replaces the SMS sender chosen by the config (tests). */
  smsSender?: SmsSender;
}

/**
 * Builds the whole app and never listens (server.ts does; tests use `inject`). Order:
 * external plugins → app plugins (errors, rate limit, signature, auth, envelope) → routes.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel, deps.logStream);
  const accessLog = new AccessLog(logger);
  // Cached PROTOCOL reads answered beside Fastify's per-call machinery (http/direct-lane.ts), on
  // plain HTTP: the server's request listener asks the lane first.
  const lane = new DirectLane();
  const options = {
    loggerInstance: logger,
    logController: accessLog,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // A module's plugin runs its demo seed at first start; on a loaded two-core machine that
    // took longer than Fastify's default 10 s and the server refused to start.
    pluginTimeout: 180_000,
  };
  // TLS_CERT_FILE + TLS_KEY_FILE: HTTPS with HTTP/2, and HTTP/1.1 clients still served on the
  // same port (ALPN); a phone's first load then shares one connection (docs/decisions.md).
  const app = (config.tls
    ? Fastify({ ...options, http2: true, https: { allowHTTP1: true, ...config.tls } })
    : Fastify({ ...options, serverFactory: laneServer(lane) })) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const owned: Array<() => Promise<void>> = [];
  app.addHook('onClose', async () => {
    for (const close of owned.reverse()) await close().catch((err) => app.log.error({ err }, 'close failed'));
  });

  try {
    const db = deps.db ?? (await createDatabase(config));
    if (!deps.db) owned.push(db.close);
    const kv = deps.kv ?? (await createKv(config.redisUrl, { prefix: config.redisPrefix }));
    if (!deps.kv) owned.push(() => kv.close());
    const storage = deps.storage ?? (await createStorage(config));
    if (!deps.storage && storage.close) owned.push(async () => storage.close?.());

    const now = deps.now ?? (() => Math.floor(Date.now() / 1000));
    const jobs = new Jobs(new JobQueue(db.db));
    const events = new DomainEventBus(app.log);
    // Filled by the modules below, in list order (each adds its own entries).
    const services = {} as Services;
    // What modules see while they build: reading a service no module has registered yet is a
    // mistake in the module order, so say so at start rather than fail on a later call.
    const checkedServices = new Proxy(services, {
      get(target, key, receiver) {
        if (typeof key === 'string' && key !== 'then' && key !== 'toJSON' && !(key in target))
          throw new Error(`service "${key}" is not registered: list its module earlier in MODULES`);
        return Reflect.get(target, key, receiver);
      },
    });
    app.decorate('config', config);
    app.decorate('db', db.db);
    app.decorate('kv', kv);
    app.decorate('storage', storage);
    app.decorate('events', events);
    app.decorate('services', services);
    app.decorate('adminRouteTable', []);
    app.decorate('directLane', lane);
    app.decorateRequest('adminPrincipal', null);
    app.decorateRequest('auditBefore', undefined);
    app.decorateRequest('auditAfter', undefined);
    // Every answer's `x-request-id` is set by the operations plugin's onSend hook (below).

    // External plugins.
    // First, so that its route hook reaches every route: text answers over 1 KiB compressed per
    // request (brotli at a fast level, else gzip). The web app's files are compressed once at
    // build and served as they are (plugins/web.ts).
    await app.register(fastifyCompress, {
      threshold: 1024,
      // The plugin's own list plus HLS playlists: a looped demo film's playlist is 1 MB of
      // repeated lines and about 1 KB compressed.
      customTypes:
        /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)|mpegurl(?:;|$)/u,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
    await app.register(
      securityHeadersPlugin({
        inlineScripts: pageInlineScripts(runtimeConfigOf(config)),
        hsts: config.hsts,
        // An outside game provider's pages open framed in the game centre.
        frameSources: config.games.url ? [new URL(config.games.url).origin] : [],
      }),
    );
    await app.register(openapiPlugin(APP_VERSION));
    // /healthz, /readyz, /metrics and draining; its hooks time every request.
    await app.register(
      operationsPlugin({
        db,
        kv,
        storage,
        metricsAllow: config.operations.metricsAllow,
        metricsToken: config.operations.metricsToken,
      }),
    );

    // App plugins, in the order a call meets them. Their hooks reach every module's routes.
    await app.register(errorsPlugin);
    await app.register(canonicalPathPlugin);
    const rates = {
      kv,
      perIp: config.rateLimitIp,
      perIpCeiling: config.rateLimitIpCeiling,
      perToken: config.rateLimitToken,
    };
    // Per-IP limits, signature, caller and per-token limit of every /api/app call: one hook.
    const gate = {
      rates,
      signature: { signKey: config.signKey, now },
      sessions: () => services.sessions,
      onUnknownToken: countAsTokenless(rates),
    };
    await app.register(appGatePlugin(gate));
    const sealer = config.encrypt
      ? new AnswerSealer(config.dataKey, ENCRYPTED_HEAD, ENCRYPTED_TAIL, {
          onError: (err) =>
            app.log.warn({ err }, 'answer sealer: its thread failed; answers are sealed per call'),
        })
      : undefined;
    if (sealer) app.addHook('onClose', () => sealer.close());
    // One set of envelope options for the plugin, the direct lane and every app route's answer.
    const envelope: EnvelopeOptions = {
      encrypt: config.encrypt,
      dataKey: config.dataKey,
      responseCheck: config.responseCheck,
      ...(sealer ? { sealer } : {}),
    };
    app.decorate('envelope', envelope);
    await app.register(envelopePlugin(envelope));
    // The direct lane runs the same gate and envelope (its routes opt in as modules register).
    await app.register(directLanePlugin(lane));
    lane.connect({
      gate,
      envelope,
      bodyLimit: config.bodyLimit,
      trustProxy: config.trustProxy,
      headers: app.appReplyHeaders,
      record: (method, route, status, code, seconds) =>
        app.operations.recordRequest(method, route, status, code, seconds),
      completes: () => accessLog.completes(),
      completed: (line) => accessLog.completed(line),
      failed: (err) => app.log.error({ err }, 'direct lane: failed after answering'),
    });

    // Modules: services, routes, operator routes and demo seeds, in list order.
    const ctx: ModuleContext = {
      config,
      db: db.db,
      kv,
      storage,
      log: app.log,
      events,
      services: checkedServices,
      deps,
      version: APP_VERSION,
      now,
      jobs,
    };
    for (const module of MODULES) await app.register(module, { ctx });

    // The job worker of this process (JOB_WORKER=on): runs every queue the modules registered,
    // from the app's start; stopped before the database closes (its jobs' leases run out and
    // another worker takes them over).
    // AI_WORKER=off is the older name of JOB_WORKER=off.
    if (config.redisUrl) owned.push(await jobs.wakeAcross(config.redisUrl, `${config.redisPrefix}jobs`));
    if (runsJobs(config) && jobs.queues.length > 0) {
      const worker = jobs.worker({
        leaseMs: config.ai.leaseMs,
        pollMs: config.ai.pollMs,
        log: app.log.child({ module: 'job-worker' }),
      });
      app.addHook('onReady', async () => worker.start());
      owned.push(() => worker.stop());
    }

    // The operator console under /console/ (its own CSP), then last the web app and its SPA fallback.
    await app.register(consoleWebPlugin(config));
    await app.register(
      webPlugin(config, {
        themeColor: async () => themeByValue(await services.settings.get('theme')).colors.fotActiveColor,
      }),
    );
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}
