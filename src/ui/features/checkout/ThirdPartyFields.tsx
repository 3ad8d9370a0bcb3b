import { observer } from 'mobx-react-lite';
import { THIRD_PARTY_FIELD_PREFIX } from '../../../domain/validation/orderInformationForm';
import { AddressFields } from '../../forms/AddressFields';
import type { BindableForm } from '../../forms/BindableForm';
import { CheckboxField } from '../../forms/CheckboxField';
import { TextField } from '../../forms/TextField';

const field = (name: string) => `${THIRD_PARTY_FIELD_PREFIX}${name}`;

/**
 * Who the licence is for when ordering for a third party (docs/spec.md §5 "Third party"). The
 * orderer is invoiced and taxed unless they invoice the licensee instead, who then gives their
 * own VAT number (docs/taxes.md "Who is taxed").
 */
export const ThirdPartyFields = observer(function ThirdPartyFields({
  form,
}: {
  form: BindableForm;
}) {
  const invoiced = form.value(field('invoice_licensee')) === true;
  return (
    <fieldset className="form-fieldset checkout-third-party">
      <legend>The third party</legend>
      <TextField form={form} name={field('name')} label="Name" />
      <TextField form={form} name={field('email')} label="Email" type="email" />
      <TextField form={form} name={field('company')} label="Company (optional)" />
      <AddressFields form={form} prefix={THIRD_PARTY_FIELD_PREFIX} />
      <CheckboxField
        form={form}
        name={field('invoice_licensee')}
        label="Invoice the licensee instead"
      />
      {invoiced && (
        <TextField
          form={form}
          name={field('vat_number')}
          label="Licensee’s VAT number (optional)"
        />
      )}
    </fieldset>
  );
});
