import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  helmetOptions,
  PERMISSIONS_POLICY,
  type SecurityHeadersOptions,
  securityHeadersPlugin,
} from './security-headers.ts';

/** What a GET of `url` answers, headers only (the per-response ones left out). */
async function headersOf(app: FastifyInstance, url: string) {
  const r = await app.inject({ method: 'GET', url });
  const { date: _date, 'content-length': _length, ...rest } = r.headers;
  return rest;
}

function routes(app: FastifyInstance) {
  app.get('/api/x', async () => ({ ok: true }));
  // A PROTOCOL call: its headers go out as reply headers, not set on the raw response.
  app.get('/api/app/x', { config: { app: true } }, async () => ({ ok: true }));
  app.get('/api/app/fail', { config: { app: true } }, async () => {
    throw new Error('boom');
  });
  // A relaxed route, as the sandbox cashier mounts itself (adapters/sandbox-server.ts).
  app.get(
    '/sandbox/x',
    {
      config: {
        helmet: { contentSecurityPolicy: { directives: { 'script-src': ["'self'", "'unsafe-inline'"] } } },
      },
    },
    async () => 'cashier',
  );
  app.get('/fail', async () => {
    throw new Error('boom');
  });
}

describe('security headers, computed once', () => {
  for (const options of [
    { inlineScripts: ['window.x=1'], hsts: false },
    { inlineScripts: [], hsts: true, frameSources: ['https://games.example'] },
  ] satisfies SecurityHeadersOptions[]) {
    it(`are the headers @fastify/helmet sets per request (hsts ${options.hsts})`, async () => {
      const reference = Fastify({ logger: false });
      await reference.register(helmet, { ...helmetOptions(options), global: true });
      reference.addHook('onRequest', async (_request, reply) => {
        reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      });
      routes(reference);
      const ours = Fastify({ logger: false });
      await ours.register(securityHeadersPlugin(options));
      routes(ours);
      for (const url of ['/api/x', '/api/app/x', '/api/app/fail', '/sandbox/x', '/fail', '/missing']) {
        expect({ url, headers: await headersOf(ours, url) }).toEqual({
          url,
          headers: await headersOf(reference, url),
        });
      }
      const csp = async (url: string) => String((await headersOf(ours, url))['content-security-policy']);
      expect(await csp('/sandbox/x')).toMatch(/script-src 'self' 'unsafe-inline'/);
      expect(await csp('/api/x')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await Promise.all([reference.close(), ours.close()]);
    });
  }
});
