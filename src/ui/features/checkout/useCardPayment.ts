import { useEffect, useState, type RefObject } from 'react';
import type { CardPaymentLoader } from '../../../application/payment/CardPaymentLoader';
import type { CardPaymentProvider } from '../../../application/payment/CardPaymentProvider';
import { TOKENS } from '../../../application/tokens';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors/ErrorItem';
import { useInjection } from '../../di/useInjection';

export interface CardPayment {
  provider: CardPaymentProvider | null;
  loadError: string | null;
}

/** The brand key the provider's card field reports as the customer types; null until known. */
export function useCardBrand(provider: CardPaymentProvider | null): string | null {
  const [brand, setBrand] = useState<string | null>(null);
  useEffect(() => provider?.onBrandChange(setBrand), [provider]);
  return brand;
}

/**
 * Loads the card processor (lazily: this runs on the payment step only) for a US or other
 * order, and mounts its card field into `slot` for as long as the step is shown.
 */
export function useCardPayment(
  isUsOrder: boolean,
  slot: RefObject<HTMLElement | null>,
): CardPayment {
  const loader = useInjection<CardPaymentLoader>(TOKENS.CardPaymentLoader);
  const [payment, setPayment] = useState<CardPayment>({ provider: null, loadError: null });

  useEffect(() => {
    let current = true;
    loader.load(isUsOrder).then(
      (provider) => current && setPayment({ provider, loadError: null }),
      (error: unknown) =>
        current &&
        setPayment({
          provider: null,
          loadError:
            error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE,
        }),
    );
    return () => {
      current = false;
    };
  }, [loader, isUsOrder]);

  const { provider } = payment;
  useEffect(() => {
    if (!provider || !slot.current) return undefined;
    return provider.mountCardField(slot.current);
  }, [provider, slot]);

  return payment;
}
