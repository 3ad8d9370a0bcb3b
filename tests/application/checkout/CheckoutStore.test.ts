import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_CONSENT_MESSAGE } from '../../../src/domain/orders/withdrawalConsent';
import type { CartItem } from '../../../src/application/cart/CartItem';
import { CheckoutStore } from '../../../src/application/checkout/CheckoutStore';
import { GRADUATION_DATE_MESSAGE } from '../../../src/application/checkout/orderInformationForm';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AppEvents } from '../../../src/application/events/AppEvents';
import { SessionStore } from '../../../src/application/stores/SessionStore';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { ACCOUNT_MESSAGES } from '../../../src/domain/validation/accountForms';
import {
  ORDER_INFORMATION_MESSAGES,
  THIRD_PARTY_MESSAGES,
} from '../../../src/domain/validation/orderInformationForm';
import { REVIEW_MESSAGES } from '../../../src/domain/validation/reviewForm';
import { FakeAccountGateway } from '../fakes/FakeAccountGateway';
import { FakeSessionGateway } from '../fakes/FakeSessionGateway';
import { InMemoryProfileStore } from '../fakes/InMemoryProfileStore';
import { InMemoryTokenStore } from '../fakes/InMemoryTokenStore';
import { DOMAIN_FORM_VALIDATOR } from '../forms/domainFormValidator';
import { addressPricing, FakeCheckoutGateway } from './FakeCheckoutGateway';
import { FakeCardPaymentProvider } from './FakeCardPaymentProvider';

const ITEM: CartItem = {
  id: 'eb-garamond/regular',
  type: 'styles',
  typeface: 'eb-garamond',
  name: 'EB Garamond Regular',
  font_class: '',
  options: { desktop: 2 },
  scripts: [],
};

const SAVED = {
  name: 'Ada Lovelace',
  address1: '1 Type Street',
  zip_code: '10115',
  city: 'Berlin',
  country: 'DE',
};

function setUp({ loggedIn = false } = {}) {
  const accounts = new FakeAccountGateway();
  const sessionGateway = new FakeSessionGateway({
    email: 'ada@example.test',
    personal_info: SAVED,
  });
  const session = new SessionStore(
    sessionGateway,
    new InMemoryTokenStore(loggedIn ? 'token' : null),
    new InMemoryProfileStore(loggedIn ? { email: 'ada@example.test', personal_info: SAVED } : null),
    new AppEvents(),
  );
  const cart = {
    items: [ITEM],
    emptied: 0,
    discountCode: null as string | null,
    async applyDiscountCode(code: string | null) {
      this.discountCode = code;
    },
    async empty() {
      this.emptied += 1;
    },
  };
  const gateway = new FakeCheckoutGateway();
  const checkout = new CheckoutStore({
    accounts,
    gateway,
    session,
    cart,
    forms: DOMAIN_FORM_VALIDATOR,
  });
  return { accounts, session, sessionGateway, cart, gateway, checkout };
}

/**
 * A logged-in checkout at step 4 (order information and terms done). The saved buyer is a
 * consumer in Germany, who also agrees that delivery starts now.
 */
async function atPayment(setup = setUp({ loggedIn: true })) {
  expect((await setup.checkout.orderForm.submit()).ok).toBe(true);
  setup.checkout.reviewForm.set('terms', true);
  setup.checkout.reviewForm.set('withdrawal_consent', true);
  expect((await setup.checkout.reviewForm.submit()).ok).toBe(true);
  expect(setup.checkout.state.current).toBe(4);
  return setup;
}

