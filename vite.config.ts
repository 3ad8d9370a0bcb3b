import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/*
 * Server modules that run in worker threads, each an entry of the server bundle beside
 * main.js (dist/server/<name>.js). As entries, what they share with main.js goes into chunks
 * that import neither entry: were a worker only a dynamic import of main.js, its chunk would
 * import shared code from main.js, and loading main.js in the worker starts a second server.
 */
const SERVER_WORKERS = {
  documentWorker: 'src/server/documents/documentWorker.ts',
};

/**
 * Adds SERVER_WORKERS to the entries of `vite build --ssr src/server/main.ts`: that command
 * line's entry replaces build.rollupOptions.input, so they are emitted here instead.
 */
function serverWorkerEntries(): Plugin {
  return {
    name: 'server-worker-entries',
    buildStart() {
      for (const [name, file] of Object.entries(SERVER_WORKERS)) {
        this.emitFile({ type: 'chunk', id: path.resolve(file), name, fileName: `${name}.js` });
      }
    },
  };
}

/**
 * The libraries every page runs, in three chunks rather than one: src/boot.ts evaluates each
 * in a task of its own (src/libraryStages/), then the app's code. Evaluated together they were
 * one task of ~450 ms on Lighthouse's phone, counted almost whole in its Total Blocking Time
 * (docs/design.md). The stages' modules import one thing from each group, so a group's chunk is
 * what its stage loads; a library that a stage does not name still lands in its group's chunk.
 * Order matters: each group holds its packages' own dependencies, so a chunk never needs a
 * later one.
 */
const LIBRARY_CHUNKS: Record<string, readonly string[]> = {
  'lib-react': [
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'react-router-dom',
    'cookie',
    'set-cookie-parser',
  ],
  'lib-state': ['reflect-metadata', 'inversify', '@inversifyjs/', 'mobx', 'mobx-react-lite'],
  'lib-wire': ['axios', 'zod', 'js-cookie'],
};

/** 'react-dom', '@inversifyjs/core': the package a bundled module comes from. */
function packageOf(id: string): string | null {
  return (
    id.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/)?.[1].replace('\\', '/') ?? null
  );
}

const LIBRARY_CHUNK_GROUPS = Object.entries(LIBRARY_CHUNKS).map(([name, packages], index) => ({
  name,
  priority: 100 - index,
  test: (id: string) => {
    const pkg = packageOf(id);
    return (
      pkg !== null &&
      packages.some((entry) => (entry.endsWith('/') ? pkg.startsWith(entry) : pkg === entry))
    );
  },
}));

/**
 * React Router 7's package exports only its development build (every condition names
 * dist/development), so a bundler picks it even for production; its production build, beside
 * it, leaves out the development checks and warnings. Fixed upstream in v8's exports
 * (remix-run/react-router#14753).
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: path.resolve('node_modules', replacement),
}));

// One config for the browser build, the server build (`vite build --ssr`), the UI's server
// entry (`vite build --ssr src/entry-server.tsx --mode render`) and Vitest.
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  plugins: [
    react(),
    // Brotli and gzip copies beside each asset, made once here and sent by the server
    // (src/server/html/clientFiles.ts) to browsers that accept them. Not index.html: the
    // server fills in its head per page. Not the server bundle, which never crosses a wire.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        exclude: [/index\.html$/],
        threshold: 1024,
      }),
    isSsrBuild && mode !== 'render' && serverWorkerEntries(),
  ],
  // The UI's server entry carries its libraries inside it, in their production builds: the
  // server renders pages with the same React the browser runs, whatever NODE_ENV it has.
  ...(mode === 'render' && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // public/ belongs to the browser build only; the server bundle needs none of it.
    copyPublicDir: !isSsrBuild,
    // One stylesheet, linked by index.html, for every page: a server-rendered page must be
    // styled at first paint, before the script that would fetch a lazy page's own CSS.
    // All of it is ~7 kB gzip.
    cssCodeSplit: false,
    // No <link rel=modulepreload> injected before each dynamic import: the app's code starts
    // after the first paint (src/boot.ts), and appending those links (one per chunk a page
    // needs) was the largest part of the task that evaluates the app, ~160 ms on Lighthouse's
    // phone. A chunk's own imports are found when it is parsed. Lighthouse, three runs each
    // (2026-11-25): home TBT 573 -> 193 ms, shop 525 -> 446 ms, specimen 360 -> 289 ms.
    modulePreload: false,
    // The libraries every page runs, in the chunks src/boot.ts evaluates one at a time.
    ...(!isSsrBuild && {
      rolldownOptions: { output: { codeSplitting: { groups: LIBRARY_CHUNK_GROUPS } } },
    }),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // The first render of a lazy page compiles it; on a busy 2-core CI machine that alone
    // can pass Vitest's 5 s default. Tests never assert on time, so a long limit costs nothing.
    testTimeout: 30_000,
    // A suite's beforeAll may build a whole shop (fonts, a paid order): under the same load it
    // passed the 10 s default hook limit once in CI.
    hookTimeout: 60_000,
    environment: 'node',
    // Server suites each open their own database; keep the 2-core machine responsive.
    maxWorkers: 2,
    // Loops with only the set-up each needs: `npm run test:domain` (the rules, no DOM, no
    // database), `test:client` (stores, adapters and React in jsdom) and `test:server` (the
    // API on a real database). `npm run test:unit` runs them all.
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: [
            'tests/domain/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/site/**/*.test.ts',
          ],
        },
      },
      // The domain built as the package @fieldwork/domain and imported by its name (a build).
      { extends: true, test: { name: 'package', include: ['tests/package/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/{application,infrastructure,ui}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/decoratorMetadata.setup.ts', 'tests/testingLibrary.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // Each file imports the whole server (Fastify, Kysely, the renderers): isolated, that
          // import was over half the suite's time. Shared within a worker, it is done once; a
          // file still builds its own app on a database of its own, and restores any
          // environment variable it sets. Measured on 2 cores (docs/benchmarks.md).
          isolate: false,
          setupFiles: ['tests/decoratorMetadata.setup.ts'],
          globalSetup: [
            'tests/postgresSchemas.globalSetup.ts',
            'tests/testerFeatures.globalSetup.ts',
          ],
        },
      },
    ],
    // The domain is the rulebook auditors read: `npm test` fails if any line of it is untested
    // by its own tests. `test:unit` measures it on the domain project alone: instrumenting the
    // server suite too cost it ~15 % of its time for lines it does not own.
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 100 },
    },
  },
}));
