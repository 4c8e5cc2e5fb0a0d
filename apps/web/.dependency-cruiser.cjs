// Web boundaries (docs/architecture.md, "Boundaries"), checked by `npm test` (static step):
// one-way imports lib → components → features → app; a feature never imports another feature
// (what two features share lives in components/ or lib/); no import circles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment: 'A feature imports no other feature: shared pieces move down to components/ or lib/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'nothing-imports-app',
      comment: 'The app layer composes features; nothing below it imports it.',
      severity: 'error',
      from: { path: '^src/(features|components|lib|themes|locales)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'lib-below-components',
      comment: 'lib holds configured libraries and data hooks, no UI.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(components|features)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      // A dynamic import() (a lazy screen, a preload) loads later and makes no evaluation cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
