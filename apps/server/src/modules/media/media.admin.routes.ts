import {
  adminCollectionInput,
  adminIngestRequest,
  adminTopicInput,
  adminTopicOrder,
  adminVideoListQuery,
  adminVideoPatch,
  adminVideoStateRequest,
  CONSOLE_UPLOAD_CHUNK_BYTES,
} from '@lld/protocol/api/media-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptRawBodies, IMAGE_MAX_BYTES, rawBytes, sendImage } from '../../http/admin-images.ts';
import { crudRoutes, idParams, adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import type { MediaAdmin } from './media.admin.ts';

const identifier = z.string().regex(/^[0-9A-Za-z_-]{1,200}$/);

/**
 * Operator API of long video under `/api/admin/media` (content role, module default): chunked
 * upload → ingest job → draft video → publish; edit, cover, unpublish; collections; topics
 * (the home sections) and their order. Chunks and covers are raw `application/octet-stream`.
 */
export async function mediaAdminRoutes(app: FastifyInstance, admin: MediaAdmin): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptRawBodies(app, Math.max(CONSOLE_UPLOAD_CHUNK_BYTES, IMAGE_MAX_BYTES));

  r.put(
    '/media/uploads/:identifier/:chunk',
    {
      bodyLimit: CONSOLE_UPLOAD_CHUNK_BYTES + 1024,
      schema: schema(
        `Store chunk N (1-based, ${CONSOLE_UPLOAD_CHUNK_BYTES} bytes, the last one the rest) of a video file; the last one assembles it`,
        {
          params: z.object({ identifier, chunk: z.coerce.number().int().min(1).max(100_000) }),
          querystring: z.object({ totalSize: z.coerce.number().int().min(1) }),
        },
      ),
    },
    async (req, reply) =>
      ok(
        reply,
        await admin.uploads.putChunk(
          req.params.identifier,
          req.params.chunk,
          req.query.totalSize,
          rawBytes(req),
        ),
      ),
  );
  r.get(
    '/media/uploads/:identifier',
    {
      schema: schema('How many chunks of an upload are stored, or whether it is complete', {
        params: z.object({ identifier }),
      }),
    },
    async (req, reply) => ok(reply, await admin.uploads.upload(req.params.identifier)),
  );
  r.post(
    '/media/ingest',
    {
      schema: schema('Transcode a complete upload into a draft (or published) video; answers the job', {
        body: adminIngestRequest,
      }),
    },
    async (req, reply) => {
      const b = req.body;
      const jobId = await admin.uploads.startIngest(b.identifier, {
        title: b.title,
        description: b.description,
        tags: b.tags,
        actor: b.actor,
        access: b.access,
        price: b.price,
        status: b.publish ? 'ready' : 'draft',
      });
      return ok(reply, { jobId });
    },
  );
  r.get(
    '/media/jobs/:id',
    {
      schema: schema('An ingest job: running, done (with its video) or failed (with the error)', {
        params: idParams,
      }),
    },
    async (req, reply) => ok(reply, await admin.uploads.job(req.params.id)),
  );
  r.get(
    '/media/videos',
    {
      schema: schema('Videos in every state, newest first; q is an id or part of a title', {
        querystring: adminVideoListQuery,
      }),
    },
    async (req, reply) => ok(reply, await admin.list(req.query)),
  );
  r.get(
    '/media/videos/:id',
    { schema: schema('One video as the console edits it', { params: idParams }) },
    async (req, reply) => ok(reply, await admin.video(req.params.id)),
  );
  r.put(
    '/media/videos/:id',
    {
      schema: schema('Change a video: title, description, tags, actor, topic, collection, access, price', {
        params: idParams,
        body: adminVideoPatch,
      }),
    },
    async (req, reply) => ok(reply, await admin.patch(req.params.id, req.body)),
  );
  r.post(
    '/media/videos/:id/state',
    {
      schema: schema('Publish (ready) or unpublish (hidden) a video', {
        params: idParams,
        body: adminVideoStateRequest,
      }),
    },
    async (req, reply) => ok(reply, await admin.setState(req.params.id, req.body.state)),
  );
  r.put(
    '/media/videos/:id/cover',
    {
      bodyLimit: IMAGE_MAX_BYTES + 1024,
      schema: schema('Replace the cover with an image (JPEG, PNG, WebP, GIF)', { params: idParams }),
    },
    async (req, reply) => ok(reply, await admin.setCover(req.params.id, rawBytes(req))),
  );
  r.get(
    '/media/videos/:id/cover',
    {
      schema: schema('The cover as a plain JPEG (for the console; the app gets it obfuscated)', {
        params: idParams,
      }),
    },
    async (req, reply) => {
      return sendImage(reply, await admin.cover(req.params.id));
    },
  );
  crudRoutes(app, '/media/collections', {
    summaries: {
      list: 'Every collection with its video count',
      add: 'Add a collection',
      change: 'Change a collection',
    },
    input: adminCollectionInput,
    list: () => admin.collections(),
    save: (id, input) => admin.saveCollection(id, input),
  });
  crudRoutes(app, '/media/topics', {
    summaries: {
      list: 'Every topic (home section) in home order',
      add: 'Add a topic (home section)',
      change: 'Change a topic: name, layout, shown on home, sort',
    },
    input: adminTopicInput,
    list: () => admin.topics(),
    save: (id, input) => admin.saveTopic(id, input),
  });
  r.post(
    '/media/topics/order',
    {
      schema: schema('Order the home sections: the ids given, first shown first', { body: adminTopicOrder }),
    },
    async (req, reply) => ok(reply, { list: await admin.orderTopics(req.body.ids) }),
  );
}
