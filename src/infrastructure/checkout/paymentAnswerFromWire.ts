import type { PaymentAnswer } from '../../application/checkout/CheckoutGateway';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/ErrorItem';
import type { PaymentAnswerWire } from './CheckoutWire';

function errorMessage(error: PaymentAnswerWire['error']): string | null {
  if (!error) return null;
  if (typeof error === 'string') return error;
  return error.message || GENERIC_ERROR_MESSAGE;
}

/** docs/spec.md §7: the browser reads error.message, requires_action, the client secret and order_id. */
export function paymentAnswerFromWire(wire: PaymentAnswerWire): PaymentAnswer {
  const orderId =
    wire.order_id === null || wire.order_id === undefined ? null : String(wire.order_id);
  const message = errorMessage(wire.error);
  if (message !== null) return { kind: 'failed', message, orderId };
  if (orderId === null) return { kind: 'failed', message: GENERIC_ERROR_MESSAGE, orderId };
  if (wire.requires_action && wire.payment_intent_client_secret) {
    return { kind: 'requires_action', orderId, clientSecret: wire.payment_intent_client_secret };
  }
  return { kind: 'paid', orderId };
}
