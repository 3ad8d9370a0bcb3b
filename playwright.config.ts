import { defineConfig } from '@playwright/test';

// Each run gets its own port and database, so two runs on one machine never collide. The
// runner's environment reaches its workers, so they all see the port chosen here.
process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
const PORT = Number(process.env.E2E_PORT);
/** The e2e server's DATA_DIR: its database and its mail outbox (`${E2E_DATA_DIR}/outbox`). */
export const E2E_DATA_DIR = `var/e2e-${PORT}`;

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
  // The journeys share one server and one database (maintenance mode is site-wide).
  workers: 1,
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
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh database for every run: the server migrates and seeds it on start.
    command: `rm -rf ${E2E_DATA_DIR} && node dist/server/main.js`,
    url: `http://127.0.0.1:${PORT}/api/v1/settings`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
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
  },
});
