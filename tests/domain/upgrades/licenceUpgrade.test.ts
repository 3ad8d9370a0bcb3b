import { describe, expect, it } from 'vitest';
import type { LicensedOption } from '../../../src/domain/cart/cartOverlap';
import { isLargerLicence, upgradeRefusal } from '../../../src/domain/upgrades/licenceUpgrade';

const regular = { kind: 'styles' as const, id: 'regular', name: 'Regular' };
const roman = {
  kind: 'subfamilies' as const,
  id: 'roman',
  name: 'Roman',
  includes: { styles: ['regular', 'bold'] },
};
const family = {
  kind: 'families' as const,
  id: 'family',
  name: 'Family',
  includes: { subfamilies: ['roman'], styles: ['regular', 'bold'] },
};

const owned: LicensedOption = { option: regular, options: { desktop: 0 }, scripts: [] };

describe('isLargerLicence', () => {
  it('takes a higher tier, an added category or an added script of the same style', () => {
    expect(isLargerLicence(owned, { ...owned, options: { desktop: 1 } })).toBe(true);
    expect(isLargerLicence(owned, { ...owned, options: { desktop: 0, web: 0 } })).toBe(true);
    expect(isLargerLicence(owned, { ...owned, scripts: ['greek'] })).toBe(true);
  });

  it('refuses the same licence, a lower tier, a dropped category or a dropped script', () => {
    expect(isLargerLicence(owned, owned)).toBe(false);
    expect(isLargerLicence(owned, { ...owned, options: { desktop: 0, web: null } })).toBe(false);
    const higher: LicensedOption = { ...owned, options: { desktop: 2 }, scripts: ['greek'] };
    expect(isLargerLicence(higher, { ...higher, options: { desktop: 1 } })).toBe(false);
    expect(isLargerLicence(higher, { ...higher, options: { web: 2 } })).toBe(false);
    expect(isLargerLicence(higher, { ...higher, scripts: ['cyrillic'] })).toBe(false);
  });

  it('takes a package that holds the style under a licence that covers it', () => {
    expect(isLargerLicence(owned, { ...owned, option: roman })).toBe(true);
    expect(isLargerLicence(owned, { ...owned, option: family })).toBe(true);
    const ownedRoman = { ...owned, option: roman };
    expect(isLargerLicence(ownedRoman, { ...owned, option: family })).toBe(true);
  });

  it('refuses a package that does not hold it, a smaller option, or a package under less', () => {
    const italic = { ...regular, id: 'italic' };
    expect(isLargerLicence({ ...owned, option: italic }, { ...owned, option: roman })).toBe(false);
    expect(isLargerLicence({ ...owned, option: roman }, owned)).toBe(false);
    const app: LicensedOption = { ...owned, options: { app: 1 } };
    expect(isLargerLicence(app, { ...owned, option: family })).toBe(false);
  });
});

describe('upgradeRefusal', () => {
  it('judges a junior buyer’s upgrade at the lowest tiers, and says when that is why', () => {
    const higherTier = { ...owned, options: { desktop: 1 } };
    expect(upgradeRefusal(owned, higherTier, false)).toBeNull();
    expect(upgradeRefusal(owned, higherTier, true)).toBe('junior_limit');
    expect(upgradeRefusal(owned, { ...owned, options: { desktop: 1, web: 2 } }, true)).toBeNull();
    expect(upgradeRefusal(owned, owned, true)).toBe('not_larger');
    expect(upgradeRefusal(owned, owned, false)).toBe('not_larger');
  });
});
