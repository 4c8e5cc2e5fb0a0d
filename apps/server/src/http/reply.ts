import type { FastifyReply } from 'fastify';

/** Sends a JSON body as a ready string, so no route serializer or hook reshapes it. */
export function sendBody(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
