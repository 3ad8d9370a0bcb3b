import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { AddressFields } from '../../forms/AddressFields';
import { CheckboxField } from '../../forms/CheckboxField';
import { Form } from '../../forms/Form';
import { FormErrorBox } from '../../forms/FormErrorBox';
import { TextField } from '../../forms/TextField';
import { buyerTypeBinding } from './buyerTypeBinding';
import { ThirdPartyFields } from './ThirdPartyFields';

/**
 * Step 2 (docs/spec.md §5 "Order information"): the licensee's details and buyer type. Sending it
 * prices the cart for this address (US sales tax); the tax lookup's error shows above the
 * form, or under the third party's details when the order is for one (docs/spec.md §8).
 */
export const OrderInformationStep = observer(function OrderInformationStep({
  checkout,
}: {
  checkout: CheckoutStore;
}) {
  const form = checkout.orderForm;
  const buyer = buyerTypeBinding(checkout);
  const addressErrors = checkout.addressError ? [checkout.addressError] : [];
  const thirdParty = checkout.buyer.thirdPartyOrder;
  return (
    <>
      {!thirdParty && <FormErrorBox messages={addressErrors} />}
      <Form
        form={form}
        label="Order information"
        submitLabel="Continue to review"
        busyLabel="Checking your address..."
        className="checkout-order-form"
      >
        <TextField form={form} name="name" label="Name" autoComplete="name" />
        <div className="form__row">
          <TextField
            form={form}
            name="company"
            label="Company (optional)"
            autoComplete="organization"
          />
          <TextField form={form} name="job_reference" label="Job reference (optional)" />
        </div>
        <TextField form={form} name="vat_number" label="VAT number (optional)" />
        <AddressFields form={form} />
        <TextField
          form={form}
          name="website"
          label="Website (optional)"
          type="url"
          autoComplete="url"
        />
        <TextField form={form} name="code_upgrade" label="Upgrade code (optional)" />
        <fieldset className="form-fieldset checkout-buyer-type">
          <legend>Buyer type</legend>
          <CheckboxField form={buyer} name="is_student_order" label="I am an active student" />
          <CheckboxField
            form={buyer}
            name="is_graduate_order"
            label="I graduated within the last year"
          />
          {checkout.buyer.isGraduateOrder && (
            <TextField form={form} name="graduation_date" label="Graduation date" type="date" />
          )}
          {checkout.thirdPartyVisible && (
            <CheckboxField
              form={buyer}
              name="third_party_order"
              label="I am ordering for a third party"
            />
          )}
        </fieldset>
        {thirdParty && (
          <>
            <ThirdPartyFields form={form} />
            <FormErrorBox messages={addressErrors} />
          </>
        )}
      </Form>
    </>
  );
});
