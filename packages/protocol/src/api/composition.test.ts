import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { endpoints } from './endpoints.ts';

// calls.ts and endpoints.ts compose one file per area by hand (a spread each, so the types stay
// literal). This keeps the two lists whole: every area file is in them, and no call name is
// defined by two areas (a spread would silently let the later one win).
const areaFiles = (dir: string) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['define.ts', 'endpoint.ts'].includes(f))
    .sort();

describe.each([
  ['calls', calls as Record<string, unknown>],
  ['endpoints', endpoints as Record<string, unknown>],
])('the %s composition', (dir, composed) => {
  it('takes every area file, each call from exactly one area', async () => {
    const seen = new Map<string, string>();
    for (const file of areaFiles(dir)) {
      const mod = (await import(`./${dir}/${file}`)) as Record<string, unknown>;
      const tables = Object.entries(mod).filter(([name]) =>
        name.endsWith(dir === 'calls' ? 'Calls' : 'Endpoints'),
      );
      expect(tables, `${dir}/${file} exports one table`).toHaveLength(1);
      for (const name of Object.keys(tables[0]![1] as object)) {
        expect(seen.get(name), `${name} is defined in ${seen.get(name)} and ${file}`).toBeUndefined();
        seen.set(name, file);
        expect(composed[name], `${dir}/${file}'s ${name} is in ${dir}.ts`).toBeDefined();
      }
    }
    expect(seen.size).toBe(Object.keys(composed).length);
  });
});
