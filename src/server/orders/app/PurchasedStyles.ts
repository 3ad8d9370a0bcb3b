import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { LicensedScripts } from '../../fontLicensing/app/deliveredStyle';

/** One retail font an order covers, with the scripts each of its licences delivers. */
export interface PurchasedStyle {
  familyName: string;
  /** File under content/, e.g. typefaces/eb-garamond/EBGaramond_400Regular.ttf. */
  file: string;
  /** The web font's name, e.g. "regular-italic". */
  slug: string;
  /** Desktop and app licences: the installable font, with these scripts; null: not licensed. */
  desktop: LicensedScripts | null;
  /** A web licence: WOFF2 and WOFF, with these scripts; null: not licensed. */
  web: LicensedScripts | null;
}

/**
 * The fonts a paid order delivers (OrderFiles' zip). KyselyPurchasedStyles is the adapter.
 */
export interface PurchasedStyles {
  /**
   * Exactly the styles the order's items name: a bundle is every style of its families, a
   * family package is all its styles, a subfamily package the styles of that subfamily, a
   * single style that one file. A style bought twice (a package and a single style) is
   * delivered once, in every format either licence covers, with every script either bought.
   * Each licence's scripts are Latin and the family's own scripts (Arabic, Hebrew), and of
   * the scripts the family sells as extras only those the item bought.
   */
  stylesOf(items: readonly CartItemSelection[]): Promise<PurchasedStyle[]>;
  /** The scripts each item licenses (Unicode names, Latin first), for the certificate. */
  scriptsOf(items: readonly CartItemSelection[]): Promise<string[][]>;
}
