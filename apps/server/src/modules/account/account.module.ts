import type { FastifyBaseLogger } from 'fastify';
import { HttpSmsSender } from '../../adapters/sms/http-sender.ts';
import { ConsoleSmsSender, type SmsSender } from '../../adapters/sms/sms.ts';
import type { Config } from '../../config.ts';
import { defineModule } from '../module.ts';
import { accountRoutes } from './account.routes.ts';
import { AccountService } from './account.service.ts';
import { accountAdminRoutes } from './account-admin.routes.ts';
import { CredentialService } from './credential.service.ts';
import { ProfileService } from './profile.service.ts';
import { CaptchaService, SmsCodeService } from './verification.ts';

declare module '../../services.ts' {
  interface Services {
    captcha: CaptchaService;
    smsCodes: SmsCodeService;
    accounts: AccountService;
    credentials: CredentialService;
    profiles: ProfileService;
  }
}

function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.sms.sender === 'http' && config.sms.httpUrl) {
    return new HttpSmsSender({
      url: config.sms.httpUrl,
      token: config.sms.httpToken,
      timeoutMs: config.sms.httpTimeoutMs,
    });
  }
  return new ConsoleSmsSender((entry, msg) => log.info({ sms: entry }, msg));
}

/** Accounts: register, password/phone/QR login, profile, credentials; the support contacts. */
export const accountModule = defineModule({
  name: 'account',
  services: ({ db, kv, config, log, deps, services, events }) => {
    const captcha = new CaptchaService(kv);
    const smsCodes = new SmsCodeService(
      kv,
      deps.smsSender ?? createSmsSender(config, log),
      config.sms.template.replaceAll('{app}', () => config.appName),
    );
    const args = [
      db,
      kv,
      services.users.repo,
      services.sessions,
      captcha,
      smsCodes,
      {
        scryptLogN: config.passwordScryptLogN,
        credentialKey: config.credentialKey,
        events,
        registerLimits: {
          captchaAfter: config.registerCaptchaAfter,
          lockAfter: config.registerLimitPerNetwork.count,
          windowSeconds: config.registerLimitPerNetwork.windowSeconds,
        },
      },
    ] as const;
    return {
      captcha,
      smsCodes,
      accounts: new AccountService(...args),
      credentials: new CredentialService(...args),
      profiles: new ProfileService(...args),
    };
  },
  routes: (app) => app.register(accountRoutes),
  adminRoutes: (app) => app.register(accountAdminRoutes),
  adminRoles: ['support'],
});
