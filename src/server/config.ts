import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_RETENTION,
  MIN_QUOTE_RETENTION_DAYS,
  type RetentionPolicy,
} from './housekeeping/RetentionPolicy';
import { readPaymentSettings, type PaymentSettings } from './payments/paymentSettings';
import { parseTrustProxy, type TrustProxy } from './security/trustProxy';
import {
  readFoundryLegalSettings,
  withDemoVatId,
  type FoundryLegalSettings,
} from './foundry/foundryLegalSettings';
import { readFoundryTaxSettings, type FoundryTaxSettings } from './tax/foundryTaxSettings';
import { readTaxServiceSettings, type TaxServiceSettings } from './tax/taxServiceSettings';

/**
 * Where the server keeps its data. SQLite is the embedded default so a newcomer needs no
 * database server; PostgreSQL is chosen by DATABASE_URL (docs/design.md, "Real components").
 */
export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  /** `schema` puts every table in that PostgreSQL schema (the server tests use one per suite). */
  | { dialect: 'postgres'; url: string; schema?: string };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type NodeEnv = 'development' | 'production' | 'test';

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

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

/** The example foundry's letterhead; a real foundry sets FOUNDRY_ADDRESS. */
const DEFAULT_FOUNDRY_ADDRESS = '12 Press Lane|04109 Leipzig|Germany';
/** Ten years: anything longer is a typo (or a wish never to sweep, which `0` does not mean). */
const MAX_RETENTION_DAYS = 3650;

