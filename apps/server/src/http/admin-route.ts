import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ADMIN_SECURITY } from '../plugins/admin-auth.ts';
import { sendBody } from './reply.ts';

// What every operator route shares: the plain `{code,msg,data}` answer (never encrypted, not
// signed) and the OpenAPI bits. The admin key itself is checked once per scope (admin-auth.ts).

export function adminOk(reply: FastifyReply, data: unknown): FastifyReply {
  return sendBody(reply, 200, { code: 200, msg: 'ok', data });
}

/** An operator route's schema: tagged `admin`, secured by the admin key. */
export const adminSchema = <S extends object>(summary: string, s: S) => ({
  tags: ['admin'],
  summary,
  security: ADMIN_SECURITY,
  ...s,
});

/** `/:id` of an operator route: a positive integer. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The `data` of a paged operator list (PROTOCOL §5 shape). */
export const adminList = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), hasMore: z.boolean(), page: z.number().int(), pageSize: z.number().int() });
