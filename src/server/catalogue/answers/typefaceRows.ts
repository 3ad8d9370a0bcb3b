import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../database/schema';
import type {
  TypefacesTable,
  TypefaceStylesTable,
  TypefaceSubfamiliesTable,
} from '../catalogueTables';

export type TypefaceRow = Selectable<TypefacesTable>;
export type StyleRow = Selectable<TypefaceStylesTable>;
export interface SubfamilyRecord extends Selectable<TypefaceSubfamiliesTable> {
  styles: StyleRow[];
}
/**
 * A family as its three tables hold it: the catalogue adapter's own reading, from which it
 * builds the answers and maps the TypefaceRecord its port hands out (typefaceRecordOf.ts).
 */
export interface TypefaceRows {
  row: TypefaceRow;
  subfamilies: SubfamilyRecord[];
  styles: StyleRow[];
}

/** Every family with its subfamilies and styles, in sort order (answers are cached, so three queries are fine). */
export async function loadTypefaceRows(db: Kysely<Database>): Promise<TypefaceRows[]> {
  const [rows, subfamilies, styles] = await Promise.all([
    db.selectFrom('typefaces').selectAll().orderBy('sort_order').orderBy('name').execute(),
    db.selectFrom('typeface_subfamilies').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('typeface_styles').selectAll().orderBy('sort_order').execute(),
  ]);
  return rows.map((row) => {
    const own = styles.filter((style) => style.typeface_id === row.id);
    return {
      row,
      styles: own,
      subfamilies: subfamilies
        .filter((subfamily) => subfamily.typeface_id === row.id)
        .map((subfamily) => ({
          ...subfamily,
          styles: own.filter((style) => style.subfamily_id === subfamily.id),
        })),
    };
  });
}

export function parseJsonList<T>(text: string): T[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}
