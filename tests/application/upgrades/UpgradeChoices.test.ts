import { describe, expect, it } from 'vitest';
import { cartItemKey, type CartItem } from '../../../src/application/cart/CartItem';
import {
  optionKeyOf,
  UpgradeChoices,
  type UpgradeCart,
} from '../../../src/application/upgrades/UpgradeChoices';
import { FAMILY, REGULAR, ROMAN, SHOP } from '../cart/shopFixture';

const LICENCE = {
  id: REGULAR.id,
  type: REGULAR.kind,
  typeface: SHOP.slug,
  options: { desktop: 0, web: null, app: null },
  scripts: [],
};
const LINE = {
  name: 'Serif Regular',
  fontClass: null,
  licences: [],
  value: '$40',
  paidCents: 4000,
};

const choicesOf = () => new UpgradeChoices(SHOP, 'order-7', 2, LINE, LICENCE);

/** A cart that keeps what it is given, and can be told to refuse. */
class RecordingCart implements UpgradeCart {
  items: CartItem[] = [];
  error: string | null = null;
  shops: string[] = [];
  constructor(private readonly refusal: string | null = null) {}
  registerShop(shop: { slug: string }) {
    this.shops.push(shop.slug);
  }
  async remove(key: string) {
    this.items = this.items.filter((item) => cartItemKey(item) !== key);
  }
  async add(item: CartItem) {
    this.error = this.refusal;
    if (!this.refusal) this.items.push(item);
  }
}

describe('UpgradeChoices', () => {
  it('offers the owned style and every package that holds it, smallest first', () => {
    expect(choicesOf().options.map((option) => option.id)).toEqual([
      REGULAR.id,
      ROMAN.id,
      FAMILY.id,
    ]);
  });

  it('is not larger until something grows, and then prices the difference', () => {
    const choices = choicesOf();
    expect(choices.isLarger).toBe(false);
    // Desktop tier 0 → 2: $40 → $120 for one style; $40 paid comes off.
    choices.chooseTier('desktop', 2);
    expect(choices.isLarger).toBe(true);
    expect(choices.newCents).toBe(12000);
    expect(choices.creditCents).toBe(4000);
    expect(choices.dueCents).toBe(8000);
  });

  it('prices a package that holds the style, and an added script', () => {
    const choices = choicesOf();
    choices.chooseOption(optionKeyOf(ROMAN));
    // The Roman package: 0.8 × 2 × $40 = $64.
    expect(choices.newCents).toBe(6400);
    choices.toggleScript('cyrillic', true);
    expect(choices.scripts).toEqual(['cyrillic']);
    expect(choices.newCents).toBeGreaterThan(6400);
    choices.toggleScript('cyrillic', false);
    expect(choices.newCents).toBe(6400);
  });

  it('puts an item naming the order line in the cart, replacing the same option', async () => {
    const choices = choicesOf();
    choices.chooseTier('desktop', 1);
    const cart = new RecordingCart();
    cart.items = [
      {
        id: REGULAR.id,
        type: 'styles',
        typeface: SHOP.slug,
        name: REGULAR.name,
        font_class: SHOP.headerClass,
        options: { desktop: 0, web: null, app: null },
        scripts: [],
      },
    ];
    expect(await choices.addTo(cart)).toBe(true);
    expect(cart.shops).toEqual([SHOP.slug]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      id: REGULAR.id,
      options: { desktop: 1, web: null, app: null },
      upgrade: { order_id: 'order-7', line: 2 },
    });
  });

  it('adds nothing that is not larger, and answers a refusal of the cart', async () => {
    const cart = new RecordingCart();
    expect(await choicesOf().addTo(cart)).toBe(false);
    expect(cart.items).toEqual([]);

    const larger = choicesOf();
    larger.chooseTier('web', 0);
    expect(await larger.addTo(new RecordingCart('This licence was already upgraded.'))).toBe(false);
  });
});
