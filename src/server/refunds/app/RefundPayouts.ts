import type { RefundPayoutFailure } from '../../database/tables/refundPayoutTables';
import type { StaffMember } from '../../staff/app/StaffMember';

export type { RefundPayoutFailure };

/**
 * A refund the card processor made, as its credit note records it: what the webhook and the
 * sweep read again to learn whether its payout failed later.
 */
export interface MadeRefund {
  /** "CN-000123". */
  creditNote: string;
  orderId: string;
  /** The card processor's id of the refund (Stripe's `re_…`). */
  gatewayRefundId: string;
  /** Which of the foundry's Stripe accounts holds the charge. */
  isUsOrder: boolean;
  /** What the credit note gives back: its net plus tax. */
  amountCents: number;
  /**
   * Who asked for the refund: the audit entry of its failure names them, as the refund's
   * other entries do when the sweep or a webhook writes them.
   */
  staff: StaffMember;
}

/** How staff paid a refund the processor could not pay out. */
export interface OtherPayment {
  at: string;
  /** A short note: "bank transfer 2026-11-30". */
  note: string;
  staffEmail: string;
}

/**
 * A refund the processor made and then could not pay out (docs/decisions/0023): its credit
 * note stands and the customer is owed the amount until staff pay it another way.
 */
export interface FailedPayout {
  creditNote: string;
  orderId: string;
  gatewayRefundId: string;
  amountCents: number;
  status: RefundPayoutFailure;
  /** When the shop learned of it. */
  failedAt: string;
  /** Null while the customer is still owed the money. */
  paidOtherwise: OtherPayment | null;
}

/** Where failed payouts are kept (KyselyRefundPayouts, migration 1100_refund_payout_failures). */
export interface RefundPayouts {
  /** The made refund the processor knows by this id, if a credit note records it. */
  madeRefund(gatewayRefundId: string): Promise<MadeRefund | undefined>;
  /**
   * Refunds the processor made whose credit notes were issued at `since` or later and whose
   * payout is not known to have failed, newest first, at most `limit`. Refunds that moved no
   * money (a free order's) are left out.
   */
  madeSince(since: string, limit: number): Promise<MadeRefund[]>;
  /**
   * Keeps the failure of the refund's payout unless it is kept already, and answers whether it
   * kept it: of two servers learning it at once, one does.
   */
  recordFailure(refund: MadeRefund, status: RefundPayoutFailure, at: string): Promise<boolean>;
  /** The failure of the credit note's payout, if any. */
  ofCreditNote(creditNote: string): Promise<FailedPayout | undefined>;
  /** The order's failed payouts, by credit note. */
  ofOrder(orderId: string): Promise<FailedPayout[]>;
  /** Failed payouts not paid another way yet, oldest first. */
  open(): Promise<FailedPayout[]>;
  /** Marks it paid another way while it is still open; answers whether it did. */
  markPaidOtherwise(creditNote: string, payment: OtherPayment): Promise<boolean>;
}
