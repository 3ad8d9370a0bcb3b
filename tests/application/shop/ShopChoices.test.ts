import { describe, expect, it } from 'vitest';
import { scriptFieldName, ShopChoices } from '../../../src/application/shop/ShopChoices';
import { FAMILY, REGULAR, SHOP } from '../cart/shopFixture';

describe('ShopChoices', () => {
  it('opens on the shop defaults and prices with the domain', () => {
    const choices = new ShopChoices(SHOP);
    expect(choices.value('desktop')).toBe('0');
    expect(choices.value('web')).toBe('');
    expect(choices.priceText(REGULAR)).toBe('$40');
    expect(choices.priceText(FAMILY)).toBe('$128');
  });

  it("changes prices with a tier, 'None' and a script", () => {
    const choices = new ShopChoices(SHOP);
    choices.set('desktop', '2');
    expect(choices.priceText(REGULAR)).toBe('$120');
    choices.set('web', '0');
    expect(choices.selections).toEqual({ desktop: 2, web: 0, app: null });
    choices.set(scriptFieldName('greek'), true);
    choices.set(scriptFieldName('cyrillic'), true);
    // Kept in the shop's order whatever order they were ticked in.
    expect(choices.scripts).toEqual(['cyrillic', 'greek']);
    expect(choices.value(scriptFieldName('greek'))).toBe(true);
    choices.set('desktop', '');
    choices.set('web', '');
    // Nothing licensed: su falls back to 50, then +30 % for the two scripts.
    expect(choices.priceText(REGULAR)).toBe('$65');
  });
});
