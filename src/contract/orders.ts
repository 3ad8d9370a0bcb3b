import type { Endpoint, FileEndpoint } from './Endpoint';
import { orderAnswer, orderHistoryAnswer } from './orderAnswers';
import { z } from './zod';

/*
 * The order endpoints. The browser imports only their answers (orderAnswers.ts): the order
 * number's pattern is the server's to check.
 */

/**
 * `{id}` in an order's path: an order number, "20261123-7KQ2M9" (the day, then six of
 * Crockford's base 32; src/server/orders/app/orderNumber.ts). Anything else is refused with 400
 * before any lookup.
 */
export const orderParams = z.object({
  id: z.string().check(z.regex(/^\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/)),
});

/** GET /orders/{id}: the buyer's own order, as the success page shows it. */
export const getOrder = { params: orderParams, response: orderAnswer } satisfies Endpoint;

/** GET /orders/{id}/fonts.zip: a paid order's fonts, EULA and licence certificate. */
export const getOrderFontsZip = { params: orderParams } satisfies FileEndpoint;

/** GET /orders/{id}/invoice.pdf: a paid order's invoice. */
export const getOrderInvoicePdf = { params: orderParams } satisfies FileEndpoint;

/**
 * POST /settings/orders (docs/spec.md §7, "with an empty body"): the customer's paid orders,
 * newest first. The body is an object; whatever it holds is not read.
 */
export const postSettingsOrders = {
  body: z.object({}),
  response: orderHistoryAnswer,
} satisfies Endpoint;

/** `{id}` and `{number}` of a credit note's path: "CN-000001". */
export const creditNoteParams = z.object({
  id: orderParams.shape.id,
  number: z.string().check(z.regex(/^CN-\d{6,}$/)),
});

/** GET /orders/{id}/credit-notes/{number}.pdf: a refund's credit note, for the buyer. */
export const getOrderCreditNotePdf = { params: creditNoteParams } satisfies FileEndpoint;
