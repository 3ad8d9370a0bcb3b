import path from 'node:path';
import { readEnvironment, type LOG_LEVELS, type NODE_ENVS } from './environmentSchema';
import type { RetentionPolicy } from './housekeeping/app/RetentionPolicy';
import { readPaymentSettings, type PaymentSettings } from './payments/app/paymentSettings';
import { parseTrustProxy, type TrustProxy } from './security/trustProxy';
import {
  readFoundryLegalSettings,
  withDemoVatId,
  type FoundryLegalSettings,
} from './foundry/app/foundryLegalSettings';
import { readFoundryTaxSettings, type FoundryTaxSettings } from './tax/app/foundryTaxSettings';
import { readTaxServiceSettings, type TaxServiceSettings } from './tax/app/taxServiceSettings';

/**
 * Where the server keeps its data. SQLite is the embedded default so a newcomer needs no
 * database server; PostgreSQL is chosen by DATABASE_URL (docs/design.md, "Real components").
 */
export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  /** `schema` puts every table in that PostgreSQL schema (the server tests use one per suite). */
  | { dialect: 'postgres'; url: string; schema?: string };

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; var/ by default. Holds the SQLite file, the mail outbox, generated files. */
  dataDir: string;
  database: DatabaseConfig;
  /** MAINTENANCE_MODE when set: it wins over the switch stored in the database. */
  maintenanceModeOverride: boolean | null;
  /** Absolute origin of the site without a trailing slash, used for social image URLs. */
  publicUrl: string;
  foundryName: string;
  foundryAbbreviation: string;
  foundryEmail: string;
  /** The foundry's postal address, one entry per line, as quotes and invoices print it. */
  foundryAddress: readonly string[];
  /** The foundry as the seller for VAT: its country and VAT ID (docs/taxes.md). */
  foundryTax: FoundryTaxSettings;
  /** VIES_CHECK and TAX_CALCULATOR: the live tax services switched on (docs/taxes.md). */
  taxServices: TaxServiceSettings;
  /** The register entry and representative of the legal notice, and what is still the demo's. */
  foundryLegal: FoundryLegalSettings;
  currency: string;
  currencySymbol: string;
  proMultiplication: number;
  logLevel: LogLevel;
  /** LOG_PRETTY: log lines for a person (pino-pretty); null: pretty only when stdout is a terminal. */
  logPretty: boolean | null;
  nodeEnv: NodeEnv;
  /** Absolute; the Vite build of the front end (index.html + assets/). */
  clientDir: string;
  /**
   * Absolute; WOFF2 files made from content/typefaces. Derived from content alone, so every
   * server on a machine (and every test run) shares them; `npm run build` fills it.
   */
  webfontDir: string;
  /**
   * Which X-Forwarded-* entries come from the load balancers in front (client IPs for logs
   * and rate limits): none, a hop count, or the proxies' addresses (see trustProxy.ts).
   */
  trustProxy: TrustProxy;
  /** SMTP server for outgoing mail (SMTP_URL); null: messages go to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | null;
  /** The From header of every message the site sends. */
  mailFrom: string;
  /** Calls per minute per IP to each rate-limited form endpoint (login, reset, trials, club). */
  rateLimitMax: number;
  /** WEB_CONCURRENCY: server processes on this machine (`auto`: one per core); 1 by default. */
  webConcurrency: number;
  /** CART_RATE_LIMIT_MAX: cart writes (PUT and DELETE /cart) per minute per IP. */
  cartRateLimitMax: number;
  /** DOCUMENT_RATE_LIMIT_MAX: quotes and shared carts made per minute per IP. */
  documentRateLimitMax: number;
  /**
   * MIN_FREE_DISK_MB: below this much free space on DATA_DIR's disk, new quotes, new anonymous
   * carts and shared carts are refused (503); 0: never refused (docs/operations.md).
   */
  minFreeDiskMb: number;
  /** DOCUMENT_QUEUE_MAX: PDFs waiting for a worker thread before new ones are refused (503). */
  documentQueueMax: number;
  /** ZIP_QUEUE_MAX: order and trial zips waiting for a worker thread before new ones are refused. */
  zipQueueMax: number;
  /** REDIS_URL: where the rate-limit counters live (shared by every process); null: in memory. */
  redisUrl: string | null;
  /** Stripe's keys (STRIPE_*), or the offline test-card gateway when none is set. */
  payments: PaymentSettings;
  /**
   * How long carts, shared carts, quotes, sent mail and cached order downloads are kept before
   * the sweep removes them.
   */
  retention: RetentionPolicy;
  /** Minutes between sweeps inside the serve process; 0: only `main.js sweep` sweeps. */
  sweepIntervalMinutes: number;
  /** Minutes a payment attempt may stay unsettled before the sweep asks the card processor. */
  paymentReconcileAfterMinutes: number;
  /**
   * CODE_HOLD_MINUTES: how long an order refused before its payment, or whose payment failed,
   * keeps its discount code's use and its upgrades before the sweep abandons it.
   */
  codeHoldMinutes: number;
  /** CODE_ATTEMPT_LIMIT: refused discount codes per IP a minute before answering 429. */
  codeAttemptLimit: number;
  /** Minutes a staff member's login lasts (customers' last a month): STAFF_SESSION_MINUTES. */
  staffSessionMinutes: number;
}

