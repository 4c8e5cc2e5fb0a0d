import { endpoints } from '@lld/protocol/api/endpoints';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

const h = useTestApp();

describe('OpenAPI document', () => {
  it('lists every endpoint of the table and the operator API with plain schemas', async () => {
    const r = await h.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json() as {
      paths: Record<
        string,
        Record<string, { security?: unknown; requestBody?: unknown; responses: Record<string, unknown> }>
      >;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    for (const e of Object.values(endpoints)) {
      const op = doc.paths[`/api${e.path}`]?.[e.method.toLowerCase()];
      expect(op, e.path).toBeDefined();
      expect(op!.security).toEqual([{ apiKey: [], xUserAgent: [], authorization: [] }]);
      expect(op!.responses['200']).toBeDefined();
      // A POST with a JSON body documents it; user/avatar (request: null) is multipart.
      if (e.method === 'POST' && e.request) expect(op!.requestBody, e.path).toBeDefined();
    }
    for (const p of [
      '/api/admin/settings/{key}',
      '/api/admin/devices/ban',
      '/api/admin/announcements',
      '/api/admin/users/{id}',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'adminKey',
      'apiKey',
      'authorization',
      'xUserAgent',
    ]);
    expect(doc.components.schemas).toHaveProperty('UserInfo');
    expect(doc.components.schemas).toHaveProperty('EncryptedResultBody');
    expect(doc.components.schemas).toHaveProperty('EnvelopeRequest');
    expect(JSON.stringify(doc.paths['/api/app/login/guest'])).toContain(
      '#/components/schemas/GuestLoginRequest',
    );
    expect(JSON.stringify(doc.components.schemas.GuestLoginRequest)).toContain('devID');
    expect(doc.paths['/api/runtime-config.json']).toBeDefined();
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith('/files'))
        .sort(),
    ).toEqual([
      '/files/hls/{*}',
      '/files/line2/hls/{*}',
      '/files/live/{id}/{rendition}/{file}',
      '/files/{*}',
    ]);
    expect(doc.paths['/']).toBeUndefined();
  });

  it('serves the UI at /api/docs', async () => {
    const r = await h.t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('swagger');
  });
});
