// The bundled stand-ins for outside services (the payment gateway, the game provider) are each a
// small Fastify server of their own, served by `npm start` under a path prefix of the main
// server. This is their shared set-up: the instance, its HTML answers for an unknown page and a
// failure, and the mount that forwards every request under the prefix to it.
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';

export interface SandboxServer {
  app: FastifyInstance;
  /** The path prefix, without a trailing slash. */
  prefix: string;
}

export interface SandboxServerOptions {
  prefix: string;
  logger?: FastifyBaseLogger;
  bodyLimit: number;
  /** The sandbox's own page for a message (title, text). */
  messagePage(title: string, text: string): string;
  /** The message texts: an unknown page, a failed request. */
  notFound: string;
  failed: string;
  /** Headers every HTML answer carries besides `cache-control: no-store` (e.g. x-frame-options). */
  htmlHeaders?: Record<string, string>;
}

/** The Fastify instance of a sandbox, with its not-found and error pages. Routes go under `prefix`. */
export function sandboxServer(options: SandboxServerOptions): SandboxServer & {
  html(reply: FastifyReply, status: number, body: string): FastifyReply;
} {
  const prefix = options.prefix.replace(/\/+$/, '');
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : {}),
    bodyLimit: options.bodyLimit,
  }) as unknown as FastifyInstance;
  const html = (reply: FastifyReply, status: number, body: string): FastifyReply =>
    reply
      .code(status)
      .headers({ 'cache-control': 'no-store', ...options.htmlHeaders })
      .type('text/html; charset=utf-8')
      .send(body);
  app.setNotFoundHandler(async (_request, reply) =>
    html(reply, 404, options.messagePage('页面不存在', options.notFound)),
  );
  app.setErrorHandler(async (err, request, reply) => {
    const status = (err as { statusCode?: number }).statusCode;
    const known = status !== undefined && status < 500;
    if (known) request.log.warn({ err }, `${prefix}: refused`);
    else request.log.error({ err }, `${prefix}: error`);
    return html(reply, known ? status : 500, options.messagePage('请求失败', options.failed));
  });
  return { app, prefix, html };
}

/**
 * Forwards every GET and POST under the sandbox's prefix to it, on the main server. `helmet` is
 * the route's helmet config, if it has one (the sandbox's own Content-Security-Policy: it stands in for an
 * outside site).
 */
export function mountSandboxServer(
  main: FastifyInstance,
  sandbox: SandboxServer,
  helmet?: Record<string, unknown>,
): void {
  main.route({
    method: ['GET', 'POST'],
    url: `${sandbox.prefix}/*`,
    onRequest: async (request, reply) => {
      reply.hijack();
      sandbox.app.routing(request.raw, reply.raw);
    },
    handler: async () => {},
    schema: { hide: true },
    ...(helmet ? { config: { helmet } } : {}),
  });
}

/** True for an absolute http(s) URL (a sandbox's callback and return addresses). */
export function isHttpUrl(text: string | undefined): boolean {
  if (!text) return false;
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
