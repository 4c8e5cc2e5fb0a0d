import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

/**
 * The routes of a list the console edits whole: `GET path` (every row, as `{ list }`),
 * `POST path` (add one) and `PUT path/:id` (change one). `save(null, input)` adds a row,
 * `save(id, input)` changes it; both answer the row. `before(id)`, when given, puts the row as it
 * was into the change's audit entry.
 */
export function crudRoutes<I extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  d: {
    summaries: { list: string; add: string; change: string };
    input: I;
    list: () => Promise<unknown[]>;
    save: (id: number | null, input: z.output<I>) => Promise<unknown>;
    /** The row as it is, for the audit entry of a change (its before-image). */
    before?: (id: number) => Promise<unknown>;
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(path, { schema: adminSchema(d.summaries.list, {}) }, async (_req, reply) =>
    adminOk(reply, { list: await d.list() }),
  );
  r.post(path, { schema: adminSchema(d.summaries.add, { body: d.input }) }, async (req, reply) =>
    adminOk(reply, await d.save(null, req.body as z.output<I>)),
  );
  r.put(
    `${path}/:id`,
    { schema: adminSchema(d.summaries.change, { params: idParams, body: d.input }) },
    async (req, reply) => {
      if (d.before) req.auditBefore = await d.before(req.params.id);
      return adminOk(reply, await d.save(req.params.id, req.body as z.output<I>));
    },
  );
}
