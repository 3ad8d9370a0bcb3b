import { errorItem, type ErrorItem } from '../../domain/errors/ErrorItem';
import { isoDayNumber } from '../../domain/pricing/juniorDiscount';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { LineKind } from '../../domain/pricing/ShopPricing';
import type { UpgradeTarget } from '../../domain/upgrades/licenceUpgrade';
import { parseDiscountCode } from '../discounts/parseDiscountCode';
import type { CartBody } from '../../contract/cart';
import type { CartBuyer, CartSelection } from '../../contract/cartAnswer';
import type { CartContents } from './CartContents';

/** Far more than any real order; bounds the work one request can ask for. */
export const MAX_CART_ITEMS = 200;
const MAX_SCRIPTS_PER_ITEM = 20;
const LINE_KINDS: readonly LineKind[] = ['families', 'subfamilies', 'styles', 'collections'];
export const UNKNOWN_TIER_MESSAGE = 'This licence tier does not exist.';

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: ErrorItem[] };

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type SentBuyer = NonNullable<NonNullable<CartBody['cart']>['buyer']>;

/**
 * Reads `{cart, user?}` from a request body the contract has checked (src/contract/cart.ts:
 * the buyer's flags are booleans, the date and the code text). What is left here is what the
 * schema does not say: the cart must be sent, and its items are read field by field, taking
 * only the fields that choose something. Field names in errors are paths into the body
 * (`cart.items.2.options.web`) so the browser can point at the line. Whether ids and tiers
 * exist in the shop is resolveCartItems' business.
 */
export function parseCartRequest(body: CartBody): Parsed<CartContents> {
  const errors: ErrorItem[] = [];
  const cart = body.cart;
  if (!cart) return fail('cart', 'The cart is missing.', 'required');
  const rawItems = cart.items ?? [];
  if (!Array.isArray(rawItems)) return fail('cart.items', 'The cart items must be a list.', 'list');
  if (rawItems.length > MAX_CART_ITEMS) {
    return fail('cart.items', `A cart holds at most ${MAX_CART_ITEMS} items.`, 'max_items');
  }
  const items = rawItems.flatMap((raw, index) => {
    const item = parseItem(raw, `cart.items.${index}`, errors);
    return item ? [item] : [];
  });
  const buyer = parseBuyer(cart.buyer ?? body.user?.personal_info, errors);
  const discountCode = parseDiscountCode(cart.discount_code);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { items, buyer, ...(discountCode ? { discount_code: discountCode } : {}) },
  };
}

function fail(field: string, message: string, rule: string): Parsed<never> {
  return { ok: false, errors: [errorItem(field, message, rule)] };
}

function parseItem(raw: unknown, path: string, errors: ErrorItem[]): CartSelection | null {
  if (!isFields(raw)) {
    errors.push(errorItem(path, 'A cart item must be an object.', 'invalid'));
    return null;
  }
  const before = errors.length;
  const kind = LINE_KINDS.find((candidate) => candidate === raw.kind);
  if (!kind) errors.push(errorItem(`${path}.kind`, 'Unknown kind of option.', 'invalid_kind'));
  const optionId = text(raw.option_id);
  if (!optionId) errors.push(errorItem(`${path}.option_id`, 'The option is missing.', 'required'));
  const page = text(raw.typeface_page);
  if (!page) {
    errors.push(errorItem(`${path}.typeface_page`, 'The typeface is missing.', 'required'));
  }
  const options = parseSelections(raw.options, `${path}.options`, errors);
  const scripts = parseScripts(raw.scripts, `${path}.scripts`, errors);
  const tester = raw.tester ?? null;
  // Only its type here: what a set-up may hold depends on the family (resolveCartItems).
  if (tester !== null && typeof tester !== 'string') {
    errors.push(
      errorItem(
        `${path}.tester`,
        'The tester set-up must be the tester’s address query.',
        'invalid',
      ),
    );
  }
  const upgrade = parseUpgradeTarget(raw.upgrade, `${path}.upgrade`, errors);
  if (errors.length > before || !kind || !optionId || !page) return null;
  return {
    kind,
    option_id: optionId,
    typeface_page: page,
    options,
    scripts,
    ...(typeof tester === 'string' && tester !== '' ? { tester } : {}),
    ...(upgrade ? { upgrade } : {}),
  };
}

/** `{order_id, line}` of the order line an item upgrades; absent or null: a new licence. */
function parseUpgradeTarget(raw: unknown, path: string, errors: ErrorItem[]): UpgradeTarget | null {
  if (raw === undefined || raw === null) return null;
  const fields = isFields(raw) ? raw : {};
  const orderId = text(fields.order_id);
  const line = fields.line;
  if (!orderId || typeof line !== 'number' || !Number.isInteger(line) || line < 0) {
    errors.push(errorItem(path, 'The upgraded order line is not valid.', 'invalid'));
    return null;
  }
  return { order_id: orderId, line };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200
    ? value.trim()
    : null;
}

function parseSelections(
  raw: unknown,
  path: string,
  errors: ErrorItem[],
): Record<LicenceCategory, number | null> {
  const fields = isFields(raw) ? raw : {};
  if (raw !== undefined && raw !== null && !isFields(raw)) {
    errors.push(errorItem(path, 'The licence options must be an object.', 'invalid'));
  }
  const selections = { desktop: null, web: null, app: null } as Record<
    LicenceCategory,
    number | null
  >;
  for (const category of LICENCE_CATEGORIES) {
    const tier = fields[category];
    if (tier === undefined || tier === null) continue;
    if (typeof tier !== 'number' || !Number.isInteger(tier) || tier < 0) {
      errors.push(errorItem(`${path}.${category}`, UNKNOWN_TIER_MESSAGE, 'unknown_tier'));
      continue;
    }
    selections[category] = tier;
  }
  return selections;
}

function parseScripts(raw: unknown, path: string, errors: ErrorItem[]): string[] {
  if (raw === undefined || raw === null) return [];
  if (
    !Array.isArray(raw) ||
    raw.length > MAX_SCRIPTS_PER_ITEM ||
    !raw.every((id): id is string => typeof id === 'string')
  ) {
    errors.push(errorItem(path, 'The scripts must be a list of script ids.', 'list'));
    return [];
  }
  return [...new Set(raw)];
}

/**
 * The buyer flags of the cart, else of `user.personal_info` (the spec's PUT cart, docs/spec.md
 * §3 Personal info); only the graduation date's form is left to check.
 */
function parseBuyer(sent: SentBuyer | null | undefined, errors: ErrorItem[]): CartBuyer | null {
  if (!sent) return null;
  const raw = sent.graduation_date ?? '';
  const date = raw.trim();
  const validDate = raw === '' || (date !== '' && isoDayNumber(raw) !== null);
  if (!validDate) {
    errors.push(
      errorItem('cart.buyer.graduation_date', 'Please enter a valid graduation date.', 'date'),
    );
  }
  return {
    is_student_order: sent.is_student_order === true,
    is_graduate_order: sent.is_graduate_order === true,
    third_party_order: sent.third_party_order === true,
    graduation_date: validDate && date !== '' ? date : null,
  };
}
