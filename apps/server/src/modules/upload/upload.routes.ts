import multipart from '@fastify/multipart';
import { COMMUNITY_LIMITS, UPLOAD_LIMITS } from '@lld/protocol/api/community';
import { endpoints } from '@lld/protocol/api/endpoints';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { APP_SECURITY } from '../../http/app-route.ts';
import { sendBody } from '../../http/reply.ts';
import type { AuthUser } from '../../http/types.ts';
import { sendSuccess } from '../../plugins/envelope.ts';
import { hit } from '../../plugins/rate-limit.ts';
import { MAX_CHUNK_BYTES, parseChunkFields, UploadRefused } from './upload.service.ts';

/** Chunk calls per user per 10 s (they skip the general per-IP and per-token limits). */
export const CHUNK_RATE = { count: 400, windowSeconds: 10 };

/**
 * Multipart uploads: upload/images, upload/img, upload/imgv2 (images, PROTOCOL §9 storage) and
 * upload/chunk (PROTOCOL §10). Registered accounts only. Refusals keep their HTTP meaning:
 * 415 a file type, 413 a file too large (or a quota), 403 a guest — so resumable.js stops.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { uploads, community } = app.services;
  const { config } = app;
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(UPLOAD_LIMITS.imageMaxBytes, MAX_CHUNK_BYTES),
      files: COMMUNITY_LIMITS.postImagesMax,
      fields: 20,
      fieldSize: 1024,
      parts: 40,
    },
    throwFileSizeLimit: true,
  });

  const refuse = (reply: FastifyReply, err: unknown) => {
    if (err instanceof UploadRefused)
      return sendBody(reply, err.status, { code: err.code, msg: err.message, tip: err.tip });
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      return sendBody(reply, 413, {
        code: ResultCode.INVALID_PARAMS,
        msg: 'file too large',
        tip: '文件太大',
      });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw AppError.invalid('file', 'too many parts');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw AppError.invalid('body', 'multipart/form-data expected');
    if (err instanceof AppError && err.code === ResultCode.FORBIDDEN)
      return sendBody(reply, 403, { code: err.code, msg: err.message, ...(err.tip ? { tip: err.tip } : {}) });
    throw err;
  };

  const route = (
    url: string,
    method: 'GET' | 'POST',
    summary: string,
    handler: (request: FastifyRequest, reply: FastifyReply, user: AuthUser) => Promise<unknown>,
    own = false,
  ) =>
    app.route({
      method,
      url: `/api${url}`,
      schema: { summary, tags: ['upload'], security: APP_SECURITY },
      config: { app: true, auth: 'required', envelope: false, ownRateLimit: own },
      handler: async (request, reply) => {
        const user = request.user!;
        try {
          if (own) await hit(app.kv, `rl:upload:${user.id}`, CHUNK_RATE);
          await community.requireAccount(user.id);
          return await handler(request, reply, user);
        } catch (err) {
          return refuse(reply, err);
        }
      },
    });

  /** Every file part, read whole (bounded by the multipart limits). */
  async function files(request: FastifyRequest): Promise<Uint8Array[]> {
    const out: Uint8Array[] = [];
    for await (const part of request.files()) {
      if (part.fieldname !== 'file') {
        await part.toBuffer();
        continue;
      }
      out.push(new Uint8Array(await part.toBuffer()));
    }
    if (out.length === 0) throw AppError.invalid('file', 'Required');
    return out;
  }

  route(endpoints.uploadImages.path, 'POST', endpoints.uploadImages.summary, async (request, reply, user) => {
    const list = [];
    for (const bytes of await files(request)) list.push(await uploads.storeImage(user.id, bytes));
    return sendSuccess(reply, endpoints.uploadImages.response, { list }, config);
  });
  route(endpoints.uploadImg.path, 'POST', endpoints.uploadImg.summary, async (request, reply, user) => {
    const [bytes] = await files(request);
    const image = await uploads.storeImage(user.id, bytes!);
    return sendSuccess(reply, endpoints.uploadImg.response, { url: image.url }, config);
  });
  route(endpoints.uploadImgv2.path, 'POST', endpoints.uploadImgv2.summary, async (request, reply, user) => {
    const [bytes] = await files(request);
    const image = await uploads.storeImage(user.id, bytes!);
    return sendSuccess(reply, endpoints.uploadImgv2.response, image, config);
  });

  route(
    endpoints.uploadChunk.path,
    'GET',
    'Chunked upload test (PROTOCOL §10): 200 when this chunk of your upload is stored, 204 when not',
    async (request, reply, user) => {
      const fields = parseChunkFields(request.query as Record<string, unknown>);
      if (!(await uploads.hasChunk(user.id, fields))) return reply.code(204).send();
      return sendSuccess(
        reply,
        endpoints.uploadChunk.response,
        { identifier: fields.identifier, complete: false },
        config,
      );
    },
    true,
  );
  route(
    endpoints.uploadChunk.path,
    'POST',
    endpoints.uploadChunk.summary,
    async (request, reply, user) => {
      const raw: Record<string, unknown> = {};
      let bytes: Uint8Array | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const buf = new Uint8Array(await part.toBuffer());
          if (part.fieldname === 'file' && bytes === null) bytes = buf;
        } else raw[part.fieldname] = part.value;
      }
      const fields = parseChunkFields(raw);
      if (!bytes) throw AppError.invalid('file', 'Required');
      const result = await uploads.putChunk(user.id, fields, bytes);
      return sendSuccess(reply, endpoints.uploadChunk.response, result, config);
    },
    true,
  );
}
