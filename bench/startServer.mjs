// Starts the built server (dist/server/main.js) on a free port with a throw-away database,
// for benchmarks that measure what a visitor gets. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `extraEnv` overrides the server's environment; `quiet` sends its log lines nowhere (a bench
 * of the log level's cost measures writing them, not a terminal drawing them). BENCH_DIST
 * names another build to start (default dist), to measure two builds with one script.
 */
export async function startServer(extraEnv = {}, { quiet = false } = {}) {
  const dist = process.env.BENCH_DIST ?? 'dist';
  if (!existsSync(`${dist}/server/main.js`) || !existsSync(`${dist}/client/index.html`)) {
    throw new Error('No build found: run `npm run build` first.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'foundry-bench-'));
  const child = spawn('node', [`${dist}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      CLIENT_DIR: `${dist}/client`,
      ...extraEnv,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const answer = await fetch(`${url}/api/v1/settings`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      // Not left behind: on a loaded machine a server still starting would outlive the bench.
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not start in 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
