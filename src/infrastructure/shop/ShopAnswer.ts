import type { LicenceCategory, LicenceTier } from '../../domain/pricing/LicenceCategory';
import type { ExtraScript, OptionKind, PurchasableOption } from '../../domain/pricing/ShopPricing';
import type { StyleAnswer } from '../catalogue/CatalogueAnswers';

/** GET /shops/{page} as src/server/shop/shopAnswer.ts answers it. */
export interface ShopAnswer {
  family: { id: number; name: string; page: string; class: string };
  /** The family's regular style, picked by the server (regularStyle in its styleAnswer.ts). */
  font: StyleAnswer | null;
  settings: { currency: string; currency_symbol: string; pro_multiplication: number };
  licences: Record<
    LicenceCategory,
    {
      name: string;
      description: string;
      unit: string;
      tiers: LicenceTier[];
      default: number | null;
    }
  >;
  style_prices: Record<LicenceCategory, number[]>;
  scripts: (ExtraScript & { default_applied: boolean })[];
  options: Record<OptionKind, ShopOptionAnswer[]>;
}

export interface ShopOptionAnswer extends PurchasableOption {
  styles_no_display: string;
  /** For a single style: the option id of its subfamily. */
  subfamily_id: string | null;
}

/** The part of GET /typefaces/{page} the shop reads: each style's web font. */
export interface ShopFontsAnswer {
  editable: {
    subfamilies: Record<string, { styles: (StyleAnswer & { slug: string })[] }>;
  } | null;
}
