import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONSOLE_LOCKOUT, isOperatorRole, type OperatorRole, type OperatorView } from '@lld/protocol/console';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, count, desc, eq, gt, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { KvStore } from '../../adapters/kv.ts';
import { hashPassword, verifyPassword } from '../../crypto/password.ts';
import { dateAt, seconds, secondsOrNull } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { newestPage } from '../../db/paged-query.ts';
import { rowById } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { passwordProblem } from './operator-password.ts';
import { apiTokens, auditLog, operatorSessions, operators } from './operators.schema.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const SESSION_SECONDS = 12 * 3600;
const TOKEN_PREFIX = 'lldt_';
/** The first-owner setup code, shared by every node (kv), and who made it. */
const SETUP_CODE_KEY = 'console:setup-code';
const SETUP_CODE_LOCK = 'console:setup-code:lock';
/** A month: a node started later (or restarted) while nobody set up prints the same code. */
const SETUP_CODE_SECONDS = 30 * 24 * 3600;

/** Who is calling the operator API. */
export interface AdminPrincipal {
  kind: 'operator' | 'token' | 'admin-key';
  /** Operator id or token id; 0 for the ADMIN_KEY. */
  id: number;
  name: string;
  role: OperatorRole;
  /** The session's CSRF token (operators only): unsafe methods must echo it. */
  csrf?: string;
}

export interface AuditInput {
  actor: { kind: string; name: string; role: string } | null;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  resultCode?: number;
  ip?: string;
  userAgent?: string;
}

export interface AuditQuery {
  page: number;
  pageSize: number;
  actor?: string;
  action?: string;
  since?: number;
  until?: number;
}

/** Keys whose values never reach the audit log. */
const SECRET_KEYS = /pass(word)?|totp|secret|token|code$/i;

/** A body as the audit log keeps it: secrets masked, long strings cut, at most 4 KiB. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return value.length > 500 ? `${value.slice(0, 500)}…` : value;
  if (typeof value !== 'object') return value;
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] = SECRET_KEYS.test(k) && typeof v === 'string' ? '***' : redact(v, depth + 1);
  }
  return out;
}

/**
 * Operator accounts, console sessions, scoped API tokens and the audit log (issue 17). The
 * guard of every `/api/admin` route (plugins/admin-auth.ts) asks `authenticate` who calls.
 */
export class OperatorsService {
  constructor(
    private readonly db: Database,
    private readonly options: { adminKey: string; scryptLogN: number; now: () => number; kv: KvStore },
  ) {}

  private nowDate(): Date {
    return dateAt(this.options.now());
  }

