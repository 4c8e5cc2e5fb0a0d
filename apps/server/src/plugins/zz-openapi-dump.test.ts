import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

const h = useTestApp();
it('dumps the OpenAPI doc', async () => {
  const r = await h.t.app.inject({ method: 'GET', url: '/api/docs/json' });
  writeFileSync(process.env.OPENAPI_DUMP ?? '/tmp/s28-11-openapi.json', r.body);
});
