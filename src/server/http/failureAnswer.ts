import { errorItem, type ErrorItem } from '../../domain/errors/ErrorItem';
import { DISCOUNT_CODE_MESSAGES } from '../../domain/pricing/discountCode';
import { UPGRADE_MESSAGES } from '../../domain/upgrades/licenceUpgrade';
import { ACCOUNT_ERRORS, LOGIN_REQUIRED_MESSAGE } from '../accounts/accountMessages';
import type { LoginRequired } from '../accounts/LoginRequired';
import type { RegistrationFailure } from '../accounts/RegisterCustomer';
import type { ResetPasswordFailure } from '../accounts/ResetPassword';
import type { LogInFailure } from '../accounts/LogIn';
import type { ChangeEmailFailure } from '../accounts/ChangeEmail';
import type { ChangePasswordFailure } from '../accounts/ChangePassword';
import type { InvalidForm } from '../application/InvalidForm';
import {
  EMPTY_CART_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  SHARED_CART_NOT_FOUND_MESSAGE,
} from '../cart/cartMessages';
import type { EmptyCart } from '../cart/EmptyCart';
import type { InvalidCart } from '../cart/InvalidCart';
import type { QuoteNotFound } from '../cart/QuoteNotFound';
import type { SharedCartNotFound } from '../cart/SharedCartNotFound';
import { CLUB_PAGE_MESSAGES, type ClubPageRefused } from '../catalogue/ClubPageRefused';
import type { ContentNotFound } from '../catalogue/ContentNotFound';
import type { CheckoutFailure } from '../checkout/checkoutFailures';
import { CLUB_INVITE_EXPIRED_MESSAGE, CLUB_INVITE_INVALID_MESSAGE } from '../club/clubInviteStatus';
import { CLUB_ERRORS, type ClubRegistrationFailure } from '../club/clubRegistration';
import { CARD_REQUIRED_MESSAGE, NO_PAYMENT_TO_CONFIRM_MESSAGE } from '../checkout/checkoutMessages';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/orderMessages';
import type { TrialLinkFailure } from '../trials/OpenTrialDownload';
import type { OrderNotPaid } from '../admin/OrderDesk';
import { REFUND_MESSAGES, type RefundConflict, type RefundNotMade } from '../refunds/RefundOrder';
import { STAFF_MESSAGES, type StaffFailure } from '../staff/staffFailures';
import { TRIAL_LINK_EXPIRED_MESSAGE, TRIAL_LINK_UNKNOWN_MESSAGE } from '../trials/trialMessages';

/** Every named failure a server use case returns. */
export type NamedFailure =
  | InvalidForm
  | LoginRequired
  | InvalidCart
  | EmptyCart
  | SharedCartNotFound
  | QuoteNotFound
  | CheckoutFailure
  | RegistrationFailure
  | ClubRegistrationFailure
  | ContentNotFound
  | ClubPageRefused
  | ResetPasswordFailure
  | LogInFailure
  | ChangeEmailFailure
  | ChangePasswordFailure
  | TrialLinkFailure
  | StaffFailure
  | OrderNotPaid
  | RefundConflict
  | RefundNotMade;

/** The HTTP answer of a failure: its status and the `{error, errors}` body, plus any extras. */
export interface FailureAnswer {
  statusCode: number;
  errors: ErrorItem[];
  /** Fields beside the error body that the browser reads (taxjar_error, the mended cart). */
  extra: Record<string, unknown>;
}

/** Stripe answers a declined card with HTTP 402; so does the checkout. */
const PAYMENT_DECLINED_STATUS = 402;

function answer(
  statusCode: number,
  errors: ErrorItem[],
  extra: Record<string, unknown> = {},
): FailureAnswer {
  return { statusCode, errors, extra };
}

/**
 * The one place where a use case's named failure becomes HTTP: the status and the
 * `{field, message, rule}` errors each failure is answered with (ErrorItem).
 */
