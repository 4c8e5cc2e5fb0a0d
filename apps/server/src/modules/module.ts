import type { OperatorRole } from '@lld/protocol/console';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { KvStore } from '../adapters/kv.ts';
import type { Jobs } from '../adapters/queue/jobs.ts';
import type { Storage } from '../adapters/storage.ts';
import type { AppDeps } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { DomainEventBus } from '../events/domain-events.ts';
import { requireAdminAccess } from '../plugins/admin-auth.ts';
import type { Services } from '../services.ts';

/** What a module is built from: the app's outside parts and the services of the modules before it. */
export interface ModuleContext {
  config: Config;
  db: Database;
  kv: KvStore;
  storage: Storage;
  log: FastifyBaseLogger;
  events: DomainEventBus;
  /** Every service registered so far (modules earlier in the list); the same object as `app.services`. */
  services: Services;
  /** Test and server hooks (payment transport, SMS sender, sandbox gateway …). */
  deps: AppDeps;
  version: string;
  /** Clock for signature windows, UTC seconds. */
  now: () => number;
  /** The durable job queue; a module registers its handlers here (`jobs.handle`). */
  jobs: Jobs;
}

/**
 * One module: a folder under `modules/` with its schema (`<name>.schema.ts`), services, routes,
 * operator routes and demo seed. `defineModule` turns it into the one Fastify plugin that
 * app.ts lists. Services are typed by augmenting `Services` from the module's own file:
 *
 *     declare module '../../services.ts' { interface Services { comics: ComicsService } }
 */
export interface ModuleDefinition {
  name: string;
  /** Builds this module's services; they are added to `app.services` for the modules after it. */
  services?: (ctx: ModuleContext) => Partial<Services>;
  /** PROTOCOL calls (`/api/app/...`) and any other public routes. */
  routes?: (app: FastifyInstance, ctx: ModuleContext) => unknown;
  /** Operator routes, registered under `/api/admin` behind the admin key. */
  adminRoutes?: (app: FastifyInstance, ctx: ModuleContext) => unknown;
  /**
   * The operator roles this module's admin routes admit (owner always), unless a route says
   * otherwise in `config.adminRoles`. Without either, a route admits the owner only.
   */
  adminRoles?: readonly OperatorRole[];
  /** Demo content for an empty database; runs at start when `DEMO_CONTENT=on`, in list order. */
  seed?: (ctx: ModuleContext) => Promise<unknown>;
}

export type AppModule = FastifyPluginAsync<{ ctx: ModuleContext }> & { readonly moduleName: string };

export function defineModule(def: ModuleDefinition): AppModule {
  const plugin: FastifyPluginAsync<{ ctx: ModuleContext }> = async (app, { ctx }) => {
    if (def.services) Object.assign(ctx.services, def.services(ctx));
    if (def.routes) await def.routes(app, ctx);
    const adminRoutes = def.adminRoutes;
    if (adminRoutes) {
      await app.register(
        async (admin) => {
          requireAdminAccess(admin, def.adminRoles);
          await adminRoutes(admin, ctx);
        },
        { prefix: '/api/admin' },
      );
    }
    if (def.seed && ctx.config.demoContent) await def.seed(ctx);
  };
  Object.defineProperty(plugin, 'name', { value: `module:${def.name}` });
  return Object.assign(plugin, { moduleName: def.name });
}
