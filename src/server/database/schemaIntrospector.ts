import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  table_type: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  is_identity: boolean;
  default_expression: string | null;
}

const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/**
 * Lists the tables of one PostgreSQL schema only. Kysely's own introspector reads every schema
 * of the database and resolves each table by name (`pg_get_serial_sequence`), so it fails with
 * "relation … does not exist" when another process drops a table anywhere in the database while
 * it runs; the migrator asks it on every start. Several shops, or the test suites, sharing one
 * database each in a schema of their own must not break each other's migrations.
 */
export class SchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schema: string;

  constructor(db: Kysely<unknown>, schema: string) {
    this.#db = db;
    this.#schema = schema;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    return [{ name: this.#schema }];
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    // Everything is joined by oid, never looked up by name, and only this schema is read.
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as table_type, a.attname as "column",
        typ.typname as "type", tns.nspname as type_schema, a.attnotnull as not_null,
        a.atthasdef as has_default, a.attidentity <> '' as is_identity,
        pg_get_expr(d.adbin, d.adrelid) as default_expression
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ns.nspname = ${this.#schema}
        and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);

    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          schema: this.#schema,
          isView: row.table_type === 'v',
          columns: [],
        };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing:
          row.is_identity || (row.default_expression?.startsWith('nextval(') ?? false),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL, introspected one schema at a time (see SchemaIntrospector). */
export class SchemaPostgresDialect extends PostgresDialect {
  readonly #schema: string;

  constructor(config: ConstructorParameters<typeof PostgresDialect>[0], schema: string) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db, this.#schema);
  }
}
