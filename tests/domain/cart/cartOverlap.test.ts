import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holdingPackage,
  includedInLabel,
  licenceCovers,
  overlapNote,
  packageHolds,
  withoutOverlap,
  type LicensedOption,
} from '../../../src/domain/cart/cartOverlap';
import type { LicenceSelections } from '../../../src/domain/pricing/LicenceCategory';
import type { PurchasableOption } from '../../../src/domain/pricing/ShopPricing';

/** A family of two subfamilies of two styles each; its `includes` are closed, as the server builds them. */
const option = (
  kind: PurchasableOption['kind'],
  id: string,
  includes?: PurchasableOption['includes'],
): LicensedOption['option'] => ({ kind, id, name: `Serif ${id}`, includes });
const family = option('families', 'family', {
  subfamilies: ['text', 'display'],
  styles: ['regular', 'bold', 'light', 'black'],
});
const text = option('subfamilies', 'text', { styles: ['regular', 'bold'] });
const display = option('subfamilies', 'display', { styles: ['light', 'black'] });
const regular = option('styles', 'regular');
const bold = option('styles', 'bold');
const light = option('styles', 'light');
const black = option('styles', 'black');
const OPTIONS = [family, text, display, regular, bold, light, black];

const line = (
  what: LicensedOption['option'],
  options: LicenceSelections = { desktop: 0 },
  scripts: string[] = [],
): LicensedOption => ({ option: what, options, scripts });

describe('licence cover', () => {
  it('covers the same licence', () => {
    expect(licenceCovers(line(family), line(bold))).toBe(true);
  });

  it('covers a smaller tier and fewer scripts, not a larger tier, another category or another script', () => {
    const big = line(family, { desktop: 2, web: 1 }, ['greek']);
    expect(licenceCovers(big, line(bold, { desktop: 1 }))).toBe(true);
    expect(licenceCovers(big, line(bold, { desktop: 1, web: 1 }, ['greek']))).toBe(true);
    expect(licenceCovers(big, line(bold, { desktop: 3 }))).toBe(false);
    expect(licenceCovers(big, line(bold, { desktop: 0, app: 0 }))).toBe(false);
    expect(licenceCovers(big, line(bold, { desktop: 0 }, ['cyrillic']))).toBe(false);
  });
});

describe('a package holds a line', () => {
  it('when it includes the option under a covering licence', () => {
    expect(packageHolds(line(family), line(text))).toBe(true);
    expect(packageHolds(line(text), line(bold))).toBe(true);
    expect(packageHolds(line(text), line(light))).toBe(false);
    expect(packageHolds(line(family), line(bold, { app: 0 }))).toBe(false);
  });

  it('never when it is not larger: a style holds nothing, a subfamily no family', () => {
    expect(packageHolds(line(bold), line(bold))).toBe(false);
    expect(packageHolds(line(text), line(family))).toBe(false);
    expect(packageHolds(line(option('subfamilies', 'x')), line(bold))).toBe(false);
  });

  it("names the first package that holds it, for the shop's 'Included in …'", () => {
    expect(holdingPackage([line(bold), line(text), line(family)], line(bold))?.option).toBe(text);
    expect(holdingPackage([line(display)], line(bold))).toBeUndefined();
    expect(includedInLabel('Serif family')).toBe('Included in Serif family');
  });
});

describe('a cart without overlap', () => {
  it('keeps only the family when the family, one of its subfamilies and one of its styles are in it', () => {
    const cart = [line(bold), line(text), line(family)];
    const settled = withoutOverlap(cart);
    expect(settled.items.map((l) => l.option)).toEqual([family]);
    expect(settled.superseded.map((s) => [s.line.option.id, s.by.option.id])).toEqual([
      ['bold', 'family'],
      ['text', 'family'],
    ]);
    expect(overlapNote(settled.superseded)).toBe(
      'Already included in Serif family, so removed from your cart: Serif bold, Serif text.',
    );
  });

  it('keeps a style under a licence the package does not grant, and other subfamilies’ styles', () => {
    const cart = [line(text), line(bold, { app: 0 }), line(regular), line(light)];
    const settled = withoutOverlap(cart);
    expect(settled.items.map((l) => l.option.id)).toEqual(['text', 'bold', 'light']);
    expect(overlapNote(settled.superseded)).toBe(
      'Already included in Serif text, so removed from your cart: Serif regular.',
    );
  });

  it('says nothing when nothing left, and writes one sentence per package', () => {
    expect(overlapNote([])).toBeNull();
    const settled = withoutOverlap([line(text), line(display), line(bold), line(black)]);
    expect(overlapNote(settled.superseded)).toBe(
      'Already included in Serif text, so removed from your cart: Serif bold. ' +
        'Already included in Serif display, so removed from your cart: Serif black.',
    );
  });

  const tier = fc.option(fc.nat({ max: 2 }), { nil: null });
  const cartLines = fc.uniqueArray(
    fc.record({
      option: fc.constantFrom(...OPTIONS),
      options: fc.record({ desktop: tier, web: tier, app: tier }),
      scripts: fc.subarray(['cyrillic', 'greek']),
    }),
    { selector: (l) => l.option.id, maxLength: OPTIONS.length },
  );

  it('never holds a line that a package in it already licenses', () => {
    fc.assert(
      fc.property(cartLines, (cart) => {
        const { items } = withoutOverlap(cart);
        for (const kept of items) expect(holdingPackage(items, kept)).toBeUndefined();
      }),
    );
  });

  it('only takes out lines that a package it keeps licenses, and loses nothing else', () => {
    fc.assert(
      fc.property(cartLines, (cart) => {
        const { items, superseded } = withoutOverlap(cart);
        expect(items.length + superseded.length).toBe(cart.length);
        for (const { line: gone, by } of superseded) {
          expect(items).toContain(by);
          expect(packageHolds(by, gone)).toBe(true);
        }
        expect(items).toEqual(cart.filter((l) => items.includes(l)));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(cartLines, (cart) => {
        const once = withoutOverlap(cart);
        const twice = withoutOverlap(once.items);
        expect(twice.items).toEqual(once.items);
        expect(twice.superseded).toEqual([]);
      }),
    );
  });
});
