import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withKeptStatements } from '../../../src/server/database/keptStatements';

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (id integer primary key, name text)');
  const prepare = vi.spyOn(sqlite, 'prepare');
  const db = new Kysely<{ t: { id: number; name: string } }>({
    dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }),
  });
  return { sqlite, prepare, db };
}

describe('kept SQLite statements', () => {
  it('compile a SQL text once, whatever its parameters', async () => {
    const { prepare, db } = database();
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
    ] as const) {
      await db.insertInto('t').values({ id, name }).execute();
    }
    const names = [];
    for (const id of [1, 2, 1]) {
      names.push(
        (await db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst())?.name,
      );
    }
    expect(names).toEqual(['a', 'b', 'a']);
    // One insert, one select.
    expect(prepare).toHaveBeenCalledTimes(2);
    await db.destroy();
  });

  it('compile a statement anew while the kept one still iterates rows', () => {
    const { sqlite } = database();
    sqlite.exec("insert into t values (1, 'a'), (2, 'b')");
    const kept = withKeptStatements(sqlite);
    const text = 'select name from t order by id';
    const first = kept.prepare(text);
    const rows = first.iterate([]);
    rows.next();
    const second = kept.prepare(text);
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
    rows.return?.();
    sqlite.close();
  });
});
