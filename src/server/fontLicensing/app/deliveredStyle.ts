/** The scripts one use of a style is licensed for, as Unicode names them ("Latin", "Cyrillic"). */
export interface LicensedScripts {
  /** Every script the delivered font holds: Latin, the family's own, the ones bought. */
  licensed: string[];
  /** Scripts the family sells as extras that this licence did not buy: taken out. */
  withheld: string[];
}

/** One retail style of an order and what its licences deliver. Plain data: it crosses threads. */
export interface DeliveredStyle {
  familyName: string;
  /** Absolute path of the retail TTF/OTF. */
  path: string;
  /** Desktop and app licences: the installable font (TTF, or OTF for CFF), or null. */
  desktop: LicensedScripts | null;
  /** A web licence: WOFF2 and WOFF, or null. */
  web: LicensedScripts | null;
}
