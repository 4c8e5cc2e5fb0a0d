import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { createKv, type KvStore } from './adapters/kv.ts';
import type { HttpTransport } from './adapters/payment/gateway.ts';
import { mountSandbox, type SandboxGateway } from './adapters/payment/sandbox/sandbox-gateway.ts';
import type { SmsSender } from './adapters/sms/sms.ts';
import { LocalStorage, type Storage } from './adapters/storage.ts';
import type { Config } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import './http/types.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { accountAdminRoutes } from './modules/account/account-admin.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { advertiseRoutes } from './modules/advertise/advertise.routes.ts';
import { comicsRoutes } from './modules/comics/comics.routes.ts';
import { seedComics } from './modules/comics/comics.seed.ts';
import { communityAdminRoutes } from './modules/community/community.admin.ts';
import { seedCommunityDemo } from './modules/community/community.demo.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { seedDemoContent } from './modules/demo/demo.seed.ts';
import { seedDemoMedia } from './modules/demo/media.seed.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { galleryRoutes } from './modules/gallery/gallery.routes.ts';
import { seedGallery } from './modules/gallery/gallery.seed.ts';
import { loginRoutes } from './modules/login/login.routes.ts';
import { hlsRoutes } from './modules/media/hls.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { novelsRoutes } from './modules/novels/novels.routes.ts';
import { seedBooks } from './modules/novels/novels.seed.ts';
import { pingRoutes } from './modules/ping/ping.routes.ts';
import { seedCatalog } from './modules/recharge/catalog.seed.ts';
import { rechargeRoutes } from './modules/recharge/recharge.routes.ts';
import { redeemRoutes } from './modules/redeem/redeem.routes.ts';
import { uploadRoutes } from './modules/upload/upload.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { walletAdminRoutes } from './modules/wallet/wallet.admin.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { createLogger } from './plugins/logging.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { ipRateLimitPlugin, tokenRateLimitPlugin } from './plugins/rate-limit.ts';
import { signaturePlugin } from './plugins/signature.ts';
import { webPlugin } from './plugins/web.ts';
import { createServices } from './services.ts';

export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

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
  /** How payment adapters reach their gateway (tests route it through inject). */
  paymentTransport?: HttpTransport;
  /** Replaces the SMS sender chosen by the config (tests). */
  smsSender?: SmsSender;
}

/**
 * Builds the whole app and never listens (server.ts does; tests use `inject`). Order:
 * external plugins → app plugins (errors, rate limit, signature, auth, envelope) → routes.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, deps.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const owned: Array<() => Promise<void>> = [];
  app.addHook('onClose', async () => {
    for (const close of owned.reverse()) await close().catch((err) => app.log.error({ err }, 'close failed'));
  });

  try {
    const db = deps.db ?? (await createDatabase(config));
    if (!deps.db) owned.push(db.close);
    const kv = deps.kv ?? (await createKv(config.redisUrl));
    if (!deps.kv) owned.push(() => kv.close());
    const storage = deps.storage ?? new LocalStorage(path.join(config.dataDir, 'files'));

    app.decorate('config', config);
    app.decorate('db', db.db);
    app.decorate('kv', kv);
    app.decorate('storage', storage);
    const services = createServices({
      config,
      db: db.db,
      kv,
      storage,
      version: APP_VERSION,
      paymentTransport: deps.paymentTransport,
      log: app.log,
      ...(deps.smsSender ? { smsSender: deps.smsSender } : {}),
    });
    app.decorate('services', services);
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });

    // External plugins.
    await app.register(openapiPlugin(APP_VERSION));

    // App plugins, in the order a call meets them.
    const now = deps.now ?? (() => Math.floor(Date.now() / 1000));
    await app.register(errorsPlugin);
    await app.register(ipRateLimitPlugin({ kv, perIp: config.rateLimitIp, perToken: config.rateLimitToken }));
    await app.register(signaturePlugin({ signKey: config.signKey, kv, now }));
    await app.register(authPlugin(services.sessions));
    await app.register(
      tokenRateLimitPlugin({ kv, perIp: config.rateLimitIp, perToken: config.rateLimitToken }),
    );
    await app.register(envelopePlugin({ encrypt: config.encrypt, dataKey: config.dataKey }));

    // Routes.
    await app.register(pingRoutes);
    await app.register(loginRoutes);
    await app.register(userRoutes);
    await app.register(advertiseRoutes);
    await app.register(mediaRoutes);
    await app.register(hlsRoutes(now));
    await app.register(accountRoutes);
    await app.register(walletRoutes);
    await app.register(communityRoutes);
    await app.register(uploadRoutes);
    await app.register(rechargeRoutes);
    await app.register(redeemRoutes);
    if (deps.paymentSandbox) mountSandbox(app, deps.paymentSandbox);
    await app.register(comicsRoutes);
    await app.register(novelsRoutes);
    await app.register(galleryRoutes);
    await app.register(adminRoutes, { prefix: '/api/admin' });
    await app.register(walletAdminRoutes, { prefix: '/api/admin' });
    await app.register(communityAdminRoutes, { prefix: '/api/admin' });
    await app.register(accountAdminRoutes, { prefix: '/api/admin' });
    await app.register(filesRoutes);
    await app.register(webPlugin(config));

    if (config.demoContent) {
      await seedDemoContent({ db: db.db, storage, imageKey: config.imageKey, log: app.log });
      await seedCatalog(db.db, app.log);
      await seedCommunityDemo({ db: db.db, storage, imageKey: config.imageKey, log: app.log });
      await seedComics({ db: db.db, storage, imageKey: config.imageKey, log: app.log });
      await seedBooks({ db: db.db, storage, imageKey: config.imageKey, log: app.log });
      await seedGallery({ db: db.db, storage, imageKey: config.imageKey, log: app.log });
      await seedDemoMedia({ db: db.db, storage, imageKey: config.imageKey, log: app.log });
    }
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}
