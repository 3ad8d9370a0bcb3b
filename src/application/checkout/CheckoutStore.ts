import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  isJuniorOrder,
  setGraduateOrder,
  setStudentOrder,
  setThirdPartyOrder,
  thirdPartyOptionVisible,
  type BuyerFlags,
} from '../../domain/checkout/buyerType';
import {
  accountReady,
  editOrderInfo,
  orderInfoSubmitted,
  paymentEnabled,
  paymentFailed,
  paymentStarted,
  startCheckout,
  stepStatus,
  termsAccepted,
  type CheckoutState,
  type CheckoutStep,
  type StepStatus,
} from '../../domain/checkout/checkoutSteps';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/ErrorItem';
import {
  LOGIN_FORM_RULES,
  REGISTER_FORM_RULES,
  type LoginFormValues,
} from '../../domain/validation/accountForms';
import type { FieldRule } from '../../domain/validation/formRules';
import { needsWithdrawalConsent } from '../../domain/orders/withdrawalConsent';
import { REVIEW_FORM_RULES, type ReviewValues } from '../../domain/validation/reviewForm';
import type { AccountGateway } from '../account/AccountGateway';
import type { CartItem } from '../cart/CartItem';
import { isApiError } from '../errors/ApiError';
import { FormState } from '../forms/FormState';
import type { FormValidator } from '../forms/FormValidator';
import type { CardPaymentProvider } from '../payment/CardPaymentProvider';
import type { SessionStore } from '../stores/SessionStore';
import type { AddressPricing } from './AddressPricing';
import type { CheckoutGateway } from './CheckoutGateway';
import type { PaymentOutcome } from './PaymentOutcome';
import type { CheckoutOrder, OrderInformation } from './CheckoutOrder';
import {
  emptyOrderInformation,
  emptyThirdParty,
  ORDER_INFORMATION_FIELDS,
  ORDER_INFORMATION_RULES,
  SAVED_PERSONAL_INFO_FIELDS,
} from './orderInformationForm';
import type { BuyerTypeField } from './BuyerTypeField';

/** What checkout needs of the cart: its items, and destroying it once paid (CartStore fits). */
export interface CheckoutCart {
  readonly items: CartItem[];
  /** The discount code typed in the cart, carried into checkout. */
  readonly discountCode: string | null;
  applyDiscountCode(code: string | null): Promise<void>;
  empty(): Promise<void>;
}

export interface CheckoutDependencies {
  accounts: AccountGateway;
  gateway: CheckoutGateway;
  session: SessionStore;
  cart: CheckoutCart;
  /** What checks the forms' domain rules: class-validator in the browser's container. */
  forms: FormValidator;
}

const SETTERS: Readonly<
  Record<BuyerTypeField, (flags: BuyerFlags, checked: boolean) => BuyerFlags>
> = {
  is_student_order: setStudentOrder,
  is_graduate_order: setGraduateOrder,
  third_party_order: setThirdPartyOrder,
};

/**
 * One visit of /checkout (docs/spec.md §2, §4): the four steps as the domain's state machine, the
 * form of each step, and the payment. The steps move only here, so the page just shows them.
 */
export class CheckoutStore {
  state: CheckoutState;
  /** The cart as priced for this buyer and address (step 2's answer), shown in step 3. */
  address: AddressPricing | null = null;
  /** The address call's taxjarError (docs/spec.md §8). */
  addressError: string | null = null;
  /** A discount code is being checked in the review step. */
  isApplyingCode = false;
  paymentError: string | null = null;
  /** Set once paid: the page goes to the thank-you page of this order. */
  paidOrderId: string | null = null;

  readonly loginForm: FormState<LoginFormValues, void>;
  readonly registerForm: FormState<LoginFormValues, void>;
  readonly orderForm: FormState<OrderInformation, AddressPricing>;
  readonly reviewForm: FormState<ReviewValues, void>;
  private prefilled = false;

