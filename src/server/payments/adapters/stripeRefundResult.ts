import type Stripe from 'stripe';
import type { RefundResult, RefundStatus } from '../app/PaymentGateway';

const REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
];

/**
 * Our view of a Stripe Refund (https://docs.stripe.com/api/refunds/object). The SDK types its
 * status as any string or null; one the object does not document reads as pending, so no
 * credit note is issued for money that may not have moved, and it is read again later.
 */
export function refundResult(refund: Stripe.Refund): RefundResult {
  const status = REFUND_STATUSES.find((known) => known === refund.status) ?? 'pending';
  return { id: refund.id, status, amountCents: refund.amount };
}