/** Thrown with every problem found at once, so an operator fixes the environment in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from environment variables (documented in .env.example): the plain
 * settings through the environment's schema (environmentSchema.ts), the features' own
 * settings through their readers, every problem reported at once. Relative paths are
 * resolved from `cwd`, never from this file: the server is bundled into one file under
 * dist/server, where the source file's location means nothing.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): ServerConfig {
  const read = readEnvironment(env);
  const problems = read.ok ? [] : [...read.problems];
  // The features' readers run even when a plain setting is wrong, to report theirs too.
  const foundryTax = readFoundryTaxSettings(
    withDemoVatId(env),
    read.ok ? read.environment.FOUNDRY_ADDRESS : [],
    problems,
  );
  const taxServices = readTaxServiceSettings(env, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  let payments: PaymentSettings = { provider: 'test_cards' };
  try {
    payments = readPaymentSettings(env);
  } catch (error) {
    // A half-done Stripe set-up must stop the server, not fall back to test cards.
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (!read.ok || problems.length > 0) throw new ConfigError(problems);

  const e = read.environment;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const nodeEnv = e.NODE_ENV;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'foundry.sqlite') },
    maintenanceModeOverride: e.MAINTENANCE_MODE,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    foundryName: e.FOUNDRY_NAME,
    foundryAbbreviation: e.FOUNDRY_ABBREVIATION,
    foundryEmail: e.FOUNDRY_EMAIL,
    foundryAddress: e.FOUNDRY_ADDRESS,
    foundryTax,
    taxServices,
    foundryLegal: readFoundryLegalSettings(env),
    currency: e.CURRENCY,
    currencySymbol: e.CURRENCY_SYMBOL,
    proMultiplication: e.PRO_MULTIPLICATION,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logPretty: e.LOG_PRETTY,
    nodeEnv,
    clientDir: path.resolve(cwd, e.CLIENT_DIR),
    webfontDir: path.resolve(cwd, e.WEBFONT_DIR),
    trustProxy,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `${e.FOUNDRY_NAME} <${e.FOUNDRY_EMAIL}>`,
    rateLimitMax: e.RATE_LIMIT_MAX,
    webConcurrency: e.WEB_CONCURRENCY,
    cartRateLimitMax: e.CART_RATE_LIMIT_MAX,
    documentRateLimitMax: e.DOCUMENT_RATE_LIMIT_MAX,
    minFreeDiskMb: e.MIN_FREE_DISK_MB,
    documentQueueMax: e.DOCUMENT_QUEUE_MAX,
    zipQueueMax: e.ZIP_QUEUE_MAX,
    redisUrl: e.REDIS_URL ?? null,
    payments,
    retention: {
      cartDays: e.CART_RETENTION_DAYS,
      sharedCartDays: e.SHARED_CART_RETENTION_DAYS,
      quoteDays: e.QUOTE_RETENTION_DAYS,
      sentMailDays: e.SENT_MAIL_RETENTION_DAYS,
      orderFilesCacheDays: e.ORDER_FILES_CACHE_DAYS,
      signInDays: e.SIGN_IN_RETENTION_DAYS,
    },
    sweepIntervalMinutes: e.SWEEP_INTERVAL_MINUTES,
    paymentReconcileAfterMinutes: e.PAYMENT_RECONCILE_AFTER_MINUTES,
    codeHoldMinutes: e.CODE_HOLD_MINUTES,
    codeAttemptLimit: e.CODE_ATTEMPT_LIMIT,
    staffSessionMinutes: e.STAFF_SESSION_MINUTES,
  };
}