  constructor(private readonly deps: CheckoutDependencies) {
    this.state = startCheckout(deps.session.isLoggedIn);
    this.loginForm = this.accountForm(LOGIN_FORM_RULES, (values) => deps.accounts.login(values));
    this.registerForm = this.accountForm(REGISTER_FORM_RULES, (values) =>
      deps.accounts.register(values),
    );
    this.orderForm = new FormState<OrderInformation, AddressPricing>({
      initial: emptyOrderInformation,
      validate: (values) => this.deps.forms.validate(ORDER_INFORMATION_RULES, values),
      send: (values) => this.sendAddress(values),
      fields: ORDER_INFORMATION_FIELDS,
    });
    this.reviewForm = new FormState<ReviewValues, void>({
      initial: () => ({ terms: false, junior_terms: false, withdrawal_consent: false }),
      validate: (values) =>
        this.deps.forms.validate(REVIEW_FORM_RULES, {
          ...values,
          ...this.buyerFields(),
          country: this.orderForm.values.country,
          vat_number: this.orderForm.values.vat_number,
        }),
      send: async () => {
        runInAction(() => (this.state = termsAccepted(this.state)));
      },
    });
    makeObservable<CheckoutStore, 'acceptAddress' | 'failPayment'>(this, {
      state: observableRef,
      address: observableRef,
      addressError: observable,
      isApplyingCode: observable,
      paymentError: observable,
      paidOrderId: observable,
      buyer: computed,
      isJunior: computed,
      needsWithdrawalConsent: computed,
      thirdPartyVisible: computed,
      paymentEnabled: computed,
      isProcessing: computed,
      setBuyerType: action,
      editOrderInformation: action,
      acceptAddress: action,
      failPayment: action,
    });
    if (deps.session.isLoggedIn) this.prefill();
  }

  statusOf(step: CheckoutStep): StepStatus {
    return stepStatus(this.state, step);
  }

  get buyer(): BuyerFlags {
    const values = this.orderForm.values;
    return {
      isStudentOrder: values.is_student_order === true,
      isGraduateOrder: values.is_graduate_order === true,
      thirdPartyOrder: values.third_party_order === true,
    };
  }

  /** The buyer flags as the order form names its fields. */
  private buyerFields(flags: BuyerFlags = this.buyer): Record<BuyerTypeField, boolean> {
    return {
      is_student_order: flags.isStudentOrder,
      is_graduate_order: flags.isGraduateOrder,
      third_party_order: flags.thirdPartyOrder,
    };
  }

  get isJunior(): boolean {
    return isJuniorOrder(this.buyer);
  }

  /** An EU consumer must agree at review that delivery starts now (withdrawalConsent.ts). */
  get needsWithdrawalConsent(): boolean {
    const { country, vat_number } = this.orderForm.values;
    return needsWithdrawalConsent(country, vat_number);
  }

  get thirdPartyVisible(): boolean {
    return thirdPartyOptionVisible(this.buyer);
  }

  get paymentEnabled(): boolean {
    return paymentEnabled(this.state);
  }

  get isProcessing(): boolean {
    return this.state.paymentProcessing;
  }

  /** Student, graduate and third party exclude each other as docs/spec.md §4 says (domain rules). */
  setBuyerType(type: BuyerTypeField, checked: boolean): void {
    const flags = SETTERS[type](this.buyer, checked);
    for (const [name, value] of Object.entries(this.buyerFields(flags))) {
      this.orderForm.set(name, value);
    }
    // A hidden third-party block must not send what was typed into it.
    if (!flags.thirdPartyOrder) this.orderForm.set('third_party_data', emptyThirdParty());
  }

  /**
   * The review step's discount code (null: none): the order is priced again with it, for
   * the address already given; the review shows the discount, or why the code is refused.
   */
  async applyDiscountCode(code: string | null): Promise<void> {
    if (!this.address) return;
    runInAction(() => (this.isApplyingCode = true));
    try {
      await this.deps.cart.applyDiscountCode(code);
      const answer = await this.deps.gateway.submitAddress(
        this.order(this.orderForm.values, this.deps.cart.items),
      );
      runInAction(() => (this.address = answer));
    } catch (error) {
      runInAction(
        () => (this.paymentError = isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE),
      );
    } finally {
      runInAction(() => (this.isApplyingCode = false));
    }
  }

  editOrderInformation(): void {
    this.state = editOrderInfo(this.state);
  }

