import type { Endpoint } from './Endpoint';
import { orderAnswer, orderParty } from './orderAnswers';
import { z } from './zod';

/*
 * The back office's calls, all under /admin and all for staff only (the server's guard
 * answers a guest 401 and a customer 403 before any of them runs).
 */

/** A list's page: 1-based, 25 rows. */
const pageOnly = z.object({ page: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))) });

const listPage = { total: z.number(), page: z.number(), page_size: z.number() };

/** GET /admin/session: who is signed in, and whether the second factor was given. */
export const getAdminSession = {
  response: z.object({ email: z.string(), second_factor: z.boolean() }),
} satisfies Endpoint;

/** POST /admin/session/second-factor: the current TOTP code of the staff member's app. */
export const postAdminSecondFactor = {
  body: z.object({ code: z.string().check(z.maxLength(12)) }),
  response: z.object({ email: z.string(), second_factor: z.boolean() }),
} satisfies Endpoint;

export const auditEntryAnswer = z.object({
  id: z.string(),
  staff_email: z.string(),
  action: z.string(),
  subject: z.string(),
  /** JSON of what it was before and after; null where there was nothing. */
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
  at: z.string(),
});

/** GET /admin/audit: every staff action, newest first. */
export const getAdminAudit = {
  querystring: pageOnly,
  response: z.object({ entries: z.array(auditEntryAnswer), ...listPage }),
} satisfies Endpoint;

export const ADMIN_ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;

/** GET /admin/orders: number, e-mail, name or company (`q`), dates (YYYY-MM-DD) and status. */
export const getAdminOrders = {
  querystring: z.object({
    q: z.optional(z.string().check(z.maxLength(200))),
    status: z.optional(z.enum(ADMIN_ORDER_STATUSES)),
    from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    page: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
  }),
  response: z.object({
    orders: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        created_at: z.string(),
        email: z.string(),
        name: z.string(),
        company: z.nullable(z.string()),
        total: z.string(),
      }),
    ),
    ...listPage,
  }),
} satisfies Endpoint;

/** An order number in a path, as the customer's order routes check it. */
export const adminOrderParams = z.object({
  id: z.string().check(z.regex(/^\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/)),
});

/** GET /admin/orders/{id}: the order as the customer sees it, and what only staff see. */
export const getAdminOrder = {
  params: adminOrderParams,
  response: z.object({
    order: orderAnswer,
    customer: z.object({ id: z.string(), email: z.string() }),
    billing: orderParty,
    payment_attempts: z.array(
      z.object({
        attempt: z.number(),
        amount: z.string(),
        currency: z.string(),
        payment_intent_id: z.nullable(z.string()),
        created_at: z.string(),
      }),
    ),
    emails: z.array(
      z.object({
        subject: z.string(),
        recipient: z.string(),
        status: z.string(),
        created_at: z.string(),
        sent_at: z.nullable(z.string()),
      }),
    ),
  }),
} satisfies Endpoint;

const done = z.object({ message: z.string() });

/** POST /admin/orders/{id}/receipt: the paid order's receipt, with its invoice, again. */
export const postAdminOrderReceipt = {
  params: adminOrderParams,
  body: z.optional(z.object({})),
  response: done,
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
  response: done,
} satisfies Endpoint;

/** GET /admin/dashboard: the shop's switches and its content. */
export const getAdminDashboard = {
  response: z.object({
    maintenance: z.boolean(),
    /** MAINTENANCE_MODE in the environment wins over the stored switch. */
    maintenance_overridden: z.boolean(),
    content: z.object({
      families: z.number(),
      posts: z.number(),
      content_version: z.nullable(z.number()),
      last_import: z.nullable(z.string()),
    }),
  }),
} satisfies Endpoint;

/** PUT /admin/maintenance: turns maintenance mode on or off. */
export const putAdminMaintenance = {
  body: z.object({ on: z.boolean() }),
  response: z.object({ maintenance: z.boolean() }),
} satisfies Endpoint;

export type AdminSessionAnswer = z.infer<typeof getAdminSession.response>;
export type AdminOrdersAnswer = z.infer<typeof getAdminOrders.response>;
export type AdminOrderAnswer = z.infer<typeof getAdminOrder.response>;
export type AdminAuditAnswer = z.infer<typeof getAdminAudit.response>;
export type AdminDashboardAnswer = z.infer<typeof getAdminDashboard.response>;
export type AdminLicenseeBody = z.infer<typeof putAdminOrderLicensee.body>;

/** GET /admin/customers: by part of the e-mail, name or company. */
export const getAdminCustomers = {
  querystring: z.object({
    q: z.optional(z.string().check(z.maxLength(200))),
    page: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
  }),
  response: z.object({
    customers: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        name: z.string(),
        company: z.nullable(z.string()),
        club_member: z.boolean(),
        created_at: z.string(),
      }),
    ),
    ...listPage,
  }),
} satisfies Endpoint;

/** A customer's id in a path: the account's UUID. */
export const adminCustomerParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
});

/** GET /admin/customers/{id}: the account, its club membership and its orders. */
export const getAdminCustomer = {
  params: adminCustomerParams,
  response: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    company: z.nullable(z.string()),
    club_member: z.boolean(),
    staff: z.boolean(),
    created_at: z.string(),
    orders: z.array(
      z.object({ id: z.string(), status: z.string(), created_at: z.string(), total: z.string() }),
    ),
  }),
} satisfies Endpoint;

/** POST /admin/customers/{id}/password-reset: e-mails the customer a reset link. */
export const postAdminCustomerPasswordReset = {
  params: adminCustomerParams,
  body: z.optional(z.object({})),
  response: done,
} satisfies Endpoint;

export type AdminCustomersAnswer = z.infer<typeof getAdminCustomers.response>;
export type AdminCustomerAnswer = z.infer<typeof getAdminCustomer.response>;
