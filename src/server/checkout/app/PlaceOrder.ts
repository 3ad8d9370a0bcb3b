import {
  validateCheckoutOrderInformation,
  type OrderInformationValues,
} from '../../../domain/validation/orderInformationForm';
import { withdrawalConsentErrors } from '../../../domain/orders/withdrawalConsent';
import type { Clock } from '../../application/Clock';
import { invalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { Customer } from '../../accounts/app/Customer';
import type { AccountRepository } from '../../accounts/app/AccountRepository';
import { mergePersonalInfo, type PersonalInfo } from '../../accounts/app/personalInfo';
import { todayIso } from '../../cart/app/priceResolvedCart';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { CartPricer } from '../../cart/app/CartPricer';
import type { CartRepository } from '../../cart/app/CartRepository';
import { emptyCart } from '../../cart/app/EmptyCart';
import type { ServerConfig } from '../../config';
import type { OrderRepository } from '../../orders/app/OrderRepository';
import { newOrderNumber } from '../../orders/app/orderNumber';
import { NO_PAYMENT_METHOD } from '../../payments/app/NoChargeGateway';
import type { TaxCalculator } from '../../tax/app/TaxCalculator';
import type { CheckoutFailure } from './checkoutFailures';
import type { CheckoutHolds } from './CheckoutHolds';
import { checkoutEvidence } from './checkoutEvidence';
import type { CardCountryLookup } from './checkoutPayments';
import { checkoutKeyHash, derivedCheckoutKey } from './checkoutKey';
import { checkoutContents, priceCheckout } from './checkoutPricing';
import { holdDiscountCode, refusedDiscountCode } from './checkoutDiscountCode';
import { holdUpgrades } from './checkoutUpgrades';
import type { CheckoutResult } from './CheckoutOutcome';
import type { OrderPayment } from './OrderPayment';
import { orderPrice } from './orderPrice';
import type { PlaceOrderCommand } from '../placeOrderCommand';

export interface PlaceOrderDependencies {
  orders: OrderRepository;
  holds: CheckoutHolds;
  /** The code the customer's cart held: a refusal of it says why (docs/discounts.md). */
  carts: Pick<CartRepository, 'heldDiscountCode'>;
  profiles: Pick<AccountRepository, 'savePersonalInfo'>;
  pricer: CartPricer;
  tax: TaxCalculator;
  payment: OrderPayment;
  /** The card's issuing country, location evidence (checkoutEvidence.ts). */
  cardCountry: CardCountryLookup;
  config: Pick<ServerConfig, 'currency' | 'foundryTax'>;
  /** The EULA the customer agrees to by paying (readLicenceText). */
  licenceText: () => Promise<string>;
  clock: Clock;
}

/**
 * The checkout use case (POST /checkout): checks the order information, prices the
 * cart on the server, opens the cart's one order, takes its discount code and upgrades, and
 * charges it once (OrderPayment).
 *
 * Everything that can fail is done before the charge (docs/payments.md): the
 * price, the address and its location evidence, the EULA's text, the profile; nothing but the settlement follows it.
 */
export class PlaceOrder {
  constructor(private readonly deps: PlaceOrderDependencies) {}

  async execute(customer: Customer, command: PlaceOrderCommand): Promise<CheckoutResult> {
    const { info } = command;
    const invalid = invalidForm([
      ...validateCheckoutOrderInformation(info),
      ...withdrawalConsentErrors(info.country, info.vat_number, command.withdrawalConsent),
    ]);
    if (invalid) return failed(invalid);
    const contents = checkoutContents(command.cart, info);
    // The key is known before the price: pricing leaves this checkout's own order out of what
    // the customer owns, so a replay of a paid checkout is not refused as already owned.
    const checkoutKey = command.checkoutKey ?? derivedCheckoutKey(command.cartToken, contents);
    const keyHash = checkoutKeyHash(customer.id, checkoutKey);
    const priced = await this.price(customer, command, contents, keyHash);
    if (!priced.ok) return priced;
    // An order with nothing to pay (a 100 % code, a full upgrade credit) needs no card.
    const free = priced.value.cart.total.amountCents === 0;
    const paymentMethodId = free ? NO_PAYMENT_METHOD : command.paymentMethodId;
    if (!paymentMethodId) return failed({ name: 'CardRequired' });
    const isUsOrder = priced.value.cart.tax.kind === 'us_sales_tax';
    const evidence = await checkoutEvidence(
      info,
      paymentMethodId,
      isUsOrder,
      this.deps.cardCountry,
    );
    if (!evidence.ok) return evidence;
    const licenceText = await this.deps.licenceText();
    await this.rememberOrderInformation(customer, info);

    const now = this.deps.clock.now();
    const price = {
      ...orderPrice(priced.value, info, customer.email, this.deps.config, evidence.value),
      withdrawalConsentAt: command.withdrawalConsent ? now.toISOString() : null,
    };
    const opened = await this.deps.orders.openOnce({
      id: newOrderNumber(now),
      userId: customer.id,
      checkoutKeyHash: keyHash,
      createdAt: now.toISOString(),
      price,
    });
    const { cart, selection } = priced.value;
    const codeRefused = await holdDiscountCode(this.deps.holds, opened, cart, todayIso(now));
    if (codeRefused) return failed(codeRefused);
    const upgradeRefused = await holdUpgrades(this.deps.holds, opened, selection);
    if (upgradeRefused) {
      // No payment follows: the code's use goes back at once, not when the sweep abandons it
      // (unless another request for this order has a charge under way, which keeps it).
      if (opened.paymentMethodId === null) await this.deps.holds.releaseDiscountCode(opened.id);
      return failed(upgradeRefused);
    }
    const claim = { price, paymentMethodId, licenceText };
    return this.deps.payment.pay(opened, claim, command.cartToken);
  }

  /** The server's price of the cart, or why it cannot be charged as it stands. */
  private async price(
    customer: Customer,
    command: PlaceOrderCommand,
    contents: PlaceOrderCommand['cart'],
    keyHash: string,
  ): Promise<Result<CartPrice, CheckoutFailure>> {
    const { info } = command;
    const { pricer, tax } = this.deps;
    const held = command.cartToken
      ? await this.deps.carts.heldDiscountCode(command.cartToken)
      : null;
    const price = await priceCheckout(pricer, tax, contents, info, customer.id, keyHash, held);
    if (!price.ok) return price;
    const { cart } = price.value;
    // The customer must see what the junior limit changed before paying for it.
    if (cart.cartModified) {
      return failed({ name: 'CartModified', price: price.value, note: cart.note ?? '' });
    }
    const codeRefused = refusedDiscountCode(cart);
    if (codeRefused) return failed(codeRefused);
    if (cart.lines.length === 0) return failed(emptyCart('cart'));
    return succeeded(price.value);
  }

  /** Step 2 is prefilled from the profile next time (the saved personal_info). */
  private async rememberOrderInformation(customer: Customer, info: OrderInformationValues) {
    // mergePersonalInfo keeps only text and flags: the third party's details stay with the order.
    const merged = mergePersonalInfo(customer.personalInfo, info as PersonalInfo);
    await this.deps.profiles.savePersonalInfo(customer.id, merged);
  }
}
