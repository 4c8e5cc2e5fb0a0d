import { defineModule } from '../module.ts';
import { operatorsAdminRoutes } from './operators.admin.routes.ts';
import { operatorsRoutes } from './operators.routes.ts';
import { OperatorsService } from './operators.service.ts';

declare module '../../services.ts' {
  interface Services {
    operators: OperatorsService;
  }
}

/**
 * Operator console access (issue 17): operator accounts, sessions, TOTP, scoped API tokens and
 * the audit log. The guard every module's `/api/admin` routes sit behind asks this module's
 * service who calls (plugins/admin-auth.ts).
 */
export const operatorsModule = defineModule({
  name: 'operators',
  services: ({ db, config, now, kv }) => ({
    operators: new OperatorsService(db, {
      adminKey: config.adminKey,
      // Two steps above app users' cost (docs/decisions.md, "Operator console").
      scryptLogN: Math.min(config.passwordScryptLogN + 2, 20),
      now,
      kv,
    }),
  }),
  routes: async (app, { services, log }) => {
    await app.register(operatorsRoutes);
    app.addHook('onReady', async () => {
      const code = await services.operators.firstStartCode();
      if (code) {
        log.warn(
          { setupCode: code },
          `no operator yet: open /console/ and create the owner with setup code ${code} (or run npm run console:create-operator)`,
        );
      }
    });
  },
  adminRoutes: (app) => app.register(operatorsAdminRoutes),
});
