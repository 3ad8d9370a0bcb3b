import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/server/database/connection';
import { withKeptStatements } from '../../../src/server/database/keptStatements';

interface Tables {
  carts: { token_hash: string; items_json: string };
  orders: { id: string };
}

/** SQLite's level: 2 is FULL (a sync at every commit), 1 NORMAL. */
const syncLevel = (sqlite: SQLite.Database) =>
  sqlite.pragma('synchronous', { simple: true }) as number;

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table carts (token_hash text primary key, items_json text)');
  sqlite.exec('create table orders (id text primary key)');
  sqlite.pragma('synchronous = FULL');
  // Every write run, by its SQL text, with the sync level in effect as it ran.
  const statement = Object.getPrototypeOf(sqlite.prepare('select 1')) as SQLite.Statement;
  const run = statement.run;
  const ran: [string, number][] = [];
  vi.spyOn(statement, 'run').mockImplementation(function (this: SQLite.Statement, ...parameters) {
    if (this.database === sqlite) ran.push([this.source, syncLevel(sqlite)]);
    return run.apply(this, parameters);
  });
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }),
  });
  return { sqlite, ran, db };
}

describe('SQLite writes synced as their table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('write a cart without syncing it, then sync every commit again', async () => {
    const { sqlite, ran, db } = database();
    await db.insertInto('carts').values({ token_hash: 'a', items_json: '[]' }).execute();
    await db
      .updateTable('carts')
      .set({ items_json: '[1]' })
      .where('token_hash', '=', 'a')
      .execute();
    expect(ran).toEqual([
      ['insert into "carts" ("token_hash", "items_json") values (?, ?)', 1],
      ['update "carts" set "items_json" = ? where "token_hash" = ?', 1],
    ]);
    expect(syncLevel(sqlite)).toBe(2);
    const cart = await db.selectFrom('carts').selectAll().executeTakeFirst();
    expect(cart).toEqual({ token_hash: 'a', items_json: '[1]' });
    await db.destroy();
  });

  it('sync every write to an order, and reads leave the level alone', async () => {
    const { sqlite, ran, db } = database();
    await db.insertInto('orders').values({ id: 'o1' }).execute();
    await db.selectFrom('carts').selectAll().execute();
    expect(ran).toEqual([['insert into "orders" ("id") values (?)', 2]]);
    expect(syncLevel(sqlite)).toBe(2);
    await db.destroy();
  });

  it('keep a cart written inside a transaction synced with it', async () => {
    const { sqlite, ran, db } = database();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values({ id: 'o1' }).execute();
      await trx.insertInto('carts').values({ token_hash: 'b', items_json: '[]' }).execute();
    });
    expect(ran).toEqual([
      ['begin', 2],
      ['insert into "orders" ("id") values (?)', 2],
      ['insert into "carts" ("token_hash", "items_json") values (?, ?)', 2],
      ['commit', 2],
    ]);
    expect(syncLevel(sqlite)).toBe(2);
    expect(await db.selectFrom('carts').select('token_hash').execute()).toEqual([
      { token_hash: 'b' },
    ]);
    await db.destroy();
  });

  it('restore synced commits when a cart write fails', async () => {
    const { sqlite, db } = database();
    await db.insertInto('carts').values({ token_hash: 'c', items_json: '[]' }).execute();
    await expect(
      db.insertInto('carts').values({ token_hash: 'c', items_json: '[]' }).execute(),
    ).rejects.toThrow(/UNIQUE/);
    expect(syncLevel(sqlite)).toBe(2);
    await db.destroy();
  });

  it("sync every commit of the shop's own database, which better-sqlite3 would not in WAL mode", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'synced-'));
    const file = join(dir, 'shop.db');
    // Opened twice: SQLite applies better-sqlite3's WAL default to a file that is already in
    // WAL mode when it is opened, as the shop's file is at every start but the first.
    await openDatabase({ dialect: 'sqlite', file }).close();
    const { db, close } = openDatabase({ dialect: 'sqlite', file });
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(rows).toEqual([{ synchronous: 2 }]);
    await close();
    rmSync(dir, { recursive: true, force: true });
  });
});
