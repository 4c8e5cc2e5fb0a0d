import type { AuthMode } from '@lld/protocol/api/endpoints';
import type { OperatorRole } from '@lld/protocol/console';
import type { KvStore } from '../adapters/kv.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { DomainEventBus } from '../events/domain-events.ts';
import type { AdminPrincipal } from '../plugins/admin-auth.ts';
import type { Services } from '../services.ts';

/** The caller resolved from `Authorization` (auth plugin). */
export interface AuthUser {
  id: number;
  /** SHA-256 hex of the token used, the key of its row in `tokens`. */
  tokenHash: string;
  devId: string | null;
}

/** One operator route and the roles it admits (owner always). */
export interface AdminRouteEntry {
  method: string;
  url: string;
  roles: readonly OperatorRole[];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    kv: KvStore;
    storage: Storage;
    services: Services;
    /** Domain events (events/domain-events.ts): emit after commit, listen from a module. */
    events: DomainEventBus;
    /** Every `/api/admin` route with the roles it admits (filled as modules register; tests walk it). */
    adminRouteTable: AdminRouteEntry[];
  }
  interface FastifyRequest {
    /** Set by the auth plugin for /api/app calls whose route resolves the token. */
    user: AuthUser | null;
    /** Who calls an `/api/admin` route (plugins/admin-auth.ts); null elsewhere. */
    adminPrincipal: AdminPrincipal | null;
    /** What a changing operator route saw before the change, for the audit log (optional). */
    auditBefore: unknown;
    /** What it left, for the audit log (optional; else the request's body). */
    auditAfter: unknown;
  }
  interface FastifyContextConfig {
    /** A PROTOCOL call under /api/app: signed, enveloped, wrapped in `{code,msg,data}`. */
    app?: boolean;
    /** How the route treats `Authorization` (default `none`). */
    auth?: AuthMode;
    /** `false`: the route checks its own signature (playlists sign the query, PROTOCOL §8). */
    signature?: boolean;
    /** `false`: the body is not a `{"data"}` envelope (multipart uploads). */
    envelope?: boolean;
    /** `true`: the route limits its own rate (chunked uploads make many calls by design). */
    ownRateLimit?: boolean;
    /** Security headers of this route, merged over the app's (plugins/security-headers.ts). */
    helmet?: Readonly<Record<string, unknown>>;
    /** The operator roles an `/api/admin` route admits besides owner (default: its module's, else owner only). */
    adminRoles?: readonly OperatorRole[];
  }
}