/**
 * Reads the configuration from environment variables (documented in .env.example).
 * Relative paths are resolved from `cwd`, never from this file: the server is bundled into
 * one file under dist/server, where the source file's location means nothing.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): ServerConfig {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };

  const port = parseInteger(text('PORT', '3000'), 'PORT', 0, 65535, problems);
  const host = text('HOST', '0.0.0.0');
  const dataDir = path.resolve(cwd, text('DATA_DIR', 'var'));
  const clientDir = path.resolve(cwd, text('CLIENT_DIR', 'dist/client'));
  const webfontDir = path.resolve(cwd, text('WEBFONT_DIR', 'var/cache/webfonts'));

  const databaseUrl = env.DATABASE_URL?.trim();
  let database: DatabaseConfig = {
    dialect: 'sqlite',
    file: path.join(dataDir, 'foundry.sqlite'),
  };
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL (or be left unset)');
    } else {
      database = { dialect: 'postgres', url: databaseUrl };
    }
  }

  const maintenanceModeOverride = parseOptionalBoolean(
    env.MAINTENANCE_MODE,
    'MAINTENANCE_MODE',
    problems,
  );

  let publicUrl = text('PUBLIC_URL', `http://localhost:${port}`);
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    publicUrl = url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    problems.push(`PUBLIC_URL must be an absolute http(s) URL, got "${publicUrl}"`);
  }

  const foundryEmail = text('FOUNDRY_EMAIL', 'hello@fieldwork.example');
  if (!/^[^\s@]+@[^\s@]+$/.test(foundryEmail)) {
    problems.push(`FOUNDRY_EMAIL must be an e-mail address, got "${foundryEmail}"`);
  }

  const foundryAddress = addressLines(text('FOUNDRY_ADDRESS', DEFAULT_FOUNDRY_ADDRESS));
  if (foundryAddress.length === 0) {
    problems.push('FOUNDRY_ADDRESS must hold at least one line (lines are separated by |)');
  }

  const foundryTax = readFoundryTaxSettings(withDemoVatId(env), foundryAddress, problems);
  const taxServices = readTaxServiceSettings(env, problems);

  const currency = text('CURRENCY', 'USD').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) {
    problems.push(`CURRENCY must be a three-letter ISO 4217 code, got "${currency}"`);
  }

  const proRaw = text('PRO_MULTIPLICATION', '1.5');
  const proMultiplication = Number(proRaw);
  if (!Number.isFinite(proMultiplication) || proMultiplication <= 0) {
    problems.push(`PRO_MULTIPLICATION must be a positive number, got "${proRaw}"`);
  }

  const nodeEnv = text('NODE_ENV', 'development') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${nodeEnv}"`);
  }
  const logLevel = text('LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL (or be left unset)');
  }
  const rateLimitMax = parseInteger(
    text('RATE_LIMIT_MAX', '10'),
    'RATE_LIMIT_MAX',
    1,
    1_000_000,
    problems,
  );

  const perMinute = (name: string, fallback: number): number =>
    parseInteger(text(name, String(fallback)), name, 1, 1_000_000, problems);
  // A person editing a cart sends a PUT a change; a quote or a share is a click on a button.
  const webConcurrency =
    text('WEB_CONCURRENCY', '1') === 'auto'
      ? availableParallelism()
      : parseInteger(text('WEB_CONCURRENCY', '1'), 'WEB_CONCURRENCY', 1, 256, problems);
  const cartRateLimitMax = perMinute('CART_RATE_LIMIT_MAX', 120);
  const documentRateLimitMax = perMinute('DOCUMENT_RATE_LIMIT_MAX', 20);
  const minFreeDiskMb = parseInteger(
    text('MIN_FREE_DISK_MB', '512'),
    'MIN_FREE_DISK_MB',
    0,
    10_000_000,
    problems,
  );
  const queueMax = (name: string, fallback: number): number =>
    parseInteger(text(name, String(fallback)), name, 0, 100_000, problems);
  const documentQueueMax = queueMax('DOCUMENT_QUEUE_MAX', 64);
  const zipQueueMax = queueMax('ZIP_QUEUE_MAX', 16);

  const days = (name: string, fallback: number, min: number): number =>
    parseInteger(text(name, String(fallback)), name, min, MAX_RETENTION_DAYS, problems);
  const retention: RetentionPolicy = {
    cartDays: days('CART_RETENTION_DAYS', DEFAULT_RETENTION.cartDays, 1),
    sharedCartDays: days('SHARED_CART_RETENTION_DAYS', DEFAULT_RETENTION.sharedCartDays, 1),
    quoteDays: days('QUOTE_RETENTION_DAYS', DEFAULT_RETENTION.quoteDays, MIN_QUOTE_RETENTION_DAYS),
    sentMailDays: days('SENT_MAIL_RETENTION_DAYS', DEFAULT_RETENTION.sentMailDays, 1),
    orderFilesCacheDays: days('ORDER_FILES_CACHE_DAYS', DEFAULT_RETENTION.orderFilesCacheDays, 1),
  };
  const sweepIntervalMinutes = parseInteger(
    text('SWEEP_INTERVAL_MINUTES', '60'),
    'SWEEP_INTERVAL_MINUTES',
    0,
    7 * 24 * 60,
    problems,
  );

  const paymentReconcileAfterMinutes = parseInteger(
    text('PAYMENT_RECONCILE_AFTER_MINUTES', '10'),
    'PAYMENT_RECONCILE_AFTER_MINUTES',
    1,
    24 * 60,
    problems,
  );

  const codeHoldMinutes = parseInteger(
    text('CODE_HOLD_MINUTES', '30'),
    'CODE_HOLD_MINUTES',
    1,
    7 * 24 * 60,
    problems,
  );
  const codeAttemptLimit = parseInteger(
    text('CODE_ATTEMPT_LIMIT', '10'),
    'CODE_ATTEMPT_LIMIT',
    1,
    1_000_000,
    problems,
  );
  // A staff login opens the back office: a working day by default, never more than a week.
  const staffSessionMinutes = parseInteger(
    text('STAFF_SESSION_MINUTES', '480'),
    'STAFF_SESSION_MINUTES',
    5,
    7 * 24 * 60,
    problems,
  );

  let payments: PaymentSettings = { provider: 'test_cards' };
  try {
    payments = readPaymentSettings(env);
  } catch (error) {
    // A half-done Stripe set-up must stop the server, not fall back to test cards.
    problems.push(error instanceof Error ? error.message : String(error));
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    database,
    maintenanceModeOverride,
    publicUrl,
    foundryName: text('FOUNDRY_NAME', 'Fieldwork Type Foundry'),
    foundryAbbreviation: text('FOUNDRY_ABBREVIATION', 'FTF'),
    foundryEmail,
    foundryAddress,
    foundryTax,
    taxServices,
    foundryLegal: readFoundryLegalSettings(env),
    currency,
    currencySymbol: text('CURRENCY_SYMBOL', '$'),
    proMultiplication,
    logLevel,
    logPretty: parseOptionalBoolean(env.LOG_PRETTY, 'LOG_PRETTY', problems),
    nodeEnv,
    clientDir,
    webfontDir,
    trustProxy,
    smtpUrl,
    mailFrom: text(
      'MAIL_FROM',
      `${text('FOUNDRY_NAME', 'Fieldwork Type Foundry')} <${foundryEmail}>`,
    ),
    rateLimitMax,
    webConcurrency,
    cartRateLimitMax,
    documentRateLimitMax,
    minFreeDiskMb,
    documentQueueMax,
    zipQueueMax,
    redisUrl: env.REDIS_URL?.trim() || null,
    payments,
    retention,
    sweepIntervalMinutes,
    paymentReconcileAfterMinutes,
    codeHoldMinutes,
    codeAttemptLimit,
    staffSessionMinutes,
  };
}

/**
 * FOUNDRY_ADDRESS lines are separated by `|`, which survives every way of setting a variable
 * (shell, .env, container specs). Real line breaks and a literal `\n` also separate them, so
 * a multi-line value or a habit from other tools does not print a stray `\n` on an invoice.
 */
function addressLines(raw: string): string[] {
  return raw
    .split(/\r?\n|\\n|\|/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function parseInteger(
  raw: string,
  name: string,
  min: number,
  max: number,
  problems: string[],
): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return 0;
  }
  return value;
}

function parseOptionalBoolean(
  raw: string | undefined,
  name: string,
  problems: string[],
): boolean | null {
  const value = raw?.trim().toLowerCase();
  if (!value) return null;
  if (['true', '1', 'on', 'yes'].includes(value)) return true;
  if (['false', '0', 'off', 'no'].includes(value)) return false;
  problems.push(`${name} must be true or false (or be left unset), got "${raw}"`);
  return null;
}
