/**
 * The four-step checkout of docs/spec.md §4 as an immutable value and pure transitions. A step is
 * 'done' before the current one, 'active' at it and 'inactive' after it, so the statuses
 * are derived from `current` and can never disagree with it.
 */
export type CheckoutStep = 1 | 2 | 3 | 4;
export type StepStatus = 'inactive' | 'active' | 'done';

export const CHECKOUT_STEP_COUNT = 4;
export const ACCOUNT_STEP: CheckoutStep = 1;
export const ORDER_INFO_STEP: CheckoutStep = 2;
export const REVIEW_STEP: CheckoutStep = 3;
export const PAYMENT_STEP: CheckoutStep = 4;

export const PAYMENT_PROCESSING_MESSAGE =
  'Your payment is processing. Please stay here as your payment is being validated.';

export interface CheckoutState {
  readonly current: CheckoutStep;
  /** True between pressing pay and the payment's answer: the form is disabled. */
  readonly paymentProcessing: boolean;
}

/** A logged-in customer has an account already, so the checkout opens at step 2. */
export function startCheckout(loggedIn: boolean): CheckoutState {
  return { current: loggedIn ? ORDER_INFO_STEP : ACCOUNT_STEP, paymentProcessing: false };
}

export function stepStatus(state: CheckoutState, step: CheckoutStep): StepStatus {
  if (step < state.current) return 'done';
  return step === state.current ? 'active' : 'inactive';
}

export function stepStatuses(state: CheckoutState): StepStatus[] {
  return ([1, 2, 3, 4] as const).map((step) => stepStatus(state, step));
}

function moveFrom(state: CheckoutState, from: CheckoutStep, to: CheckoutStep): CheckoutState {
  return state.current === from ? { ...state, current: to } : state;
}

/** Login or register succeeded. */
export function accountReady(state: CheckoutState): CheckoutState {
  return moveFrom(state, ACCOUNT_STEP, ORDER_INFO_STEP);
}

/**
 * Order information is accepted only when the form is valid and the address (tax) call
 * succeeded; otherwise the customer stays on step 2 and sees the error.
 */
export function orderInfoSubmitted(
  state: CheckoutState,
  outcome: { formValid: boolean; addressAccepted: boolean },
): CheckoutState {
  if (!outcome.formValid || !outcome.addressAccepted) return state;
  return moveFrom(state, ORDER_INFO_STEP, REVIEW_STEP);
}

/** Accepting the terms opens payment. */
export function termsAccepted(state: CheckoutState): CheckoutState {
  return moveFrom(state, REVIEW_STEP, PAYMENT_STEP);
}

/** 'Edit' on the collapsed (done) step 2; not while a payment is being validated. */
export function editOrderInfo(state: CheckoutState): CheckoutState {
  if (state.current <= ORDER_INFO_STEP || state.paymentProcessing) return state;
  return { ...state, current: ORDER_INFO_STEP };
}

export function paymentEnabled(state: CheckoutState): boolean {
  return state.current === PAYMENT_STEP && !state.paymentProcessing;
}

export function paymentStarted(state: CheckoutState): CheckoutState {
  return paymentEnabled(state) ? { ...state, paymentProcessing: true } : state;
}

/** Any payment failure re-enables the form (docs/spec.md §8 checkout errors). */
export function paymentFailed(state: CheckoutState): CheckoutState {
  return { ...state, paymentProcessing: false };
}
