import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';
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
  category: z.string().trim().max(20).default(''),
  description: z.string().max(500).default(''),
  cover: z.string().max(500).default(''),
  access: z.enum(['free', 'vip']).default('free'),
  sourceKind: z.enum(['file', 'url']),
  source: z.string().trim().min(1).max(1000),
  clock: z.boolean().default(true),
  enabled: z.boolean().default(true),
  recommended: z.boolean().default(false),
  sort: z.number().int().min(-100_000).max(100_000).default(0),
};
const channelInput = z.object({ ...channelFields, programmes: z.array(programme).max(500).default([]) });
const channelPatch = z.object(channelFields).partial().strict();
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Operator API of live TV (under `/api/admin`): channels, schedules, encoders, chat moderation. */
export async function liveAdminRoutes(app: FastifyInstance): Promise<void> {
  const { live } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const shown = async () =>
    (await live.listChannels()).map(({ keyHex: _key, ...c }) => {
      const runner = live.runners.get(c.id);
      return {
        ...c,
        encoder: runner?.state ?? 'stopped',
        encoderRuns: runner?.runs ?? 0,
        encoderError: runner?.lastError ?? '',
        viewers: live.viewerCount(c.id),
      };
    });

  r.get(
    '/live/channels',
    { schema: schema('Live channels with schedules and encoder state', {}) },
    async (_q, reply) => ok(reply, { list: await shown() }),
  );

  r.post(
    '/live/channels',
    {
      schema: schema('Create a live channel (source: a media file looped, or an HLS/RTMP URL)', {
        body: channelInput,
      }),
    },
    async (request, reply) => {
      const { programmes, ...input } = request.body;
      if (!live.resolveSource(input))
        throw AppError.invalid('source', 'not found on this server or not an http(s)/rtmp(s) URL');
      const row = await live.createChannel(input, programmes);
      return ok(reply, { id: row.id });
    },
  );

  r.patch(
    '/live/channels/:id',
    {
      schema: schema('Change a live channel (a new source restarts its encoder on the next viewer)', {
        params: idParam,
        body: channelPatch,
      }),
    },
    async (request, reply) => {
      const body = request.body;
      if (body.source !== undefined || body.sourceKind !== undefined) {
        const current = await live.channelRow(request.params.id);
        if (!current) throw AppError.notFound('no such channel');
        const next = {
          sourceKind: body.sourceKind ?? current.sourceKind,
          source: body.source ?? current.source,
        };
        if (!live.resolveSource(next))
          throw AppError.invalid('source', 'not found on this server or not an http(s)/rtmp(s) URL');
      }
      const row = await live.updateChannel(request.params.id, body);
      if (!row) throw AppError.notFound('no such channel');
      return ok(reply, { id: row.id });
    },
  );

  r.delete(
    '/live/channels/:id',
    { schema: schema('Delete a live channel', { params: idParam }) },
    async (request, reply) => {
      if (!(await live.deleteChannel(request.params.id))) throw AppError.notFound('no such channel');
      return ok(reply, { deleted: true });
    },
  );

  r.put(
    '/live/channels/:id/schedule',
    {
      schema: schema('Replace a channel’s schedule', {
        params: idParam,
        body: z.object({ programmes: z.array(programme).max(500) }),
      }),
    },
    async (request, reply) => {
      if (!(await live.channelRow(request.params.id))) throw AppError.notFound('no such channel');
      return ok(reply, {
        programmes: await live.replaceSchedule(request.params.id, request.body.programmes),
      });
    },
  );

  r.post(
    '/live/channels/:id/xmltv',
    {
      schema: schema(
        'Replace a channel’s schedule from XMLTV (`<programme>` elements; `channel` picks one XMLTV channel)',
        {
          params: idParam,
          body: z.object({ xml: z.string().min(1).max(2_000_000), channel: z.string().max(200).optional() }),
        },
      ),
    },
    async (request, reply) => {
      if (!(await live.channelRow(request.params.id))) throw AppError.notFound('no such channel');
      const { xml, channel } = request.body;
      const programmes = parseXmltv(xml)
        .filter((p) => !channel || p.channel === channel)
        .slice(0, 500)
        .map(({ title, startsAt, endsAt }) => ({ title: title.slice(0, 80), startsAt, endsAt }));
      if (programmes.length === 0) throw AppError.invalid('xml', 'no programme found');
      return ok(reply, { programmes: await live.replaceSchedule(request.params.id, programmes) });
    },
  );

  r.post(
    '/live/channels/:id/stop',
    { schema: schema('Stop a channel’s encoder now', { params: idParam }) },
    async (request, reply) => {
      await live.runners.stop(request.params.id);
      return ok(reply, { stopped: true });
    },
  );

  r.delete(
    '/live/chat/:id',
    {
      config: { adminRoles: ['moderator'] },
      schema: schema('Delete a live chat message (viewers see it go)', { params: idParam }),
    },
    async (request, reply) => {
      if (!(await live.chatDelete(request.params.id))) throw AppError.notFound('no such message');
      return ok(reply, { deleted: true });
    },
  );

  r.post(
    '/live/mutes',
    {
      config: { adminRoles: ['moderator'] },
      schema: schema('Mute a user in every live chat for a while (minutes 0 lifts it)', {
        body: z.object({
          userId: z.number().int().positive(),
          minutes: z.number().int().min(0).max(525_600),
          reason: z.string().max(200).default(''),
        }),
      }),
    },
    async (request, reply) => {
      const { userId, minutes, reason } = request.body;
      if (minutes === 0) {
        await live.unmute(userId);
        return ok(reply, { until: null });
      }
      return ok(reply, { until: (await live.mute(userId, minutes, reason)).toISOString() });
    },
  );
}
