import type { FastifyBaseLogger } from 'fastify';
import type { KvStore } from './adapters/kv.ts';
import type { HttpTransport } from './adapters/payment/gateway.ts';
import { createGateway } from './adapters/payment/index.ts';
import { HttpSmsSender } from './adapters/sms/http-sender.ts';
import { ConsoleSmsSender, type SmsSender } from './adapters/sms/sms.ts';
import type { Storage } from './adapters/storage.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { AccountService } from './modules/account/account.service.ts';
import { CaptchaService, SmsCodeService } from './modules/account/verification.ts';
import { ComicsService } from './modules/comics/comics.service.ts';
import { createCommunityServices } from './modules/community/community.wiring.ts';
import { GalleryService } from './modules/gallery/gallery.service.ts';
import { LoginService } from './modules/login/login.service.ts';
import { registerVideoComments } from './modules/media/media.comments.ts';
import { MediaService } from './modules/media/media.service.ts';
import { NovelsService } from './modules/novels/novels.service.ts';
import { PingService } from './modules/ping/ping.service.ts';
import { ProductService } from './modules/recharge/product.service.ts';
import { RechargeService } from './modules/recharge/recharge.service.ts';
import { RedeemService } from './modules/redeem/redeem.service.ts';
import { SessionService } from './modules/session/session.service.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { UserService } from './modules/user/user.service.ts';
import { AccessService } from './modules/wallet/access.service.ts';
import { PurchaseService } from './modules/wallet/purchase.service.ts';
import { VipService } from './modules/wallet/vip.service.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';

export interface ServiceDeps {
  config: Config;
  db: Database;
  kv: KvStore;
  storage: Storage;
  version: string;
  /** How payment adapters reach their gateway (tests route it through inject). */
  paymentTransport?: HttpTransport | undefined;
  log?: FastifyBaseLogger;
  /** Replaces the SMS sender of the config (tests). */
  smsSender?: SmsSender;
}

function createSmsSender(config: Config, log: FastifyBaseLogger | undefined): SmsSender {
  if (config.sms.sender === 'http' && config.sms.httpUrl) {
    return new HttpSmsSender({
      url: config.sms.httpUrl,
      token: config.sms.httpToken,
      timeoutMs: config.sms.httpTimeoutMs,
    });
  }
  return new ConsoleSmsSender((entry, msg) => log?.info({ sms: entry }, msg));
}

/** The app's services, built once and shared by routes and plugins (`app.services`). */
export function createServices({
  config,
  db,
  kv,
  storage,
  version,
  log,
  smsSender,
  paymentTransport,
}: ServiceDeps) {
  const settings = new SettingsService(db, kv);
  const sessions = new SessionService(db, config.tokenTtlSeconds);
  const users = new UserService(db);
  const login = new LoginService(db, users.repo, sessions, settings, config.guestLimitPerNetwork);
  const ping = new PingService(db, kv, settings, version);
  const wallet = new WalletService(db);
  const vip = new VipService(db);
  const purchases = new PurchaseService(db, wallet, vip);
  const access = new AccessService(vip, purchases);
  const products = new ProductService(db);
  const gateway = createGateway(config, paymentTransport);
  const recharge = new RechargeService(db, kv, gateway, products, wallet, vip, config.payment);
  const redeem = new RedeemService(db, kv, wallet, vip, config.redeemGuessLimit);
  const community = createCommunityServices({ config, db, storage, purchases });
  const comics = new ComicsService(db, access, purchases, wallet);
  const novels = new NovelsService(db, access, purchases, wallet);
  const gallery = new GalleryService(db, access, purchases, wallet);
  // Comic comments use the shared thread model (issue 7).
  community.comments.registerTarget('comic', {
    assertVisible: async (id, exec) => {
      await comics.assertExists(id, exec);
    },
  });
  const media = new MediaService(db, kv, settings, access, purchases);
  registerVideoComments(community.comments, media);
  const captcha = new CaptchaService(kv);
  const smsCodes = new SmsCodeService(kv, smsSender ?? createSmsSender(config, log), config.sms.template);
  const accounts = new AccountService(db, kv, users.repo, sessions, captcha, smsCodes, {
    scryptLogN: config.passwordScryptLogN,
    credentialKey: config.credentialKey,
  });
  return {
    settings,
    sessions,
    users,
    login,
    ping,
    wallet,
    vip,
    purchases,
    access,
    products,
    recharge,
    redeem,
    captcha,
    smsCodes,
    accounts,
    ...community,
    comics,
    novels,
    gallery,
    media,
  };
}

export type Services = ReturnType<typeof createServices>;
