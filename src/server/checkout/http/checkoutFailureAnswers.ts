import { errorItem } from '../../../domain/errors/ErrorItem';
import { DISCOUNT_CODE_MESSAGES } from '../../../domain/pricing/discountCode';
import { UPGRADE_MESSAGES } from '../../../domain/upgrades/licenceUpgrade';
import type { InvalidForm } from '../../application/InvalidForm';
import type { CartFailure } from '../../cart/app/cartFailureAnswers';
import { cartAnswerOf } from '../../cart/http/cartAnswer';
import { failureAnswerOf, type FailureAnswers } from '../../http/FailureAnswer';
import type { OrderNotFound } from '../../orders/app/OwnOrders';
import type { CheckoutFailure } from '../app/checkoutFailures';
import { CARD_REQUIRED_MESSAGE, NO_PAYMENT_TO_CONFIRM_MESSAGE } from '../app/checkoutMessages';

/** Stripe answers a declined card with HTTP 402; so does the checkout. */
const PAYMENT_DECLINED_STATUS = 402;

/** The checkout's own failures: the form's, the cart's and the orders' are answered by theirs. */
export type CheckoutOwnFailure = Exclude<
  CheckoutFailure,
  InvalidForm | CartFailure | OrderNotFound
>;

/**
 * Beside the routes, not among the use cases as other features' records are: a mended cart's
 * refusal answers the cart as the cart routes write it (cart/http/cartAnswer.ts), which no use
 * case may import.
 */
export const checkoutFailureAnswers: FailureAnswers<CheckoutOwnFailure> = {
  TaxAddressRefused: (failure) =>
    failureAnswerOf(422, [errorItem(failure.field, failure.message, 'taxjar_error')], {
      taxjar_error: failure.message,
    }),
  LocationEvidenceConflict: (failure) =>
    failureAnswerOf(422, [errorItem(failure.field, failure.message, 'location_evidence')]),
  CartModified: (failure) =>
    failureAnswerOf(409, [errorItem(null, failure.note, 'cart_modified')], {
      cart: cartAnswerOf(failure.price),
      cart_modified: true,
      note: failure.note,
    }),
  DiscountCodeRefused: (failure) =>
    failureAnswerOf(422, [errorItem('discount_code', failure.message, failure.rule)]),
  DiscountCodeUsedUp: () =>
    failureAnswerOf(422, [errorItem('discount_code', DISCOUNT_CODE_MESSAGES.used_up, 'used_up')]),
  CardRequired: () =>
    failureAnswerOf(422, [errorItem('payment_method_id', CARD_REQUIRED_MESSAGE, 'required')]),
  UpgradeTaken: (failure) =>
    failureAnswerOf(
      422,
      failure.items.map((index) =>
        errorItem(
          `cart.items.${index}.upgrade`,
          UPGRADE_MESSAGES.already_upgraded,
          'already_upgraded',
        ),
      ),
    ),
  PaymentDeclined: (failure) =>
    failureAnswerOf(PAYMENT_DECLINED_STATUS, [errorItem(null, failure.message, 'card_declined')], {
      order_id: failure.orderId,
    }),
  NoPaymentToConfirm: () =>
    failureAnswerOf(409, [errorItem(null, NO_PAYMENT_TO_CONFIRM_MESSAGE, 'no_payment')]),
};
