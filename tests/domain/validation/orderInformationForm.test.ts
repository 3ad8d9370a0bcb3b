import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../src/domain/geography/countries';
import { US_STATES } from '../../../src/domain/geography/usStates';
import { isUsAddress, withCountry } from '../../../src/domain/validation/addressRules';
import {
  ORDER_INFORMATION_MESSAGES,
  THIRD_PARTY_MESSAGES,
  validateCheckoutOrderInformation,
  validateOrderInformationForm,
  validateThirdPartyForm,
  type ThirdPartyValues,
} from '../../../src/domain/validation/orderInformationForm';

const address = {
  name: 'Jane Doe',
  address1: '1 Main St',
  zip_code: '10001',
  city: 'Berlin',
  country: 'DE',
};

const thirdParty: ThirdPartyValues = { ...address, email: 'client@example.com' };

describe('order information form', () => {
  it('requires name and address with the spec messages', () => {
    expect(validateOrderInformationForm({})).toEqual([
      { field: 'name', message: 'Please enter your name.', rule: 'required' },
      { field: 'address1', message: 'Please enter your address.', rule: 'required' },
      { field: 'zip_code', message: 'Please enter your zip code.', rule: 'required' },
      { field: 'city', message: 'Please enter your city.', rule: 'required' },
      { field: 'country', message: 'Please select your country.', rule: 'required' },
    ]);
    expect(validateOrderInformationForm(address)).toEqual([]);
  });

  it('requires the state only in the US', () => {
    expect(validateOrderInformationForm({ ...address, country: 'US' })).toEqual([
      { field: 'state', message: ORDER_INFORMATION_MESSAGES.state, rule: 'required' },
    ]);
    expect(ORDER_INFORMATION_MESSAGES.state).toBe('Please enter your state.');
    expect(validateOrderInformationForm({ ...address, country: 'US', state: 'NY' })).toEqual([]);
  });

  it('fails any whitespace-only required field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name', 'address1', 'zip_code', 'city', 'country'),
        fc.stringMatching(/^\s*$/),
        (field, blank) => {
          const errors = validateOrderInformationForm({ ...address, [field]: blank });
          expect(errors.map((e) => [e.field, e.rule])).toEqual([[field, 'required']]);
        },
      ),
    );
  });
});

describe('country and state codes', () => {
  it('refuses a country typed as text, which would escape US sales tax', () => {
    for (const country of ['United States', 'USA', 'us', 'U.S.', 'XX']) {
      expect(validateOrderInformationForm({ ...address, country, state: 'NY' })).toEqual([
        { field: 'country', message: 'Please select your country.', rule: 'choice' },
      ]);
    }
  });

  it('accepts every country of the select', () => {
    for (const { code } of COUNTRIES) {
      const state = code === 'US' ? 'NY' : 'Some region';
      expect(validateOrderInformationForm({ ...address, country: code, state })).toEqual([]);
    }
  });

  it('refuses a US state that is not one of the select, and keeps other states free', () => {
    for (const state of ['New York', 'ny', 'ZZ']) {
      expect(validateOrderInformationForm({ ...address, country: 'US', state })).toEqual([
        { field: 'state', message: 'Please enter your state.', rule: 'choice' },
      ]);
    }
    for (const { code } of US_STATES) {
      expect(validateOrderInformationForm({ ...address, country: 'US', state: code })).toEqual([]);
    }
    expect(validateOrderInformationForm({ ...address, state: 'New York' })).toEqual([]);
  });

  it('uses the third party messages for the third party codes', () => {
    const errors = validateCheckoutOrderInformation({
      ...address,
      third_party_order: true,
      third_party_data: { ...thirdParty, country: 'United States', state: 'NY' },
    });
    expect(errors).toEqual([
      {
        field: 'third_party_data.country',
        message: 'Please select the third party’s country.',
        rule: 'choice',
      },
    ]);
    expect(validateThirdPartyForm({ ...thirdParty, country: 'US', state: 'California' })).toEqual([
      { field: 'state', message: 'Please enter the third party’s state.', rule: 'choice' },
    ]);
  });
});

describe('changing country', () => {
  it('clears the state', () => {
    const values = { ...address, country: 'US', state: 'NY' };
    expect(withCountry(values, 'CA')).toEqual({ ...address, country: 'CA', state: '' });
    expect(values.state).toBe('NY');
  });

  it('keeps the state when the country stays the same', () => {
    const values = { country: 'US', state: 'NY' };
    expect(withCountry(values, 'US')).toBe(values);
  });

  it('knows a US address', () => {
    expect(isUsAddress({ country: 'US' })).toBe(true);
    expect(isUsAddress({ country: 'GB' })).toBe(false);
  });
});

describe('third party form', () => {
  it('uses the third party messages, typographic apostrophe included', () => {
    expect(validateThirdPartyForm({ country: 'US' })).toEqual([
      { field: 'name', message: 'Please enter the third party’s name.', rule: 'required' },
      { field: 'email', message: 'The third party’s email is required.', rule: 'required' },
      { field: 'address1', message: 'Please enter the third party’s address.', rule: 'required' },
      { field: 'zip_code', message: 'Please enter the third party’s zip code.', rule: 'required' },
      { field: 'city', message: 'Please enter the third party’s city.', rule: 'required' },
      { field: 'state', message: 'Please enter the third party’s state.', rule: 'required' },
    ]);
    expect(validateThirdPartyForm({})).toContainEqual({
      field: 'country',
      message: 'Please select the third party’s country.',
      rule: 'required',
    });
    expect(THIRD_PARTY_MESSAGES.emailPattern).toBe('Please enter valid email address.');
  });

  it('checks the third party e-mail pattern', () => {
    expect(validateThirdPartyForm({ ...thirdParty, email: 'client' })).toEqual([
      { field: 'email', message: 'Please enter valid email address.', rule: 'pattern' },
    ]);
    expect(validateThirdPartyForm(thirdParty)).toEqual([]);
  });
});

describe('checkout order information', () => {
  it('checks the third party only when ordering for one', () => {
    expect(validateCheckoutOrderInformation({ ...address, third_party_order: false })).toEqual([]);
    const errors = validateCheckoutOrderInformation({
      ...address,
      third_party_order: true,
      third_party_data: { ...thirdParty, city: '' },
    });
    expect(errors).toEqual([
      {
        field: 'third_party_data.city',
        message: 'Please enter the third party’s city.',
        rule: 'required',
      },
    ]);
  });

  it('reports every third-party field when the data is missing', () => {
    const errors = validateCheckoutOrderInformation({ ...address, third_party_order: true });
    expect(errors.map((e) => e.field)).toEqual([
      'third_party_data.name',
      'third_party_data.email',
      'third_party_data.address1',
      'third_party_data.zip_code',
      'third_party_data.city',
      'third_party_data.country',
    ]);
  });
});
