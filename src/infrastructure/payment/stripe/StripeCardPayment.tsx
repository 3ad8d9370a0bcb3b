import { CardElement, Elements, useElements } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type {
  CardConfirmationOutcome,
  CardPaymentProvider,
  PaymentMethodOutcome,
} from '../../../application/payment/CardPaymentProvider';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors/ErrorItem';

/** Stripe's script could not be fetched (blocked, offline): the customer is told so. */
export const STRIPE_UNAVAILABLE =
  'The card payment service could not be reached. Please try again later.';

/**
 * Stripe Elements' card field (through @stripe/react-stripe-js) and Stripe.js's own 3-D
 * Secure handling, with the publishable key of the account the order is paid to (US or
 * other, docs/spec.md §7). This module is only imported on the payment step.
 */
export async function loadStripeCardPayment(publishableKey: string): Promise<CardPaymentProvider> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error(STRIPE_UNAVAILABLE);
  return new StripeCardPayment(stripe);
}

/** Hands the Elements instance to the provider once Stripe has set it up. */
function StripeCardField(props: {
  disabled: boolean;
  onElements: (elements: StripeElements | null) => void;
  onBrand: (brand: string | null) => void;
}) {
  const elements = useElements();
  const { onElements } = props;
  useEffect(() => onElements(elements), [elements, onElements]);
  return (
    <CardElement
      options={{ hidePostalCode: true, disabled: props.disabled }}
      // Stripe.js reports the card's brand with each change ('unknown' until it can tell).
      onChange={(event) => props.onBrand(event.brand === 'unknown' ? null : event.brand)}
    />
  );
}

class StripeCardPayment implements CardPaymentProvider {
  private root: Root | null = null;
  private elements: StripeElements | null = null;
  private disabled = false;
  private readonly brandListeners = new Set<(brand: string | null) => void>();
  readonly processorName = 'Stripe';

  constructor(private readonly stripe: Stripe) {}

  onBrandChange(listener: (brand: string | null) => void): () => void {
    this.brandListeners.add(listener);
    listener(null);
    return () => this.brandListeners.delete(listener);
  }

  mountCardField(slot: HTMLElement): () => void {
    this.root = createRoot(slot);
    this.render();
    return () => {
      this.root?.unmount();
      this.root = null;
      this.elements = null;
    };
  }

  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
    this.render();
  }

  async createPaymentMethod(): Promise<PaymentMethodOutcome> {
    const card = this.elements?.getElement(CardElement);
    if (!card) return { ok: false, message: STRIPE_UNAVAILABLE };
    const { paymentMethod, error } = await this.stripe.createPaymentMethod({ type: 'card', card });
    if (error || !paymentMethod)
      return { ok: false, message: error?.message ?? GENERIC_ERROR_MESSAGE };
    return { ok: true, id: paymentMethod.id };
  }

  /**
   * The server creates intents with manual confirmation (StripePaymentGateway), so the
   * browser only runs the card's challenge and the server confirms the intent afterwards.
   */
  async confirmCardPayment(clientSecret: string): Promise<CardConfirmationOutcome> {
    const { paymentIntent, error } = await this.stripe.handleCardAction(clientSecret);
    if (error || !paymentIntent)
      return { ok: false, message: error?.message ?? GENERIC_ERROR_MESSAGE };
    return { ok: true, paymentIntentId: paymentIntent.id };
  }

  private readonly receiveElements = (elements: StripeElements | null) => {
    this.elements = elements;
  };

  private readonly receiveBrand = (brand: string | null) => {
    for (const listener of this.brandListeners) listener(brand);
  };

  private render(): void {
    this.root?.render(
      <Elements stripe={this.stripe}>
        <StripeCardField
          disabled={this.disabled}
          onElements={this.receiveElements}
          onBrand={this.receiveBrand}
        />
      </Elements>,
    );
  }
}
