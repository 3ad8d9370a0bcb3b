import {
  adminAuditAnswer,
  adminCustomerAnswer,
  adminCustomersAnswer,
  adminDashboardAnswer,
  adminDoneAnswer,
  adminMaintenanceAnswer,
  adminOrderAnswer,
  adminOrdersAnswer,
  adminRefundAnswer,
  adminSessionAnswer,
} from './adminAnswers';
import { ORDER_STATUSES } from '../domain/orders/orderLifecycle';
import type { Endpoint, FileEndpoint } from './Endpoint';
import { creditNoteParams } from './orders';
import { z } from './zod';

/*
 * The back office's calls, all under /admin and all for staff only (the server's guard
 * answers a guest 401 and a customer 403 before any of them runs). Their answers are in
 * adminAnswers.ts, which is all the browser imports.
 */

const page = z.optional(z.int().check(z.minimum(1), z.maximum(100_000)));

/** GET /admin/session: who is signed in, and whether the second factor was given. */
export const getAdminSession = { response: adminSessionAnswer } satisfies Endpoint;

/** POST /admin/session/second-factor: the current TOTP code of the staff member's app. */
export const postAdminSecondFactor = {
  body: z.object({ code: z.string().check(z.maxLength(12)) }),
  response: adminSessionAnswer,
} satisfies Endpoint;

/** GET /admin/audit: every staff action, newest first, 25 a page. */
export const getAdminAudit = {
  querystring: z.object({ page }),
  response: adminAuditAnswer,
} satisfies Endpoint;

const day = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const searchText = z.optional(z.string().check(z.maxLength(200)));

/** GET /admin/orders: number, e-mail, name or company (`q`), dates (YYYY-MM-DD) and status. */
export const getAdminOrders = {
  querystring: z.object({
    q: searchText,
    status: z.optional(z.enum(ORDER_STATUSES)),
    from: day,
    to: day,
    page,
  }),
  response: adminOrdersAnswer,
} satisfies Endpoint;

/** An order number in a path, as the customer's order routes check it. */
export const adminOrderParams = z.object({
  id: z.string().check(z.regex(/^\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/)),
});

/** GET /admin/orders/{id}: the order as the customer sees it, and what only staff see. */
export const getAdminOrder = {
  params: adminOrderParams,
  response: adminOrderAnswer,
} satisfies Endpoint;

/** POST /admin/orders/{id}/receipt: the paid order's receipt, with its invoice, again. */
export const postAdminOrderReceipt = {
  params: adminOrderParams,
  body: z.optional(z.object({})),
  response: adminDoneAnswer,
} satisfies Endpoint;

/**
 * POST /admin/orders/{id}/refund: refunds the chosen lines (their indexes in the order), or
 * every line not refunded yet when `lines` is absent. The amounts are the server's.
 */
export const postAdminOrderRefund = {
  params: adminOrderParams,
  body: z.object({
    lines: z.optional(
      z.array(z.int().check(z.minimum(0), z.maximum(999))).check(z.maxLength(1000)),
    ),
  }),
  response: adminRefundAnswer,
} satisfies Endpoint;

/** GET /admin/orders/{id}/credit-notes/{number}.pdf: a refund's credit note, for staff. */
export const getAdminCreditNotePdf = { params: creditNoteParams } satisfies FileEndpoint;

/**
 * POST /admin/orders/{id}/credit-notes/{number}/paid-otherwise: staff paid the customer a
 * refund the card processor could not pay out, and say how ("bank transfer 2026-11-30").
 */
export const postAdminPayoutPaidOtherwise = {
  params: creditNoteParams,
  body: z.object({ note: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: adminDoneAnswer,
} satisfies Endpoint;

const requiredText = z.string().check(z.minLength(1), z.maxLength(200));
const optionalText = z.optional(z.nullable(z.string().check(z.maxLength(200))));

/** PUT /admin/orders/{id}/licensee: the licensee's name and address, corrected. */
export const putAdminOrderLicensee = {
  params: adminOrderParams,
  body: z.object({
    name: requiredText,
    company: optionalText,
    address1: requiredText,
    address2: optionalText,
    zip_code: requiredText,
    city: requiredText,
    state: optionalText,
    country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  }),
  response: adminDoneAnswer,
} satisfies Endpoint;

/** GET /admin/dashboard: the shop's switches and its content. */
export const getAdminDashboard = { response: adminDashboardAnswer } satisfies Endpoint;

/** PUT /admin/maintenance: turns maintenance mode on or off. */
export const putAdminMaintenance = {
  body: z.object({ on: z.boolean() }),
  response: adminMaintenanceAnswer,
} satisfies Endpoint;

/** GET /admin/customers: by part of the e-mail, name or company. */
export const getAdminCustomers = {
  querystring: z.object({ q: searchText, page }),
  response: adminCustomersAnswer,
} satisfies Endpoint;

/** A customer's id in a path: the account's UUID. */
export const adminCustomerParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
});

/** GET /admin/customers/{id}: the account, its club membership, orders and sign-ins. */
export const getAdminCustomer = {
  params: adminCustomerParams,
  response: adminCustomerAnswer,
} satisfies Endpoint;

/** POST /admin/customers/{id}/password-reset: e-mails the customer a reset link. */
export const postAdminCustomerPasswordReset = {
  params: adminCustomerParams,
  body: z.optional(z.object({})),
  response: adminDoneAnswer,
} satisfies Endpoint;

export type AdminLicenseeBody = z.infer<typeof putAdminOrderLicensee.body>;
