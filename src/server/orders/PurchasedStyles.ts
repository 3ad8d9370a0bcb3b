import type { CartSelection } from '../../contract/cartAnswer';

/** One retail font an order covers, with the file formats its licences need. */
export interface PurchasedStyle {
  familyName: string;
  /** File under content/, e.g. typefaces/eb-garamond/EBGaramond_400Regular.ttf. */
  file: string;
  /** The web font's name, e.g. "regular-italic". */
  slug: string;
  /** Desktop and app licences use the installable file (OTF/TTF as shipped). */
  installable: boolean;
  /** A web licence uses WOFF2. */
  web: boolean;
}

/**
 * The fonts a paid order delivers (OrderFiles' zip). KyselyPurchasedStyles is the adapter.
 */
export interface PurchasedStyles {
  /**
   * Exactly the styles the order's items name: a bundle is every style of its families, a
   * family package is all its styles, a subfamily package the styles of that subfamily, a
   * single style that one file. A style bought twice (a package and a single style) is
   * delivered once, in every format either licence covers.
   */
  stylesOf(items: readonly CartSelection[]): Promise<PurchasedStyle[]>;
}
