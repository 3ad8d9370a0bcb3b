import { execFileSync } from 'node:child_process';
import { E2E_DATA_DIR } from '../../playwright.config';

/** Runs a command of the built server (`node dist/server/main.js …`) against the e2e database. */
export function serverCommand(...args: string[]): string {
  return execFileSync('node', ['dist/server/main.js', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}
