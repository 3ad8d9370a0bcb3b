import type { CartAnswer, CartSelection } from '../../../src/contract/cartAnswer';

type Line = CartAnswer['cart'][number];

/** What a test says of a line; the rest is filled in as the server would answer it. */
type LineGiven = Omit<Line, 'pro' | 'options' | 'upgrade'> &
  Partial<Pick<Line, 'pro' | 'options'>> & { upgrade?: { order_id: string } };

interface AnswerGiven {
  cart: LineGiven[];
  discounts: { name: string; value: string }[];
  total: { name: string; value: string };
  cart_modified: boolean;
  note: string | null;
  items: CartSelection[];
}

/** A whole cart answer (src/contract/cartAnswer.ts) from the fields a test is about. */
export function cartAnswerOf(given: AnswerGiven): CartAnswer {
  const ids = { families: [], subfamilies: [], styles: [], collections: [] } as Record<
    Line['type'],
    string[]
  >;
  for (const line of given.cart) ids[line.type].push(line.id);
  return {
    ...given,
    cart: given.cart.map(({ upgrade, ...line }) => ({
      ...line,
      pro: line.pro ?? false,
      options: line.options ?? {},
      ...(upgrade && {
        upgrade: { order_id: upgrade.order_id, line: 0, paid_before: 0, credit: 0 },
      }),
    })),
    discounts: given.discounts.map((discount) => ({ ...discount, amount: 0 })),
    total: { ...given.total, amount: 0 },
    subtotal: 0,
    us_sales_tax: 0,
    us_sales_tax_percentage: 0,
    is_us_order: false,
    net: 0,
    tax: {
      kind: 'none',
      rate_percentage: 0,
      reverse_charge: false,
      country: null,
      vat_number: null,
      amount: 0,
      line: null,
    },
    vat: 0,
    vat_percentage: 0,
    reverse_charge: false,
    discount_code: null,
    buyer: null,
    cart_items_id_wise: ids,
    testers: given.items.map(() => null),
  };
}
