import type { OrderStatus } from '../../domain/orders/orderLifecycle';
import type { NamedAmount } from '../cart/NamedAmount';
import type { CreditNote } from '../orders/CreditNote';

/** The signed-in staff member, and whether they have given the second factor. */
export interface StaffSession {
  email: string;
  secondFactor: boolean;
}

/** One page of a list the back office pages through. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OrderFilter {
  /** Part of an order number, e-mail, name or company. */
  text: string;
  /** An order status, or '' for any. */
  status: '' | OrderStatus;
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
  page: number;
}

export interface OrderRow {
  id: string;
  status: string;
  createdAt: string;
  email: string;
  name: string;
  company: string | null;
  total: string;
}

/** A licensee or buyer as an order stores them. */
export interface OrderPartyModel {
  name: string;
  company: string;
  address1: string;
  address2: string;
  zipCode: string;
  city: string;
  state: string;
  country: string;
  vatNumber: string;
}

export interface StaffOrderLine {
  name: string;
  /** What each licence covers ("Desktop: 1–3 computers"). */
  licences: string[];
  scripts: string[];
  value: string;
  /** The order whose line this one upgraded; null for a new licence. */
  upgradeOf: string | null;
  /** The order that upgraded this line; null while it stands. */
  upgradedBy: string | null;
  /** Refunded already: its licence is revoked and it cannot be refunded again. */
  refunded: boolean;
}

/**
 * A refund the card processor has not made: `pending` while it is still making it (the order
 * takes no other refund meanwhile), `failed` or `canceled` when it gave nothing back.
 */
export interface StaffRefundAttempt {
  status: 'pending' | 'failed' | 'canceled';
  /** The lines' indexes in the order. */
  lines: number[];
  amount: string;
  staffEmail: string;
  createdAt: string;
  /** When it failed or was canceled; null while pending. */
  settledAt: string | null;
}

/**
 * A refund the card processor made and then could not pay out (it failed later, or was
 * canceled): its credit note stands, and the customer is owed the amount until staff pay it
 * another way and say how.
 */
export interface StaffFailedPayout {
  /** "CN-000123". */
  creditNote: string;
  amount: string;
  status: 'failed' | 'canceled';
  /** When the shop learned of it. */
  failedAt: string;
  /** Null while the customer is still owed it. */
  paidOtherwise: { at: string; note: string; staffEmail: string } | null;
}

/** A refund to pay another way, as the dashboard lists it. */
export interface RefundToPay {
  orderId: string;
  creditNote: string;
  amount: string;
  failedAt: string;
}

export interface StaffOrder {
  id: string;
  status: string;
  date: string;
  customerEmail: string;
  lines: StaffOrderLine[];
  discounts: NamedAmount[];
  tax: NamedAmount | null;
  total: NamedAmount;
  licensee: OrderPartyModel;
  billing: OrderPartyModel;
  thirdPartyOrder: boolean;
  /** The credit notes of its refunds, oldest first, with the back office's PDF links. */
  creditNotes: CreditNote[];
  /** When a licensee correction re-issued the certificate, fonts and invoice; null: never. */
  documentsReissuedAt: string | null;
  paymentAttempts: {
    attempt: number;
    amount: string;
    paymentIntentId: string | null;
    createdAt: string;
  }[];
  emails: { subject: string; recipient: string; status: string; createdAt: string }[];
  /** Its refunds the card processor has not made (yet), oldest first. */
  refundAttempts: StaffRefundAttempt[];
  /** Its made refunds the card processor could not pay out, by credit note. */
  failedPayouts: StaffFailedPayout[];
}

export interface AuditRow {
  id: string;
  staffEmail: string;
  action: string;
  subject: string;
  /** JSON text of what it was before and after, or null. */
  before: string | null;
  after: string | null;
  at: string;
}

export interface ShopStatus {
  maintenance: boolean;
  /** MAINTENANCE_MODE in the server's environment decides, whatever the switch says. */
  maintenanceOverridden: boolean;
  families: number;
  posts: number;
  contentVersion: number | null;
  lastImport: string | null;
  /** Refunds the card processor could not pay out and staff have not paid another way yet. */
  refundsToPay: RefundToPay[];
}
