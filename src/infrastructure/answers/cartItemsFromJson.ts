import type { CartItem } from '../../application/cart/CartItem';
import { LICENCE_CATEGORIES, type LicenceSelections } from '../../domain/pricing/LicenceCategory';
import type { LineKind, OptionKind } from '../../domain/pricing/ShopPricing';

/** What a family's shop sells; an order line of these kinds can be upgraded. */
export const OPTION_KINDS: readonly OptionKind[] = ['families', 'subfamilies', 'styles'];
const LINE_KINDS: readonly LineKind[] = [...OPTION_KINDS, 'collections'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function selectionsFrom(value: unknown): LicenceSelections {
  const selections: LicenceSelections = {};
  if (!isRecord(value)) return selections;
  for (const category of LICENCE_CATEGORIES) {
    const tier = value[category];
    selections[category] =
      typeof tier === 'number' && Number.isInteger(tier) && tier >= 0 ? tier : null;
  }
  return selections;
}

function itemFrom(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, type, typeface, name, font_class, options, scripts, tester, upgrade } = value;
  if (typeof id !== 'string' || typeof typeface !== 'string') return null;
  if (!LINE_KINDS.includes(type as LineKind)) return null;
  return {
    id,
    type: type as LineKind,
    typeface,
    name: typeof name === 'string' ? name : id,
    font_class: typeof font_class === 'string' ? font_class : '',
    options: selectionsFrom(options),
    scripts: stringsFrom(scripts),
    // Checked by the server with every cart call; here only its type.
    ...(typeof tester === 'string' && tester !== '' ? { tester } : {}),
    ...upgradeFrom(upgrade),
  };
}

export function stringsFrom(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
}

/** The order line an item upgrades, when it names one the server could take. */
function upgradeFrom(value: unknown): Pick<CartItem, 'upgrade'> {
  if (!isRecord(value)) return {};
  const { order_id, line } = value;
  if (typeof order_id !== 'string' || typeof line !== 'number' || !Number.isInteger(line)) {
    return {};
  }
  return { upgrade: { order_id, line } };
}

/**
 * Cart items from stored or answered JSON. A cookie is written by older versions of the
 * site or edited by hand, so anything unreadable is dropped rather than trusted.
 */
export function cartItemsFromJson(json: string | null): CartItem[] {
  if (!json) return [];
  try {
    return cartItemsFromUnknown(JSON.parse(json));
  } catch {
    return [];
  }
}

function cartItemsFromUnknown(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.map(itemFrom).filter((item): item is CartItem => item !== null);
}
