import type { OrderStatus } from '../../../domain/orders/orderLifecycle';
import type { OrderParty } from '../../orders/app/OrderParty';

/** What the back office's order search looks for; every part optional. */
export interface OrderSearch {
  /** Part of an order number, e-mail address, name or company. */
  text?: string;
  status?: OrderStatus;
  /** Placed on or after / on or before these days (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
  /** Orders holding a use of this discount code (orders.discount_code_counted). */
  discountCode?: string;
  page: number;
  pageSize: number;
}

export interface OrderSummary {
  id: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  name: string;
  company: string | null;
  totalCents: number;
  currency: string;
}

export interface PaymentAttemptSummary {
  attempt: number;
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  createdAt: string;
}

export interface SentMailSummary {
  subject: string;
  recipient: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

/** What the back office shows of an order beside what its customer sees. */
export interface OrderBackground {
  customer: { id: string; email: string };
  paymentAttempts: PaymentAttemptSummary[];
  /** Every message queued to the buyer that names the order. */
  emails: SentMailSummary[];
}

/** The back office's reading and correcting of orders. KyselyAdminOrders is the adapter. */
export interface AdminOrders {
  search(search: OrderSearch): Promise<{ orders: OrderSummary[]; total: number }>;
  background(orderId: string): Promise<OrderBackground | undefined>;
  /** Replaces the licensee stored with the order and records when its documents were re-issued. */
  correctLicensee(orderId: string, licensee: OrderParty, reissuedAt: string): Promise<void>;
}
