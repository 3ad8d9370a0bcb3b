import { orderAnswer, orderParty } from './orderAnswers';
import { z } from './zod';

/*
 * The back office's answers, apart from their endpoints (admin.ts): the browser imports only
 * these, so the requests' checks (patterns, bounds), which only the server runs, stay out of
 * the bundles every page shares (as orderAnswers.ts does for the order calls).
 */

const listPage = { total: z.number(), page: z.number(), page_size: z.number() };

/** Who is signed in, and whether the second factor was given. */
export const adminSessionAnswer = z.object({ email: z.string(), second_factor: z.boolean() });

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

export const adminAuditAnswer = z.object({ entries: z.array(auditEntryAnswer), ...listPage });

export const adminOrdersAnswer = z.object({
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
});

/**
 * A refund the card processor made and then could not pay out (failed later, or canceled in
 * its Dashboard): its credit note stands and the customer is owed the amount until staff pay
 * it another way and say how (`paid_otherwise`).
 */
export const failedPayoutAnswer = z.object({
  credit_note: z.string(),
  amount: z.string(),
  status: z.enum(['failed', 'canceled']),
  /** When the shop learned of it. */
  failed_at: z.string(),
  paid_otherwise: z.nullable(
    z.object({ at: z.string(), note: z.string(), staff_email: z.string() }),
  ),
});

/** An order as the customer sees it, and what only staff see. */
export const adminOrderAnswer = z.object({
  order: orderAnswer,
  customer: z.object({ id: z.string(), email: z.string() }),
  billing: orderParty,
  /** When a licensee correction re-issued the certificate, fonts and invoice; null: never. */
  documents_reissued_at: z.nullable(z.string()),
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
  /**
   * The refunds the card processor has not made, oldest first: `pending` while it is still
   * making one (the order refuses another refund meanwhile), `failed` or `canceled` when it
   * gave nothing back. A refund it made is a credit note instead.
   */
  refund_attempts: z.array(
    z.object({
      status: z.enum(['pending', 'failed', 'canceled']),
      /** The lines' indexes in the order. */
      lines: z.array(z.number()),
      amount: z.string(),
      staff_email: z.string(),
      created_at: z.string(),
      /** When it failed or was canceled; null while pending. */
      settled_at: z.nullable(z.string()),
    }),
  ),
  /** Its made refunds the card processor could not pay out, by credit note. */
  failed_payouts: z.array(failedPayoutAnswer),
});

/**
 * A refund asked for: `refunded` with the credit note it issued, or `pending` while the card
 * processor is still making it (no credit note yet: one is issued and e-mailed when it is done).
 */
export const adminRefundAnswer = z.object({
  status: z.enum(['refunded', 'pending']),
  message: z.string(),
  credit_note: z.nullable(z.string()),
});

/** What an action says it did ("The receipt is on its way to …"). */
export const adminDoneAnswer = z.object({ message: z.string() });

export const adminDashboardAnswer = z.object({
  maintenance: z.boolean(),
  /** MAINTENANCE_MODE in the environment wins over the stored switch. */
  maintenance_overridden: z.boolean(),
  content: z.object({
    families: z.number(),
    posts: z.number(),
    content_version: z.nullable(z.number()),
    last_import: z.nullable(z.string()),
  }),
  /** Refunds the card processor could not pay out that staff have not paid another way yet. */
  refunds_to_pay: z.array(
    z.object({
      order_id: z.string(),
      credit_note: z.string(),
      amount: z.string(),
      failed_at: z.string(),
    }),
  ),
});

export const adminMaintenanceAnswer = z.object({ maintenance: z.boolean() });

export const adminCustomersAnswer = z.object({
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
});

export const adminCustomerAnswer = z.object({
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
  /** The latest sign-ins, newest first; `second_factor`: a staff member's TOTP code. */
  sign_ins: z.array(
    z.object({
      at: z.string(),
      ip_address: z.string(),
      user_agent: z.string(),
      second_factor: z.boolean(),
    }),
  ),
  /** SIGN_IN_RETENTION_DAYS: older sign-ins are not kept. */
  sign_ins_kept_days: z.number(),
});

export type AdminSessionAnswer = z.infer<typeof adminSessionAnswer>;
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswer>;
export type AdminOrderAnswer = z.infer<typeof adminOrderAnswer>;
export type AdminRefundAnswer = z.infer<typeof adminRefundAnswer>;
export type AdminAuditAnswer = z.infer<typeof adminAuditAnswer>;
export type AdminDashboardAnswer = z.infer<typeof adminDashboardAnswer>;
export type AdminCustomersAnswer = z.infer<typeof adminCustomersAnswer>;
export type AdminCustomerAnswer = z.infer<typeof adminCustomerAnswer>;
