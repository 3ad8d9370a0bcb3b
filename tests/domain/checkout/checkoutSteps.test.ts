import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountReady,
  CHECKOUT_STEP_COUNT,
  editOrderInfo,
  orderInfoSubmitted,
  PAYMENT_PROCESSING_MESSAGE,
  paymentEnabled,
  paymentFailed,
  paymentStarted,
  startCheckout,
  stepStatus,
  stepStatuses,
  termsAccepted,
  type CheckoutState,
} from '../../../src/domain/checkout/checkoutSteps';

const ok = { formValid: true, addressAccepted: true };
const atPayment = () => termsAccepted(orderInfoSubmitted(startCheckout(true), ok));

describe('checkout steps', () => {
  it('has four steps', () => {
    expect(CHECKOUT_STEP_COUNT).toBe(4);
  });

  it('starts a guest at step 1 and a logged-in customer at step 2', () => {
    expect(stepStatuses(startCheckout(false))).toEqual([
      'active',
      'inactive',
      'inactive',
      'inactive',
    ]);
    expect(stepStatuses(startCheckout(true))).toEqual(['done', 'active', 'inactive', 'inactive']);
  });

  it('moves to step 2 on login or register success', () => {
    expect(accountReady(startCheckout(false)).current).toBe(2);
  });

  it('moves to step 3 only with valid order information and a successful address call', () => {
    const step2 = startCheckout(true);
    expect(orderInfoSubmitted(step2, { formValid: false, addressAccepted: true })).toBe(step2);
    expect(orderInfoSubmitted(step2, { formValid: true, addressAccepted: false })).toBe(step2);
    expect(orderInfoSubmitted(step2, ok).current).toBe(3);
  });

  it('moves to step 4 on accepting the terms, enabling payment', () => {
    const step3 = orderInfoSubmitted(startCheckout(true), ok);
    expect(paymentEnabled(step3)).toBe(false);
    const step4 = termsAccepted(step3);
    expect(stepStatuses(step4)).toEqual(['done', 'done', 'done', 'active']);
    expect(paymentEnabled(step4)).toBe(true);
  });

  it('ignores transitions that do not belong to the current step', () => {
    const step1 = startCheckout(false);
    expect(orderInfoSubmitted(step1, ok)).toBe(step1);
    expect(termsAccepted(step1)).toBe(step1);
    const step3 = orderInfoSubmitted(startCheckout(true), ok);
    expect(accountReady(step3)).toBe(step3);
  });

  it("returns to step 2 with 'Edit', making later steps inactive again", () => {
    const back = editOrderInfo(atPayment());
    expect(stepStatuses(back)).toEqual(['done', 'active', 'inactive', 'inactive']);
    expect(stepStatus(back, 4)).toBe('inactive');
    const step1 = startCheckout(false);
    expect(editOrderInfo(step1)).toBe(step1);
  });

  it('disables payment while it is processing and re-enables it on failure', () => {
    expect(PAYMENT_PROCESSING_MESSAGE).toBe(
      'Your payment is processing. Please stay here as your payment is being validated.',
    );
    const paying = paymentStarted(atPayment());
    expect(paying.paymentProcessing).toBe(true);
    expect(paymentEnabled(paying)).toBe(false);
    expect(paymentStarted(paying)).toBe(paying);
    expect(editOrderInfo(paying)).toBe(paying);
    expect(paymentEnabled(paymentFailed(paying))).toBe(true);
    const step2 = startCheckout(true);
    expect(paymentStarted(step2)).toBe(step2);
  });

  it('always has done steps, then exactly one active step, then inactive ones', () => {
    const transitions: ((s: CheckoutState) => CheckoutState)[] = [
      accountReady,
      (s) => orderInfoSubmitted(s, ok),
      (s) => orderInfoSubmitted(s, { formValid: false, addressAccepted: true }),
      termsAccepted,
      editOrderInfo,
      paymentStarted,
      paymentFailed,
    ];
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.nat(transitions.length - 1), { maxLength: 20 }),
        (loggedIn, moves) => {
          const state = moves.reduce((s, m) => transitions[m](s), startCheckout(loggedIn));
          const statuses = stepStatuses(state);
          expect(statuses.join(',')).toMatch(/^(done,)*active(,inactive)*$/);
          if (loggedIn) expect(state.current).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });
});
