import {
  perLicenceCategory,
  type LicenceCategory,
  type LicenceSelections,
} from '../pricing/LicenceCategory';
import { collectionBundlePrice, type CollectionBundle } from '../pricing/collectionBundle';
import { chosenScripts, optionPrice } from '../pricing/optionPrice';
import type { Cents } from '../pricing/money';
import type { LineKind, LineOption, ShopPricing } from '../pricing/ShopPricing';
import type { UpgradeTarget } from '../upgrades/licenceUpgrade';
import type { LineUpgrade } from '../upgrades/upgradeCredit';

/** One thing a customer put in the cart, with the shop data needed to price it. */
export interface CartItemInput {
  /** The shop's pricing; for a bundle, the tiers and scripts it shares (bundlePricing). */
  pricing: ShopPricing;
  option: LineOption;
  /** Set for a collection bought as a bundle: the line is priced from its families. */
  bundle?: CollectionBundle;
  options: LicenceSelections;
  /** Ids of the chosen extra scripts. */
  scripts: readonly string[];
  /**
   * The family's font class (the wire's `font_class`, docs/spec.md §3): the name is set in
   * that family's face.
   */
  fontClass: string;
  /**
   * Set when the line upgrades a licence the customer owns: which order line it replaces
   * and what was paid toward that licence (in cents), which the server looked up.
   */
  upgrade?: UpgradeTarget & { paidBeforeCents: Cents };
  /**
   * The family's release date (ISO), from its content: a line of a family in its first month
   * gets a club member's discount (pricing/membersDiscount.ts). Absent for a bundle.
   */
  releasedOn?: string;
}

/** A priced cart line as the cart, checkout and order pages show it (docs/spec.md §3 "Cart item"). */
export interface CartLine {
  id: string;
  type: LineKind;
  name: string;
  fontClass: string;
  pro: boolean;
  /** A bundle's families by name, as the cart, the documents and the order history list them. */
  families?: string[];
  options: LicenceSelections;
  /** The chosen tier's description per category, null where not licensed. */
  optionsText: Record<LicenceCategory, string | null>;
  /** Names of the chosen extra scripts. */
  scripts: string[];
  /** What the line costs before any discount; the edges format it. */
  priceCents: Cents;
  /** An upgrade's replaced line and credit (Cart.ts fills in the credit); absent otherwise. */
  upgrade?: LineUpgrade;
}

export function licenceDescriptions(
  pricing: ShopPricing,
  selections: LicenceSelections,
): Record<LicenceCategory, string | null> {
  const describe = (category: LicenceCategory): string | null => {
    const tier = selections[category];
    if (typeof tier !== 'number') return null;
    return pricing.tiers[category][tier]?.label ?? null;
  };
  return perLicenceCategory(describe);
}

/** A bundle is priced from its families; any other line by its shop's option price. */
function linePrice(item: CartItemInput): Cents {
  if (item.bundle) return collectionBundlePrice(item.bundle, item.options, item.scripts);
  const kind = item.option.kind;
  if (kind === 'collections') throw new Error('A collection line needs its bundle to be priced.');
  return optionPrice(item.pricing, { ...item.option, kind }, item.options, item.scripts);
}

export function priceCartLine(item: CartItemInput): CartLine {
  return {
    id: item.option.id,
    type: item.option.kind,
    name: item.option.name,
    fontClass: item.fontClass,
    pro: item.option.pro,
    ...(item.bundle ? { families: item.bundle.families.map((family) => family.option.name) } : {}),
    options: item.options,
    optionsText: licenceDescriptions(item.pricing, item.options),
    scripts: chosenScripts(item.pricing.scripts, item.scripts).map((script) => script.name),
    priceCents: linePrice(item),
    ...(item.upgrade
      ? {
          upgrade: {
            orderId: item.upgrade.orderId,
            line: item.upgrade.line,
            paidBeforeCents: item.upgrade.paidBeforeCents,
            creditCents: 0,
          },
        }
      : {}),
  };
}
