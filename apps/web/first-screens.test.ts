import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as shared from '@lld/protocol/first-screens';
import { ROUTES } from '@lld/protocol/routes';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS_FILE, firstScreenFiles, LANDING_SCREENS, staticClosure } from './first-screens';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** A bundle of chunks as Rolldown and Vite describe them (only the fields the step reads). */
function bundle(
  chunks: Array<{ file: string; module?: string; entry?: boolean; imports?: string[]; css?: string[] }>,
): OutputBundle {
  return Object.fromEntries(
    chunks.map((c) => [
      c.file,
      {
        type: 'chunk',
        fileName: c.file,
        isEntry: c.entry ?? false,
        facadeModuleId: c.module ? `${ROOT}/${c.module}` : null,
        imports: c.imports ?? [],
        viteMetadata: { importedCss: new Set(c.css ?? []) },
      },
    ]),
  ) as unknown as OutputBundle;
}

describe('staticClosure', () => {
  it('walks static imports recursively, through cycles, without the host', () => {
    const imports = new Map([
      ['a', ['b', 'c']],
      ['b', ['c', 'a']],
      ['c', ['d']],
    ]);
    expect([...staticClosure(imports, 'a')].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...staticClosure(imports, 'd')]).toEqual([]);
  });
});

describe('firstScreenFiles', () => {
  const built = bundle([
    { file: 'assets/index.js', entry: true, imports: ['assets/react.js'] },
    { file: 'assets/react.js' },
    {
      file: 'assets/home.js',
      module: 'src/app/home-route.tsx',
      imports: ['assets/react.js', 'assets/image.js'],
      css: ['assets/home.css'],
    },
    { file: 'assets/image.js', imports: ['assets/react.js'], css: ['assets/image.css', 'assets/home.css'] },
  ]);

  it('lists a screen’s chunk and its static imports that the page does not load already, then their CSS once', () => {
    expect(firstScreenFiles(built, ROOT, { '/': 'src/app/home-route.tsx' })).toEqual({
      '/': ['assets/home.js', 'assets/image.js', 'assets/home.css', 'assets/image.css'],
    });
  });

  it('fails the build when a landing screen is not a chunk of it (the table went stale)', () => {
    expect(() => firstScreenFiles(built, ROOT, { '/gone': 'src/features/gone/gone-screen.tsx' })).toThrow(
      /gone-screen\.tsx \(for \/gone\) is not a chunk/,
    );
  });
});

describe('LANDING_SCREENS', () => {
  it('is written where the server reads it', () => {
    expect(FIRST_SCREENS_FILE).toBe(shared.FIRST_SCREENS_FILE);
  });

  // The routes' lazy loads as written in the route tables: `key: () => import('./x')` in a
  // feature's routes.ts, `screen('key', () => import('./x'))` in app/route-table.ts.
  const tables = [
    join(ROOT, 'src/app/route-table.ts'),
    ...readdirSync(join(ROOT, 'src/features')).map((f) => join(ROOT, 'src/features', f, 'routes.ts')),
  ].filter((f) => existsSync(f));
  const loads = new Map<string, string>();
  for (const file of tables)
    for (const m of readFileSync(file, 'utf8').matchAll(
      /(?:screen\('(\w+)',|\b(\w+):)\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
    ))
      loads.set(m[1] ?? m[2] ?? '', relative(ROOT, resolve(dirname(file), `${m[3]}.tsx`)));

  it('names, for each path, the module its route loads', () => {
    const keyOf = new Map(Object.entries(ROUTES).map(([key, path]) => [path as string, key]));
    for (const [path, module] of Object.entries(LANDING_SCREENS)) {
      const key = keyOf.get(path);
      expect(key, path).toBeDefined();
      expect(loads.get(key ?? ''), path).toBe(module);
    }
  });
});
