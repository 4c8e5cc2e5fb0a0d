import type { AuthMode } from '@lld/protocol/api/endpoints';
import type { KvStore } from '../adapters/kv.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { DomainEventBus } from '../events/domain-events.ts';
import type { Services } from '../services.ts';

/** The caller resolved from `Authorization` (auth plugin). */
export interface AuthUser {
  id: number;
  /** SHA-256 hex of the token used, the key of its row in `tokens`. */
  tokenHash: string;
  devId: string | null;
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
  }
  interface FastifyRequest {
    /** Set by the auth plugin for /api/app calls whose route resolves the token. */
    user: AuthUser | null;
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
  }
}