describe('CheckoutStore: steps', () => {
  it('starts a guest at step 1 and a logged-in customer at step 2 with the saved details', () => {
    expect(setUp().checkout.state.current).toBe(1);
    const { checkout } = setUp({ loggedIn: true });
    expect(checkout.state.current).toBe(2);
    expect(checkout.statusOf(1)).toBe('done');
    expect(checkout.statusOf(2)).toBe('active');
    expect(checkout.statusOf(3)).toBe('inactive');
    expect(checkout.orderForm.value('name')).toBe('Ada Lovelace');
  });

  it('registers in step 1, moves to step 2 and prefills the saved personal info', async () => {
    const { checkout, accounts } = setUp();
    await checkout.registerForm.submit();
    expect(checkout.registerForm.fieldError('email')).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(checkout.registerForm.fieldError('password')).toBe(ACCOUNT_MESSAGES.passwordRequired);
    checkout.registerForm.set('email', 'ada@example.test');
    checkout.registerForm.set('password', 'secret1');
    expect((await checkout.registerForm.submit()).ok).toBe(true);
    expect(accounts.calls.map((call) => call.method)).toEqual(['register']);
    expect(checkout.state.current).toBe(2);
    expect(checkout.orderForm.value('city')).toBe('Berlin');
  });

  it("shows the server's message when login fails and stays at step 1", async () => {
    const { checkout, accounts } = setUp();
    accounts.failWith = new ApiError(
      [errorItem(null, 'Wrong password.', 'invalid_credentials')],
      401,
      '/users/login',
    );
    checkout.loginForm.set('email', 'ada@example.test');
    checkout.loginForm.set('password', 'nope');
    await checkout.loginForm.submit();
    expect(checkout.loginForm.formErrors).toEqual(['Wrong password.']);
    expect(checkout.state.current).toBe(1);
  });

  it('validates step 2 with the domain, third party included, before any call', async () => {
    const { checkout, gateway } = setUp({ loggedIn: true });
    checkout.orderForm.set('name', '');
    checkout.setBuyerType('third_party_order', true);
    await checkout.orderForm.submit();
    expect(checkout.orderForm.fieldError('name')).toBe(ORDER_INFORMATION_MESSAGES.name);
    expect(checkout.orderForm.fieldError('third_party_data.name')).toBe(THIRD_PARTY_MESSAGES.name);
    expect(checkout.orderForm.fieldError('third_party_data.email')).toBe(
      THIRD_PARTY_MESSAGES.emailRequired,
    );
    expect(checkout.orderForm.formErrors).toEqual([]);
    expect(gateway.calls).toEqual([]);
    expect(checkout.state.current).toBe(2);
  });

  it('keeps step 2 open with the tax error, and moves on once the address is accepted', async () => {
    const { checkout, gateway } = setUp({ loggedIn: true });
    gateway.address = addressPricing({ taxjarError: 'We could not find this address.' });
    await checkout.orderForm.submit();
    expect(checkout.addressError).toBe('We could not find this address.');
    expect(checkout.state.current).toBe(2);
    gateway.address = addressPricing();
    await checkout.orderForm.submit();
    expect(checkout.addressError).toBeNull();
    expect(checkout.state.current).toBe(3);
    expect(gateway.calls[1]?.order.items).toEqual([ITEM]);
  });

  it('needs the terms, and the junior terms for students; Edit returns to step 2', async () => {
    const { checkout } = setUp({ loggedIn: true });
    checkout.setBuyerType('is_student_order', true);
    await checkout.orderForm.submit();
    checkout.reviewForm.set('terms', false);
    await checkout.reviewForm.submit();
    expect(checkout.reviewForm.fieldError('terms')).toBe(REVIEW_MESSAGES.terms);
    expect(checkout.reviewForm.fieldError('junior_terms')).toBe(REVIEW_MESSAGES.juniorTerms);
    expect(checkout.state.current).toBe(3);
    checkout.editOrderInformation();
    expect(checkout.state.current).toBe(2);
  });
});

