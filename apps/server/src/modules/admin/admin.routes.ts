import {
  adminUserParams,
  adminUserResponse,
  banDeviceRequest,
  banDeviceResponse,
  createAnnouncementRequest,
  createAnnouncementResponse,
  putSettingRequest,
  putSettingResponse,
  settingParams,
} from '@lld/protocol/api/admin';
import { resultBody } from '@lld/protocol/api/envelope';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { sendBody } from '../../http/reply.ts';
import { toAnnouncement } from '../ping/ping.service.ts';
import { toUserInfo } from '../user/user.service.ts';

const ADMIN_SECURITY = [{ adminKey: [] }];
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function ok(reply: FastifyReply, data: unknown): FastifyReply {
  return sendBody(reply, 200, { code: 200, msg: 'ok', data });
}

/**
 * Operator API (docs/architecture.md): `x-admin-key`, compared in constant time; plain JSON
 * `{code,msg,data}`, never encrypted, not signed. Register with prefix `/api/admin`.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { settings, login, users, sessions, ping } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/settings/:key',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change an operator setting (theme 1..10, adsType, domains, nineList, guestLimitPerNetwork, checkinRewards, inviteReward, levels)',
        security: ADMIN_SECURITY,
        params: settingParams,
        body: putSettingRequest,
        response: { 200: resultBody(putSettingResponse) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
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
      return ok(reply, { key, value });
    },
  );

  r.post(
    '/devices/ban',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ban a device: its guest logins get 6004 and its tokens are revoked',
        security: ADMIN_SECURITY,
        body: banDeviceRequest,
        response: { 200: resultBody(banDeviceResponse) },
      },
    },
    async (request, reply) => {
      const revokedTokens = await login.banDevice(request.body.devID, request.body.reason);
      return ok(reply, { devID: request.body.devID, revokedTokens });
    },
  );

  r.post(
    '/announcements',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish an announcement',
        security: ADMIN_SECURITY,
        body: createAnnouncementRequest,
        response: { 200: resultBody(createAnnouncementResponse) },
      },
    },
    async (request, reply) => {
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
      return ok(reply, toAnnouncement(row));
    },
  );

  r.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A user with balances, devices and active token count',
        security: ADMIN_SECURITY,
        params: adminUserParams,
        response: { 200: resultBody(adminUserResponse) },
      },
    },
    async (request, reply) => {
      const found = await users.repo.findWithVips(request.params.id);
      if (!found) throw AppError.notFound('no such user');
      const [devices, activeTokens] = await Promise.all([
        login.repo.devicesOf(found.user.id),
        sessions.repo.countActive(found.user.id),
      ]);
      return ok(reply, {
        user: toUserInfo(found),
        devices: devices.map((d) => ({
          devID: d.devId,
          createdAt: seconds(d.createdAt),
          lastSeenAt: seconds(d.lastSeenAt),
        })),
        activeTokens,
        affCode: found.user.affCode,
        createdAt: seconds(found.user.createdAt),
      });
    },
  );
}