export function failureAnswer(failure: NamedFailure): FailureAnswer {
  switch (failure.name) {
    case 'InvalidForm':
    case 'InvalidCart':
      return answer(422, failure.errors);
    case 'TaxAddressRefused':
      return answer(422, [errorItem(failure.field, failure.message, 'taxjar_error')], {
        taxjar_error: failure.message,
      });
    case 'LocationEvidenceConflict':
      return answer(422, [errorItem(failure.field, failure.message, 'location_evidence')]);
    case 'CartModified':
      return answer(409, [errorItem(null, failure.note, 'cart_modified')], {
        cart: failure.cart,
        cart_modified: true,
        note: failure.note,
      });
    case 'DiscountCodeRefused':
      return answer(422, [errorItem('discount_code', failure.message, failure.rule)]);
    case 'DiscountCodeUsedUp':
      return answer(422, [errorItem('discount_code', DISCOUNT_CODE_MESSAGES.used_up, 'used_up')]);
    case 'EmptyCart':
      return answer(422, [errorItem(failure.field, EMPTY_CART_MESSAGE, 'empty_cart')]);
    case 'SharedCartNotFound':
      return answer(404, [errorItem(null, SHARED_CART_NOT_FOUND_MESSAGE, 'not_found')]);
    case 'QuoteNotFound':
      return answer(404, [errorItem(null, QUOTE_NOT_FOUND_MESSAGE, 'not_found')]);
    case 'CardRequired':
      return answer(422, [errorItem('payment_method_id', CARD_REQUIRED_MESSAGE, 'required')]);
    case 'UpgradeTaken':
      return answer(
        422,
        failure.items.map((index) =>
          errorItem(
            `cart.items.${index}.upgrade`,
            UPGRADE_MESSAGES.already_upgraded,
            'already_upgraded',
          ),
        ),
      );
    case 'PaymentDeclined':
      return answer(PAYMENT_DECLINED_STATUS, [errorItem(null, failure.message, 'card_declined')], {
        order_id: failure.orderId,
      });
    case 'OrderNotFound':
      return answer(404, [errorItem(failure.field, ORDER_NOT_FOUND_MESSAGE, 'not_found')]);
    case 'NoPaymentToConfirm':
      return answer(409, [errorItem(null, NO_PAYMENT_TO_CONFIRM_MESSAGE, 'no_payment')]);
    case 'EmailTaken':
      return answer(422, [errorItem('email', ACCOUNT_ERRORS.emailTaken, 'unique')]);
    case 'InviteEmailMismatch':
      return answer(422, [errorItem('email', CLUB_ERRORS.emailMismatch, 'invite_email')]);
    case 'CurrentPasswordWrong':
      return answer(422, [errorItem('password', CLUB_ERRORS.currentPasswordWrong, 'mismatch')]);
    case 'InviteInvalid':
      return answer(404, [errorItem(null, CLUB_INVITE_INVALID_MESSAGE, 'invalid_invite')]);
    case 'InviteUsed':
      return answer(410, [errorItem(null, CLUB_INVITE_INVALID_MESSAGE, 'invite_used')]);
    case 'InviteExpired':
      return answer(410, [errorItem(null, CLUB_INVITE_EXPIRED_MESSAGE, 'invite_expired')]);
    case 'LoginRequired':
      return answer(401, [errorItem(null, LOGIN_REQUIRED_MESSAGE, 'unauthorized')]);
    case 'ContentNotFound':
      return answer(404, [errorItem(null, failure.message, 'not_found')]);
    case 'ClubPageLoginRequired':
      return answer(401, [errorItem(null, CLUB_PAGE_MESSAGES.loginRequired, 'login_required')]);
    case 'ClubPageMembersOnly':
      return answer(403, [errorItem(null, CLUB_PAGE_MESSAGES.membersOnly, 'club_members_only')]);
    case 'InvalidCredentials':
      return answer(401, [
        errorItem(null, ACCOUNT_ERRORS.invalidCredentials, 'invalid_credentials'),
      ]);
    case 'OldPasswordWrong':
      return answer(422, [errorItem('old_password', ACCOUNT_ERRORS.oldPasswordWrong, 'mismatch')]);
    case 'ResetCodeInvalid':
      return answer(400, [errorItem(null, ACCOUNT_ERRORS.resetCodeInvalid, 'invalid_code')]);
    case 'TrialLinkUnknown':
      return answer(404, [errorItem(null, TRIAL_LINK_UNKNOWN_MESSAGE, 'not_found')]);
    case 'TrialLinkExpired':
      return answer(410, [errorItem(null, TRIAL_LINK_EXPIRED_MESSAGE, 'expired')]);
    case 'StaffOnly':
      return answer(403, [errorItem(null, STAFF_MESSAGES.staffOnly, 'staff_only')]);
    case 'SecondFactorRequired':
      return answer(403, [
        errorItem(null, STAFF_MESSAGES.secondFactorRequired, 'second_factor_required'),
      ]);
    case 'SecondFactorWrong':
      return answer(422, [errorItem('code', STAFF_MESSAGES.secondFactorWrong, 'invalid_code')]);
    case 'OrderNotPaid':
      return answer(409, [errorItem(null, STAFF_MESSAGES.orderNotPaid, 'not_paid')]);
    case 'RefundConflict':
      return answer(409, [errorItem('lines', REFUND_MESSAGES.conflict, 'refund_conflict')]);
    case 'RefundNotMade':
      return answer(502, [errorItem(null, REFUND_MESSAGES.notMade, 'refund_not_made')]);
  }
}
