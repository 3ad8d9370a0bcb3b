import type { Order } from '../../application/account/Order';
import type { OrderedLicence } from '../../application/account/OrderedLicence';
import type { OrderLine } from '../../application/account/OrderLine';
import type { LicensedItem, OrderAnswer, OrderLineAnswer } from '../../contract/orderAnswers';
import { LICENCE_CATEGORIES } from '../../domain/pricing/LicenceCategory';
import { OPTION_KINDS } from './cartItemsFromJson';
import { creditNotesFromAnswer } from './creditNotesFromAnswer';
import { pendingRefundFromAnswer } from './pendingRefundFromAnswer';

/**
 * An order of POST settings/orders or GET orders/{id}, parsed with the contract's
 * `orderAnswer` (src/contract/orderAnswers.ts), as the orders page shows it.
 */
export function orderFromAnswer(order: OrderAnswer): Order {
  const details = order.order_details;
  return {
    id: details.id,
    date: details.date,
    status: details.status,
    invoiceNumber: details.invoice_number ?? null,
    jobReference: details.job_reference ?? null,
    zipUrl: details.zip,
    pdfUrl: details.pdf,
    lines: order.cart.map(orderLine),
    discounts: order.discounts,
    tax: order.tax_line,
    total: order.total,
    creditNotes: creditNotesFromAnswer(details.credit_notes),
    pendingRefund: pendingRefundFromAnswer(details.pending_refund),
  };
}

function orderLine(line: OrderLineAnswer): OrderLine {
  return {
    name: line.name,
    fontClass: line.font_class || null,
    licences: LICENCE_CATEGORIES.flatMap((category) => line.description[category] || []),
    ...(line.families ? { families: line.families } : {}),
    value: line.value,
    licence: orderedLicence(line.licence),
    paid: line.paid,
    paidCents: line.paid_cents,
    upgradeOf: line.upgrade_of?.order_id ?? null,
    upgradedBy: line.upgraded_by,
    refunded: line.refunded ?? false,
  };
}

/**
 * The line's licence as the cart would hold it, or null: a collection bundle is not sold by
 * one family's shop, so it is not upgraded (application/account/OrderedLicence.ts).
 */
function orderedLicence(item: LicensedItem | null): OrderedLicence | null {
  const type = OPTION_KINDS.find((kind) => kind === item?.kind);
  if (!item || !type) return null;
  return {
    id: item.option_id,
    type,
    typeface: item.typeface_page,
    options: item.options,
    scripts: item.scripts,
  };
}
