import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../database/schema';
import { cutoff, type RetentionPolicy } from './RetentionPolicy';
import { sweepCarts } from './sweepCarts';
import { quotePdfDirectory, sweepOrphanQuotePdfs } from './sweepOrphanQuotePdfs';
import { sweepQuotes } from './sweepQuotes';
import { sweepSharedCarts } from './sweepSharedCarts';

export interface SweepOptions {
  retention: RetentionPolicy;
  /** This server's cache of rendered quotes (quotePdfDirectory(DATA_DIR)). */
  quotePdfDirectory: string;
  /** The moment ages are measured from; tests move it. */
  now?: Date;
}

/** The sweep as configured (RETENTION_* variables, DATA_DIR). */
export function sweepOptionsFrom(
  config: Pick<ServerConfig, 'retention' | 'dataDir'>,
): SweepOptions {
  return { retention: config.retention, quotePdfDirectory: quotePdfDirectory(config.dataDir) };
}

/** How many of each were removed. */
export interface SweepReport {
  carts: number;
  sharedCarts: number;
  quotes: number;
  quotePdfs: number;
}

/**
 * Removes what nobody will read again: carts, shared carts and quotes past their retention,
 * then the cached PDFs of quotes that are gone. Every step is a plain conditional DELETE,
 * so any number of servers may sweep at the same time without a lock: a row two of them
 * pick is deleted once, and the other's DELETE finds nothing.
 */
export async function sweep(db: Kysely<Database>, options: SweepOptions): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const { retention } = options;
  const carts = await sweepCarts(db, cutoff(now, retention.cartDays));
  const sharedCarts = await sweepSharedCarts(db, cutoff(now, retention.sharedCartDays));
  const quotes = await sweepQuotes(db, cutoff(now, retention.quoteDays));
  const quotePdfs = await sweepOrphanQuotePdfs(db, options.quotePdfDirectory);
  return { carts, sharedCarts, quotes, quotePdfs };
}
