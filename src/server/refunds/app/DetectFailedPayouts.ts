import type { Logger } from '../../application/Logger';
import type { PaymentGateway, RefundResult } from '../../payments/app/PaymentGateway';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { MadeRefund, RefundPayouts } from './RefundPayouts';

/**
 * How long after its credit note the sweep still reads a made refund again. Stripe names no
 * limit for a card refund that fails later; its webhook reports one whenever it happens, and
 * this pass catches a webhook that never arrived (Stripe retries one for three days) and the
 * offline gateway, which sends none (docs/decisions/0023).
 */
export const PAYOUT_WATCH_DAYS = 30;

/** Processor reads per pass at most, the newest refunds first. */
const BATCH = 100;

export interface DetectFailedPayoutsPorts {
  payouts: Pick<RefundPayouts, 'madeRefund' | 'madeSince' | 'recordFailure'>;
  gateway: Pick<PaymentGateway, 'retrieveRefund'>;
  audit: Pick<AuditLog, 'record'>;
  log: Pick<Logger, 'warn'>;
  now(): Date;
}

/**
 * Learns that a refund the card processor made, and that has its credit note, failed later or
 * was canceled (Stripe's asynchronous failure, a Dashboard cancel): the money is back in the
 * foundry's balance and the customer still owed it. The failure is kept against the credit
 * note, which stays (docs/decisions/0023-refund-payouts-that-fail-later.md), and audited as
 * `order.refund_payout_failed`, so the back office alerts staff to pay another way.
 */
export class DetectFailedPayouts {
  constructor(private readonly ports: DetectFailedPayoutsPorts) {}

  /**
   * Stripe's webhook reported a refund failed or canceled that is not pending here. It is read
   * again rather than taken from the event, as pending ones are.
   */
  async refundFailed(refund: RefundResult): Promise<void> {
    const made = await this.ports.payouts.madeRefund(refund.id);
    if (made) {
      await this.check(made);
    } else {
      // Not the shop's: a refund made in Stripe's Dashboard, say. Nothing here to correct.
      this.ports.log.warn(
        { refund_id: refund.id, status: refund.status },
        'refunds: a refund the shop did not record failed',
      );
    }
  }

  /** The sweep: every card refund of the last PAYOUT_WATCH_DAYS read again. */
  async checkRecent(): Promise<number> {
    const since = new Date(this.ports.now().getTime() - PAYOUT_WATCH_DAYS * 86_400_000);
    let failed = 0;
    for (const made of await this.ports.payouts.madeSince(since.toISOString(), BATCH)) {
      try {
        if (await this.check(made)) failed += 1;
      } catch (error) {
        // The processor or the database failed for this one: the next pass asks again.
        this.ports.log.warn(
          { err: error, order_id: made.orderId, refund_id: made.gatewayRefundId },
          'refunds: a made refund could not be read again',
        );
      }
    }
    return failed;
  }

  /** Reads the refund again; true when this call kept its failure. */
  private async check(made: MadeRefund): Promise<boolean> {
    const refund = await this.ports.gateway.retrieveRefund({
      id: made.gatewayRefundId,
      isUsOrder: made.isUsOrder,
    });
    if (refund.status !== 'failed' && refund.status !== 'canceled') return false;
    const at = this.ports.now().toISOString();
    if (!(await this.ports.payouts.recordFailure(made, refund.status, at))) return false;
    await this.ports.audit.record(made.staff, {
      action: 'order.refund_payout_failed',
      subject: made.orderId,
      before: { credit_note: made.creditNote, payout: 'succeeded' },
      after: {
        credit_note: made.creditNote,
        payout: refund.status,
        refund_id: made.gatewayRefundId,
        cents: made.amountCents,
      },
    });
    this.ports.log.warn(
      { order_id: made.orderId, refund_id: made.gatewayRefundId, credit_note: made.creditNote },
      'refunds: the card processor could not pay out a refund that has its credit note; staff are asked to pay it another way',
    );
    return true;
  }
}
