import type { CartItemInput } from '../../../src/domain/cart/CartLine';
import { family, shop } from '../pricing/shopFixture';

/** A cart item of the fixture shop: the family for 1–5 computers, unless overridden. */
export const cartItem = (overrides: Partial<CartItemInput> = {}): CartItemInput => ({
  pricing: shop,
  option: family,
  options: { desktop: 0 },
  scripts: [],
  fontClass: 'font-serif',
  ...overrides,
});

/** A student's buyer flags (docs/spec.md §5). */
export const student = {
  isStudentOrder: true,
  isGraduateOrder: false,
  thirdPartyOrder: false,
};
