import { defineModule } from '../module.ts';
import { SessionService } from './session.service.ts';

declare module '../../services.ts' {
  interface Services {
    sessions: SessionService;
  }
}

/** Tokens: issue, resolve, revoke (the auth plugin reads them through this service). */
export const sessionModule = defineModule({
  name: 'session',
  services: ({ db, config, kv }) => ({ sessions: new SessionService(db, config.tokenTtlSeconds, kv) }),
});
