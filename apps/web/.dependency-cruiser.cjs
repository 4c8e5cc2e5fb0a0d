// Web boundaries (docs/architecture.md, "Boundaries"), checked by `npm test` (static step):
// one-way imports lib → components → features → app; a feature never imports another feature
// (what two features share lives in components/ or lib/); no import circles.
/** An import the layering forbids: from files matching `from` to files matching `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'feature-to-feature',
      'A feature imports no other feature: shared pieces move down to components/ or lib/.',
      { path: '^src/features/([^/]+)/' },
      { path: '^src/features/', pathNot: '^src/features/$1/' },
    ),
    forbid(
      'nothing-imports-app',
      'The app layer composes features; nothing below it imports it.',
      { path: '^src/(features|components|lib|themes|locales)/' },
      { path: '^src/app/' },
    ),
    forbid(
      'components-below-features',
      'Components are shared by features and know none of them.',
      { path: '^src/components/' },
      { path: '^src/features/' },
    ),
    forbid(
      'lib-below-components',
      'lib holds configured libraries and data hooks, no UI.',
      { path: '^src/lib/' },
      { path: '^src/(components|features)/' },
    ),
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
