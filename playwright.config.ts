import { defineConfig } from '@playwright/test';

// Each run gets its own port and database, so two runs on one machine never collide. The
// runner's environment reaches its workers, so they all see the port chosen here.
process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
const FIRST_PORT = Number(process.env.E2E_PORT);
/**
 * Each worker drives a server of its own, with its own database and outbox: journeys change
 * site-wide state (maintenance mode, content, codes), so two workers never share a server.
 * Workers run files side by side; a journey mostly waits on the browser and the server, so two
 * of them fill a 2-core machine's idle time (docs/benchmarks.md).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const serverOf = (slot: number) => ({
  port: FIRST_PORT + slot,
  dataDir: `var/e2e-${FIRST_PORT}-${slot}`,
});
// Playwright loads this file again in every worker, with TEST_PARALLEL_INDEX (0 … workers − 1)
// set: the worker's slot, which a restarted worker keeps.
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** This worker's server's DATA_DIR: its database and its mail outbox (`${E2E_DATA_DIR}/outbox`). */
export const E2E_DATA_DIR = own.dataDir;

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // In CI the server suite runs on PostgreSQL beside the journeys, on the same 2 cores: a
  // journey that fails once is run again, and the list reporter marks it "flaky" for people to
  // read. A real regression fails both times. Never retried on a developer's machine.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A page's first hydration on a busy 2-core machine (CI runs the server suite beside the
  // journeys) can take longer than the 5 s default. Tests never assert on time.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${own.port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: WORKERS }, (_, slot) => serverOf(slot)).map(
    ({ port, dataDir }) => ({
      // A fresh database for every run: the server migrates and seeds it on start.
      command: `rm -rf ${dataDir} && node dist/server/main.js`,
      url: `http://127.0.0.1:${port}/api/v1/settings`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // The journeys log in and submit forms many times from one address in a minute.
        RATE_LIMIT_MAX: '1000',
        // Every journey edits carts from the same address within the same minutes; the
        // quote-limit journey sends its calls as a client address of its own behind the proxy.
        CART_RATE_LIMIT_MAX: '1000',
        DOCUMENT_RATE_LIMIT_MAX: '30',
        // Refused discount codes have their own limit (10 a minute, the default); the guessing
        // journey comes from addresses of its own, which a proxy on loopback may name.
        TRUST_PROXY: 'loopback',
        // The invoices of the VAT journeys print the foundry's VAT ID.
        FOUNDRY_VAT_ID: 'DE123456789',
      },
    }),
  ),
});
