import {
  licensesSomething,
  NO_LICENCE_MESSAGE,
  NO_LICENCE_RULE,
} from '../../../domain/cart/cartLineLicence';
import type { CartItemInput } from '../../../domain/cart/CartLine';
import { errorItem, type ErrorItem } from '../../../domain/errors/ErrorItem';
import { LICENCE_CATEGORIES } from '../../../domain/pricing/LicenceCategory';
import type { PurchasableOption } from '../../../domain/pricing/ShopPricing';
import {
  upgradeRefusal,
  UPGRADE_MESSAGES,
  type UpgradeRefusal,
} from '../../../domain/upgrades/licenceUpgrade';
import type { OwnedOrderLine, UpgradeLookup } from '../../upgrades/app/UpgradeLookup';
import {
  ALREADY_OWNED_RULE,
  alreadyOwnedMessage,
  ownedCovering,
  type OwnedLicence,
} from '../../../domain/upgrades/ownedLicence';
import type { FamilyShop } from '../../shop/app/FamilyShop';
import type { ShopCatalogue } from '../../shop/app/ShopCatalogue';
import { findShopOption } from '../../shop/app/findShopOption';
import { checkCartTester } from '../../../domain/typeTester/cartTester';
import { cartLineSample } from '../../shop/app/familyTesterFacts';
import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { ResolvedCartItem } from './ResolvedCartItem';
import { resolveCollectionItem } from './resolveCollectionItem';
import { UNKNOWN_TIER_MESSAGE } from './cartMessages';
import type { Parsed } from './Parsed';

/**
 * What to do with an item the shop no longer sells: a request naming one is refused with
 * field errors ('strict'); a cart stored or shared before the content changed drops it
 * ('lenient'), since its owner cannot fix what they did not send.
 */
export type ResolveMode = 'strict' | 'lenient';

/** Who is asking and where their order lines are found: needed for upgrade items only. */
export interface UpgradeContext {
  lookup: UpgradeLookup;
  userId: string | null;
  /** The buyer gets a junior discount: their licences are lowered to the lowest tiers. */
  juniorLimit: boolean;
  /**
   * Checkout: refuse a line that buys nothing the customer does not own already (docs/shop.md
   * "Owned licences"). The cart itself keeps such a line, so the customer sees the note on it.
   */
  refuseOwned?: OwnedRefusal | null;
}

/**
 * Checkout's owned check: the order its own checkout key opened is not something the customer
 * owned before it, so a replay of a paid checkout (a double click, a retry) still finds that
 * order rather than a refusal (src/server/checkout/app/checkoutKey.ts).
 */
export interface OwnedRefusal {
  exceptCheckoutKeyHash: string;
}

/**
 * Looks every item up in the shop: typeface, option, tiers, scripts; no duplicates, and
 * none that licenses nothing. Overlap between a package and what it holds is not an error
 * here: priceCart takes such lines out and says so (src/domain/cart/Cart.ts).
 * 'strict' answers the field errors of the items it refuses; 'lenient' drops those items
 * and cannot fail.
 */
