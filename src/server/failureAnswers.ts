import { accountFailureAnswers, type AccountFailure } from './accounts/accountFailureAnswers';
import { adminFailureAnswers } from './admin/adminFailureAnswers';
import type { OrderNotPaid } from './orders/OrderNotPaid';
import { formFailureAnswers } from './application/formFailureAnswers';
import type { InvalidForm } from './application/InvalidForm';
import { cartFailureAnswers, type CartFailure } from './cart/cartFailureAnswers';
import { catalogueFailureAnswers } from './catalogue/catalogueFailureAnswers';
import type { ClubPageRefused } from './catalogue/ClubPageRefused';
import type { ContentNotFound } from './catalogue/ContentNotFound';
import { checkoutFailureAnswers, type CheckoutOwnFailure } from './checkout/checkoutFailureAnswers';
import { clubFailureAnswers } from './club/clubFailureAnswers';
import type { ClubRegistrationFailure } from './club/clubRegistration';
import type { FailureAnswer, FailureAnswers } from './http/FailureAnswer';
import type { UseCaseFailure } from './http/Refused';
import { orderFailureAnswers } from './orders/orderFailureAnswers';
import type { OrderNotFound } from './orders/OwnOrders';
import { refundFailureAnswers } from './refunds/refundFailureAnswers';
import type { RefundConflict, RefundNotMade } from './refunds/RefundOrder';
import { staffFailureAnswers } from './staff/staffFailureAnswers';
import type { StaffFailure } from './staff/staffFailures';
import type { TrialLinkFailure } from './trials/OpenTrialDownload';
import { trialFailureAnswers } from './trials/trialFailureAnswers';

/** Every named failure a server use case returns. */
export type NamedFailure =
  | InvalidForm
  | AccountFailure
  | CartFailure
  | CheckoutOwnFailure
  | OrderNotFound
  | ContentNotFound
  | ClubPageRefused
  | ClubRegistrationFailure
  | TrialLinkFailure
  | StaffFailure
  | OrderNotPaid
  | RefundConflict
  | RefundNotMade;

/**
 * The failure registry: each feature answers its own failures (its `…FailureAnswers`), and
 * this record holds them all. Typed by every name of NamedFailure, so a failure that no
 * feature answers does not compile.
 */
const FAILURE_ANSWERS: FailureAnswers<NamedFailure> = {
  ...formFailureAnswers,
  ...accountFailureAnswers,
  ...cartFailureAnswers,
  ...checkoutFailureAnswers,
  ...orderFailureAnswers,
  ...catalogueFailureAnswers,
  ...clubFailureAnswers,
  ...trialFailureAnswers,
  ...staffFailureAnswers,
  ...adminFailureAnswers,
  ...refundFailureAnswers,
};

/**
 * The HTTP answer of a use case's failure (docs/wire-contract.md), or undefined for a name no
 * feature registered (the error handler answers that as an unhandled error).
 */
export function failureAnswer(failure: UseCaseFailure): FailureAnswer | undefined {
  if (!Object.hasOwn(FAILURE_ANSWERS, failure.name)) return undefined;
  // The record is keyed by name and each entry takes the failure of its own name, which is
  // what `failure.name` picked; TypeScript cannot follow a key chosen at run time.
  const answerOf = FAILURE_ANSWERS[failure.name as NamedFailure['name']] as (
    named: UseCaseFailure,
  ) => FailureAnswer;
  return answerOf(failure);
}
