import { accountFailureAnswers, type AccountFailure } from './accounts/app/accountFailureAnswers';
import { adminFailureAnswers } from './admin/app/adminFailureAnswers';
import type { OrderNotPaid } from './orders/app/OrderNotPaid';
import { formFailureAnswers } from './application/formFailureAnswers';
import type { InvalidForm } from './application/InvalidForm';
import { cartFailureAnswers, type CartFailure } from './cart/app/cartFailureAnswers';
import { catalogueFailureAnswers } from './catalogue/app/catalogueFailureAnswers';
import type { ClubPageRefused } from './catalogue/app/ClubPageRefused';
import type { ContentNotFound } from './catalogue/app/ContentNotFound';
import {
  checkoutFailureAnswers,
  type CheckoutOwnFailure,
} from './checkout/http/checkoutFailureAnswers';
import { clubFailureAnswers } from './club/app/clubFailureAnswers';
import type { ClubRegistrationFailure } from './club/app/clubRegistration';
import type { FailureAnswer, FailureAnswers } from './http/FailureAnswer';
import type { UseCaseFailure } from './http/Refused';
import { orderFailureAnswers } from './orders/app/orderFailureAnswers';
import type { OrderNotFound } from './orders/app/OwnOrders';
import { refundFailureAnswers } from './refunds/app/refundFailureAnswers';
import { payoutFailureAnswers } from './refunds/app/payoutFailureAnswers';
import type { PayoutAlreadyPaid, PayoutNotFound } from './refunds/app/MarkPayoutPaidOtherwise';
import type { RefundConflict, RefundNotMade, RefundPending } from './refunds/app/RefundOrder';
import { staffFailureAnswers } from './staff/app/staffFailureAnswers';
import type { StaffFailure } from './staff/app/staffFailures';
import type { TrialLinkFailure } from './trials/app/OpenTrialDownload';
import { trialFailureAnswers } from './trials/app/trialFailureAnswers';

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
  | RefundNotMade
  | RefundPending
  | PayoutNotFound
  | PayoutAlreadyPaid;

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
  ...payoutFailureAnswers,
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
