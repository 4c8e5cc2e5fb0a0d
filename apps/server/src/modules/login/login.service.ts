import { randomInt } from 'node:crypto';
import type { LoginResult } from '@lld/protocol/api/login';
import { ResultCode } from '@lld/protocol/result-codes';
import type { Rate } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { networkOf } from '../../http/network.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UserRepository } from '../user/user.service.ts';
import { toUserInfo } from '../user/user.service.ts';
import { LoginRepository } from './login.repository.ts';

/** `affCode` is JSON text or ""; anything that does not parse is ignored, never an error. */
export function parseAffCode(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function guestNickname(): string {
  return `游客${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
}

class DeviceRace extends Error {}

export interface GuestLoginInput {
  devID: string;
  affCode: string;
  token: string;
}

export class LoginService {
  readonly repo: LoginRepository;

  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly settings: SettingsService,
    private readonly defaultGuestLimit: Rate,
    private readonly events?: DomainEventBus,
  ) {
    this.repo = new LoginRepository(db);
  }

  /**
   * PROTOCOL §6 guest login. The same device id always maps to the same guest; each login
   * issues a new token and revokes the device's earlier ones. A banned device gets 6004; a
   * network that created too many guests within the window gets 6015 for new devices only.
   */
  async guestLogin(input: GuestLoginInput, ip: string): Promise<LoginResult> {
    if (await this.repo.isBanned(input.devID)) throw new AppError(ResultCode.DEVICE_BANNED);
    const network = networkOf(ip);
    const limit = (await this.settings.get('guestLimitPerNetwork')) ?? this.defaultGuestLimit;
    for (let attempt = 0; ; attempt++) {
      try {
        let created: { userId: number; affCode: unknown } | null = null;
        const result = await this.db.transaction(async (tx) => {
          let userId: number;
          const device = await this.repo.findDevice(tx, input.devID);
          // A device whose guest became an account (issue 3) gets a new guest: guest login
          // never signs in to a registered account.
          const stillGuest = device
            ? ((await this.users.basics(tx, device.userId))?.isGuest ?? false)
            : false;
          if (device && stillGuest) {
            userId = device.userId;
            await this.repo.touchDevice(tx, input.devID, network);
          } else {
            const recent = await this.repo.countGuestsSince(tx, network, limit.windowSeconds);
            if (recent >= limit.count) throw new AppError(ResultCode.TOO_MANY_GUESTS);
            const affCode = parseAffCode(input.affCode);
            const user = await this.users.insertGuest(tx, { nickname: guestNickname(), affCode });
            created = { userId: user.id, affCode };
            if (device) {
              await this.repo.repointDevice(tx, input.devID, user.id, network);
            } else if (
              !(await this.repo.insertDevice(tx, { devId: input.devID, userId: user.id, network }))
            ) {
              throw new DeviceRace();
            }
            await this.repo.logGuestCreation(tx, { network, devId: input.devID, userId: user.id });
            userId = user.id;
          }
          await this.sessions.revokeIfOwned(tx, userId, input.token);
          // Only the guest's own earlier tokens: a device id is no proof of anything for an
          // account that was signed in on that device, so guest login never signs it out.
          const token = await this.sessions.issueForDevice(tx, userId, input.devID, { sameUserOnly: true });
          const found = await this.users.findWithVips(userId, tx);
          if (!found) throw new Error('guest vanished inside its own transaction');
          return { token, userInfo: toUserInfo(found) };
        });
        if (created) this.events?.emit('user.guestCreated', created);
        return result;
      } catch (err) {
        // Two first logins of one device at once: the loser rolls back and finds the device.
        if (err instanceof DeviceRace && attempt === 0) continue;
        throw err;
      }
    }
  }

  /** Bans a device and revokes its tokens (operator API). */
  async banDevice(devId: string, reason: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.repo.ban(tx, devId, reason);
      return this.sessions.revokeDevice(tx, devId);
    });
  }
}
