import { errorItem, type ErrorItem } from '../../../domain/errors/ErrorItem';
import type { CartItemSelection, CartSelection } from '../../../domain/cart/CartSelection';
import { isoDayNumber, type JuniorBuyer } from '../../../domain/pricing/juniorDiscount';
import { LICENCE_CATEGORIES } from '../../../domain/pricing/LicenceCategory';
import { parseDiscountCode } from '../../discounts/app/parseDiscountCode';
import {
  MAX_CART_ITEMS,
  sentCartItem,
  type CartBody,
  type SentCartItem,
} from '../../../contract/cart';
import { failed, succeeded, type Result } from '../../application/Result';
import { UNKNOWN_TIER_MESSAGE } from '../app/cartMessages';
import { invalidCart, type InvalidCart } from '../app/InvalidCart';

type SentBuyer = NonNullable<NonNullable<CartBody['cart']>['buyer']>;

/**
 * Reads `{cart, user?}` from a request body the contract has checked (src/contract/cart.ts:
 * the buyer's flags are booleans, the date and the code text). What is left here is what the
 * route's schema does not say: the cart must be sent, and its items, which the route lets
 * through, are checked line by line against the contract's `sentCartItem`, each refusal
 * answered on its field: field names in errors are paths into the body
 * (`cart.items.2.options.web`) so the browser can point at the line. Whether ids and tiers
 * exist in the shop is resolveCartItems' business. What was read is the domain's selection,
 * which the use cases take; malformed items are an InvalidCart with those field errors.
 */
export function parseCartRequest(body: CartBody): Result<CartSelection, InvalidCart> {
  const errors: ErrorItem[] = [];
  const cart = body.cart;
  if (!cart) return fail('cart', 'The cart is missing.', 'required');
  // The route's schema requires the items (src/contract/cart.ts); whatever they are is read here.
  const rawItems = cart.items;
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
  if (errors.length > 0) return failed(invalidCart(errors));
  return succeeded({ items, buyer, ...(discountCode ? { discountCode } : {}) });
}

function fail(field: string, message: string, rule: string): Result<never, InvalidCart> {
  return failed(invalidCart([errorItem(field, message, rule)]));
}

function parseItem(raw: unknown, path: string, errors: ErrorItem[]): CartItemSelection | null {
  const parsed = sentCartItem.safeParse(raw);
  if (parsed.success) return selectionOf(parsed.data);
  errors.push(...itemErrors(parsed.error.issues, path));
  return null;
}

/** A line as it chooses: no tier and no scripts where the browser sent none. */
function selectionOf(item: SentCartItem): CartItemSelection {
  const { desktop = null, web = null, app = null } = item.options ?? {};
  const { upgrade } = item;
  return {
    kind: item.kind,
    optionId: item.option_id,
    typefacePage: item.typeface_page,
    options: { desktop, web, app },
    scripts: item.scripts ?? [],
    ...(item.tester ? { tester: item.tester } : {}),
    ...(upgrade ? { upgrade: { orderId: upgrade.order_id, line: upgrade.line } } : {}),
  };
}

/** What a line's refused field is answered with, in the order the fields are listed. */
const ITEM_FIELD_ERRORS = {
  kind: ['Unknown kind of option.', 'invalid_kind'],
  option_id: ['The option is missing.', 'required'],
  typeface_page: ['The typeface is missing.', 'required'],
  options: ['The licence options must be an object.', 'invalid'],
  scripts: ['The scripts must be a list of script ids.', 'list'],
  tester: ['The tester set-up must be the tester’s address query.', 'invalid'],
  upgrade: ['The upgraded order line is not valid.', 'invalid'],
} as const;

/**
 * The contract's refusals of one line as the cart page reads them: one error per field,
 * whatever zod found wrong in it, and a tier's on its category (`options.web`).
 */
function itemErrors(issues: readonly { path: PropertyKey[] }[], path: string): ErrorItem[] {
  const paths = issues.map((issue) => issue.path.map(String).join('.'));
  if (paths.includes('')) return [errorItem(path, 'A cart item must be an object.', 'invalid')];
  const refused = (field: string) => paths.some((at) => at === field || at.startsWith(`${field}.`));
  return Object.entries(ITEM_FIELD_ERRORS).flatMap(([field, [message, rule]]) => {
    if (field === 'options' && !paths.includes('options')) {
      return LICENCE_CATEGORIES.filter((category) => refused(`options.${category}`)).map(
        (category) =>
          errorItem(`${path}.options.${category}`, UNKNOWN_TIER_MESSAGE, 'unknown_tier'),
      );
    }
    return refused(field) ? [errorItem(`${path}.${field}`, message, rule)] : [];
  });
}

/**
 * The buyer flags of the cart, else of `user.personal_info` (the spec's PUT cart, docs/spec.md
 * §3 Personal info); only the graduation date's form is left to check.
 */
function parseBuyer(sent: SentBuyer | null | undefined, errors: ErrorItem[]): JuniorBuyer | null {
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
    isStudentOrder: sent.is_student_order === true,
    isGraduateOrder: sent.is_graduate_order === true,
    thirdPartyOrder: sent.third_party_order === true,
    graduationDate: validDate && date !== '' ? date : null,
  };
}
