import { resultBody } from '@lld/protocol/api/envelope';
import type { OperatorRole } from '@lld/protocol/console';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { adminOk, adminSchema } from './admin-route.ts';

// One way to declare an operator route: its summary, its zod inputs, optionally the `data` it
// answers and the roles it admits; the handler returns the `data` and the route answers
// `{code: 200, msg: 'ok', data}` (admin-route.ts). Inputs are validated by the app's zod
// validator and typed from the schemas given.

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface AdminRouteSpec<P, Q, B> {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The schema of the answer's `data`, documented as `resultBody(response)`. */
  response?: z.ZodType;
  /** The roles this route admits instead of the module's (`config.adminRoles`). */
  roles?: readonly OperatorRole[];
}

export type AdminRequest<P, Q, B> = FastifyRequest<{
  Params: Parsed<P>;
  Querystring: Parsed<Q>;
  Body: Parsed<B>;
}>;

type AdminRouteMethod = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  url: string,
  spec: AdminRouteSpec<P, Q, B>,
  handler: (request: AdminRequest<P, Q, B>) => unknown,
) => void;

export interface AdminRoutes {
  get: AdminRouteMethod;
  post: AdminRouteMethod;
  put: AdminRouteMethod;
  patch: AdminRouteMethod;
  delete: AdminRouteMethod;
}

/** The route declarers of an `/api/admin` scope: `admin.get(url, { summary, … }, (req) => data)`. */
export function adminRoutes(app: FastifyInstance): AdminRoutes {
  const method =
    (m: HTTPMethods): AdminRouteMethod =>
    (url, { summary, params, querystring, body, response, roles }, handler) => {
      app.route({
        method: m,
        url,
        ...(roles ? { config: { adminRoles: roles } } : {}),
        schema: adminSchema(summary, {
          ...(params ? { params } : {}),
          ...(querystring ? { querystring } : {}),
          ...(body ? { body } : {}),
          ...(response ? { response: { 200: resultBody(response) } } : {}),
        }),
        handler: async (request, reply) => adminOk(reply, await handler(request as never)),
      });
    };
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
  };
}

/**
 * The `?page=&pageSize=` of an operator list: page from 1 (at most `maxPage` when given),
 * pageSize 1..`maxSize`, `size` when not given. Filters are added with `.extend`.
 */
export function adminPageQuery(o: { size: number; maxSize: number; maxPage?: number }) {
  const page = z.coerce.number().int().min(1);
  return z.object({
    page: (o.maxPage ? page.max(o.maxPage) : page).default(1),
    pageSize: z.coerce.number().int().min(1).max(o.maxSize).default(o.size),
  });
}

/**
 * Answers what a change left and puts what it found into the audit entry (`auditBefore`): for a
 * service call that answers `{ before, after }`.
 */
export async function audited<A>(
  request: { auditBefore: unknown },
  change: Promise<{ before: unknown; after: A }>,
): Promise<A> {
  const { before, after } = await change;
  request.auditBefore = before;
  return after;
}
