import type { OrderStatus } from '../domain/orders/orderLifecycle';
import { cartSelection, upgradeTarget } from './cartAnswer';
import { perLicence } from './perLicence';
import { z } from './zod';

/*
 * The order answers, apart from their endpoints (orders.ts): the browser imports only these,
 * so the order number's pattern, which only the server checks, stays out of its bundles
 * (docs/wire-contract.md).
 */

/** A priced amount as shown: `{name: 'Total', value: '$120'}`. */
export const namedAmount = z.object({ name: z.string(), value: z.string() });

/**
 * What an order line licenses: the cart's selection the order was priced from
 * (src/contract/cartAnswer.ts); an upgrade starts from it.
 */
export const licensedItem = cartSelection;

/** One line of an order, in docs/spec.md §3's words, with what an upgrade needs. */
export const orderLine = z.object({
  name: z.string(),
  font_class: z.string(),
  /** What each licence category covers; null where the line has no such licence. */
  description: perLicence(z.nullable(z.string())),
  /** The same texts under the cart line's name, so the cart's line component shows it. */
  options_text: perLicence(z.nullable(z.string())),
  scripts: z.array(z.string()),
  scripts_count: z.number(),
  /** A collection bundle's families by name; absent for any other line. */
  families: z.optional(z.array(z.string())),
  /** The price with the currency symbol ("$120"). */
  value: z.string(),
  /** Null for a line whose cart item was not stored. */
  licence: z.nullable(licensedItem),
  /** What has been paid toward this licence: the credit its upgrade starts from ("$40"). */
  paid: z.string(),
  /** The same in cents, for the upgrade form's estimate (the cart prices it on the server). */
  paid_cents: z.number(),
  /** The order line this line upgraded; null for a new licence. */
  upgrade_of: z.nullable(upgradeTarget),
  /** The paid order that upgraded this line; null while it stands as bought. */
  upgraded_by: z.nullable(z.string()),
  /** Whether staff refunded this line: its licence is revoked (docs/back-office.md). */
  refunded: z.optional(z.boolean()),
});

/** A credit note of a refund: its number, its date and where its PDF is. */
export const creditNoteLink = z.object({
  /** "CN-000001". */
  number: z.string(),
  /** ISO date of the refund. */
  date: z.string(),
  /** The refunded amount with the currency symbol ("$119.00"). */
  total: z.string(),
  pdf: z.string(),
});

/**
 * A refund staff asked for that the card processor is still making
 * (docs/decisions/0018-pending-refunds.md): the order is still paid and has no credit note for
 * it yet. Only a pending one is shown to the customer; a failed or canceled try moved no money.
 */
export const pendingRefund = z.object({
  /** What goes back to the card, with the currency symbol ("$84"). */
  amount: z.string(),
  /** The order's currency, as ISO 4217 names it ("USD"). */
  currency: z.string(),
  /** ISO time staff asked for it. */
  requested_at: z.string(),
  /** The indexes in `cart` of the lines it refunds. */
  lines: z.array(z.number()),
});

const optionalText = z.optional(z.nullable(z.string()));

/** The licensee (or buyer) as the order stored them at checkout step 2. */
export const orderParty = z.object({
  name: z.string(),
  company: optionalText,
  address1: z.string(),
  address2: optionalText,
  zip_code: z.string(),
  city: z.string(),
  state: optionalText,
  country: z.string(),
  vat_number: optionalText,
  email: optionalText,
});

const orderStatus = z.enum([
  'pending',
  'paid',
  'failed',
  'abandoned',
  'partially_refunded',
  'refunded',
]) satisfies z.ZodMiniType<OrderStatus>;

/**
 * An order as the success page (`GET /orders/{id}`) and the orders page
 * (`POST /settings/orders`) show it (docs/spec.md §3 "Order"): `order_details`, the `cart`
 * lines, `discounts`, the tax and the `total`, all as charged.
 */
export const orderAnswer = z.object({
  order_details: z.object({
    id: z.string(),
    /** ISO date the order was paid (or placed, while pending). */
    date: z.string(),
    status: orderStatus,
    /** The downloads; null until the order is paid: nothing to download before. */
    zip: z.nullable(z.string()),
    pdf: z.nullable(z.string()),
    /** "INV-000042" once paid; null before. */
    invoice_number: z.optional(z.nullable(z.string())),
    /** The buyer's own reference (a purchase order number) as typed at checkout. */
    job_reference: z.optional(z.nullable(z.string())),
    /** The credit notes of the order's refunds, oldest first; absent or empty: none. */
    credit_notes: z.optional(z.array(creditNoteLink)),
    /** The refund still being made; absent or null: none. */
    pending_refund: z.optional(z.nullable(pendingRefund)),
  }),
  cart: z.array(orderLine),
  discounts: z.array(namedAmount),
  is_us_order: z.boolean(),
  us_sales_tax: z.number(),
  us_sales_tax_percentage: z.number(),
  /** `us_sales_tax` with the currency symbol, for the line under the discounts. */
  us_sales_tax_value: z.string(),
  /** The order's tax line (VAT, reverse charge or US sales tax); null when untaxed. */
  tax_line: z.nullable(namedAmount),
  total: namedAmount,
  licensee: orderParty,
  third_party_order: z.boolean(),
});

/** The customer's paid orders, newest first. */
export const orderHistoryAnswer = z.array(orderAnswer);

export type NamedAmountAnswer = z.infer<typeof namedAmount>;
export type LicensedItem = z.infer<typeof licensedItem>;
export type OrderLineAnswer = z.infer<typeof orderLine>;
export type OrderPartyAnswer = z.infer<typeof orderParty>;
export type OrderAnswer = z.infer<typeof orderAnswer>;
export type CreditNoteLink = z.infer<typeof creditNoteLink>;
export type PendingRefundAnswer = z.infer<typeof pendingRefund>;
export type OrderHistoryAnswer = z.infer<typeof orderHistoryAnswer>;
