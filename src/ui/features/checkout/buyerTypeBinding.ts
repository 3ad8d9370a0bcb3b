import { isBuyerTypeField } from '../../../application/checkout/BuyerTypeField';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import type { BindableForm } from '../../forms/BindableForm';

/**
 * Step 2's form as the shared checkbox sees it, except that ticking a buyer type goes
 * through the checkout's exclusivity rules (student, graduate and third party) instead of
 * being set on its own.
 */
export function buyerTypeBinding(checkout: CheckoutStore): BindableForm {
  const form = checkout.orderForm;
  return {
    value: (name) => form.value(name),
    fieldError: (name) => form.fieldError(name),
    set: (name, value) => {
      if (isBuyerTypeField(name)) checkout.setBuyerType(name, value === true);
      else form.set(name, value);
    },
  };
}
