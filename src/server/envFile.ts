import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` from the working directory, if there is one, into `process.env`. Variables
 * already set in the environment win, so a deployment can override the file.
 */
export function loadEnvFile(cwd: string = process.cwd()): void {
  const file = path.join(cwd, '.env');
  if (!existsSync(file)) return;
  const values = parseEnv(readFileSync(file, 'utf8'));
  for (const [name, value] of Object.entries(values)) {
    if (process.env[name] === undefined && value !== undefined) process.env[name] = value;
  }
}
