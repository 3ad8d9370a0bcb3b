import type { LicenceCategory, LicenceTier } from '../../../domain/pricing/LicenceCategory';
import type {
  OptionKind,
  PurchasableOption,
  ShopPricing,
} from '../../../domain/pricing/ShopPricing';
import type { NameStyleAnswer } from '../../../contract/catalogue/style';
import type { FamilyTester } from './familyTesterFacts';

/** A family as the shop and cart name it (docs/spec.md §3 "Typeface link": name, page, class). */
export interface ShopFamily {
  name: string;
  page: string;
  class: string;
}

/** One licence dropdown: its words, its tiers cheapest first, and the tier it opens on. */
export interface ShopLicence {
  name: string;
  description: string;
  unit: string;
  tiers: LicenceTier[];
  /** Tier index selected when the shop opens; null leaves the category unselected. */
  default: number | null;
}

/** A shop option with what the page shows beside the price. */
export interface FamilyShopOption extends PurchasableOption {
  /** '12 styles', '1 style'. */
  styles_no_display: string;
}

/**
 * A titled list of options of one kind (docs/spec.md §3 "shop … as groups with name and options"):
 * the family, the subfamily packages, or one subfamily's single styles.
 */
export interface FamilyShopOptionGroup {
  name: string;
  options: FamilyShopOption[];
}

/** Everything the server knows to sell and price one family: the domain's ShopPricing plus words. */
export interface FamilyShop {
  family: ShopFamily;
  /**
   * The family's release date (ISO, `release_date` in its content): its first month gets the
   * club's members' discount (src/domain/pricing/membersDiscount.ts).
   */
  releasedOn: string;
  /** The family's regular (regularStyle), which the shop sets its name and packages in. */
  font: NameStyleAnswer | null;
  licences: Record<LicenceCategory, ShopLicence>;
  pricing: ShopPricing;
  /** Extra scripts with the content's preselection flag (docs/spec.md §3 `pivot.default_applied`). */
  defaultScripts: string[];
  /** What the shop sells, grouped as the page lists it; no group is empty. */
  groups: Record<OptionKind, FamilyShopOptionGroup[]>;
  /** What the family is delivered as: "Variable and static fonts (TTF, WOFF2, WOFF)" (familyFormats.ts). */
  formats: string;
  /** The Regular's font file, relative to content/: documents set the line's name in it. */
  regularFontFile: string | null;
  /** What a cart line's tester set-up is checked against and its sample printed from. */
  tester: FamilyTester;
}
