import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDependencies } from '../../../src/server/app';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../../src/server/database/connection';
import { migrateToLatest } from '../../../src/server/database/migrator';
import { seedDatabase } from '../../../src/server/seed/seedDatabase';
import { XsrfClient } from './xsrfClient';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (FOUNDRY_NAME, MAINTENANCE_MODE, …). */
  env?: Record<string, string>;
  /** Keep log lines in `logs` (LOG_LEVEL defaults to info then, instead of silent). */
  captureLogs?: boolean;
  /** Add routes or hooks before the app is ready (test-only routes that throw, echo, …). */
  beforeReady?: (app: FastifyInstance, database: DatabaseHandle) => void | Promise<void>;
  /** Passed to buildApp (htmlTemplatePath, resolvePageHead, …); database and logStream are set here. */
  deps?: Omit<AppDependencies, 'database' | 'logStream'>;
}

export interface AppRoute {
  method: string;
  /** The pattern, prefix included: '/api/v1/cart/:id'. */
  url: string;
  config: Record<string, unknown>;
  /** The route's `schema` option; undefined when it declares none. */
  schema: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  database: DatabaseHandle;
  /** Calls under /api/v1 with the XSRF cookie and header already in place. */
  api: XsrfClient;
  /** Every route the app declares, as the router knows it (HEAD routes Fastify adds included). */
  routes: AppRoute[];
  /** Log lines (JSON), when `captureLogs` was asked for. */
  logs: string[];
  /** A directory of its own: DATA_DIR is `${tempDir}/var`, CLIENT_DIR `${tempDir}/client`. */
  tempDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated and seeded database: SQLite in a temporary directory,
 * or, when DATABASE_URL is set, a PostgreSQL schema of its own that is dropped on close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'foundry-server-test-'));
  await mkdir(path.join(tempDir, 'client'), { recursive: true });

  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: options.captureLogs ? 'info' : 'silent',
    DATA_DIR: path.join(tempDir, 'var'),
    CLIENT_DIR: path.join(tempDir, 'client'),
    PUBLIC_URL: 'https://fonts.example',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...options.env,
  };
  const config = loadConfig(env, tempDir);

  const schema = config.database.dialect === 'postgres' ? await createTestSchema(config) : null;
  if (schema && config.database.dialect === 'postgres') {
    config.database = { ...config.database, schema };
  }

  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await seedDatabase(database.db, config);

  const logs: string[] = [];
  const routes: AppRoute[] = [];
  const app = await buildApp(config, {
    maintenanceCacheMs: 0, // tests flip the stored switch and read it straight back
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, config: { ...route.config }, schema: route.schema });
      }
    },
    ...options.deps,
    database,
    logStream: options.captureLogs ? { write: (line: string) => void logs.push(line) } : undefined,
  });
  await options.beforeReady?.(app, database);
  await app.ready();

  return {
    app,
    config,
    database,
    api: new XsrfClient(app),
    routes,
    logs,
    tempDir,
    async close() {
      await app.close(); // also closes the database
      // Inside a whole run the global teardown drops the schemas (tests/postgresSchemas.globalSetup.ts).
      if (schema && config.database.dialect === 'postgres' && !process.env.TEST_SCHEMA_PREFIX) {
        await dropTestSchema(config.database.url, schema);
      }
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

async function createTestSchema(config: ServerConfig): Promise<string> {
  if (config.database.dialect !== 'postgres') throw new Error('not PostgreSQL');
  const prefix = process.env.TEST_SCHEMA_PREFIX ?? 'test';
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: config.database.url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  return schema;
}

async function dropTestSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
