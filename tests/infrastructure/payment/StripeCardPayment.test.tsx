// @vitest-environment jsdom
import type { Stripe } from '@stripe/stripe-js';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/**
 * Stripe.js itself cannot load here (no network), so the adapter is driven through a
 * stand-in with the few methods @stripe/react-stripe-js and the adapter call. What is
 * checked is our side: the card field is mounted into the slot, disabled on request, and
 * its element is what the payment method is created from.
 */
function fakeStripe() {
  const card = {
    mount: vi.fn(),
    unmount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    __elementType: 'card',
  };
  const elements = {
    create: vi.fn(() => card),
    getElement: vi.fn(() => card),
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_123' } })),
    handleCardAction: vi.fn(async () => ({ paymentIntent: { id: 'pi_123' } })),
    // Present only because @stripe/react-stripe-js checks for them to recognise Stripe.
    createToken: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
  return { stripe, elements, card };
}

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));

describe('StripeCardPayment', () => {
  it('mounts Stripe’s card field, pays with it, and runs the card action', async () => {
    const { loadStripe } = await import('@stripe/stripe-js');
    const { stripe, elements, card } = fakeStripe();
    vi.mocked(loadStripe).mockResolvedValue(stripe as unknown as Stripe);
    const { loadStripeCardPayment } =
      await import('../../../src/infrastructure/payment/stripe/StripeCardPayment');
    const provider = await loadStripeCardPayment('pk_test_123');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');

    const slot = document.createElement('div');
    let unmount = () => {};
    await act(async () => {
      unmount = provider.mountCardField(slot);
    });
    expect(elements.create).toHaveBeenCalledWith(
      'card',
      expect.objectContaining({ hidePostalCode: true }),
    );
    expect(card.mount).toHaveBeenCalled();

    await act(async () => provider.setDisabled(true));
    expect(card.update).toHaveBeenCalledWith(expect.objectContaining({ disabled: true }));

    expect(await provider.createPaymentMethod()).toEqual({ ok: true, id: 'pm_123' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card });

    expect(await provider.confirmCardPayment('pi_123_secret')).toEqual({
      ok: true,
      paymentIntentId: 'pi_123',
    });
    expect(stripe.handleCardAction).toHaveBeenCalledWith('pi_123_secret');

    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { message: 'Your card was declined.' },
    } as never);
    expect(await provider.createPaymentMethod()).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    await act(async () => unmount());
  });
});
