import type { Selectable } from 'kysely';
import { orderLineCharges } from '../../../domain/orders/refunds';
import { selectedCategories } from '../../../domain/pricing/LicenceCategory';
import type { ReportLine } from '../../../domain/reports/salesReport';
import { invoiceTaxOf } from '../../orders/adapters/invoiceTaxOf';
import type { OrdersTable } from '../../database/tables/orderTables';
import { pricedCartOf } from '../../orders/adapters/placedOrderOf';

/**
 * A paid order's lines as the reports count them: each line's typeface (its cart item's
 * page, named by `typefaceNames`; a collection bundle is its collection), the licence
 * categories it licenses, and its net charge as a refund would give it back
 * (`orderLineCharges`, the refunds' own split), so a refunded line takes off exactly what it
 * added.
 */
export function reportLinesOf(
  order: Selectable<OrdersTable>,
  typefaceNames: ReadonlyMap<string, string>,
): ReportLine[] {
  const priced = pricedCartOf(order);
  const charges = orderLineCharges(priced, invoiceTaxOf(order).cents);
  return priced.lines.map((line, index) => ({
    typeface: typefaceNames.get(priced.items[index]?.typefacePage ?? '') ?? line.name,
    licences: selectedCategories(line.options),
    netCents: charges[index]?.netCents ?? 0,
  }));
}
