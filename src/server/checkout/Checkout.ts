import type { Kysely } from 'kysely';
import { errorItem } from '../../domain/errors/ErrorItem';
import { toCents } from '../../domain/pricing/money';
import {
  validateCheckoutOrderInformation,
  type OrderInformationValues,
} from '../../domain/validation/orderInformationForm';
import { mergePersonalInfo, parsePersonalInfo, type PersonalInfo } from '../accounts/personalInfo';
import { updateUser, type UserRow } from '../accounts/userStore';
import { todayIso, type CartAnswer } from '../cart/cartAnswer';
import { EMPTY_CART_MESSAGE } from '../cart/cartMessages';
import type { CartPricer } from '../cart/CartPricer';
import type { ServerConfig } from '../config';
import type { Database } from '../database/schema';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/orderMessages';
import { newOrderNumber } from '../orders/orderNumber';
import type { OrderSettlement } from '../orders/OrderSettlement';
import type { OrderClaim, OrderPriceFields, OrderRow, OrderStore } from '../orders/OrderStore';
import {
  attemptRef,
  type PaymentAttemptRow,
  type PaymentAttemptStore,
} from '../orders/PaymentAttemptStore';
import type { PaymentGateway } from '../payments/PaymentGateway';
import type { TaxCalculator } from '../tax/TaxCalculator';
import { bodyText, orderInformationFromBody } from './checkoutRequest';
import { checkoutKeyHash, derivedCheckoutKey, validCheckoutKey } from './checkoutKey';
import { checkoutContents, priceCheckout } from './checkoutPricing';
import { holdDiscountCode, refusedDiscountCode } from './checkoutDiscountCode';
import { holdUpgrades } from './checkoutUpgrades';
import { orderTaxAndCodeFields } from './orderTaxFields';
import { outcomeOfIntent, refused, type CheckoutOutcome } from './CheckoutOutcome';
import { billingParty, licenseeParty } from './orderParties';
import { waitForIntent } from './waitForIntent';

export interface CheckoutDependencies {
  db: Kysely<Database>;
  orders: OrderStore;
  attempts: PaymentAttemptStore;
  pricer: CartPricer;
  tax: TaxCalculator;
  gateway: PaymentGateway;
  settlement: OrderSettlement;
  config: ServerConfig;
  /** The EULA the customer agrees to by paying (readLicenceText). */
  licenceText: () => Promise<string>;
}

export const CARD_REQUIRED_MESSAGE = 'Please enter your card details.';

/**
 * POST /checkout (spec §7): prices the cart on the server, validates the order information,
 * opens the cart's one order and charges it once. A second call for the same checkout
 * (double click, retry, reload, a second server) finds the same order and either waits for
 * the charge under way or reports the charge already made; it never charges again.
 *
 * Everything that can fail is done before the charge (pricing, the EULA's text); the
 * attempt is recorded before the card processor is called, under the idempotency key the
 * processor gets, so a charge whose server stopped is found by the next call, a webhook or
 * the sweep.
 */
export class Checkout {
  constructor(private readonly deps: CheckoutDependencies) {}

  async placeOrder(
    user: UserRow,
    body: unknown,
    cartToken: string | null,
  ): Promise<CheckoutOutcome> {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const info = orderInformationFromBody(body);
    const errors = validateCheckoutOrderInformation(info);
    if (errors.length > 0) return refused(422, errors);
    const contents = checkoutContents(
      this.deps.pricer.contentsFromRequest({ cart: fields.cart, user: fields.user }),
      info,
    );
    const price = await priceCheckout(this.deps.pricer, this.deps.tax, contents, info, user.id);
    if (!price.ok) {
      const field = info.third_party_order ? `third_party_data.${price.field}` : price.field;
      return refused(422, [errorItem(field, price.taxjar_error, 'taxjar_error')], {
        taxjar_error: price.taxjar_error,
      });
    }
    const cart = price.cart;
    if (cart.cart_modified) {
      // The customer must see what the junior limit changed before paying for it.
      const note = cart.note ?? '';
      return refused(409, [errorItem(null, note, 'cart_modified')], {
        cart,
        cart_modified: true,
        note,
      });
    }
    const codeRefused = refusedDiscountCode(cart);
    if (codeRefused) return codeRefused;
    if (cart.cart.length === 0 || toCents(cart.total.amount) <= 0) {
      return refused(422, [errorItem('cart', EMPTY_CART_MESSAGE, 'empty_cart')]);
    }
    const paymentMethodId = bodyText(body, 'payment_method_id');
    if (!paymentMethodId) {
      return refused(422, [errorItem('payment_method_id', CARD_REQUIRED_MESSAGE, 'required')]);
    }
    const licenceText = await this.deps.licenceText();
    await this.rememberOrderInformation(user, info);

    const checkoutKey =
      validCheckoutKey(fields.stripe_payment_intent) ?? derivedCheckoutKey(cartToken, contents);
    const priceFields = {
      ...orderPriceFields(cart, info, user.email, this.deps.config.currency),
      ...orderTaxAndCodeFields(cart, this.deps.config.foundryTax),
    };
    const now = new Date();
    const opened = await this.deps.orders.openOnce({
      id: newOrderNumber(now),
      user_id: user.id,
      checkout_key_hash: checkoutKeyHash(user.id, checkoutKey),
      status: 'pending',
      payment_attempt: 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      ...priceFields,
    });
    const codeTaken = await holdDiscountCode(this.deps.db, opened, cart, todayIso(now));
    if (codeTaken) return codeTaken;
    const upgradeTaken = await holdUpgrades(this.deps.db, opened, cart);
    if (upgradeTaken) return upgradeTaken;
    const claim = { ...priceFields, payment_method_id: paymentMethodId, licence_text: licenceText };
    return this.pay(opened, claim, cartToken);
  }

