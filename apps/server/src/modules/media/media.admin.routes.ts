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
import { z } from 'zod';
import { acceptRawBodies, IMAGE_MAX_BYTES, rawBytes } from '../../http/admin-images.ts';
import { adminRoutes, coverRoutes, crudRoutes, idParams } from '../../http/admin-route.ts';
import type { MediaAdmin } from './media.admin.ts';

const identifier = z.string().regex(/^[0-9A-Za-z_-]{1,200}$/);

/**
 * Operator API of long video under `/api/admin/media` (content role, module default): chunked
 * upload → ingest job → draft video → publish; edit, cover, unpublish; collections; topics
 * (the home sections) and their order. Chunks and covers are raw `application/octet-stream`.
 * Each change's audit entry has the video, collection, topic or topic order as it was.
 */
export async function mediaAdminRoutes(app: FastifyInstance, m: MediaAdmin): Promise<void> {
  const admin = adminRoutes(app);
  acceptRawBodies(app, Math.max(CONSOLE_UPLOAD_CHUNK_BYTES, IMAGE_MAX_BYTES));
  const video = (req: { params: { id: number } }) => m.video(req.params.id);
  const byId = async (rows: Promise<Array<Record<string, unknown>>>, id: number) =>
    (await rows).find((r) => r.id === id) ?? null;

  admin.put(
    '/media/uploads/:identifier/:chunk',
    {
      summary: `Store chunk N (1-based, ${CONSOLE_UPLOAD_CHUNK_BYTES} bytes, the last one the rest) of a video file; the last one assembles it`,
      params: z.object({ identifier, chunk: z.coerce.number().int().min(1).max(100_000) }),
      querystring: z.object({ totalSize: z.coerce.number().int().min(1) }),
      bodyLimit: CONSOLE_UPLOAD_CHUNK_BYTES + 1024,
    },
    (req) => m.uploads.putChunk(req.params.identifier, req.params.chunk, req.query.totalSize, rawBytes(req)),
  );
  admin.get(
    '/media/uploads/:identifier',
    {
      summary: 'How many chunks of an upload are stored, or whether it is complete',
      params: z.object({ identifier }),
    },
    (req) => m.uploads.upload(req.params.identifier),
  );
  admin.post(
    '/media/ingest',
    {
      summary: 'Transcode a complete upload into a draft (or published) video; answers the job',
      body: adminIngestRequest,
    },
    async (req) => {
      const b = req.body;
      const jobId = await m.uploads.startIngest(b.identifier, {
        title: b.title,
        description: b.description,
        tags: b.tags,
        actor: b.actor,
        access: b.access,
        price: b.price,
        status: b.publish ? 'ready' : 'draft',
      });
      return { jobId };
    },
  );
  admin.get(
    '/media/jobs/:id',
    { summary: 'An ingest job: running, done (with its video) or failed (with the error)', params: idParams },
    (req) => m.uploads.job(req.params.id),
  );
  admin.get(
    '/media/videos',
    {
      summary: 'Videos in every state, newest first; q is an id or part of a title',
      querystring: adminVideoListQuery,
    },
    (req) => m.list(req.query),
  );
  admin.get('/media/videos/:id', { summary: 'One video as the console edits it', params: idParams }, (req) =>
    m.video(req.params.id),
  );
  admin.put(
    '/media/videos/:id',
    {
      summary: 'Change a video: title, description, tags, actor, topic, collection, access, price',
      params: idParams,
      body: adminVideoPatch,
      before: video,
    },
    (req) => m.patch(req.params.id, req.body),
  );
  admin.post(
    '/media/videos/:id/state',
    {
      summary: 'Publish (ready) or unpublish (hidden) a video',
      params: idParams,
      body: adminVideoStateRequest,
      before: video,
    },
    (req) => m.setState(req.params.id, req.body.state),
  );
  coverRoutes(
    admin,
    '/media/videos',
    m,
    {
      put: 'Replace the cover with an image (JPEG, PNG, WebP, GIF)',
      get: 'The cover as a plain JPEG (for the console; the app gets it obfuscated)',
    },
    (id) => m.video(id),
  );
  crudRoutes(app, '/media/collections', {
    summaries: {
      list: 'Every collection with its video count',
      add: 'Add a collection',
      change: 'Change a collection',
    },
    input: adminCollectionInput,
    list: () => m.collections(),
    save: (id, input) => m.saveCollection(id, input),
    before: (id) => byId(m.collections(), id),
  });
  crudRoutes(app, '/media/topics', {
    summaries: {
      list: 'Every topic (home section) in home order',
      add: 'Add a topic (home section)',
      change: 'Change a topic: name, layout, shown on home, sort',
    },
    input: adminTopicInput,
    list: () => m.topics(),
    save: (id, input) => m.saveTopic(id, input),
    before: (id) => byId(m.topics(), id),
  });
  admin.post(
    '/media/topics/order',
    {
      summary: 'Order the home sections: the ids given, first shown first',
      body: adminTopicOrder,
      before: async () => ({ ids: (await m.topics()).map((t) => Number(t.id)) }),
    },
    async (req) => ({ list: await m.orderTopics(req.body.ids) }),
  );
}
