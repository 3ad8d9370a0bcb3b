import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_RETENTION, MIN_QUOTE_RETENTION_DAYS } from './housekeeping/app/RetentionPolicy';

/**
 * The plain settings of the environment (documented in .env.example and
 * docs/configuration.md), read and checked by one zod schema: each variable's default, its
 * bounds and the words an operator reads when it is wrong. Settings that belong to a feature
 * (Stripe, the foundry's tax and legal identity, TRUST_PROXY, the tax services) are read by
 * that feature's own reader; config.ts puts both together.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;

/** The example foundry's letterhead; a real foundry sets FOUNDRY_ADDRESS. */
const DEFAULT_FOUNDRY_ADDRESS = '12 Press Lane|04109 Leipzig|Germany';
/** Ten years: anything longer is a typo (or a wish never to sweep, which `0` does not mean). */
const MAX_RETENTION_DAYS = 3650;
const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/** A variable set to blanks is unset: `PORT=` in a .env file means "the default". */
function unsetIfBlank(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** `got "…"`: the value as the operator wrote it, for the message. */
const got = (input: unknown) => `got "${String(input)}"`;

function text(fallback: string) {
  return z.preprocess(unsetIfBlank, z.string().default(fallback));
}

function optionalText() {
  return z.preprocess(unsetIfBlank, z.string().optional());
}

function wholeNumber(fallback: number, min: number, max: number) {
  return z.preprocess(
    unsetIfBlank,
    z
      .string()
      .transform((raw, context) => {
        const value = Number(raw);
        if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
        context.addIssue({
          code: 'custom',
          message: `must be a whole number from ${min} to ${max}, ${got(raw)}`,
        });
        return z.NEVER;
      })
      .default(fallback),
  );
}

const perMinute = (fallback: number) => wholeNumber(fallback, 1, 1_000_000);
const retentionDays = (fallback: number, min = 1) => wholeNumber(fallback, min, MAX_RETENTION_DAYS);

/** `true`, `1`, `on`, `yes` or their opposites; unset is null (no override). */
function optionalBoolean() {
  return z.preprocess(
    unsetIfBlank,
    z
      .string()
      .transform((raw, context) => {
        const value = raw.toLowerCase();
        if (['true', '1', 'on', 'yes'].includes(value)) return true;
        if (['false', '0', 'off', 'no'].includes(value)) return false;
        context.addIssue({
          code: 'custom',
          message: `must be true or false (or be left unset), ${got(raw)}`,
        });
        return z.NEVER;
      })
      .nullable()
      .default(null),
  );
}

function optionalUrl(pattern: RegExp, message: string) {
  return z.preprocess(unsetIfBlank, z.string().regex(pattern, message).optional());
}

/** An absolute http(s) origin and path without a trailing slash (social image URLs). */
const publicUrl = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .transform((raw, context) => {
      try {
        const url = new URL(raw);
        if (url.protocol === 'http:' || url.protocol === 'https:') {
          return url.origin + url.pathname.replace(/\/+$/, '');
        }
      } catch {
        // Reported below, in the operator's words.
      }
      context.addIssue({ code: 'custom', message: `must be an absolute http(s) URL, ${got(raw)}` });
      return z.NEVER;
    })
    .optional(),
);

/**
 * FOUNDRY_ADDRESS lines are separated by `|`, which survives every way of setting a variable
 * (shell, .env, container specs). Real line breaks and a literal `\n` also separate them, so
 * a multi-line value or a habit from other tools does not print a stray `\n` on an invoice.
 */
