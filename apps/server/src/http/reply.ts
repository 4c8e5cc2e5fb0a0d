import type { FastifyReply } from 'fastify';

/** Sends a JSON body as a ready string, so no route serializer or hook reshapes it. */
export function sendBody(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** A short plain-text refusal that no cache keeps (a segment URL forbidden or gone). */
export function sendPlainNoStore(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}
