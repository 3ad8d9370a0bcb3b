/**
 * The 3-digit ZIP code prefixes (sectional centers) of each state, territory and the District
 * of Columbia, from the USPS's list L002 "3-Digit ZIP Code Prefix Matrix" (Domestic Mail
 * Manual, https://pe.usps.com/Archive/HTML/DMMArchive20210110/L002.htm) and its
 * Publication 65 ZIP code directory. Ranges are inclusive; a prefix that USPS has not
 * assigned, or assigns to the military (APO/FPO: 090–098, 340, 962–966), fits no state.
 * A few states reach across another's range (New York's 005 for Holtsville, Massachusetts'
 * 055 for the IRS at Andover, Texas's 885 for El Paso, Virginia's 201): listed where they belong.
 */
const PREFIX_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AS: [[967, 967]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 200],
    [202, 205],
    [569, 569],
  ],
  FL: [
    [320, 339],
    [341, 342],
    [344, 344],
    [346, 347],
    [349, 349],
  ],
  FM: [[969, 969]],
  GA: [
    [300, 319],
    [398, 399],
  ],
  GU: [[969, 969]],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MH: [[969, 969]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MP: [[969, 969]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 749]],
  OR: [[970, 979]],
  PW: [[969, 969]],
  PA: [[150, 196]],
  PR: [
    [6, 7],
    [9, 9],
  ],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VI: [[8, 8]],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [
    [820, 831],
    [834, 834],
  ],
};

/** ZIP or ZIP+4, with or without the dash. */
export const US_ZIP_CODE = /^(\d{5})(-?\d{4})?$/;

/** The states a ZIP code's first three digits belong to (USPS L002); none for a malformed one. */
export function statesOfZipCode(zipCode: string): string[] {
  if (!US_ZIP_CODE.test(zipCode)) return [];
  const prefix = Number(zipCode.slice(0, 3));
  return Object.keys(PREFIX_RANGES).filter((state) =>
    (PREFIX_RANGES[state] ?? []).some(([from, to]) => prefix >= from && prefix <= to),
  );
}

export function zipCodeFitsState(zipCode: string, state: string): boolean {
  return statesOfZipCode(zipCode).includes(state);
}
