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
      name: 'contract-uses-domain-only',
      comment: 'src/contract (the wire shapes both sides import) imports only the domain and zod.',
      severity: 'error',
      from: { path: '^src/contract' },
      to: {
        pathNot: ['^src/(contract|domain)', '^node_modules/zod/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'contract-only-for-server-and-adapters',
      comment:
        'The contract is the wire: the server and the browser adapters speak it, no one else.',
      severity: 'error',
      from: { path: '^src/(application|ui|domain)' },
      to: { path: '^src/contract' },
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
      comment: 'The server never imports browser code (it imports the domain and the contract).',
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
