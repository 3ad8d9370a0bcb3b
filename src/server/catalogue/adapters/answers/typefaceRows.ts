import type { Selectable } from 'kysely';
import type {
  TypefacesTable,
  TypefaceStylesTable,
  TypefaceSubfamiliesTable,
} from '../../../database/tables/catalogueTables';

export type TypefaceRow = Selectable<TypefacesTable>;
export type StyleRow = Selectable<TypefaceStylesTable>;
export interface SubfamilyRecord extends Selectable<TypefaceSubfamiliesTable> {
  styles: StyleRow[];
}
/**
 * A family as its three tables hold it (read by KyselyTypefaceRows): what the catalogue's
 * adapters build the answers from and map the TypefaceRecord their port hands out from
 * (typefaceRecordOf.ts).
 */
export interface TypefaceRows {
  row: TypefaceRow;
  subfamilies: SubfamilyRecord[];
  styles: StyleRow[];
}

/** Each family with its own subfamilies and styles, from the three tables' rows in sort order. */
export function typefaceRowsOf(
  rows: TypefaceRow[],
  subfamilies: Array<Selectable<TypefaceSubfamiliesTable>>,
  styles: StyleRow[],
): TypefaceRows[] {
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
