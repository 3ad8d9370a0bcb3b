import type { LineCharge } from '../../../domain/orders/refunds';
import type { RefundAttemptStatus } from '../../database/tables/refundTables';
import type { StaffMember } from '../../staff/app/StaffMember';

export type { RefundAttemptStatus };

/**
 * A refund asked of the card processor that gave no money back, or none yet
 * (docs/decisions/0018-pending-refunds.md): pending until the processor decides, or failed or
 * canceled for good.
 */
export interface RefundAttempt {
  orderId: string;
  /** The order's refund count + 1 when it was asked: the `n` of its idempotency key. */
  refundNumber: number;
  /** 1 for the first try of that refund; each failed try gives the next its own key. */
  attempt: number;
  gatewayRefundId: string;
  isUsOrder: boolean;
  /** The planned lines with what each gives back. */
  lines: LineCharge[];
  amountCents: number;
  /** Who asked: the credit note and the audit entries of its outcome name them. */
  staff: StaffMember;
  status: RefundAttemptStatus;
  createdAt: string;
  /** When it failed or was canceled; null while pending. */
  settledAt: string | null;
}

/** Which attempt: an order's refund and its try. */
export type RefundAttemptKey = Pick<RefundAttempt, 'orderId' | 'refundNumber' | 'attempt'>;

/**
 * Where refunds the processor has not made are kept (KyselyRefundAttempts). A pending one that
 * succeeds is recorded through the RefundLedger, whose transaction deletes it.
 */
export interface RefundAttempts {
  /**
   * Keeps the attempt unless one is kept under its key already (two staff racing, one key),
   * and answers whether it is kept: false when another refund of the order is pending, which
   * the database allows one of (a server that raced past RefundOrder's check).
   */
  add(attempt: RefundAttempt): Promise<boolean>;
  /** The order's pending refund, if any: at most one. */
  pendingOf(orderId: string): Promise<RefundAttempt | undefined>;
  /** How many tries of the order's refund `refundNumber` are kept (pending or failed). */
  countOf(orderId: string, refundNumber: number): Promise<number>;
  /** Pending refunds, oldest first, at most `limit`. */
  listPending(limit: number): Promise<RefundAttempt[]>;
  /** The pending refund the processor knows by this id, if any. */
  pendingByGatewayId(gatewayRefundId: string): Promise<RefundAttempt | undefined>;
  /**
   * Marks a pending attempt failed or canceled, and answers whether it did: of two servers
   * settling it at once, one does.
   */
  settleUnmade(
    key: RefundAttemptKey,
    status: Exclude<RefundAttemptStatus, 'pending'>,
    at: string,
  ): Promise<boolean>;
  /** Every attempt of the order, oldest first (the back office's order page). */
  ofOrder(orderId: string): Promise<RefundAttempt[]>;
}
