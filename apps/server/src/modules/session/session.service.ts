import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/database.ts';
import type { AuthUser } from '../../http/types.ts';
import { SessionRepository } from './session.repository.ts';

/** Tokens: 32 random bytes (256 bits), base64url; stored only as their SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

// A token longer than this cannot be one of ours; it is not even hashed.
const MAX_TOKEN_LENGTH = 512;
const TOUCH_INTERVAL_SECONDS = 300;

export class SessionService {
  readonly repo: SessionRepository;

  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
  ) {
    this.repo = new SessionRepository(db);
  }

  /** The user of an active token, or null (missing, unknown, revoked or expired). */
  async resolve(token: string): Promise<AuthUser | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const tokenHash = hashToken(token);
    const row = await this.repo.findActive(tokenHash);
    if (!row) return null;
    if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_SECONDS * 1000) {
      await this.repo.touch(tokenHash, TOUCH_INTERVAL_SECONDS);
    }
    return { id: row.userId, tokenHash, devId: row.devId };
  }

  /**
   * Issues a new token for `userId` on `devId`, revoking every earlier token of that device
   * (PROTOCOL §6). Runs inside the caller's transaction.
   */
  async issueForDevice(tx: Executor, userId: number, devId: string | null): Promise<string> {
    if (devId) await this.repo.revokeDevice(tx, devId);
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
    await this.repo.revokeUserToken(tx, userId, hashToken(token));
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.repo.revoke(this.db, tokenHash);
  }

  async revokeDevice(tx: Executor, devId: string): Promise<number> {
    return this.repo.revokeDevice(tx, devId);
  }
}
