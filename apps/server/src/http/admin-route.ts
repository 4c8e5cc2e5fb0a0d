import { resultBody } from '@lld/protocol/api/envelope';
import type { OperatorRole } from '@lld/protocol/console';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { ImageProfile } from '../modules/upload/image.service.ts';
import { ADMIN_SECURITY } from '../plugins/admin-auth.ts';
import { IMAGE_MAX_BYTES, rawBytes, readCover, replaceCover, sendImage } from './admin-images.ts';
import { sendBody } from './reply.ts';

// The one way to declare an operator route (`adminRoutes`): its summary, its zod inputs,
// optionally the `data` it answers and the roles it admits; the handler returns the `data` and
// the route answers the plain `{code: 200, msg: 'ok', data}` (never encrypted, not signed).
// Inputs are validated by the app's zod validator and typed from the schemas given. The admin
// key itself is checked once per scope (admin-auth.ts).

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

/** `/:id/.../:index` of an item's ordered images (a comic chapter's pages, a gallery item's pictures). */
export const imageIndexParams = idParams.extend({ index: z.coerce.number().int().min(0).max(999) });

/** The `data` of a paged operator list (PROTOCOL §5 shape). */
export const adminList = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), hasMore: z.boolean(), page: z.number().int(), pageSize: z.number().int() });

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
  /** The largest body this route takes (a raw upload: see `acceptRawBodies`). */
  bodyLimit?: number;
  /**
   * What the change finds before it runs (the row as it was), read first and put into the
   * audit entry as its before-image.
   */
  before?: (request: AdminRequest<P, Q, B>) => unknown;
}

export type AdminRequest<P, Q, B> = FastifyRequest<{
  Params: Parsed<P>;
  Querystring: Parsed<Q>;
  Body: Parsed<B>;
}>;

type AdminRouteMethod<R = unknown> = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  url: string,
  spec: AdminRouteSpec<P, Q, B>,
  handler: (request: AdminRequest<P, Q, B>) => R,
) => void;

export interface AdminRoutes {
  get: AdminRouteMethod;
  post: AdminRouteMethod;
  put: AdminRouteMethod;
  patch: AdminRouteMethod;
  delete: AdminRouteMethod;
  /** A GET that sends a decoded picture (`sendImage`) instead of `{code,msg,data}`; 2004 for null. */
  image: AdminRouteMethod<Promise<Uint8Array | null>>;
}

/** The route declarers of an `/api/admin` scope: `admin.get(url, { summary, … }, (req) => data)`. */
export function adminRoutes(app: FastifyInstance): AdminRoutes {
  const declare =
    <R>(m: HTTPMethods, send: (reply: FastifyReply, r: Awaited<R>) => FastifyReply): AdminRouteMethod<R> =>
    (url, { summary, params, querystring, body, response, roles, bodyLimit, before }, handler) => {
      app.route({
        method: m,
        url,
        ...(bodyLimit ? { bodyLimit } : {}),
        ...(roles ? { config: { adminRoles: roles } } : {}),
        schema: adminSchema(summary, {
          ...(params ? { params } : {}),
          ...(querystring ? { querystring } : {}),
          ...(body ? { body } : {}),
          ...(response ? { response: { 200: resultBody(response) } } : {}),
        }),
        handler: async (request, reply) => {
          if (before) request.auditBefore = (await before(request as never)) ?? null;
          return send(reply, await handler(request as never));
        },
      });
    };
  const method = (m: HTTPMethods) => declare<unknown>(m, adminOk);
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
    image: declare<Promise<Uint8Array | null>>('GET', sendImage),
  };
}

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
  const admin = adminRoutes(app);
  admin.get(path, { summary: d.summaries.list }, async () => ({ list: await d.list() }));
  admin.post(path, { summary: d.summaries.add, body: d.input }, (req) =>
    d.save(null, req.body as z.output<I>),
  );
  const before = d.before;
  admin.put(
    `${path}/:id`,
    {
      summary: d.summaries.change,
      params: idParams,
      body: d.input,
      ...(before ? { before: (req: { params: { id: number } }) => before(req.params.id) } : {}),
    },
    (req) => d.save(req.params.id, req.body as z.output<I>),
  );
}

/**
 * A row's cover as the console changes it: `PUT path/:id/cover` takes an image as the raw body
 * (`setCover` re-encodes and stores it, see admin-images.ts `replaceCover`) and answers the row;
 * `GET path/:id/cover` sends it back decoded (`cover`). With `audited`, `setCover` answers
 * `{ before, after }` and the row as it was goes into the audit entry (see `audited`); else
 * `before(id)`, when given, reads it first. Register
 * `acceptRawBodies` in the scope.
 */
export function coverRoutes(
  admin: AdminRoutes,
  path: string,
  covers: { cover: (id: number) => Promise<Uint8Array | null> } & (
    | { setCover: (id: number, bytes: Uint8Array) => Promise<unknown>; audited?: false }
    | {
        setCover: (id: number, bytes: Uint8Array) => Promise<{ before: unknown; after: unknown }>;
        audited: true;
      }
  ),
  summaries: { put: string; get: string },
  /** The row as it is, for the audit entry of a new cover (when `setCover` is not `audited`). */
  before?: (id: number) => Promise<unknown>,
): void {
  admin.put(
    `${path}/:id/cover`,
    {
      summary: summaries.put,
      params: idParams,
      bodyLimit: IMAGE_MAX_BYTES + 1024,
      ...(before ? { before: (req: { params: { id: number } }) => before(req.params.id) } : {}),
    },
    (req) =>
      covers.audited
        ? audited(req, covers.setCover(req.params.id, rawBytes(req)))
        : covers.setCover(req.params.id, rawBytes(req)),
  );
  admin.image(`${path}/:id/cover`, { summary: summaries.get, params: idParams }, (req) =>
    covers.cover(req.params.id),
  );
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

/**
 * Row `id` of `table` as it is now, or null: the before-image of a change to it (see the
 * `before` of a route). `omit` leaves columns out (secrets, bulky text).
 */
export async function rowBefore<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  id: number,
  omit: readonly string[] = [],
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !omit.includes(k)));
}

/**
 * `coverRoutes` for a table whose `cover` column the console fills by upload (games, live
 * channels): the picture is re-encoded as `profile`, stored obfuscated and put in the row
 * (`replaceCover`); the audit entry has the row as `row(id)` reads it before and after.
 */
export function storedCoverRoutes(
  app: FastifyInstance,
  path: string,
  c: {
    table: PgTable & { id: PgColumn; cover: PgColumn };
    profile: ImageProfile;
    /** The 2004 message when there is no such row. */
    missing: string;
    row: (id: number) => Promise<unknown>;
    summaries: { put: string; get: string };
  },
): void {
  const deps = {
    db: app.db,
    storage: app.storage,
    imageKey: app.config.imageKey,
    images: app.services.images,
  };
  coverRoutes(
    adminRoutes(app),
    path,
    {
      audited: true,
      setCover: async (id, bytes) => {
        const before = await c.row(id);
        await replaceCover(deps, c.table, { id, bytes, profile: c.profile, missing: c.missing });
        return { before, after: await c.row(id) };
      },
      cover: (id) => readCover(deps, c.table, id),
    },
    c.summaries,
  );
}