export function addressLines(raw: string): string[] {
  return raw
    .split(/\r?\n|\\n|\|/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export const environmentSchema = z.object({
  PORT: wholeNumber(3000, 0, 65535),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('var'),
  CLIENT_DIR: text('dist/client'),
  WEBFONT_DIR: text('var/cache/webfonts'),
  DATABASE_URL: optionalUrl(
    /^postgres(ql)?:\/\//,
    'must be a postgres:// or postgresql:// URL (or be left unset)',
  ),
  MAINTENANCE_MODE: optionalBoolean(),
  /** Unset: http://localhost:PORT (config.ts). */
  PUBLIC_URL: publicUrl,
  FOUNDRY_NAME: text('Fieldwork Type Foundry'),
  FOUNDRY_ABBREVIATION: text('FTF'),
  FOUNDRY_EMAIL: text('hello@fieldwork.example').pipe(
    z.string().regex(/^[^\s@]+@[^\s@]+$/, {
      error: (issue) => `must be an e-mail address, ${got(issue.input)}`,
    }),
  ),
  FOUNDRY_ADDRESS: text(DEFAULT_FOUNDRY_ADDRESS)
    .transform(addressLines)
    .refine((lines) => lines.length > 0, 'must hold at least one line (lines are separated by |)'),
  CURRENCY: text('USD')
    .transform((code) => code.toUpperCase())
    .pipe(
      z.string().regex(/^[A-Z]{3}$/, {
        error: (issue) => `must be a three-letter ISO 4217 code, ${got(issue.input)}`,
      }),
    ),
  CURRENCY_SYMBOL: text('$'),
  PRO_MULTIPLICATION: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .transform((raw, context) => {
        const value = Number(raw);
        if (Number.isFinite(value) && value > 0) return value;
        context.addIssue({ code: 'custom', message: `must be a positive number, ${got(raw)}` });
        return z.NEVER;
      })
      .default(1.5),
  ),
  NODE_ENV: z.preprocess(
    unsetIfBlank,
    z
      .enum(NODE_ENVS, {
        error: (issue) => `must be one of ${NODE_ENVS.join(', ')}, ${got(issue.input)}`,
      })
      .default('development'),
  ),
  /** Unset: `silent` under test, else `info` (config.ts). */
  LOG_LEVEL: z.preprocess(
    unsetIfBlank,
    z
      .enum(LOG_LEVELS, {
        error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, ${got(issue.input)}`,
      })
      .optional(),
  ),
  LOG_PRETTY: optionalBoolean(),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL (or be left unset)'),
  /** Unset: "FOUNDRY_NAME <FOUNDRY_EMAIL>" (config.ts). */
  MAIL_FROM: optionalText(),
  RATE_LIMIT_MAX: perMinute(10),
  /** `auto`: one process per core. */
  WEB_CONCURRENCY: z.preprocess(
    (value) => (unsetIfBlank(value) === 'auto' ? String(availableParallelism()) : value),
    wholeNumber(1, 1, 256),
  ),
  // A person editing a cart sends a PUT a change; a quote or a share is a click on a button.
  CART_RATE_LIMIT_MAX: perMinute(120),
  DOCUMENT_RATE_LIMIT_MAX: perMinute(20),
  MIN_FREE_DISK_MB: wholeNumber(512, 0, 10_000_000),
  // At least 1: with no queue at all (maxQueue 0) piscina 5 refused every task once it had
  // refused one, and a download stayed 503 for good (tests/server/workers/zipQueue.test.ts).
  DOCUMENT_QUEUE_MAX: wholeNumber(64, 1, 100_000),
  ZIP_QUEUE_MAX: wholeNumber(16, 1, 100_000),
  REDIS_URL: optionalText(),
  CART_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.cartDays),
  SHARED_CART_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.sharedCartDays),
  QUOTE_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.quoteDays, MIN_QUOTE_RETENTION_DAYS),
  SENT_MAIL_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.sentMailDays),
  ORDER_FILES_CACHE_DAYS: retentionDays(DEFAULT_RETENTION.orderFilesCacheDays),
  SIGN_IN_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.signInDays),
  SWEEP_INTERVAL_MINUTES: wholeNumber(60, 0, WEEK_MINUTES),
  PAYMENT_RECONCILE_AFTER_MINUTES: wholeNumber(10, 1, DAY_MINUTES),
  CODE_HOLD_MINUTES: wholeNumber(30, 1, WEEK_MINUTES),
  CODE_ATTEMPT_LIMIT: perMinute(10),
  // A staff login opens the back office: a working day by default, never more than a week.
  STAFF_SESSION_MINUTES: wholeNumber(480, 5, WEEK_MINUTES),
});

export type Environment = z.output<typeof environmentSchema>;

/**
 * The environment's plain settings, or every problem found, each naming its variable
 * ("PORT must be a whole number from 0 to 65535, got "eighty""), so an operator fixes the
 * environment in one go.
 */
export function readEnvironment(
  env: NodeJS.ProcessEnv,
): { ok: true; environment: Environment } | { ok: false; problems: string[] } {
  const parsed = environmentSchema.safeParse(env);
  if (parsed.success) return { ok: true, environment: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
  };
}
