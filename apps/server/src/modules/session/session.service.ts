import { hash, randomBytes } from 'node:crypto';
import type { KvStore } from '../../adapters/kv.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { AuthUser } from '../../http/types.ts';
import { SessionRepository } from './session.repository.ts';

/** Tokens: 32 random bytes (256 bits), base64url; stored only as their SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  // One-shot: no Hash object per signed call.
  return hash('sha256', token, 'hex');
}

// A token longer than this cannot be one of ours; it is not even hashed.
const MAX_TOKEN_LENGTH = 512;
const TOUCH_INTERVAL_SECONDS = 300;
/**
 * How long a resolved token is remembered in the kv store (shared by every node when Redis is
 * used). Every revocation goes through this service and drops the entries of the tokens it
 * revoked, at once and again after REFORGET_MS: a call resolving the token while the revoking
 * transaction had not committed yet may have put it back, and that second drop removes it.
 */
const CACHE_SECONDS = 30;
const REFORGET_MS = 2000;
const cacheKey = (tokenHash: string) => `session:v1:${tokenHash}`;
/**
 * How many parsed cache entries this process keeps beside the kv store (below). Past it, the
 * oldest goes: a parse is all an evicted entry costs.
 */
const PARSED_MAX = 10_000;

interface CachedSession {
  u: number;
  d: string | null;
  /** expires at, ms */
  e: number;
  /** last used at, ms */
  t: number;
}

export class SessionService {
  readonly repo: SessionRepository;
  /**
   * The last text read from the kv store per token hash, with its parsed entry: a call whose
   * kv text is the same one reuses the entry instead of parsing JSON again. The kv store stays
   * the authority (it is read on every call), so a revocation that drops the kv entry on any
   * node ends the session here at once.
   */
  readonly #parsed = new Map<string, { text: string; session: CachedSession }>();

  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
    private readonly kv?: KvStore,
  ) {
    this.repo = new SessionRepository(db);
  }

  /**
   * The user of an active token, or null (missing, unknown, revoked or expired). Every signed
   * call asks, so an active token is remembered for CACHE_SECONDS: no database round trip.
   */
  async resolve(token: string): Promise<AuthUser | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = await this.#cached(tokenHash);
    let session: CachedSession;
    if (cached && cached.e > now) {
      session = cached;
    } else {
      const row = await this.repo.findActive(tokenHash);
      if (!row) return null;
      session = { u: row.userId, d: row.devId, e: row.expiresAt.getTime(), t: row.lastUsedAt.getTime() };
      await this.kv?.set(cacheKey(tokenHash), JSON.stringify(session), CACHE_SECONDS);
    }
    if (now - session.t > TOUCH_INTERVAL_SECONDS * 1000) {
      await this.repo.touch(tokenHash, TOUCH_INTERVAL_SECONDS);
      await this.kv?.set(cacheKey(tokenHash), JSON.stringify({ ...session, t: now }), CACHE_SECONDS);
    }
    return { id: session.u, tokenHash, devId: session.d };
  }

  async #cached(tokenHash: string): Promise<CachedSession | null> {
    const text = await this.kv?.get(cacheKey(tokenHash));
    if (!text) {
      this.#parsed.delete(tokenHash);
      return null;
    }
    const last = this.#parsed.get(tokenHash);
    if (last && last.text === text) return last.session;
    let session: CachedSession;
    try {
      session = JSON.parse(text) as CachedSession;
    } catch {
      return null;
    }
    if (last) this.#parsed.delete(tokenHash);
    else if (this.#parsed.size >= PARSED_MAX) {
      const oldest = this.#parsed.keys().next();
      if (!oldest.done) this.#parsed.delete(oldest.value);
    }
    this.#parsed.set(tokenHash, { text, session });
    return session;
  }

  /** Drops revoked tokens from the cache now, and once more after the revoking commit. */
  async #forget(hashes: readonly string[]): Promise<void> {
    if (!this.kv || hashes.length === 0) return;
    const kv = this.kv;
    const drop = () => Promise.all(hashes.map((h) => kv.delete(cacheKey(h))));
    await drop();
    setTimeout(() => void drop().catch(() => undefined), REFORGET_MS).unref();
  }

  /**
   * Issues a new token for `userId` on `devId`, revoking every earlier token of that device
   * (PROTOCOL §6), or with `sameUserOnly` only the earlier tokens `userId` has there. Runs
   * inside the caller's transaction.
   */
  async issueForDevice(
    tx: Executor,
    userId: number,
    devId: string | null,
    o: { sameUserOnly?: boolean } = {},
  ): Promise<string> {
    if (devId)
      await this.#forget(await this.repo.revokeDevice(tx, devId, o.sameUserOnly ? userId : undefined));
    const token = newToken();
    await this.repo.insert(tx, {
      tokenHash: hashToken(token),
      userId,
      devId,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return token;
  }

  /** Revokes `token` if it is an active token of `userId` (the old token sent with a login). */
  async revokeIfOwned(tx: Executor, userId: number, token: string): Promise<void> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return;
    await this.#forget(await this.repo.revokeUserToken(tx, userId, hashToken(token)));
  }

  /** Revokes one token (logout; a login replacing the caller's token). */
  async revoke(tokenHash: string, tx: Executor = this.db): Promise<void> {
    await this.#forget(await this.repo.revoke(tx, tokenHash));
  }

  async revokeDevice(tx: Executor, devId: string): Promise<number> {
    const hashes = await this.repo.revokeDevice(tx, devId);
    await this.#forget(hashes);
    return hashes.length;
  }

  /** Revokes every other token of the user (a password change); returns how many. */
  async revokeOthers(tx: Executor, userId: number, keepHash: string): Promise<number> {
    const hashes = await this.repo.revokeOthers(tx, userId, keepHash);
    await this.#forget(hashes);
    return hashes.length;
  }
}
