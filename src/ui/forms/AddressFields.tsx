import { observer } from 'mobx-react-lite';
import { COUNTRIES } from '../../domain/geography/countries';
import { US_STATES } from '../../domain/geography/usStates';
import { US_COUNTRY_CODE } from '../../domain/validation/addressRules';
import { OPTIONAL_STATE_LABEL } from './addressLabels';
import type { BindableForm } from './BindableForm';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * The postal address of the club, order information and third-party forms (docs/spec.md §5).
 * `prefix` nests the fields, e.g. 'third_party_data.'. The state is a select of US states
 * for the US and optional free text elsewhere; choosing another country clears it.
 */
export const AddressFields = observer(function AddressFields({
  form,
  prefix = '',
}: {
  form: BindableForm;
  prefix?: string;
}) {
  const field = (name: string) => `${prefix}${name}`;
  const isUs = form.value(field('country')) === US_COUNTRY_CODE;
  const changeCountry = (country: string) => {
    if (form.value(field('country')) === country) return;
    form.set(field('country'), country);
    form.set(field('state'), '');
  };

  return (
    <>
      <TextField
        form={form}
        name={field('address1')}
        label="Address"
        autoComplete="address-line1"
      />
      <TextField
        form={form}
        name={field('address2')}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
      />
      <div className="form__row">
        <TextField
          form={form}
          name={field('zip_code')}
          label="Zip code"
          autoComplete="postal-code"
        />
        <TextField form={form} name={field('city')} label="City" autoComplete="address-level2" />
      </div>
      <SelectField
        form={form}
        name={field('country')}
        label="Country"
        placeholder="Select your country"
        options={COUNTRY_OPTIONS}
        autoComplete="country"
        onChange={changeCountry}
      />
      {isUs ? (
        <SelectField
          form={form}
          name={field('state')}
          label="State"
          placeholder="Select your state"
          options={STATE_OPTIONS}
          autoComplete="address-level1"
        />
      ) : (
        <TextField
          form={form}
          name={field('state')}
          label={OPTIONAL_STATE_LABEL}
          placeholder={OPTIONAL_STATE_LABEL}
          autoComplete="address-level1"
        />
      )}
    </>
  );
});
