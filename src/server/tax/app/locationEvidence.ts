import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { US_STATES } from '../../../domain/geography/usStates';
import { countryName } from '../../../domain/tax/cartTax';
import { statesOfZipCode } from './zipCodeRegions';

/**
 * The pieces of location evidence an order's tax rests on (docs/taxes.md "Location
 * evidence"), as stored with the order: the billing country and postcode of the taxed party,
 * whether the postcode fits that country (and, in the US, its state), and the country the
 * card was issued in where the card processor reports one. Art. 24b(d) and 24f of
 * Implementing Regulation (EU) No 282/2011 name the billing address and the card's issuing
 * country as evidence of where a customer of electronically supplied services is.
 */
export interface LocationEvidence {
  billingCountry: string;
  postcode: string;
  state: string | null;
  /** true: checked and agrees; null: no postcode pattern is known for the country. */
  postcodeAgrees: boolean | null;
  cardCountry: string | null;
}

/** What disagrees, in the words checkout shows on the field; null when nothing does. */
export interface EvidenceConflict {
  field: 'zip_code' | 'card';
  message: string;
}

const stateName = (code: string): string | null =>
  US_STATES.find((state) => state.code === code)?.name ?? null;

/**
 * Whether the postcode agrees with the country (the `postcode-validator` library's pattern
 * of each country) and, for the US, whether its 3-digit prefix belongs to the state (USPS
 * L002, zipCodeRegions.ts). Answers the conflict, or null.
 */
export function postcodeConflict(
  country: string,
  postcode: string,
  state: string | null,
): EvidenceConflict | null {
  const code = postcode.trim().toUpperCase();
  if (country === 'US') {
    const states = statesOfZipCode(code);
    if (states.length === 0) {
      return {
        field: 'zip_code',
        message: `The zip code ${code} is not a ZIP code of any US state. Please check it.`,
      };
    }
    const named = state ? stateName(state) : null;
    // An unknown state is the calculator's to refuse ("We could not find this address").
    if (state && named && !states.includes(state)) {
      return {
        field: 'zip_code',
        message: `The zip code ${code} belongs to ${stateName(states[0] ?? '') ?? states[0]}, not to ${named}. Please check your state and zip code.`,
      };
    }
    return null;
  }
  if (!postcodeValidatorExistsForCountry(country) || postcodeValidator(code, country)) return null;
  return {
    field: 'zip_code',
    message: `The zip code ${code} is not a postcode of ${countryName(country)}. Please check your country and zip code.`,
  };
}

/**
 * Whether the card's issuing country agrees with the taxed party's country. It is asked only
 * where the payer is the taxed party: a licensee who is invoiced instead did not pay with
 * their own card.
 */
export function cardCountryConflict(
  billingCountry: string,
  cardCountry: string | null,
): EvidenceConflict | null {
  if (cardCountry === null || cardCountry === billingCountry) return null;
  return {
    field: 'card',
    message: `Your card was issued in ${countryName(cardCountry)}, but your billing address is in ${countryName(billingCountry)}. Please check your country, or pay with a card issued there.`,
  };
}

export function locationEvidence(
  country: string,
  postcode: string,
  state: string | null,
  cardCountry: string | null,
): LocationEvidence {
  return {
    billingCountry: country,
    postcode: postcode.trim().toUpperCase(),
    state,
    postcodeAgrees:
      country === 'US' || postcodeValidatorExistsForCountry(country)
        ? postcodeConflict(country, postcode, state) === null
        : null,
    cardCountry,
  };
}
