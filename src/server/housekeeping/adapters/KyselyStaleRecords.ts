import { expressionBuilder, sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { abandonStaleOrders } from './abandonedOrders';
import { staleCarts } from './staleCarts';
import type { StaleRecords } from '../app/StaleRecords';
import type { StaleRows, Table } from './staleRows';
import { staleTestPaymentIntents, staleTestPaymentMethods } from './staleTestPayments';

/** Rows one DELETE removes at most: each statement holds its write lock only briefly. */
const SWEEP_BATCH_SIZE = 500;

/**
 * The sweep's deletions in the database: each kind of stale row is a StaleRows description
 * (table, key, aging column, extra condition), deleted `batchSize` rows at a time until a
 * batch comes back short. On SQLite a single DELETE of a year's backlog would lock out every
 * checkout for its duration; batches let requests in between.
 */
export class KyselyStaleRecords implements StaleRecords {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly batchSize: number = SWEEP_BATCH_SIZE,
  ) {}

  abandonOrders(before: string): Promise<number> {
    return abandonStaleOrders(this.db, before, this.batchSize);
  }

  deleteCarts(before: string): Promise<number> {
    return this.deleteStale(staleCarts(before));
  }

  deleteSharedCarts(before: string): Promise<number> {
    return this.deleteStale({ table: 'shared_carts', key: 'id', column: 'created_at', before });
  }

  deleteQuotes(before: string): Promise<number> {
    return this.deleteStale({ table: 'cart_quotes', key: 'id', column: 'created_at', before });
  }

  async keptQuotes(ids: readonly string[]): Promise<ReadonlySet<string>> {
    const kept = new Set<string>();
    // In batches too: a long IN list would pass the statement's limit of parameters.
    for (let start = 0; start < ids.length; start += this.batchSize) {
      const batch = ids.slice(start, start + this.batchSize);
      const rows = await this.db
        .selectFrom('cart_quotes')
        .select('id')
        .where('id', 'in', batch)
        .execute();
      for (const row of rows) kept.add(row.id);
    }
    return kept;
  }

  deleteExpiredSessions(now: string): Promise<number> {
    return this.deleteStale({
      table: 'sessions',
      key: 'token_hash',
      column: 'expires_at',
      before: now,
    });
  }

  async deleteSpentPasswordResets(now: string): Promise<number> {
    const expired = await this.deleteStale({
      table: 'password_resets',
      key: 'code_hash',
      column: 'expires_at',
      before: now,
    });
    const used = await this.deleteStale({
      table: 'password_resets',
      key: 'code_hash',
      column: 'used_at',
      before: now,
    });
    return expired + used;
  }

  async deleteSpentEmailChangeLinks(now: string): Promise<number> {
    const expired = await this.deleteStale({
      table: 'email_change_links',
      key: 'code_hash',
      column: 'expires_at',
      before: now,
    });
    const used = await this.deleteStale({
      table: 'email_change_links',
      key: 'code_hash',
      column: 'used_at',
      before: now,
    });
    return expired + used;
  }

  deleteSignIns(before: string): Promise<number> {
    return this.deleteStale({ table: 'sign_ins', key: 'id', column: 'signed_in_at', before });
  }

  deleteMail(status: 'sent' | 'failed', before: string): Promise<number> {
    return this.deleteStale({
      table: 'mail_queue',
      key: 'id',
      column: 'created_at',
      before,
      where: (eb) => eb('status', '=', status),
    });
  }

  deleteTrialDownloads(before: string): Promise<number> {
    return this.deleteStale({
      table: 'trial_downloads',
      key: 'token_hash',
      column: 'expires_at',
      before,
    });
  }

  async deleteTestPayments(before: string): Promise<number> {
    const intents = await this.deleteStale(staleTestPaymentIntents(before));
    const methods = await this.deleteStale(staleTestPaymentMethods(before));
    return intents + methods;
  }

  /**
   * Each batch is one plain conditional DELETE. The statement is written with `sql` because
   * Kysely's builders cannot be typed over a table chosen by a type parameter; the table,
   * columns and condition are still checked by StaleRows.
   */
  private async deleteStale<TB extends Table>(rows: StaleRows<TB>): Promise<number> {
    const table = sql.table(rows.table);
    const key = sql.ref(rows.key);
    // Parenthesised: an `or` the caller wrote must not swallow the age condition.
    const also = rows.where ? sql`and (${rows.where(expressionBuilder<Database, TB>())})` : sql``;
    const deleteBatch = sql`
      delete from ${table} where ${key} in (
        select ${key} from ${table}
        where ${sql.ref(rows.column)} < ${rows.before} ${also}
        limit ${this.batchSize}
      )`;
    let total = 0;
    for (;;) {
      const { numAffectedRows } = await deleteBatch.execute(this.db);
      const deleted = Number(numAffectedRows ?? 0);
      total += deleted;
      if (deleted < this.batchSize) return total;
    }
  }
}
