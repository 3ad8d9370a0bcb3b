import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { PAYMENT_PROCESSING_MESSAGE } from '../../../domain/checkout/checkoutSteps';
import { FormErrorBox } from '../../forms/FormErrorBox';
import { Loader } from '../../components/Loader';
import { cardBrandName } from '../../../application/payment/cardBrand';
import { useCardBrand, useCardPayment } from './useCardPayment';

/**
 * Step 4 (docs/spec.md §4 "Payment"): the card field, mounted only now, and 'Pay {total}'. While
 * the payment is validated the form is disabled and says so; any failure re-enables it.
 */
export const PaymentStep = observer(function PaymentStep({
  checkout,
}: {
  checkout: CheckoutStore;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const isUsOrder = checkout.address?.isUsOrder === true;
  const { provider, loadError } = useCardPayment(isUsOrder, slot);
  const brand = cardBrandName(useCardBrand(provider));
  const total = checkout.address?.view.total.value ?? '';
  const errors = [loadError, checkout.paymentError].filter(
    (message): message is string => !!message,
  );

  // An order with nothing to pay is placed without a card (a 100 % code, a full credit).
  const free = checkout.address?.nothingToPay === true;
  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (free) void checkout.placeFreeOrder();
    else if (provider) void checkout.pay(provider);
  };

  return (
    <form
      className="form checkout-payment"
      aria-label="Payment"
      aria-busy={checkout.isProcessing}
      noValidate
      onSubmit={pay}
    >
      <FormErrorBox messages={errors} />
      {free && <p className="checkout-payment__free">Nothing to pay: no card is needed.</p>}
      {!free && !provider && !loadError && <Loader label="Loading the card field…" />}
      {!free && provider && (
        <p className="checkout-payment__processor">
          Card payments are processed by {provider.processorName}.
        </p>
      )}
      <div ref={slot} className="checkout-payment__card" hidden={free} />
      {!free && (
        <p className="checkout-payment__brand" aria-live="polite">
          {brand && `Card: ${brand}`}
        </p>
      )}
      {checkout.isProcessing && (
        <p className="checkout-payment__processing" role="status">
          {PAYMENT_PROCESSING_MESSAGE}
        </p>
      )}
      <div className="form__actions">
        <button
          type="submit"
          className="submit-button"
          disabled={(!free && !provider) || !checkout.paymentEnabled}
          aria-busy={checkout.isProcessing}
        >
          {free ? 'Place order' : `Pay ${total}`}
        </button>
      </div>
    </form>
  );
});
