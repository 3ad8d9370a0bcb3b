/**
 * The states each first digit of a ZIP code is assigned to (USPS national areas), so that
 * a zip code from the wrong end of the country is caught the way TaxJar catches it. Some
 * states reach into a neighbouring area: New York's 005 (Holtsville), DC's 569, Texas's
 * 885 (El Paso); they are listed under both.
 */
const STATES_BY_FIRST_DIGIT: readonly (readonly string[])[] = [
  ['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'PR', 'RI', 'VT', 'VI'],
  ['DE', 'NY', 'PA'],
  ['DC', 'MD', 'NC', 'SC', 'VA', 'WV'],
  ['AL', 'FL', 'GA', 'MS', 'TN'],
  ['IN', 'KY', 'MI', 'OH'],
  ['DC', 'IA', 'MN', 'MT', 'ND', 'SD', 'WI'],
  ['IL', 'KS', 'MO', 'NE'],
  ['AR', 'LA', 'OK', 'TX'],
  ['AZ', 'CO', 'ID', 'NM', 'NV', 'TX', 'UT', 'WY'],
  ['AK', 'AS', 'CA', 'FM', 'GU', 'HI', 'MH', 'MP', 'OR', 'PW', 'WA'],
];

/** ZIP or ZIP+4, with or without the dash. */
export const US_ZIP_CODE = /^(\d{5})(-?\d{4})?$/;

export function zipCodeFitsState(zipCode: string, state: string): boolean {
  const match = US_ZIP_CODE.exec(zipCode);
  if (!match) return false;
  return STATES_BY_FIRST_DIGIT[Number(zipCode[0])]?.includes(state) ?? false;
}
