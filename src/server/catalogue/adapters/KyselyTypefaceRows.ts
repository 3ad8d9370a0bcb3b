import type { Kysely, Selectable } from 'kysely';
import { failed, succeeded } from '../../application/Result';
import type { Database } from '../../database/schema';
import type {
  TypefacesTable,
  TypefaceStylesTable,
  TypefaceSubfamiliesTable,
} from '../../database/tables/catalogueTables';
import { contentNotFound, type Found } from '../app/ContentNotFound';
import {
  typefaceRowsOf,
  type StyleRow,
  type SubfamilyRow,
  type TypefaceRow,
  type TypefaceRows,
} from '../app/typefaceRows';

/** True when A and B have the same properties, of the same types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The use cases' row shapes are the tables' own: a column added or changed fails here. */
const ROWS_ARE_THE_TABLES: [
  Same<TypefaceRow, Selectable<TypefacesTable>>,
  Same<SubfamilyRow, Selectable<TypefaceSubfamiliesTable>>,
  Same<StyleRow, Selectable<TypefaceStylesTable>>,
] = [true, true, true];
void ROWS_ARE_THE_TABLES;

/**
 * The families as their three tables hold them, which the typeface and page adapters build
 * their answers from (answers are cached, so reading all three tables each time is fine).
 */
export class KyselyTypefaceRows {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every family with its subfamilies and styles, in sort order. */
  async all(): Promise<TypefaceRows[]> {
    const [rows, subfamilies, styles] = await Promise.all([
      this.db.selectFrom('typefaces').selectAll().orderBy('sort_order').orderBy('name').execute(),
      this.db.selectFrom('typeface_subfamilies').selectAll().orderBy('sort_order').execute(),
      this.db.selectFrom('typeface_styles').selectAll().orderBy('sort_order').execute(),
    ]);
    return typefaceRowsOf(rows, subfamilies, styles);
  }

  /** A family by slug or id. */
  async find(page: string): Promise<Found<TypefaceRows>> {
    const record = (await this.all()).find(
      (candidate) => candidate.row.slug === page || String(candidate.row.id) === page,
    );
    return record ? succeeded(record) : failed(contentNotFound('This typeface does not exist.'));
  }
}
