import type { Endpoint } from '@lld/protocol/api/endpoints';
import { resultBody } from '@lld/protocol/api/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendSuccess } from '../plugins/envelope.ts';
import type { DirectAnswer } from './direct-lane.ts';
import type { JsonText } from './json-text.ts';
import { compileResponseJson } from './response-json.ts';
import type { AuthUser } from './types.ts';

type BodyOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.output<E['request']> : undefined;
type UserOf<E extends Endpoint> = E['auth'] extends 'required' ? AuthUser : AuthUser | null;

export interface AppRouteContext<E extends Endpoint> {
  /** The validated, decrypted request body. */
  body: BodyOf<E>;
  /** The caller; never null on `required` routes. */
  user: UserOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns `data`, or a cached payload already serialised (http/json-text.ts). */
export type AppRouteHandler<E extends Endpoint> = (
  ctx: AppRouteContext<E>,
) => Promise<z.input<E['response']> | JsonText>;

/** OpenAPI security of a signed call: all three headers of PROTOCOL §2. */
export const APP_SECURITY = [{ apiKey: [], xUserAgent: [], authorization: [] }];

/**
 * Registers one PROTOCOL call from the endpoint table: its body schema (plain, after
 * decryption), its `data` schema (wrapped as `{code:200,msg,data}` in the document), its auth
 * mode. The handler returns only `data`; `sendSuccess` wraps and, when on, encrypts it.
 */
export function appRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: AppRouteHandler<E>,
): void {
  const { config } = app;
  // Built now, not at the first call.
  compileResponseJson(endpoint.response);
  const group = endpoint.path.split('/')[2] ?? 'app';
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: [group],
      security: APP_SECURITY,
      ...(endpoint.request ? { body: endpoint.request } : {}),
      response: { 200: resultBody(endpoint.response) },
    },
    config: { app: true, auth: endpoint.auth },
    // An encrypted answer is base64 of random-looking bytes: compression would save a few
    // per cent for its CPU. Plain JSON (APP_ENCRYPT=off) compresses several times over.
    ...(config.encrypt ? { compress: false as const } : {}),
    // A GET call has no body to inflate: no preParsing step of @fastify/compress for it.
    ...(endpoint.method === 'GET' ? { decompress: false as const } : {}),
    handler: async (request, reply) => {
      const data = await handler({
        body: request.body as BodyOf<E>,
        user: request.user as UserOf<E>,
        request,
        reply,
      });
      // With the sealer: a cached payload's answer sealed ahead, as the direct lane takes it.
      return sendSuccess(reply, endpoint.response, data, app.envelope);
    },
  });
}

/**
 * A PROTOCOL call whose answer is a cached payload needing of its call only the caller, the
 * body and the origin: registered as `appRoute` does, and answered by the direct lane too
 * (http/direct-lane.ts), with the one `answer` on both paths. The Fastify route answers whatever
 * the lane hands over.
 */
export function directRoute<E extends Endpoint & { method: 'GET' | 'POST' }>(
  app: FastifyInstance,
  endpoint: E,
  answer: DirectAnswer,
): void {
  appRoute(app, endpoint, ({ request, user, body }) =>
    answer({ user, body, origin: `${request.protocol}://${request.host}` }),
  );
  app.directLane.add({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    auth: endpoint.auth,
    request: (endpoint.request ?? undefined) as z.ZodType | undefined,
    answer,
  });
}
