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

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (provider) void checkout.pay(provider);
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
      {!provider && !loadError && <Loader label="Loading the card field…" />}
      {provider && (
        <p className="checkout-payment__processor">
          Card payments are processed by {provider.processorName}.
        </p>
      )}
      <div ref={slot} className="checkout-payment__card" />
      <p className="checkout-payment__brand" aria-live="polite">
        {brand && `Card: ${brand}`}
      </p>
      {checkout.isProcessing && (
        <p className="checkout-payment__processing" role="status">
          {PAYMENT_PROCESSING_MESSAGE}
        </p>
      )}
      <div className="form__actions">
        <button
          type="submit"
          className="submit-button"
          disabled={!provider || !checkout.paymentEnabled}
          aria-busy={checkout.isProcessing}
        >
          Pay {total}
        </button>
      </div>
    </form>
  );
});