  // ---- accounts ---------------------------------------------------------------------------

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(operators);
    return Number(row?.n ?? 0);
  }

  /**
   * A one-time code for creating the first owner in the console, while there is none. It lives
   * in the shared kv, so every node prints (and accepts) the same code: the first node to start
   * makes it, the others read it.
   */
  async firstStartCode(): Promise<string | null> {
    if ((await this.count()) > 0) return null;
    const { kv } = this.options;
    if (await kv.setIfAbsent(SETUP_CODE_LOCK, SETUP_CODE_SECONDS)) {
      const code = randomBytes(12).toString('base64url');
      await kv.set(SETUP_CODE_KEY, code, SETUP_CODE_SECONDS);
      return code;
    }
    // Another node made it; it writes the code right after taking the lock.
    for (let i = 0; i < 50; i++) {
      const code = await kv.get(SETUP_CODE_KEY);
      if (code) return code;
      await new Promise((r) => setTimeout(r, 20));
    }
    return null;
  }

  private async setupCodeMatches(code: string): Promise<boolean> {
    const d = (s: string) => createHash('sha256').update(s).digest();
    const stored = await this.options.kv.get(SETUP_CODE_KEY);
    const candidates = [this.options.adminKey, ...(stored ? [stored] : [])];
    return code.length > 0 && candidates.some((c) => timingSafeEqual(d(c), d(code)));
  }

  /**
   * The first owner, from the console's setup page: needs the printed code (or ADMIN_KEY). Two
   * setups at once (two tabs, two nodes) cannot both win: the count and the insert run in one
   * transaction under an advisory lock, so the second sees the first's owner and gets 4009.
   */
  async setupFirst(input: { code: string; username: string; password: string }): Promise<OperatorView> {
    if (!(await this.setupCodeMatches(input.code)))
      throw new AppError(ResultCode.FORBIDDEN, 'wrong setup code');
    if ((await this.count()) > 0) throw new AppError(ResultCode.CONFLICT, 'an operator already exists');
    const values = await this.#prepare({ username: input.username, password: input.password, role: 'owner' });
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lld:console-setup'))`);
      const [existing] = await tx.select({ n: count() }).from(operators);
      if (Number(existing?.n ?? 0) > 0) throw new AppError(ResultCode.CONFLICT, 'an operator already exists');
      const [made] = await tx.insert(operators).values(values).returning();
      return made!;
    });
    await this.options.kv.delete(SETUP_CODE_KEY);
    await this.options.kv.delete(SETUP_CODE_LOCK);
    return this.view(row);
  }

  /** A new account's row: the name and password checked, the password hashed. */
  async #prepare(input: { username: string; password: string; role: OperatorRole }) {
    const username = input.username.trim();
    if (!/^[A-Za-z0-9_.@-]{3,40}$/.test(username))
      throw AppError.invalid('username', '3–40 letters, digits or _ . @ -');
    const problem = passwordProblem(input.password);
    if (problem) throw AppError.invalid('password', problem);
    if (!isOperatorRole(input.role)) throw AppError.invalid('role', 'unknown role');
    const passwordHash = await hashPassword(input.password, this.options.scryptLogN);
    return { username, role: input.role, passwordHash };
  }

  async create(input: { username: string; password: string; role: OperatorRole }): Promise<OperatorView> {
    const [row] = await this.db
      .insert(operators)
      .values(await this.#prepare(input))
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(ResultCode.CONFLICT, 'username taken');
    return this.view(row);
  }

  view(row: typeof operators.$inferSelect): OperatorView {
    return {
      id: row.id,
      username: row.username,
      role: row.role as OperatorRole,
      totp: row.totpSecret !== null,
      disabled: row.disabled,
      locked: row.lockedUntil !== null && row.lockedUntil.getTime() > this.nowDate().getTime(),
      lastLoginAt: secondsOrNull(row.lastLoginAt),
      createdAt: seconds(row.createdAt),
    };
  }

  async list(): Promise<OperatorView[]> {
    const rows = await this.db.select().from(operators).orderBy(operators.id);
    return rows.map((r) => this.view(r));
  }

  private row(id: number) {
    return rowById(this.db, operators, id, 'operator');
  }

  async get(id: number): Promise<OperatorView> {
    return this.view(await this.row(id));
  }

  /** Role, disabling, unlocking, a new password or dropping TOTP; the last enabled owner stays. */
  async update(
    id: number,
    patch: {
      role?: OperatorRole;
      disabled?: boolean;
      unlock?: boolean;
      password?: string;
      resetTotp?: boolean;
    },
  ): Promise<{ before: OperatorView; after: OperatorView }> {
    const row = await this.row(id);
    const before = this.view(row);
    const set: Partial<typeof operators.$inferInsert> = {};
    if (patch.role !== undefined) set.role = patch.role;
    if (patch.disabled !== undefined) set.disabled = patch.disabled;
    if (patch.unlock) Object.assign(set, { failedLogins: 0, lockedUntil: null });
    if (patch.resetTotp) Object.assign(set, { totpSecret: null, totpLastStep: 0 });
    if (patch.password !== undefined) {
      const problem = passwordProblem(patch.password);
      if (problem) throw AppError.invalid('password', problem);
      set.passwordHash = await hashPassword(patch.password, this.options.scryptLogN);
    }
    const demotes = row.role === 'owner' && ((set.role && set.role !== 'owner') || set.disabled === true);
    if (demotes) {
      const owners = (await this.list()).filter((o) => o.role === 'owner' && !o.disabled);
      if (owners.length <= 1)
        throw new AppError(ResultCode.CONFLICT, 'the last owner stays an enabled owner');
    }
    if (Object.keys(set).length > 0) await this.db.update(operators).set(set).where(eq(operators.id, id));
    if (set.disabled || set.passwordHash || set.role) {
      await this.db.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
    }
    return { before, after: await this.get(id) };
  }

  // ---- login ------------------------------------------------------------------------------

  /**
   * Password (and TOTP when enrolled) → a session. Failures count per account; after
   * CONSOLE_LOCKOUT.failures in a row the account locks for CONSOLE_LOCKOUT.seconds, and even the
   * right password is refused until then (1002).
   */
  async login(input: {
    username: string;
    password: string;
    totp?: string;
    ip: string;
    userAgent: string;
  }): Promise<
    | { ok: true; token: string; csrf: string; operator: OperatorView }
    | { ok: false; needTotp: true; operator: null }
  > {
    const [row] = await this.db.select().from(operators).where(eq(operators.username, input.username.trim()));
    const now = this.nowDate();
    if (!row) {
      await verifyPassword(input.password, 'none', this.options.scryptLogN);
      throw new AppError(ResultCode.FORBIDDEN, 'wrong username or password');
    }
    if (row.lockedUntil && row.lockedUntil > now) {
      const e = new AppError(ResultCode.TOO_MANY_REQUESTS, 'account locked after repeated failures');
      e.retryAfter = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
      throw e;
    }
    const fail = async (msg: string): Promise<never> => {
      const failures = row.failedLogins + 1;
      const lock = failures >= CONSOLE_LOCKOUT.failures;
      await this.db
        .update(operators)
        .set({
          failedLogins: lock ? 0 : failures,
          lockedUntil: lock ? new Date(now.getTime() + CONSOLE_LOCKOUT.seconds * 1000) : row.lockedUntil,
        })
        .where(eq(operators.id, row.id));
      throw new AppError(ResultCode.FORBIDDEN, msg);
    };
    const { ok: passwordOk } = await verifyPassword(
      input.password,
      row.passwordHash,
      this.options.scryptLogN,
    );
    if (!passwordOk || row.disabled) return fail('wrong username or password');
    let step: number | null = null;
    if (row.totpSecret) {
      if (!input.totp) return { ok: false, needTotp: true, operator: null };
      step = matchTotp(row.totpSecret, input.totp, this.options.now());
      if (step === null || step <= row.totpLastStep) return fail('wrong one-time code');
    }
    const token = randomBytes(32).toString('base64url');
    const csrf = randomBytes(24).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx
        .update(operators)
        .set({
          failedLogins: 0,
          lockedUntil: null,
          lastLoginAt: now,
          ...(step !== null ? { totpLastStep: step } : {}),
        })
        .where(eq(operators.id, row.id));
      await tx.insert(operatorSessions).values({
        tokenHash: sha256(token),
        operatorId: row.id,
        csrf,
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 300),
        expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000),
      });
      await tx.delete(operatorSessions).where(lt(operatorSessions.expiresAt, now));
    });
    return { ok: true, token, csrf, operator: this.view({ ...row, lastLoginAt: now }) };
  }

  async logout(token: string): Promise<void> {
    await this.db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, sha256(token)));
  }

  async session(token: string): Promise<{ principal: AdminPrincipal; operator: OperatorView } | null> {
    if (!token) return null;
    const [found] = await this.db
      .select({ s: operatorSessions, o: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(eq(operatorSessions.tokenHash, sha256(token)), gt(operatorSessions.expiresAt, this.nowDate())),
      );
    if (!found || found.o.disabled) return null;
    return {
      principal: {
        kind: 'operator',
        id: found.o.id,
        name: found.o.username,
        role: found.o.role as OperatorRole,
        csrf: found.s.csrf,
      },
      operator: this.view(found.o),
    };
  }

  // ---- TOTP enrolment --------------------------------------------------------------------

  // The secret between "begin" and "confirm" lives in the shared kv (10 minutes), so the two
  // steps of an enrolment may reach different nodes.
  #pendingKey = (operatorId: number) => `op:totp:${operatorId}`;

  async beginTotp(op: OperatorView): Promise<{ secret: string; uri: string }> {
    const secret = newTotpSecret();
    await this.options.kv.set(this.#pendingKey(op.id), secret, 600);
    return { secret, uri: otpauthUri(secret, op.username) };
  }

  async confirmTotp(operatorId: number, code: string): Promise<void> {
    const secret = await this.options.kv.get(this.#pendingKey(operatorId));
    if (!secret) throw new AppError(ResultCode.CONFLICT, 'start enrolment first');
    const step = matchTotp(secret, code, this.options.now());
    if (step === null) throw AppError.invalid('code', 'wrong one-time code');
    await this.options.kv.delete(this.#pendingKey(operatorId));
    await this.db
      .update(operators)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(eq(operators.id, operatorId));
  }

  // ---- who calls /api/admin ------------------------------------------------------------------

  /**
   * `x-admin-key`: the ADMIN_KEY (owner, for the existing automation) or a scoped API token;
   * else the console session cookie. Null: nobody.
   */
  async authenticate(adminKey: unknown, sessionToken: string | undefined): Promise<AdminPrincipal | null> {
    if (typeof adminKey === 'string' && adminKey.length > 0) {
      const d = (s: string) => createHash('sha256').update(s, 'utf8').digest();
      if (timingSafeEqual(d(adminKey), d(this.options.adminKey)))
        return { kind: 'admin-key', id: 0, name: 'ADMIN_KEY', role: 'owner' };
      if (!adminKey.startsWith(TOKEN_PREFIX)) return null;
      const [tok] = await this.db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.tokenHash, sha256(adminKey)), isNull(apiTokens.revokedAt)));
      if (!tok || !isOperatorRole(tok.role)) return null;
      await this.db.update(apiTokens).set({ lastUsedAt: this.nowDate() }).where(eq(apiTokens.id, tok.id));
      return { kind: 'token', id: tok.id, name: `token:${tok.name}`, role: tok.role };
    }
    if (sessionToken) return (await this.session(sessionToken))?.principal ?? null;
    return null;
  }

  // ---- API tokens ----------------------------------------------------------------------------

  async createToken(name: string, role: OperatorRole, createdBy: string) {
    const token = `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
    const [row] = await this.db
      .insert(apiTokens)
      .values({ name, role, tokenHash: sha256(token), prefix: token.slice(0, 10), createdBy })
      .returning();
    return { token, item: this.tokenView(row!) };
  }

  tokenView(row: typeof apiTokens.$inferSelect) {
    return {
      id: row.id,
      name: row.name,
      role: row.role,
      prefix: row.prefix,
      createdBy: row.createdBy,
      createdAt: seconds(row.createdAt),
      lastUsedAt: secondsOrNull(row.lastUsedAt),
      revokedAt: secondsOrNull(row.revokedAt),
    };
  }

  async listTokens() {
    const rows = await this.db.select().from(apiTokens).orderBy(desc(apiTokens.id));
    return rows.map((r) => this.tokenView(r));
  }

  async revokeToken(id: number) {
    const [row] = await this.db
      .update(apiTokens)
      .set({ revokedAt: this.nowDate() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning();
    if (!row) throw AppError.notFound('no such active token');
    return this.tokenView(row);
  }

  // ---- audit log -----------------------------------------------------------------------------

  async audit(entry: AuditInput): Promise<void> {
    await this.db.insert(auditLog).values({
      actorKind: entry.actor?.kind ?? 'anonymous',
      actorName: entry.actor?.name ?? '',
      role: entry.actor?.role ?? '',
      action: entry.action,
      target: entry.target ?? '',
      before: entry.before === undefined ? null : redact(entry.before),
      after: entry.after === undefined ? null : redact(entry.after),
      resultCode: entry.resultCode ?? 200,
      ip: entry.ip ?? '',
      userAgent: (entry.userAgent ?? '').slice(0, 300),
    });
  }

  async listAudit(q: AuditQuery) {
    const where: SQL[] = [];
    if (q.actor) where.push(ilike(auditLog.actorName, `%${q.actor.replace(/[%_\\]/g, '\\$&')}%`));
    if (q.action) {
      const like = `%${q.action.replace(/[%_\\]/g, '\\$&')}%`;
      const cond = or(ilike(auditLog.action, like), ilike(auditLog.target, like));
      if (cond) where.push(cond);
    }
    if (q.since) where.push(gt(auditLog.at, dateAt(q.since)));
    if (q.until) where.push(lt(auditLog.at, dateAt(q.until)));
    return newestPage(this.db, auditLog, where.length ? and(...where) : undefined, q, (r) => ({
      ...r,
      at: secondsOrNull(r.at) ?? 0,
    }));
  }
}
