import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { licensesSomething } from '../../../src/domain/cart/cartLineLicence';

describe('a cart line licenses something', () => {
  it('is false with desktop, web and app all left at None', () => {
    expect(licensesSomething({})).toBe(false);
    expect(licensesSomething({ desktop: null, web: null, app: null })).toBe(false);
  });

  it('is true as soon as one category has a tier, the lowest included', () => {
    expect(licensesSomething({ desktop: 0 })).toBe(true);
    expect(licensesSomething({ desktop: null, web: null, app: 2 })).toBe(true);
  });

  it('is true exactly when some category is chosen', () => {
    const tier = fc.option(fc.nat({ max: 5 }), { nil: null });
    fc.assert(
      fc.property(fc.record({ desktop: tier, web: tier, app: tier }), (selections) => {
        const chosen = Object.values(selections).some((value) => value !== null);
        expect(licensesSomething(selections)).toBe(chosen);
      }),
    );
  });
});
