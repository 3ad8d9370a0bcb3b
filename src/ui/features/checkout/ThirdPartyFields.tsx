import { THIRD_PARTY_FIELD_PREFIX } from '../../../domain/validation/orderInformationForm';
import { AddressFields } from '../../forms/AddressFields';
import type { BindableForm } from '../../forms/BindableForm';
import { TextField } from '../../forms/TextField';

const field = (name: string) => `${THIRD_PARTY_FIELD_PREFIX}${name}`;

/** Who the licence is for when ordering for a third party (docs/spec.md §5 "Third party"). */
export function ThirdPartyFields({ form }: { form: BindableForm }) {
  return (
    <fieldset className="form-fieldset checkout-third-party">
      <legend>The third party</legend>
      <TextField form={form} name={field('name')} label="Name" />
      <TextField form={form} name={field('email')} label="Email" type="email" />
      <TextField form={form} name={field('company')} label="Company (optional)" />
      <AddressFields form={form} prefix={THIRD_PARTY_FIELD_PREFIX} />
    </fieldset>
  );
}