describe('CheckoutStore: withdrawal consent', () => {
  it('keeps an EU consumer at review until they agree, then sends the consent with the payment', async () => {
    const setup = setUp({ loggedIn: true });
    const { checkout } = setup;
    expect((await checkout.orderForm.submit()).ok).toBe(true);
    expect(checkout.needsWithdrawalConsent).toBe(true);
    checkout.reviewForm.set('terms', true);
    expect((await checkout.reviewForm.submit()).ok).toBe(false);
    expect(checkout.reviewForm.fieldError('withdrawal_consent')).toBe(WITHDRAWAL_CONSENT_MESSAGE);
    expect(checkout.state.current).toBe(3);
    checkout.reviewForm.set('withdrawal_consent', true);
    expect((await checkout.reviewForm.submit()).ok).toBe(true);
    await checkout.pay(new FakeCardPaymentProvider());
    const paid = setup.gateway.calls.find((call) => call.method === 'checkout');
    expect(paid?.order.withdrawalConsent).toBe(true);
  });

  it('is not asked of a buyer who gives a VAT number, nor outside the EU', async () => {
    const { checkout } = setUp({ loggedIn: true });
    checkout.orderForm.set('vat_number', 'DE136695976');
    expect(checkout.needsWithdrawalConsent).toBe(false);
    checkout.orderForm.set('vat_number', '');
    checkout.orderForm.set('country', 'GB');
    expect(checkout.needsWithdrawalConsent).toBe(false);
  });
});

describe('CheckoutStore: buyer types', () => {
  it('keeps student and graduate exclusive and hides and clears the third party for them', () => {
    const { checkout } = setUp({ loggedIn: true });
    checkout.setBuyerType('third_party_order', true);
    checkout.orderForm.set('third_party_data.name', 'Client Corp');
    checkout.setBuyerType('is_student_order', true);
    expect(checkout.buyer).toEqual({
      isStudentOrder: true,
      isGraduateOrder: false,
      thirdPartyOrder: false,
    });
    expect(checkout.thirdPartyVisible).toBe(false);
    expect(checkout.orderForm.value('third_party_data.name')).toBe('');
    checkout.setBuyerType('is_graduate_order', true);
    expect(checkout.buyer).toEqual({
      isStudentOrder: false,
      isGraduateOrder: true,
      thirdPartyOrder: false,
    });
    checkout.setBuyerType('third_party_order', true);
    expect(checkout.buyer.thirdPartyOrder).toBe(false);
  });

  it('asks a graduate for the graduation date', async () => {
    const { checkout } = setUp({ loggedIn: true });
    checkout.setBuyerType('is_graduate_order', true);
    await checkout.orderForm.submit();
    expect(checkout.orderForm.fieldError('graduation_date')).toBe(GRADUATION_DATE_MESSAGE);
  });

  it('pays for the items as the junior limit left them', async () => {
    const setup = setUp({ loggedIn: true });
    const lowered = { ...ITEM, options: { desktop: 0 } };
    setup.gateway.address = addressPricing({ items: [lowered] });
    await atPayment(setup);
    await setup.checkout.pay(new FakeCardPaymentProvider());
    expect(setup.gateway.calls.find((call) => call.method === 'checkout')?.order.items).toEqual([
      lowered,
    ]);
  });
});