export function resolveCartItems(
  items: readonly CartItemSelection[],
  shops: ShopCatalogue,
  mode: 'strict',
  upgrades?: UpgradeContext | null,
): Promise<Parsed<ResolvedCartItem[]>>;
export function resolveCartItems(
  items: readonly CartItemSelection[],
  shops: ShopCatalogue,
  mode: 'lenient',
  upgrades?: UpgradeContext | null,
): Promise<ResolvedCartItem[]>;
export async function resolveCartItems(
  items: readonly CartItemSelection[],
  shops: ShopCatalogue,
  mode: ResolveMode,
  upgrades: UpgradeContext | null = null,
): Promise<Parsed<ResolvedCartItem[]> | ResolvedCartItem[]> {
  const errors: ErrorItem[] = [];
  const resolved: ResolvedCartItem[] = [];
  const seen = new Set<string>();
  const upgradedLines = new Set<string>();
  const owned = ownedLicencesOf(upgrades);
  for (const [index, item] of items.entries()) {
    const path = `cart.items.${index}`;
    const kind = item.kind;
    if (kind === 'collections') {
      const bundle = await resolveCollectionItem(item, path, shops);
      const key = `${kind}:${item.optionId}`;
      if (bundle.ok && seen.has(key)) {
        errors.push(
          errorItem(`${path}.option_id`, 'This option is already in the cart.', 'duplicate'),
        );
      } else if (bundle.ok) {
        seen.add(key);
        resolved.push(bundle.value);
      } else {
        errors.push(...bundle.errors);
      }
      continue;
    }
    const itemErrors: ErrorItem[] = [];
    const shop = await shops.family(item.typefacePage);
    const option = shop ? findShopOption(shop, kind, item.optionId) : undefined;
    if (!shop) {
      itemErrors.push(
        errorItem(`${path}.typeface_page`, 'This typeface is not for sale.', 'unknown_typeface'),
      );
    } else if (!option) {
      itemErrors.push(
        errorItem(`${path}.option_id`, 'This option is not in the shop.', 'unknown_option'),
      );
    } else if (seen.has(`${item.kind}:${option.id}`)) {
      itemErrors.push(
        errorItem(`${path}.option_id`, 'This option is already in the cart.', 'duplicate'),
      );
    }
    if (!licensesSomething(item.options)) {
      itemErrors.push(errorItem(`${path}.options`, NO_LICENCE_MESSAGE, NO_LICENCE_RULE));
    }
    if (shop) {
      for (const category of LICENCE_CATEGORIES) {
        const tier = item.options[category];
        if (tier !== null && shop.pricing.tiers[category][tier] === undefined) {
          itemErrors.push(
            errorItem(`${path}.options.${category}`, UNKNOWN_TIER_MESSAGE, 'unknown_tier'),
          );
        }
      }
      const unknownScript = item.scripts.find(
        (id) => !shop.pricing.scripts.some((script) => script.id === id),
      );
      if (unknownScript !== undefined) {
        itemErrors.push(
          errorItem(
            `${path}.scripts`,
            'This script is not offered for this typeface.',
            'unknown_script',
          ),
        );
      }
    }
    const tester =
      shop && item.tester !== undefined ? checkCartTester(item.tester, shop.tester.facts) : null;
    if (tester && !tester.ok && mode === 'strict') {
      itemErrors.push({ ...tester.error, field: `${path}.${tester.error.field ?? 'tester'}` });
    }
    if (itemErrors.length > 0 || !shop || !option) {
      errors.push(...itemErrors);
      continue;
    }
    const upgrade = item.upgrade
      ? await resolveUpgrade(item, option, upgrades, upgradedLines)
      : null;
    if (upgrade && !upgrade.ok) {
      errors.push(errorItem(`${path}.upgrade`, UPGRADE_MESSAGES[upgrade.refusal], upgrade.refusal));
      continue;
    }
    const ownedBy = item.upgrade
      ? undefined
      : ownedCovering(await owned(shop), { option, options: item.options, scripts: item.scripts });
    if (ownedBy) {
      errors.push(errorItem(path, alreadyOwnedMessage(ownedBy.orderId), ALREADY_OWNED_RULE));
      continue;
    }
    seen.add(`${item.kind}:${option.id}`);
    // A stored or shared line whose set-up the content no longer allows keeps its licence.
    const licence: CartItemSelection = {
      kind: item.kind,
      optionId: item.optionId,
      typefacePage: item.typefacePage,
      options: item.options,
      scripts: item.scripts,
      ...(item.upgrade ? { upgrade: item.upgrade } : {}),
    };
    resolved.push({
      item: tester?.ok ? { ...licence, tester: tester.query } : licence,
      input: {
        pricing: shop.pricing,
        option,
        options: item.options,
        scripts: item.scripts,
        fontClass: shop.family.class,
        releasedOn: shop.releasedOn,
        ...(upgrade?.ok ? { upgrade: upgrade.value } : {}),
      },
      sample: tester?.ok ? cartLineSample(tester.setup, shop.tester) : null,
    });
  }
  if (mode === 'lenient') return resolved;
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: resolved };
}

/**
 * The licences the customer holds in one family's shop, looked up once per request and only
 * when checkout asks (`refuseOwned`); none for a guest or a cart without that check.
 */
function ownedLicencesOf(
  upgrades: UpgradeContext | null,
): (shop: FamilyShop) => Promise<OwnedLicence[]> {
  let lines: Promise<OwnedOrderLine[]> | null = null;
  return async (shop) => {
    if (!upgrades?.refuseOwned || upgrades.userId === null) return [];
    lines ??= upgrades.lookup.ownedLines(
      upgrades.userId,
      upgrades.refuseOwned.exceptCheckoutKeyHash,
    );
    return (await lines).flatMap(({ orderId, line, item, paidBeforeCents }) => {
      if (item.kind === 'collections' || item.typefacePage !== shop.family.page) return [];
      const option = findShopOption(shop, item.kind, item.optionId);
      return option
        ? [
            {
              option,
              options: item.options,
              scripts: item.scripts,
              orderId,
              line,
              paidCents: paidBeforeCents,
            },
          ]
        : [];
    });
  };
}

type ResolvedUpgrade =
  | { ok: true; value: NonNullable<CartItemInput['upgrade']> }
  | { ok: false; refusal: UpgradeRefusal };

/**
 * The owned line an item upgrades, checked on the server: the customer's own paid line, not
 * upgraded yet, of the same typeface, and really smaller than the item's licence. Without a
 * lookup (a shared cart opened by anyone) no upgrade is found.
 */
async function resolveUpgrade(
  item: CartItemSelection,
  option: PurchasableOption,
  upgrades: UpgradeContext | null,
  upgradedLines: Set<string>,
): Promise<ResolvedUpgrade> {
  const target = item.upgrade;
  if (!target || !upgrades) return { ok: false, refusal: 'upgrade_not_found' };
  const key = `${target.orderId}#${target.line}`;
  if (upgradedLines.has(key)) return { ok: false, refusal: 'duplicate_upgrade' };
  const found = await upgrades.lookup.ownedLine(upgrades.userId, target);
  if (!found.ok) return found;
  const owned = found.line.item;
  if (owned.typefacePage !== item.typefacePage) return { ok: false, refusal: 'not_larger' };
  const refusal = upgradeRefusal(
    { option: { kind: owned.kind, id: owned.optionId, name: '' }, ...owned },
    { option, options: item.options, scripts: item.scripts },
    upgrades.juniorLimit,
  );
  if (refusal) return { ok: false, refusal };
  upgradedLines.add(key);
  return {
    ok: true,
    value: {
      ...target,
      paidBeforeCents: found.line.paidBeforeCents,
    },
  };
}
