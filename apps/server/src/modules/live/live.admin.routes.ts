import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acceptRawBodies } from '../../http/admin-images.ts';
import { adminRoutes, idParams, storedCoverRoutes } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';
import { liveChannels } from './live.schema.ts';
import { parseXmltv } from './xmltv.ts';

const programme = z
  .object({
    title: z.string().trim().min(1).max(80),
    startsAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
    endsAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
    daily: z.boolean().default(false),
  })
  .refine((p) => p.endsAt > p.startsAt, { message: 'endsAt must be after startsAt', path: ['endsAt'] });

const channelFields = {
  name: z.string().trim().min(1).max(40),
  category: z.string().trim().max(20),
  description: z.string().max(500),
  cover: z.string().max(500),
  access: z.enum(['free', 'vip']),
  sourceKind: z.enum(['file', 'url', 'video']),
  source: z.string().trim().min(1).max(1000),
  clock: z.boolean(),
  enabled: z.boolean(),
  recommended: z.boolean(),
  sort: z.number().int().min(-100_000).max(100_000),
};
const channelInput = z.object({
  ...channelFields,
  category: channelFields.category.default(''),
  description: channelFields.description.default(''),
  cover: channelFields.cover.default(''),
  access: channelFields.access.default('free'),
  clock: channelFields.clock.default(true),
  enabled: channelFields.enabled.default(true),
  recommended: channelFields.recommended.default(false),
  sort: channelFields.sort.default(0),
  programmes: z.array(programme).max(500).default([]),
});
// No defaults here: a field left out of a change stays as it is.
const channelPatch = z.object(channelFields).partial().strict();

/**
 * Operator API of live TV (under `/api/admin`): channels, their covers (a raw
 * `application/octet-stream` image), schedules (by hand or from XMLTV), encoders, chat moderation.
 */
export async function liveAdminRoutes(app: FastifyInstance): Promise<void> {
  const { live } = app.services;
  const admin = adminRoutes(app);
  acceptRawBodies(app);

  const shown = async () => {
    const channels = await live.listChannels();
    const viewers = await live.viewerCounts(channels.map((c) => c.id));
    return channels.map(({ keyHex: _key, ...c }, i) => {
      const runner = live.runners.get(c.id);
      return {
        ...c,
        encoder: runner?.state ?? 'stopped',
        encoderRuns: runner?.runs ?? 0,
        encoderError: runner?.lastError ?? '',
        viewers: viewers[i] ?? 0,
      };
    });
  };
  /** Refuses a source the server cannot play. */
  const checkSource = async (s: { sourceKind: string; source: string }) => {
    if (!(await live.sourceAvailable(s)))
      throw AppError.invalid(
        'source',
        'not found on this server, not an http(s)/rtmp(s) URL, or not a library video id with a stream',
      );
  };
  const channelRow = async (id: number) => {
    const row = await live.channelRow(id);
    if (!row) throw AppError.notFound('no such channel');
    return row;
  };
  /** The channel as it is (its key left out), with its schedule: a change's audit before-image. */
  const before = async (id: number) => {
    const { keyHex: _key, ...row } = await channelRow(id);
    return { ...row, programmes: (await live.listChannels()).find((c) => c.id === id)?.programmes ?? [] };
  };

  admin.get('/live/channels', { summary: 'Live channels with schedules and encoder state' }, async () => ({
    list: await shown(),
  }));

  admin.post(
    '/live/channels',
    {
      summary: 'Create a live channel (source: a media file looped, or an HLS/RTMP URL)',
      body: channelInput,
    },
    async (req) => {
      const { programmes, ...input } = req.body;
      await checkSource(input);
      const row = await live.createChannel(input, programmes);
      return { id: row.id };
    },
  );

  admin.patch(
    '/live/channels/:id',
    {
      summary: 'Change a live channel (a new source restarts its encoder on the next viewer)',
      params: idParams,
      body: channelPatch,
    },
    async (req) => {
      const body = req.body;
      req.auditBefore = await before(req.params.id);
      if (body.source !== undefined || body.sourceKind !== undefined) {
        const current = await channelRow(req.params.id);
        await checkSource({
          sourceKind: body.sourceKind ?? current.sourceKind,
          source: body.source ?? current.source,
        });
      }
      const row = await live.updateChannel(req.params.id, body);
      if (!row) throw AppError.notFound('no such channel');
      return { id: row.id };
    },
  );

  admin.delete('/live/channels/:id', { summary: 'Delete a live channel', params: idParams }, async (req) => {
    req.auditBefore = await before(req.params.id);
    if (!(await live.deleteChannel(req.params.id))) throw AppError.notFound('no such channel');
    return { deleted: true };
  });

  admin.put(
    '/live/channels/:id/schedule',
    {
      summary: 'Replace a channel’s schedule',
      params: idParams,
      body: z.object({ programmes: z.array(programme).max(500) }),
    },
    async (req) => {
      req.auditBefore = { programmes: (await before(req.params.id)).programmes };
      return { programmes: await live.replaceSchedule(req.params.id, req.body.programmes) };
    },
  );

  admin.post(
    '/live/channels/:id/xmltv',
    {
      summary:
        'Replace a channel’s schedule from XMLTV (`<programme>` elements; `channel` picks one XMLTV channel)',
      params: idParams,
      body: z.object({ xml: z.string().min(1).max(2_000_000), channel: z.string().max(200).optional() }),
    },
    async (req) => {
      req.auditBefore = { programmes: (await before(req.params.id)).programmes };
      const { xml, channel } = req.body;
      const programmes = parseXmltv(xml)
        .filter((p) => !channel || p.channel === channel)
        .slice(0, 500)
        .map(({ title, startsAt, endsAt }) => ({ title: title.slice(0, 80), startsAt, endsAt }));
      if (programmes.length === 0) throw AppError.invalid('xml', 'no programme found');
      return { programmes: await live.replaceSchedule(req.params.id, programmes) };
    },
  );

  storedCoverRoutes(app, '/live/channels', {
    table: liveChannels,
    profile: 'cover',
    missing: 'no such channel',
    row: before,
    summaries: {
      put: 'Replace the channel cover with an image (JPEG, PNG, WebP, GIF)',
      get: 'The channel cover, decoded (the app gets it obfuscated)',
    },
  });

  admin.post(
    '/live/channels/:id/stop',
    { summary: 'Stop a channel’s encoder now', params: idParams },
    async (req) => {
      await live.runners.stop(req.params.id);
      return { stopped: true };
    },
  );

  admin.delete(
    '/live/chat/:id',
    { summary: 'Delete a live chat message (viewers see it go)', params: idParams, roles: ['moderator'] },
    async (req) => {
      if (!(await live.chatDelete(req.params.id))) throw AppError.notFound('no such message');
      return { deleted: true };
    },
  );

  admin.post(
    '/live/mutes',
    {
      roles: ['moderator'],
      summary: 'Mute a user in every live chat for a while (minutes 0 lifts it)',
      body: z.object({
        userId: z.number().int().positive(),
        minutes: z.number().int().min(0).max(525_600),
        reason: z.string().max(200).default(''),
      }),
    },
    async (req) => {
      const { userId, minutes, reason } = req.body;
      if (minutes === 0) {
        await live.unmute(userId);
        return { until: null };
      }
      return { until: (await live.mute(userId, minutes, reason)).toISOString() };
    },
  );
}
