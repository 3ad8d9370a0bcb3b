import type { RefundResult } from '../../payments/app/PaymentGateway';
import type { DetectFailedPayouts } from './DetectFailedPayouts';
import type { PendingRefundsReport, SettlePendingRefunds } from './SettlePendingRefunds';

/** What one pass over the refunds did. */
export interface RefundFollowUpReport extends PendingRefundsReport {
  /** Made refunds the processor could not pay out after all: staff are alerted to each. */
  payoutsFailed: number;
}

/**
 * What becomes of refunds after the card processor first answered: a pending one is made or
 * not (SettlePendingRefunds, docs/decisions/0018), a made one can still fail to pay out
 * (DetectFailedPayouts, docs/decisions/0023). The sweep reads both kinds again, and Stripe's
 * refund webhook hands each event to the one it concerns.
 */
export class FollowUpRefunds {
  constructor(
    private readonly pending: Pick<SettlePendingRefunds, 'settleAll' | 'refundChanged'>,
    private readonly payouts: Pick<DetectFailedPayouts, 'checkRecent' | 'refundFailed'>,
  ) {}

  /** The sweep: pending refunds first, so one made now is a made refund for the next step. */
  async settleAll(): Promise<RefundFollowUpReport> {
    const settled = await this.pending.settleAll();
    return { ...settled, payoutsFailed: await this.payouts.checkRecent() };
  }

  /** Stripe's refund webhook (refund.updated, refund.failed, charge.refund.updated). */
  async refundChanged(refund: RefundResult): Promise<void> {
    if (await this.pending.refundChanged(refund)) return;
    if (refund.status === 'failed' || refund.status === 'canceled') {
      await this.payouts.refundFailed(refund);
    }
  }
}
