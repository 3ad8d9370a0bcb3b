import { priceCart } from '../../../src/domain/cart/Cart';
import type { CartItemInput } from '../../../src/domain/cart/CartLine';
import type { ShopPricing } from '../../../src/domain/pricing/ShopPricing';
import { usSalesTax, type TaxDecision } from '../../../src/domain/tax/taxDecision';
import type { FoundryIdentity } from '../../../src/server/foundry/app/FoundryIdentity';
import type { InvoiceTax } from '../../../src/domain/tax/invoiceTax';
import type { PricedCart } from '../../../src/contract/cartAnswer';
import { cartFiguresAnswer } from '../../../src/contract/cartFiguresAnswer';

export const foundry: FoundryIdentity = {
  name: 'Fieldwork Type Foundry',
  address: ['12 Press Lane', '04109 Leipzig', 'Germany'],
  email: 'shop@fieldwork.example',
  vatId: 'DE123456788',
  register: 'Amtsgericht Leipzig, HRB 000000',
  managingDirector: 'Ada Fieldwork',
};

const pricing: ShopPricing = {
  tiers: {
    desktop: [
      { id: 'd1', label: '1–5 computers' },
      { id: 'd2', label: '6–20 computers' },
    ],
    web: [{ id: 'w1', label: 'Up to 10,000 page views a month' }],
    app: [{ id: 'a1', label: '1 app' }],
  },
  stylePriceCents: { desktop: [5000, 9000], web: [4000], app: [10000] },
  scripts: [
    { id: 'cyrl', name: 'Cyrillic', multiplier: 0.2 },
    { id: 'grek', name: 'Greek', multiplier: 0.2 },
  ],
  proMultiplication: 1.5,
};

const items: CartItemInput[] = [
  {
    pricing,
    option: {
      id: 'f1',
      kind: 'families',
      name: 'EB Garamond Family',
      styleCount: 8,
      multiplication: 0.8,
      pro: false,
    },
    options: { desktop: 1, web: 0 },
    scripts: ['cyrl', 'grek'],
    fontClass: 'ff-eb-garamond',
  },
  {
    pricing,
    option: {
      id: 's1',
      kind: 'styles',
      name: 'Alegreya Sans Bold',
      styleCount: 1,
      multiplication: 1,
      pro: false,
    },
    options: { desktop: 0 },
    scripts: ['grek'],
    fontClass: 'ff-alegreya-sans',
  },
];

/**
 * A priced cart as the server answers and an order stores it: two lines, a student discount
 * and California sales tax.
 */
export function pricedCart(
  overrides: { usSalesTaxPercent?: number | null; tax?: TaxDecision; student?: boolean } = {},
): PricedCart {
  const cart = priceCart({
    items,
    buyer: {
      isStudentOrder: overrides.student ?? true,
      isGraduateOrder: false,
      thirdPartyOrder: false,
    },
    today: '2026-05-15',
    tax: overrides.tax ?? usSalesTaxOf(overrides),
  });
  return cartFiguresAnswer(cart, '$');
}

/** The fixture's US rate (7.25 % unless overridden; null: none) as the domain's decision. */
function usSalesTaxOf(overrides: { usSalesTaxPercent?: number | null }): TaxDecision | null {
  const percent = 'usSalesTaxPercent' in overrides ? overrides.usSalesTaxPercent : 7.25;
  return typeof percent === 'number' ? usSalesTax(percent) : null;
}

/** The invoice's tax of a priced cart, as an order stores it, with the foundry's VAT ID. */
export function invoiceTax(
  cart: PricedCart,
  sellerVatId: string | null = 'DE123456789',
): InvoiceTax {
  return {
    kind: cart.tax.kind,
    ratePercentage: cart.tax.rate_percentage,
    cents: Math.round(cart.tax.amount * 100),
    country: cart.tax.country,
    reverseCharge: cart.tax.reverse_charge,
    buyerVatNumber: cart.tax.vat_number,
    sellerVatId,
    inEuros: null,
    inPounds: null,
  };
}
