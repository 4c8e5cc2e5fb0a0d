// Server boundaries (docs/architecture.md, "Boundaries"), checked by `npm test` (static step):
// - a module reaches another module only through its service interface (`<x>.service.ts`);
//   database foreign keys may point at another module's table (schema files only);
// - the core (http, plugins, adapters, db, events, demo art) knows no module, except for types;
// - no import circles.
// Tests may set up fixtures across modules; they are not part of the running graph.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-service',
      comment: 'A module uses another module only through its *.service.ts (and the shared module.ts).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/', pathNot: ['\\.test\\.ts$', '\\.schema\\.ts$'] },
      to: {
        path: '^src/modules/',
        pathNot: [
          '^src/modules/$1/',
          '^src/modules/[^/]+/[^/]+\\.service\\.ts$',
          '^src/modules/module\\.ts$',
        ],
      },
    },
    {
      name: 'schema-to-schema-only',
      comment: "A schema file may reference another module's table (a foreign key), nothing else of it.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/[^/]+\\.schema\\.ts$' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/[^/]+\\.schema\\.ts$'] },
    },
    {
      name: 'core-knows-no-module',
      comment: 'http, plugins, adapters, db, events and demo art are below the modules (types excepted).',
      severity: 'error',
      from: { path: '^src/(http|plugins|adapters|db|events|demo)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { pathNot: '\\.test\\.ts$' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
