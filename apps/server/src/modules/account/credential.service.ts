import { createHmac, randomBytes } from 'node:crypto';
import { CREDENTIAL_PREFIX, LOGIN_TICKET_PREFIX, maskPhone } from '@lld/protocol/account-rules';
import type { QrcodeInfoRequest, QrcodeInfoResult, QrcodeResult } from '@lld/protocol/api/account';
import type { LoginResult } from '@lld/protocol/api/login';
import { ResultCode } from '@lld/protocol/result-codes';
import { constantTimeEqual } from '@lld/protocol/sign';
import { parseXUserAgent } from '@lld/protocol/user-agent';
import { seconds } from '../../db/columns.ts';
import { AppError } from '../../http/app-error.ts';
import type { AccountRow } from './account.repository.ts';
import {
  AccountCore,
  type Caller,
  LOGIN_TICKET_TTL_SECONDS,
  type LoginTicket,
  nowSec,
} from './account-core.ts';

/** The credential QR (a saved image that restores the account) and the login QR a phone scans. */
export class CredentialService extends AccountCore {
  #credentialSig(userId: number, credId: string): string {
    return createHmac('sha256', this.options.credentialKey)
      .update(`${CREDENTIAL_PREFIX}${userId}.${credId}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** The caller's credential (issued on first request; `reset` revokes the old one). */
  async credential(caller: Caller, reset: boolean): Promise<Extract<QrcodeResult, { type: 'credential' }>> {
    let account = await this.repo.byUser(caller.id);
    if (!account?.credentialId || reset) {
      await this.repo.upsert(this.db, caller.id, {
        credentialId: randomBytes(18).toString('base64url'),
        credentialCreatedAt: new Date(),
      });
      account = await this.repo.byUser(caller.id);
    }
    const a = account as AccountRow;
    const credId = a.credentialId as string;
    return {
      type: 'credential',
      credential: `${CREDENTIAL_PREFIX}${caller.id}.${credId}.${this.#credentialSig(caller.id, credId)}`,
      account: a.username ?? (a.phone ? maskPhone(a.phone) : ''),
      userId: caller.id,
      createdAt: seconds(a.credentialCreatedAt ?? new Date()),
    };
  }

  /** Restores the account of a credential QR on this device. */
  async official(caller: Caller, credential: string, network: string): Promise<LoginResult> {
    const state = await this.credentialThrottle.state('', network);
    if (state.locked) throw this.lockedError();
    const refuse = async () => {
      await this.credentialThrottle.fail('', network);
      return new AppError(
        ResultCode.FORBIDDEN,
        'credential invalid or revoked',
        '凭证无效或已失效，请使用最新的账号凭证',
      );
    };
    const m = /^LLDC1\.(\d{1,10})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{32})$/.exec(credential.trim());
    if (!m) throw await refuse();
    const userId = Number(m[1]);
    const credId = m[2]!;
    if (!constantTimeEqual(m[3]!, this.#credentialSig(userId, credId))) throw await refuse();
    const account = await this.repo.byUser(userId);
    if (!account?.credentialId || !constantTimeEqual(account.credentialId, credId)) throw await refuse();
    return this.db.transaction((tx) => this.issue(tx, caller, userId));
  }

  /* ---------------- login QR ---------------- */

  async loginTicket(caller: Caller, userAgent: string): Promise<Extract<QrcodeResult, { type: 'login' }>> {
    const id = randomBytes(24).toString('base64url');
    const ua = parseXUserAgent(userAgent);
    const ticket: LoginTicket = {
      creatorHash: caller.tokenHash,
      creatorDevId: caller.devId,
      status: 'pending',
      scannerUserId: null,
      expiresAt: nowSec() + LOGIN_TICKET_TTL_SECONDS,
      device: ua ? `${ua.buildId} · ${ua.devType}`.slice(0, 80) : '',
    };
    await this.kv.set(`qrl:${id}`, JSON.stringify(ticket), LOGIN_TICKET_TTL_SECONDS);
    return { type: 'login', ticket: `${LOGIN_TICKET_PREFIX}${id}`, expiresIn: LOGIN_TICKET_TTL_SECONDS };
  }

  async ticketInfo(caller: Caller, input: Required<QrcodeInfoRequest>): Promise<QrcodeInfoResult> {
    const id = input.ticket.trim().startsWith(LOGIN_TICKET_PREFIX)
      ? input.ticket.trim().slice(LOGIN_TICKET_PREFIX.length)
      : '';
    const key = `qrl:${id}`;
    const text = id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await this.kv.get(key) : null;
    if (!text) return { status: 'expired', expiresIn: 0 };
    const ticket = JSON.parse(text) as LoginTicket;
    const expiresIn = Math.max(0, ticket.expiresAt - nowSec());
    if (expiresIn === 0) return { status: 'expired', expiresIn: 0 };
    const save = () => this.kv.set(key, JSON.stringify(ticket), Math.max(1, expiresIn));

    if (input.action === 'poll') {
      if (ticket.creatorHash !== caller.tokenHash) {
        throw new AppError(ResultCode.FORBIDDEN, 'not the device that made this ticket');
      }
      if (ticket.status !== 'confirmed' || ticket.scannerUserId === null)
        return { status: ticket.status, expiresIn };
      // Hand the session over once.
      if (!(await this.kv.setIfAbsent(`qrl:done:${id}`, LOGIN_TICKET_TTL_SECONDS))) {
        return { status: 'expired', expiresIn: 0 };
      }
      await this.kv.delete(key);
      const scannerUserId = ticket.scannerUserId;
      const result = await this.db.transaction((tx) =>
        this.issue(
          tx,
          { id: caller.id, tokenHash: caller.tokenHash, devId: ticket.creatorDevId },
          scannerUserId,
        ),
      );
      return { status: 'confirmed', expiresIn, ...result };
    }

    // scan / confirm / cancel: a logged-in account on another device.
    if (ticket.creatorHash === caller.tokenHash) {
      throw new AppError(ResultCode.FORBIDDEN, 'scanning own ticket', '请使用另一台已登录的设备扫码');
    }
    if (await this.isGuest(caller.id)) {
      throw new AppError(ResultCode.FORBIDDEN, 'guest cannot confirm', '请先登录账号后再扫码');
    }
    if (ticket.scannerUserId !== null && ticket.scannerUserId !== caller.id) {
      throw new AppError(ResultCode.CONFLICT, 'scanned by someone else', '该二维码已被其他账号扫描');
    }
    if (ticket.status === 'confirmed' || ticket.status === 'cancelled') {
      return { status: ticket.status, expiresIn, device: ticket.device };
    }
    if (input.action === 'scan') {
      ticket.status = 'scanned';
      ticket.scannerUserId = caller.id;
    } else if (input.action === 'confirm') {
      if (ticket.status !== 'scanned') throw new AppError(ResultCode.FORBIDDEN, 'scan first');
      ticket.status = 'confirmed';
    } else {
      ticket.status = 'cancelled';
    }
    await save();
    return { status: ticket.status, expiresIn, device: ticket.device };
  }

  /* ---------------- account settings ---------------- */
}
