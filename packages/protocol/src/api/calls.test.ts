import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { endpoints } from './endpoints.ts';

describe('the call table', () => {
  it('names every endpoint once, with the endpoint table taking path, method and auth from it', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, call] of Object.entries(calls)) {
      const e = endpoints[name as keyof typeof endpoints];
      expect({ name: e.name, path: e.path, method: e.method, auth: e.auth }).toEqual({ ...call });
      expect(call.name).toBe(name);
    }
  });

  it('gives each call its own path under /app/, and GET only to calls without a body', () => {
    const paths = Object.values(calls).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const c of Object.values(calls)) expect(c.path).toMatch(/^\/app\/[A-Za-z]+(\/[A-Za-z0-9]+)+$/);
    for (const e of Object.values(endpoints)) if (e.method === 'GET') expect(e.request).toBeNull();
  });
});
