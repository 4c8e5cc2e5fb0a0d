import {
  adminUserParams,
  adminUserResponse,
  banDeviceRequest,
  banDeviceResponse,
  createAnnouncementRequest,
  createAnnouncementResponse,
  putSettingRequest,
  putSettingResponse,
  SETTING_KEYS,
  settingParams,
} from '@lld/protocol/api/admin';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { seconds } from '../../db/columns.ts';
import { rowsOf } from '../../db/database.ts';
import { adminRoutes } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';
import { toAnnouncement } from '../ping/ping.service.ts';
import { toUserInfo } from '../user/user.service.ts';

/**
 * Operator API (docs/architecture.md): `x-admin-key`, compared in constant time; plain JSON
 * `{code,msg,data}`, never encrypted, not signed. Register with prefix `/api/admin`. Each
 * change's audit entry has what it found: the setting's value, the devices and their bans, the
 * user's live sign-ins, the announcements shown before a new one.
 */
export async function coreAdminRoutes(app: FastifyInstance): Promise<void> {
  const { settings, login, users, sessions, ping } = app.services;
  const admin = adminRoutes(app);
  /** Devices and whether each is banned now. */
  const bans = async (devIds: string[]) => {
    const banned = await login.repo.bannedOf(devIds);
    return devIds.map((devID) => ({ devID, banned: banned.has(devID) }));
  };
  /** A user's devices and their bans now. */
  const userBans = async (req: { params: { id: number } }) => ({
    id: req.params.id,
    devices: await bans((await login.repo.devicesOf(req.params.id)).map((d) => d.devId)),
  });
  const deviceBan = async (req: { body: { devID: string } }) => (await bans([req.body.devID]))[0];

  admin.put(
    '/settings/:key',
    {
      summary:
        'Change an operator setting (theme 1..10, adsType, domains, nineList, guestLimitPerNetwork, checkinRewards, inviteReward, levels)',
      params: settingParams,
      body: putSettingRequest,
      response: putSettingResponse,
    },
    async (request) => {
      const { key } = request.params;
      request.auditBefore = { key, value: (await settings.get(key)) ?? null };
      let value: unknown;
      try {
        value = await settings.put(key, request.body.value);
      } catch (err) {
        if (err instanceof z.ZodError) {
          const issue = err.issues[0];
          throw AppError.invalid(['value', ...(issue?.path ?? [])].join('.'), issue?.message ?? 'invalid');
        }
        throw err;
      }
      return { key, value };
    },
  );

  admin.get(
    '/settings',
    {
      roles: ['content'],
      summary: 'Every operator setting with its value (null when unset: the default applies)',
    },
    async (_request) => ({
      list: await Promise.all(
        SETTING_KEYS.map(async (key) => ({ key, value: (await settings.get(key)) ?? null })),
      ),
    }),
  );

  admin.get(
    '/settings/:key',
    {
      roles: ['content'],
      summary: 'Read an operator setting (null when unset)',
      params: settingParams,
    },
    async (request) => ({ key: request.params.key, value: (await settings.get(request.params.key)) ?? null }),
  );

  admin.post(
    '/devices/ban',
    {
      roles: ['moderator', 'support'],
      summary: 'Ban a device: its guest logins get 6004 and its tokens are revoked',
      body: banDeviceRequest,
      response: banDeviceResponse,
      before: deviceBan,
    },
    async (request) => {
      const revokedTokens = await login.banDevice(request.body.devID, request.body.reason);
      return { devID: request.body.devID, revokedTokens };
    },
  );

  admin.post(
    '/devices/unban',
    {
      roles: ['moderator', 'support'],
      summary: 'Lift the ban of a device',
      body: z.object({ devID: z.string().min(1).max(128) }),
      before: deviceBan,
    },
    async (request) => {
      const lifted = await app.db.transaction((tx) => login.repo.unban(tx, [request.body.devID]));
      if (lifted.length === 0) throw AppError.notFound('that device is not banned');
      return { devID: request.body.devID };
    },
  );

  admin.post(
    '/users/:id/ban',
    {
      roles: ['moderator', 'support'],
      summary: 'Ban a user: every device the user signed in on is banned and every token revoked',
      params: adminUserParams,
      body: z.object({ reason: z.string().max(500).default('') }),
      before: userBans,
    },
    async (request) => {
      const devices = await login.repo.devicesOf(request.params.id);
      if (devices.length === 0 && !(await users.repo.findWithVips(request.params.id)))
        throw AppError.notFound('no such user');
      let revokedTokens = 0;
      for (const d of devices) revokedTokens += await login.banDevice(d.devId, request.body.reason);
      return { id: request.params.id, devices: devices.length, revokedTokens };
    },
  );

  admin.post(
    '/users/:id/unban',
    {
      roles: ['moderator', 'support'],
      summary: 'Lift the bans of every device of a user',
      params: adminUserParams,
      before: userBans,
    },
    async (request) => {
      const devices = await login.repo.devicesOf(request.params.id);
      const lifted = await app.db.transaction((tx) =>
        login.repo.unban(
          tx,
          devices.map((d) => d.devId),
        ),
      );
      return { id: request.params.id, devices: lifted.length };
    },
  );

  admin.post(
    '/announcements',
    {
      roles: ['content'],
      summary: 'Publish an announcement',
      body: createAnnouncementRequest,
      response: createAnnouncementResponse,
      before: async () => ({
        announcements: (await ping.repo.liveAnnouncements(20)).map((a) => toAnnouncement(a)),
      }),
    },
    async (request) => {
      const b = request.body;
      const row = await ping.repo.insertAnnouncement({
        title: b.title,
        content: b.content,
        link: b.link,
        sort: b.sort,
        startsAt: b.startsAt ? new Date(b.startsAt * 1000) : null,
        endsAt: b.endsAt ? new Date(b.endsAt * 1000) : null,
      });
      await ping.invalidate();
      return toAnnouncement(row);
    },
  );

  admin.get(
    '/users/:id',
    {
      roles: ['support', 'finance', 'moderator'],
      summary: 'A user with balances, devices and active token count',
      params: adminUserParams,
      response: adminUserResponse,
    },
    async (request) => {
      const found = await users.repo.findWithVips(request.params.id);
      if (!found) throw AppError.notFound('no such user');
      const [devices, activeTokens] = await Promise.all([
        login.repo.devicesOf(found.user.id),
        sessions.repo.countActive(found.user.id),
      ]);
      const banned = await login.repo.bannedOf(devices.map((d) => d.devId));
      return {
        user: toUserInfo(found),
        devices: devices.map((d) => ({
          devID: d.devId,
          createdAt: seconds(d.createdAt),
          lastSeenAt: seconds(d.lastSeenAt),
          banned: banned.has(d.devId),
        })),
        activeTokens,
        affCode: found.user.affCode,
        createdAt: seconds(found.user.createdAt),
      };
    },
  );

  admin.get(
    '/users',
    {
      roles: ['support', 'finance', 'moderator'],
      summary: 'Find users by id, nickname (part of it) or bound phone; at most 50',
      querystring: z.object({ q: z.string().trim().min(1).max(60) }),
    },
    async (request) => {
      const q = request.query.q;
      const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
      const id = /^\d{1,9}$/.test(q) ? Number(q) : -1;
      const r = await app.db.execute(sql`
        select u.id, u.nickname, u.is_guest, u.gold, u.diamond, u.created_at, a.phone
        from users u left join accounts a on a.user_id = u.id
        where u.id = ${id} or u.nickname ilike ${like} or a.phone = ${q}
        order by u.id desc limit 50`);
      const rows = rowsOf<Record<string, unknown>>(r);
      return {
        list: rows.map((row) => ({
          id: Number(row.id),
          nickname: String(row.nickname),
          isGuest: Boolean(row.is_guest),
          gold: Number(row.gold),
          diamond: Number(row.diamond),
          phone: row.phone ? String(row.phone).replace(/^(\d{3})\d{4}/, '$1****') : '',
          createdAt: seconds(new Date(String(row.created_at))),
        })),
      };
    },
  );

  admin.post(
    '/users/:id/sessions/revoke',
    {
      roles: ['support', 'moderator'],
      summary: "Sign a user out everywhere: every token of the user's devices is revoked",
      params: adminUserParams,
      before: async (request) => ({
        id: request.params.id,
        activeTokens: await sessions.repo.countActive(request.params.id),
      }),
    },
    async (request) => {
      const found = await users.repo.findWithVips(request.params.id);
      if (!found) throw AppError.notFound('no such user');
      const devices = await login.repo.devicesOf(found.user.id);
      let revoked = 0;
      await app.db.transaction(async (tx) => {
        for (const d of devices) revoked += await sessions.revokeDevice(tx, d.devId);
      });
      return { id: found.user.id, revokedTokens: revoked };
    },
  );
}