  /** Pays with the card in the provider's field (docs/spec.md §4 "Payment", §8 checkout errors). */
  async pay(provider: CardPaymentProvider): Promise<void> {
    const address = this.address;
    if (!address || !this.paymentEnabled) return;
    runInAction(() => {
      this.state = paymentStarted(this.state);
      this.paymentError = null;
    });
    provider.setDisabled(true);
    try {
      const method = await provider.createPaymentMethod();
      if (!method.ok) return this.failPayment(method.message);
      const order = this.order(this.orderForm.values, address.items);
      const answer = await this.deps.gateway.checkout(order, method.id, address);
      const settled = await this.settle(provider, order, answer);
      if (settled.kind !== 'paid') return this.failPayment(settled.message);
      await this.finish(settled.orderId);
    } catch (error) {
      this.failPayment(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      if (!this.paidOrderId) provider.setDisabled(false);
    }
  }

  /** Places an order with nothing to pay: no card, the server confirms the zero total. */
  async placeFreeOrder(): Promise<void> {
    const address = this.address;
    if (!address?.nothingToPay || !this.paymentEnabled) return;
    runInAction(() => {
      this.state = paymentStarted(this.state);
      this.paymentError = null;
    });
    try {
      const order = this.order(this.orderForm.values, address.items);
      const answer = await this.deps.gateway.checkout(order, null, address);
      if (answer.kind !== 'paid') {
        const message = answer.kind === 'failed' ? answer.message : GENERIC_ERROR_MESSAGE;
        return this.failPayment(message);
      }
      await this.finish(answer.orderId);
    } catch (error) {
      this.failPayment(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    }
  }

  /** Runs the card's challenge when the server asks for it, and reports its outcome. */
  private async settle(
    provider: CardPaymentProvider,
    order: CheckoutOrder,
    answer: PaymentOutcome,
  ): Promise<Exclude<PaymentOutcome, { kind: 'requires_action' }>> {
    if (answer.kind !== 'requires_action') return answer;
    const confirmation = await provider.confirmCardPayment(answer.clientSecret);
    if (!confirmation.ok) {
      await this.deps.gateway.paymentFailed(order, answer.orderId);
      return { kind: 'failed', message: confirmation.message, orderId: answer.orderId };
    }
    const confirmed = await this.deps.gateway.confirmPayment(
      order,
      confirmation.paymentIntentId,
      answer.orderId,
    );
    return confirmed.kind === 'requires_action'
      ? { kind: 'failed', message: GENERIC_ERROR_MESSAGE, orderId: answer.orderId }
      : confirmed;
  }

  /** docs/spec.md §4: on success the cart is destroyed, the user refreshed, then the thank-you page. */
  private async finish(orderId: string): Promise<void> {
    await this.deps.cart.empty();
    try {
      await this.deps.session.resolveUser();
    } catch {
      // The order is paid either way; the header catches up on the next page load.
    }
    runInAction(() => (this.paidOrderId = orderId));
  }

  private failPayment(message: string): void {
    this.paymentError = message;
    this.state = paymentFailed(this.state);
  }

  private accountForm(
    rules: readonly FieldRule<LoginFormValues>[],
    obtainToken: (values: LoginFormValues) => Promise<string>,
  ): FormState<LoginFormValues, void> {
    return new FormState<LoginFormValues, void>({
      initial: () => ({ email: '', password: '' }),
      validate: (values) => this.deps.forms.validate(rules, values),
      send: async (values) => {
        await this.deps.session.signIn(await obtainToken(values));
        runInAction(() => {
          this.state = accountReady(this.state);
          this.prefill();
        });
      },
    });
  }

  /** docs/spec.md §4: the saved personal info fills step 2, once per visit. */
  private prefill(): void {
    if (this.prefilled) return;
    this.prefilled = true;
    const saved = this.deps.session.profile?.personal_info ?? {};
    for (const field of SAVED_PERSONAL_INFO_FIELDS) {
      const value = saved[field];
      if (typeof value === 'string' && value !== '') this.orderForm.set(field, value);
    }
  }

  private async sendAddress(values: OrderInformation): Promise<AddressPricing> {
    runInAction(() => (this.addressError = null));
    // Always the cart as chosen: an earlier junior answer's lowered items must not stick.
    const answer = await this.deps.gateway.submitAddress(this.order(values, this.deps.cart.items));
    this.acceptAddress(answer);
    return answer;
  }

  private acceptAddress(answer: AddressPricing): void {
    this.address = answer;
    this.addressError = answer.taxjarError;
    this.state = orderInfoSubmitted(this.state, {
      formValid: true,
      addressAccepted: answer.taxjarError === null,
    });
  }

  private order(values: OrderInformation, items: readonly CartItem[]): CheckoutOrder {
    const { third_party_data, ...personalInfo } = values;
    return {
      items,
      personalInfo,
      thirdParty: values.third_party_order ? (third_party_data ?? null) : null,
      stripePaymentIntent: this.address?.stripePaymentIntent ?? null,
      discountCode: this.deps.cart.discountCode,
      withdrawalConsent: this.reviewForm.values.withdrawal_consent === true,
    };
  }
}
