// The dependency rule of DESIGN.md, checked on every `npm test` (npm run lint).
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing else of ours and no framework.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: '^src/domain', dependencyTypesNot: ['core'] },
    },
    {
      name: 'application-uses-domain-only',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: '^src/(infrastructure|ui|server)' },
    },
    {
      name: 'infrastructure-not-ui-or-server',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/(ui|server)' },
    },
    {
      name: 'ui-not-server',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/server' },
    },
    {
      name: 'server-uses-domain-only',
      comment: 'The server never imports browser code.',
      severity: 'error',
      from: { path: '^src/server' },
      to: { path: '^src/(application|infrastructure|ui)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
