import {
  LICENCE_CATEGORIES,
  type LicenceCategory,
  type LicenceSelections,
} from './LicenceCategory';
import type { Cents } from './money';
import type { ShopPricing } from './ShopPricing';

/**
 * su with no licence chosen (docs/spec.md §9: 50, in cents here), which keeps the price rule total. Nothing is sold at
 * it: the shop shows no price then, and the cart refuses such a line (cart/cartLineLicence.ts).
 */
export const DEFAULT_STYLE_UNIT: Cents = 5000;

/** App licences cover far more users per style, hence the triple price. */
const APP_FACTOR = 3;

/**
 * The only categories that get cheaper in combination: a customer who already pays for the
 * dearest licence gets the other desktop/web licences at half price; app never discounts.
 */
const HALVABLE: ReadonlySet<LicenceCategory> = new Set(['desktop', 'web']);

/** Price of one style for one selected tier, before combination discounts, in cents. */
export function categoryStylePrice(
  pricing: Pick<ShopPricing, 'stylePriceCents'>,
  category: LicenceCategory,
  tier: number,
): Cents {
  const price = pricing.stylePriceCents[category][tier];
  if (price === undefined) {
    throw new RangeError(`No ${category} licence tier ${tier}`);
  }
  return category === 'app' ? price * APP_FACTOR : price;
}

/**
 * su: the price of one style for the chosen licences (DESIGN "Pricing, exactly"), in cents;
 * halving an odd number of cents leaves half a cent, which optionPrice's rounding settles.
 * With two or three categories, every desktop or web selection other than the single most
 * expensive one counts at half. "The most expensive one" is read among the desktop and web
 * selections, which app (never halved) does not compete in: were app allowed to be the
 * dearest, raising the app tier past the desktop price would halve desktop and lower su
 * (desktop 186 + app 177 = 363, but desktop 93 + app 219 = 312), and a customer must never
 * pay less for a larger licence. Ties go to the earlier category in dropdown order.
 */
export function styleUnit(
  pricing: Pick<ShopPricing, 'stylePriceCents'>,
  selections: LicenceSelections,
): Cents {
  const chosen = LICENCE_CATEGORIES.flatMap((category) => {
    const tier = selections[category];
    return typeof tier === 'number'
      ? [{ category, price: categoryStylePrice(pricing, category, tier) }]
      : [];
  });
  if (chosen.length === 0) return DEFAULT_STYLE_UNIT;
  const halvable = chosen.filter((entry) => HALVABLE.has(entry.category));
  const dearest = halvable.reduce<(typeof chosen)[number] | null>(
    (best, entry) => (best === null || entry.price > best.price ? entry : best),
    null,
  );
  return chosen.reduce((sum, entry) => {
    const halved = HALVABLE.has(entry.category) && entry !== dearest;
    return sum + (halved ? entry.price / 2 : entry.price);
  }, 0);
}
