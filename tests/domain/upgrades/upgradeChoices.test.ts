import { describe, expect, it } from 'vitest';
import { growsFrom, upgradeTierChoices } from '../../../src/domain/upgrades/upgradeChoices';

describe('upgradeTierChoices', () => {
  it('offers the owned tier and the larger ones, never none, in an owned category', () => {
    expect(upgradeTierChoices(1, 4)).toEqual({ tiers: [1, 2, 3], noneAllowed: false });
    expect(upgradeTierChoices(3, 4)).toEqual({ tiers: [3], noneAllowed: false });
    expect(upgradeTierChoices(5, 4)).toEqual({ tiers: [], noneAllowed: false });
  });

  it('offers every tier, or none, in a category not owned', () => {
    expect(upgradeTierChoices(null, 3)).toEqual({ tiers: [0, 1, 2], noneAllowed: true });
    expect(upgradeTierChoices(undefined, 2)).toEqual({ tiers: [0, 1], noneAllowed: true });
  });
});

describe('growsFrom', () => {
  const owned = { kind: 'styles' as const, id: 'italic' };
  it('takes the owned option and the packages that hold it', () => {
    expect(growsFrom({ kind: 'styles', id: 'italic' }, owned)).toBe(true);
    expect(
      growsFrom({ kind: 'families', id: 'f', includes: { styles: ['regular', 'italic'] } }, owned),
    ).toBe(true);
  });

  it('refuses another style and a package without it', () => {
    expect(growsFrom({ kind: 'styles', id: 'bold' }, owned)).toBe(false);
    expect(growsFrom({ kind: 'subfamilies', id: 's', includes: { styles: ['bold'] } }, owned)).toBe(
      false,
    );
    expect(growsFrom({ kind: 'families', id: 'f' }, owned)).toBe(false);
  });
});
