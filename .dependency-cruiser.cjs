// The dependency rule of docs/design.md (and docs/architecture.md), checked on every `npm test` (npm run lint).
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
      name: 'site-imports-nothing',
      comment:
        'src/site (the route table and its page copy, the site images) is read by the React ' +
        "app and the server's <head> alike, so it imports nothing of ours and no framework.",
      severity: 'error',
      from: { path: '^src/site' },
      to: { pathNot: '^src/site', dependencyTypesNot: ['core'] },
    },
    {
      name: 'site-only-for-ui-and-server',
      comment: 'Page copy is not a rule of the shop, nor part of the wire or of a use case.',
      severity: 'error',
      from: { path: '^src/(domain|contract|application|infrastructure)' },
      to: { path: '^src/site' },
    },
    {
      name: 'ui-not-infrastructure',
      comment:
        'The UI reads stores and ports (src/application); only the composition roots ' +
        '(src/main.tsx, src/entry-server.tsx) wire the adapters of src/infrastructure.',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/infrastructure' },
    },
    {
      name: 'no-feature-to-feature',
      comment:
        'A feature of the UI does not reach into another: what two features share is a ' +
        'component (src/ui/components) or goes through src/application.',
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: '^src/ui/features/', pathNot: '^src/ui/features/$1/' },
    },
    {
      name: 'no-infrastructure-feature-to-feature',
      comment:
        "An adapter feature of src/infrastructure does not reach into another's: " +
        'what two share lives in a folder named for what it holds (http, forms, storage, ' +
        'answers: the contract mapped to application values) or goes through src/application. ' +
        "Only a feature's module, a composition root of its chunk, binds another's adapters.",
      severity: 'error',
      from: {
        path: '^src/infrastructure/(account|blog|cart|catalogue|checkout|club|commissions|content|newsletter|shop|trials)/',
        pathNot: 'Module[.]ts$',
      },
      to: {
        path: '^src/infrastructure/(account|blog|cart|catalogue|checkout|club|commissions|content|newsletter|shop|trials)/',
        pathNot: '^src/infrastructure/$1/',
      },
    },
    {
      name: 'features-only-as-pages',
      comment:
        'A feature is reached only as a page, through the lazy page registry; the layout and ' +
        'the shared components never import one (its code would load with every page).',
      severity: 'error',
      from: {
        path: '^src/ui',
        pathNot: ['^src/ui/features/', '^src/ui/routing/pageRegistry[.]ts$'],
      },
      to: { path: '^src/ui/features/' },
    },
    {
      name: 'server-use-cases-use-no-framework',
      comment:
        "A server feature's use cases and ports (src/server/<feature>/app) reach HTTP, the " +
        'database, payments, mail and PDFs only through ports: those libraries are for its ' +
        'routes (src/server/<feature>/http) and adapters (src/server/<feature>/adapters).',
      severity: 'error',
      from: { path: '^src/server/[^/]+/app/' },
      to: {
        path: '^node_modules/(fastify|@fastify/[^/]+|kysely|pg|better-sqlite3|stripe|nodemailer|pdfkit)/',
      },
    },
    {
      name: 'server-use-cases-not-http',
      comment: 'Use cases never know the routes that call them, any feature’s.',
      severity: 'error',
      from: { path: '^src/server/[^/]+/app/' },
      to: { path: '^src/server/[^/]+/http/' },
    },
    {
      name: 'server-adapters-not-http',
      comment: 'Adapters implement ports for the use cases; the routes sit above both.',
      severity: 'error',
      from: { path: '^src/server/[^/]+/adapters/' },
      to: { path: '^src/server/[^/]+/http/' },
    },
    {
      name: 'server-use-cases-not-adapters',
      comment: 'Use cases get their adapters through ports, built by a composition root.',
      severity: 'error',
      from: { path: '^src/server/[^/]+/app/' },
      to: { path: '^src/server/[^/]+/adapters/' },
    },
    {
      name: 'application-tests-not-server',
      comment:
        "The browser's use cases are tested with fakes of their ports, never with server code.",
      severity: 'error',
      from: { path: '^tests/application/' },
      to: { path: '^src/server/' },
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
