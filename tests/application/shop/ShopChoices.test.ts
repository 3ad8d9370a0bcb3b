import { describe, expect, it } from 'vitest';
import { scriptFieldName, ShopChoices } from '../../../src/application/shop/ShopChoices';
import { BOLD, cartItemOf, FAMILY, REGULAR, ROMAN, SHOP } from '../cart/shopFixture';

describe('ShopChoices', () => {
  it('opens on the shop defaults and prices with the domain', () => {
    const choices = new ShopChoices(SHOP);
    expect(choices.value('desktop')).toBe('0');
    expect(choices.value('web')).toBe('');
    expect(choices.priceText(REGULAR)).toBe('$40');
    expect(choices.priceText(FAMILY)).toBe('$128');
  });

  it('says what a package saves against its styles bought singly, with the choices', () => {
    const choices = new ShopChoices(SHOP);
    // Two styles at $40 = $80; the Roman package at 0.8 × 2 × $40 = $64.
    expect(choices.savingsText(ROMAN)).toBe('save $16');
    choices.set('desktop', '2');
    expect(choices.savingsText(ROMAN)).toBe('save $48');
    expect(choices.savingsText(REGULAR)).toBeNull();
    // The fixture's family holds two styles but costs four: it saves nothing.
    expect(choices.savingsText(FAMILY)).toBeNull();
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
  });

  it('prices an upgrade of an owned style as the new licence less what was paid toward it', () => {
    const choices = new ShopChoices(SHOP);
    choices.setOwned([
      {
        orderId: '20261128-AAAA',
        line: 0,
        kind: 'styles',
        optionId: REGULAR.id,
        options: { desktop: 0, web: null, app: null },
        scripts: [],
        paidCents: 4000,
      },
    ]);
    expect(choices.ownedMark(REGULAR)?.kind).toBe('owned');
    // The Roman package holds the owned Regular: $64 less the $40 paid.
    const mark = choices.ownedMark(ROMAN);
    expect(mark?.kind).toBe('upgrade');
    if (mark?.kind !== 'upgrade') return;
    expect(choices.upgradePrice(ROMAN, mark.of)).toEqual({ toPay: '$24', paid: '$40' });
    // Never below nothing: a paid licence worth more than the new one is credited its price.
    choices.set('desktop', '');
    choices.set('web', '0');
    expect(choices.upgradePrice(REGULAR, { ...mark.of, paidCents: 99_00 }).toPay).toBe('$0');
  });

  it('licenses something until every licence is set to None', () => {
    const choices = new ShopChoices(SHOP);
    expect(choices.licensesSomething).toBe(true);
    choices.set('desktop', '');
    expect(choices.licensesSomething).toBe(false);
    choices.set('app', '1');
    expect(choices.licensesSomething).toBe(true);
  });

  it('names the package in the cart that already licenses an option', () => {
    const choices = new ShopChoices(SHOP);
    const roman = cartItemOf(ROMAN);
    expect(choices.packageHolding(REGULAR, [roman])).toBe(ROMAN);
    expect(choices.packageHolding(ROMAN, [roman, cartItemOf(FAMILY)])).toBe(FAMILY);
    // Not with a licence the package does not grant, nor from another family's cart lines.
    choices.set('desktop', '2');
    expect(choices.packageHolding(REGULAR, [roman])).toBeUndefined();
    expect(
      choices.packageHolding(REGULAR, [cartItemOf(ROMAN, { typeface: 'other' })]),
    ).toBeUndefined();
    expect(choices.packageHolding(REGULAR, [cartItemOf(BOLD)])).toBeUndefined();
  });
});
