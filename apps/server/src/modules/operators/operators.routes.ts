import { CONSOLE_SESSION_COOKIE, OPERATOR_ROLES } from '@lld/protocol/console';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';
import { csrfOk, ownOrigin, readCookie } from '../../plugins/admin-auth.ts';

const schema = <S extends object>(summary: string, s: S) => ({ tags: ['console'], summary, ...s });

const SESSION_SECONDS = 12 * 3600;

function sessionCookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${CONSOLE_SESSION_COOKIE}=${value}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

/** A login or setup form posted from another site is refused (login CSRF). */
function sameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== ownOrigin(request)) {
    throw new AppError(ResultCode.FORBIDDEN, 'cross-site request refused');
  }
}

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/**
 * The console's own session API under `/api/console` (issue 17): first-owner setup, login with
 * password and TOTP, logout, TOTP enrolment. Plain `{code,msg,data}` like the operator API.
 */
export async function operatorsRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const current = async (request: FastifyRequest) =>
    operators.session(readCookie(request.headers.cookie, CONSOLE_SESSION_COOKIE) ?? '');

  /** The signed-in operator of a changing console call, CSRF checked. */
  const signedIn = async (request: FastifyRequest) => {
    const s = await current(request);
    if (!s) throw new AppError(ResultCode.TOKEN_INVALID, 'not signed in');
    if (!csrfOk(request, s.principal.csrf)) throw new AppError(ResultCode.FORBIDDEN, 'csrf token required');
    return s;
  };

  r.get(
    '/api/console/session',
    {
      schema: schema(
        'The signed-in operator and the CSRF token, or whether the first owner is still to be created',
        {},
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const s = await current(request);
      if (s)
        return ok(reply, {
          operator: s.operator,
          csrf: s.principal.csrf,
          setup: false,
          roles: OPERATOR_ROLES,
        });
      return ok(reply, {
        operator: null,
        csrf: null,
        setup: (await operators.count()) === 0,
        roles: OPERATOR_ROLES,
      });
    },
  );

  r.post(
    '/api/console/setup',
    {
      schema: schema('Create the first owner with the code printed at first start (or the ADMIN_KEY)', {
        body: z.object({
          code: z.string().min(1).max(200),
          username: z.string().min(1).max(40),
          password: z.string().min(1).max(200),
        }),
      }),
    },
    async (request, reply) => {
      sameOrigin(request);
      const created = await operators.setupFirst(request.body);
      await operators.audit({
        actor: { kind: 'operator', name: created.username, role: 'owner' },
        action: 'console.setup',
        target: `operator:${created.id}`,
        after: created,
        ...meta(request),
      });
      return ok(reply, { operator: created });
    },
  );

  r.post(
    '/api/console/login',
    {
      schema: schema(
        'Sign in: password, then the TOTP code when the account has one; sets the session cookie',
        {
          body: z.object({
            username: z.string().min(1).max(40),
            password: z.string().min(1).max(200),
            totp: z.string().max(10).optional(),
          }),
        },
      ),
    },
    async (request, reply) => {
      sameOrigin(request);
      try {
        const result = await operators.login({ ...request.body, ...meta(request) });
        if (!result.ok) return ok(reply, { needTotp: true, operator: null, csrf: null });
        await operators.audit({
          actor: { kind: 'operator', name: result.operator.username, role: result.operator.role },
          action: 'console.login',
          ...meta(request),
        });
        reply.header('set-cookie', sessionCookie(request, result.token, SESSION_SECONDS));
        reply.header('cache-control', 'no-store');
        return ok(reply, { needTotp: false, operator: result.operator, csrf: result.csrf });
      } catch (err) {
        if (err instanceof AppError) {
          await operators.audit({
            actor: { kind: 'anonymous', name: request.body.username.slice(0, 40), role: '' },
            action: 'console.login.failed',
            resultCode: err.code,
            after: { reason: err.message },
            ...meta(request),
          });
        }
        throw err;
      }
    },
  );

  r.post(
    '/api/console/logout',
    { schema: schema('Sign out: ends the session', {}) },
    async (request, reply) => {
      const s = await signedIn(request);
      const token = readCookie(request.headers.cookie, CONSOLE_SESSION_COOKIE) ?? '';
      await operators.logout(token);
      await operators.audit({ actor: s.principal, action: 'console.logout', ...meta(request) });
      reply.header('set-cookie', sessionCookie(request, '', 0));
      return ok(reply, { ok: true });
    },
  );

  r.post(
    '/api/console/totp/begin',
    { schema: schema('Start TOTP enrolment: a new secret and its otpauth URI', {}) },
    async (request, reply) => {
      const s = await signedIn(request);
      return ok(reply, await operators.beginTotp(s.operator));
    },
  );

  r.post(
    '/api/console/totp/confirm',
    {
      schema: schema('Finish TOTP enrolment with a code from the authenticator', {
        body: z.object({ code: z.string().min(1).max(10) }),
      }),
    },
    async (request, reply) => {
      const s = await signedIn(request);
      await operators.confirmTotp(s.operator.id, request.body.code);
      await operators.audit({ actor: s.principal, action: 'console.totp.enrol', ...meta(request) });
      return ok(reply, { operator: await operators.get(s.operator.id) });
    },
  );
}
