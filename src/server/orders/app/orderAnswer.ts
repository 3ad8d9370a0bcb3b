import type { OrderAnswer, OrderLineAnswer } from '../../../contract/orderAnswers';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import { fromCents } from '../../../domain/pricing/money';
import { orderLinePaidCents } from '../../../domain/upgrades/upgradeCredit';
import { storedCartItemOf } from './storedCartSelection';
import { API_PREFIX } from '../../http/apiPaths';
import type { PlacedOrder } from './PlacedOrder';
import type { InvoiceTax } from '../../../domain/tax/invoiceTax';
import { wasPaid } from '../../../domain/orders/orderLifecycle';
import type { CreditNote } from './CreditNote';
import type { PendingRefund } from './PendingRefunds';

export function orderDownloadPaths(orderId: string): { zip: string; pdf: string } {
  const base = `${API_PREFIX}/orders/${encodeURIComponent(orderId)}`;
  return { zip: `${base}/fonts.zip`, pdf: `${base}/invoice.pdf` };
}

/** Where a credit note's PDF is: the customer's order route, or the back office's. */
export function creditNotePath(orderId: string, number: string, audience: Audience): string {
  const base = audience === 'admin' ? `${API_PREFIX}/admin/orders` : `${API_PREFIX}/orders`;
  return `${base}/${encodeURIComponent(orderId)}/credit-notes/${number}.pdf`;
}

type Audience = 'customer' | 'admin';

/** What an order's answer tells beside the order itself; each part absent: none. */
export interface OrderAnswerParts {
  /** The paid order that upgraded each line, by its index. */
  upgradedBy?: ReadonlyMap<number, string>;
  creditNotes?: readonly CreditNote[];
  pendingRefund?: PendingRefund | null;
  /** Whose routes the credit notes' links are on: the customer's by default. */
  audience?: Audience;
}

/**
 * An order as the success page and the orders page show it (`orderAnswer` in
 * src/contract/orderAnswers.ts). Lines also carry `options_text`, the cart line's name for
 * the same descriptions, so the cart's line component can show an order line unchanged.
 */
export function orderAnswerOf(
  order: PlacedOrder,
  currencySymbol: string,
  parts: OrderAnswerParts = {},
): OrderAnswer {
  const { upgradedBy, creditNotes = [], pendingRefund = null, audience = 'customer' } = parts;
  const priced = order.pricedCart;
  const paidCart = { ...priced, lineChargedCents: order.lineChargedCents };
  const money = (cents: number) => formatMoney(cents, currencySymbol);
  const paid = wasPaid(order.status);
  // A refund in full revokes every licence: there are no fonts left to download.
  const licensed = paid && order.status !== 'refunded';
  const downloads = orderDownloadPaths(order.id);
  const usSalesTaxCents = usSalesTaxOf(order)?.cents ?? 0;
  return {
    order_details: {
      id: order.id,
      date: (order.paidAt ?? order.createdAt).slice(0, 10),
      status: order.status,
      zip: licensed ? downloads.zip : null,
      pdf: paid ? downloads.pdf : null,
      invoice_number: order.invoiceNumber,
      job_reference: order.jobReference,
      credit_notes: creditNotes.map((note) => ({
        number: note.number,
        date: note.issuedAt.slice(0, 10),
        total: formatMoney(note.netCents + note.taxCents, currencySymbol),
        pdf: creditNotePath(order.id, note.number, audience),
      })),
      pending_refund: pendingRefund && {
        amount: money(pendingRefund.amountCents),
        currency: pendingRefund.currency,
        requested_at: pendingRefund.requestedAt,
        lines: pendingRefund.lines,
      },
    },
    cart: priced.lines.map((line, index): OrderLineAnswer => {
      const licence = priced.items[index];
      const paidCents = orderLinePaidCents(paidCart, index) ?? 0;
      return {
        name: line.name,
        font_class: line.fontClass,
        description: line.optionsText,
        options_text: line.optionsText,
        scripts: line.scripts,
        scripts_count: line.scripts.length,
        ...(line.families ? { families: line.families } : {}),
        value: money(line.priceCents),
        licence: licence ? storedCartItemOf(licence) : null,
        paid: formatMoney(paidCents, currencySymbol),
        paid_cents: paidCents,
        upgrade_of: line.upgrade
          ? { order_id: line.upgrade.orderId, line: line.upgrade.line }
          : null,
        upgraded_by: upgradedBy?.get(index) ?? null,
        refunded: order.refundedLines.includes(index),
      };
    }),
    // A discount is shown as the cart shows it: a negative amount.
    discounts: priced.discounts.map((discount) => ({
      name: discount.name,
      value: money(-discount.amountCents),
    })),
    is_us_order: order.isUsOrder,
    us_sales_tax: fromCents(usSalesTaxCents),
    us_sales_tax_percentage: usSalesTaxOf(order)?.ratePercentage ?? 0,
    us_sales_tax_value: formatMoney(usSalesTaxCents, currencySymbol),
    tax_line: taxLineOf(order, currencySymbol),
    total: { name: priced.total.name, value: money(priced.total.amountCents) },
    licensee: order.licensee,
    third_party_order: order.thirdPartyOrder,
  };
}

/** The wire's US fields are the order's tax when it is US sales tax, else zero. */
function usSalesTaxOf(order: PlacedOrder): InvoiceTax | null {
  return order.invoiceTax.kind === 'us_sales_tax' ? order.invoiceTax : null;
}

/** The stored cart's tax line; an order from before VAT (migration 0830) has only its tax. */
function taxLineOf(order: PlacedOrder, currencySymbol: string): OrderAnswer['tax_line'] {
  const { tax } = order.pricedCart;
  if (tax) {
    return tax.lineName === null
      ? null
      : { name: tax.lineName, value: formatMoney(tax.amountCents, currencySymbol) };
  }
  const usSalesTax = usSalesTaxOf(order);
  if (!usSalesTax) return null;
  return {
    name: `US sales tax (${usSalesTax.ratePercentage}%)`,
    value: formatMoney(usSalesTax.cents, currencySymbol),
  };
}
