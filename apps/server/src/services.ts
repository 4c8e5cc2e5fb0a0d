import type { FastifyBaseLogger } from 'fastify';
import type { KvStore } from './adapters/kv.ts';
import { HttpSmsSender } from './adapters/sms/http-sender.ts';
import { ConsoleSmsSender, type SmsSender } from './adapters/sms/sms.ts';
import type { Storage } from './adapters/storage.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { AccountService } from './modules/account/account.service.ts';
import { CaptchaService, SmsCodeService } from './modules/account/verification.ts';
import { CommentsService } from './modules/comments/comments.service.ts';
import { LoginService } from './modules/login/login.service.ts';
import { registerVideoComments } from './modules/media/media.comments.ts';
import { MediaService } from './modules/media/media.service.ts';
import { PingService } from './modules/ping/ping.service.ts';
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
export function createServices({ config, db, kv, version, log, smsSender }: ServiceDeps) {
  const settings = new SettingsService(db, kv);
  const sessions = new SessionService(db, config.tokenTtlSeconds);
  const users = new UserService(db);
  const login = new LoginService(db, users.repo, sessions, settings, config.guestLimitPerNetwork);
  const ping = new PingService(db, kv, settings, version);
  const wallet = new WalletService(db);
  const vip = new VipService(db);
  const purchases = new PurchaseService(db, wallet, vip);
  const access = new AccessService(vip, purchases);
  const comments = new CommentsService(db);
  const media = new MediaService(db, kv, settings, access, purchases);
  registerVideoComments(comments, media);
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
    captcha,
    smsCodes,
    accounts,
    comments,
    media,
  };
}

export type Services = ReturnType<typeof createServices>;