  /** Charges the order's current attempt once, or answers the charge another call made. */
  private async pay(
    opened: OrderRow,
    claim: OrderClaim,
    cartToken: string | null,
  ): Promise<CheckoutOutcome> {
    let order = opened;
    if (order.status === 'paid') return { kind: 'placed', orderId: order.id };
    if (order.status === 'failed') {
      // A new card for a failed checkout: a new attempt (another request may have opened it).
      await this.deps.orders.reopenFailed(order, new Date().toISOString());
      order = (await this.deps.orders.find(order.id)) ?? order;
      if (order.status !== 'pending') return this.pay(order, claim, cartToken);
    }
    const attempt = await this.deps.attempts.claim(order, claim, new Date().toISOString());
    if (attempt) return this.charge(attempt, cartToken);
    return this.answerChargeUnderWay(order.id, cartToken);
  }

  /**
   * Asks the processor for the attempt's charge under the attempt's own key: the first call
   * charges, any later one (a retry after the first server stopped) gets the same intent.
   */
  private async charge(attempt: PaymentAttemptRow, cartToken: string | null) {
    const intent = await this.deps.gateway.createPaymentIntent({
      amountCents: attempt.amount_cents,
      currency: attempt.currency,
      idempotencyKey: attempt.idempotency_key,
      paymentMethodId: attempt.payment_method_id,
      metadata: {
        order_id: attempt.order_id,
        payment_attempt: String(attempt.attempt),
      },
      isUsOrder: attempt.is_us_order === 1,
    });
    await this.deps.settlement.settle(attemptRef(attempt), intent, cartToken);
    return outcomeOfIntent(attempt.order_id, intent);
  }

  /** Another call holds this attempt: wait for its intent and answer what it came to. */
  private async answerChargeUnderWay(
    orderId: string,
    cartToken: string | null,
  ): Promise<CheckoutOutcome> {
    const order = await waitForIntent(this.deps.orders, this.deps.attempts, orderId);
    if (!order) return refused(404, [errorItem(null, ORDER_NOT_FOUND_MESSAGE, 'not_found')]);
    if (order.status === 'paid') return { kind: 'placed', orderId };
    const ref = { orderId, attempt: order.payment_attempt };
    const attempt = await this.deps.attempts.find(ref);
    if (!attempt) return refused(404, [errorItem(null, ORDER_NOT_FOUND_MESSAGE, 'not_found')]);
    if (!order.payment_intent_id) {
      // The claimant never recorded its intent (its server stopped, or a write failed): the
      // attempt's key either finds the charge it made or makes the one it never got to.
      return this.charge(attempt, cartToken);
    }
    const intent = await this.deps.gateway.retrievePaymentIntent({
      id: order.payment_intent_id,
      isUsOrder: order.is_us_order === 1,
    });
    await this.deps.settlement.settle(ref, intent, cartToken);
    return outcomeOfIntent(orderId, intent);
  }

  /** Step 2 is prefilled from the profile next time (spec §4: saved personal_info). */
  private async rememberOrderInformation(user: UserRow, info: OrderInformationValues) {
    // mergePersonalInfo keeps only text and flags: the third party's details stay with the order.
    const saved = parsePersonalInfo(user.personal_info_json);
    await updateUser(this.deps.db, user.id, {
      personalInfo: mergePersonalInfo(saved, info as PersonalInfo),
    });
  }
}

function orderPriceFields(
  cart: CartAnswer,
  info: OrderInformationValues,
  email: string,
  currency: string,
): OrderPriceFields {
  const discountCents = cart.discounts.reduce((sum, discount) => sum + toCents(discount.amount), 0);
  return {
    is_us_order: cart.is_us_order ? 1 : 0,
    currency,
    subtotal_cents: toCents(cart.subtotal),
    discount_cents: discountCents,
    us_sales_tax_cents: toCents(cart.us_sales_tax),
    us_sales_tax_percentage: cart.us_sales_tax_percentage,
    total_cents: toCents(cart.total.amount),
    priced_cart_json: JSON.stringify(cart),
    billing_json: JSON.stringify(billingParty(info, email)),
    licensee_json: JSON.stringify(licenseeParty(info, email)),
    third_party_order: info.third_party_order ? 1 : 0,
  };
}
