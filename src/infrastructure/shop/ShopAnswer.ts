import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { ExtraScript, IncludedOptions, OptionKind } from '../../domain/pricing/ShopPricing';
import type { StyleAnswer } from '../catalogue/CatalogueAnswers';

/** GET /shops/{page} as src/server/shop/shopAnswer.ts answers it (spec §3 "Shop data"). */
export interface ShopAnswer {
  family_name: string;
  slug: string;
  header_class: string;
  /** The family's regular style, picked by the server (regularStyle in its styleAnswer.ts). */
  font: StyleAnswer | null;
  settings: {
    currency: string;
    currency_symbol: string;
    pro_multiplication: number;
    style_prices: Record<LicenceCategory, number[]>;
    options: Record<LicenceCategory, { id: string; name: string }[]>;
    defaults: Record<LicenceCategory, number | null>;
    licences: Record<LicenceCategory, { name: string; description: string; unit: string }>;
  };
  scripts: (ExtraScript & { pivot: { default_applied: boolean } })[];
  shop: Record<OptionKind, ShopGroupAnswer[]>;
}

export interface ShopGroupAnswer {
  name: string;
  options: ShopOptionAnswer[];
}

/** Its kind is the `shop` key of the group that lists it. */
export interface ShopOptionAnswer {
  id: string;
  name: string;
  styles_no: number;
  styles_no_display: string;
  multiplication: number;
  pro: boolean;
  /** What a package holds (`{}` for a single style); older servers leave it out. */
  includes?: IncludedOptions;
}

/** The part of GET /typefaces/{page} the shop reads: each style's web font. */
export interface ShopFontsAnswer {
  editable: {
    subfamilies: Record<
      string,
      {
        styles: (StyleAnswer & {
          slug: string;
          /** The style's name subset (the server's nameFaces.ts). */
          names_woff2_url?: string;
          names_unicode_range?: string;
        })[];
      }
    >;
  } | null;
}