describe('CheckoutStore: payment', () => {
  it('disables the form while paying, then destroys the cart, refreshes the user and ends paid', async () => {
    const { checkout, cart, sessionGateway } = await atPayment();
    const provider = new FakeCardPaymentProvider();
    const meCallsBefore = sessionGateway.meCalls;
    const paying = checkout.pay(provider);
    expect(checkout.isProcessing).toBe(true);
    expect(checkout.paymentEnabled).toBe(false);
    await paying;
    expect(provider.disabledWhileCreating).toBe(true);
    expect(cart.emptied).toBe(1);
    expect(sessionGateway.meCalls).toBe(meCallsBefore + 1);
    expect(checkout.paidOrderId).toBe('order-1');
  });

  it("shows the card field's error and re-enables the form", async () => {
    const { checkout, gateway } = await atPayment();
    const provider = new FakeCardPaymentProvider();
    provider.method = { ok: false, message: 'Your card number is incomplete.' };
    await checkout.pay(provider);
    expect(checkout.paymentError).toBe('Your card number is incomplete.');
    expect(checkout.isProcessing).toBe(false);
    expect(checkout.paymentEnabled).toBe(true);
    expect(provider.disabled).toBe(false);
    expect(gateway.calls.some((call) => call.method === 'checkout')).toBe(false);
  });

  it("shows the server's decline, re-enables the form, and pays on the next try", async () => {
    const { checkout, gateway } = await atPayment();
    gateway.checkoutAnswers = [
      new ApiError([errorItem(null, 'Your card was declined.', 'card_declined')], 402, '/checkout'),
    ];
    const provider = new FakeCardPaymentProvider();
    await checkout.pay(provider);
    expect(checkout.paymentError).toBe('Your card was declined.');
    expect(checkout.paymentEnabled).toBe(true);
    await checkout.pay(provider);
    expect(checkout.paymentError).toBeNull();
    expect(checkout.paidOrderId).toBe('order-1');
  });

  it('runs the 3-D Secure challenge and confirms the payment', async () => {
    const { checkout, gateway } = await atPayment();
    gateway.checkoutAnswers = [
      { kind: 'requires_action', orderId: 'order-2', clientSecret: 'pi_2_secret_x' },
    ];
    gateway.confirmAnswer = { kind: 'paid', orderId: 'order-2' };
    const provider = new FakeCardPaymentProvider();
    provider.confirmation = { ok: true, paymentIntentId: 'pi_2' };
    await checkout.pay(provider);
    expect(provider.challenges).toEqual(['pi_2_secret_x']);
    expect(gateway.calls.at(-1)).toMatchObject({ method: 'confirmPayment', extra: 'pi_2' });
    expect(checkout.paidOrderId).toBe('order-2');
  });

  it('reports a failed challenge to the server and shows its message', async () => {
    const { checkout, gateway, cart } = await atPayment();
    gateway.checkoutAnswers = [{ kind: 'requires_action', orderId: 'order-3', clientSecret: 's' }];
    const provider = new FakeCardPaymentProvider();
    provider.confirmation = {
      ok: false,
      message: 'We are unable to authenticate your payment method.',
    };
    await checkout.pay(provider);
    expect(gateway.calls.at(-1)).toMatchObject({ method: 'paymentFailed', extra: 'order-3' });
    expect(checkout.paymentError).toBe('We are unable to authenticate your payment method.');
    expect(checkout.paymentEnabled).toBe(true);
    expect(cart.emptied).toBe(0);
    expect(checkout.paidOrderId).toBeNull();
  });

  it('cannot pay before step 4', async () => {
    const { checkout, gateway } = setUp({ loggedIn: true });
    await checkout.pay(new FakeCardPaymentProvider());
    expect(gateway.calls).toEqual([]);
    expect(checkout.isProcessing).toBe(false);
  });
});

describe('CheckoutStore: discount code in the review step', () => {
  it('prices the order again with the code and sends it with the payment', async () => {
    const setup = setUp({ loggedIn: true });
    expect((await setup.checkout.orderForm.submit()).ok).toBe(true);
    const discounted = addressPricing({
      view: {
        ...addressPricing().view,
        discounts: [{ name: 'Discount code SPRING (20%)', value: '-$24' }],
        discountCode: { code: 'SPRING', applied: true, message: null },
        total: { name: 'Total', value: '$96' },
      },
    });
    setup.gateway.address = discounted;
    await setup.checkout.applyDiscountCode('SPRING');
    expect(setup.cart.discountCode).toBe('SPRING');
    expect(setup.checkout.address).toBe(discounted);
    const repriced = setup.gateway.calls.at(-1);
    expect(repriced).toMatchObject({ method: 'submitAddress', order: { discountCode: 'SPRING' } });
    expect(setup.checkout.state.current).toBe(3);

    setup.checkout.reviewForm.set('terms', true);
    setup.checkout.reviewForm.set('withdrawal_consent', true);
    expect((await setup.checkout.reviewForm.submit()).ok).toBe(true);
    await setup.checkout.pay(new FakeCardPaymentProvider());
    const paid = setup.gateway.calls.find((call) => call.method === 'checkout');
    expect(paid?.order.discountCode).toBe('SPRING');
  });

  it('does nothing before the address is known', async () => {
    const setup = setUp({ loggedIn: true });
    await setup.checkout.applyDiscountCode('SPRING');
    expect(setup.cart.discountCode).toBeNull();
    expect(setup.gateway.calls).toEqual([]);
  });
});
