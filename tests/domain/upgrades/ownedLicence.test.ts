import { describe, expect, it } from 'vitest';
import {
  alreadyOwnedMessage,
  ownedCovering,
  ownedMark,
  upgradeCreditText,
  type OwnedLicence,
} from '../../../src/domain/upgrades/ownedLicence';

const regular = { kind: 'styles' as const, id: 'regular', name: 'Regular' };
const bold = { kind: 'styles' as const, id: 'bold', name: 'Bold' };
const roman = {
  kind: 'subfamilies' as const,
  id: 'roman',
  name: 'Roman',
  includes: { styles: ['regular', 'bold'] },
};

const ownedRegular: OwnedLicence = {
  orderId: '20261127-AAAA',
  line: 0,
  option: regular,
  options: { desktop: 1 },
  scripts: ['greek'],
  paidCents: 5000,
};
const ownedRoman: OwnedLicence = {
  orderId: '20261127-BBBB',
  line: 2,
  option: roman,
  options: { desktop: 0 },
  scripts: [],
  paidCents: 16000,
};

describe('owned licences', () => {
  it('says "Owned" where an owned line grants the choices: the same style at a tier or more', () => {
    const wanted = { option: regular, options: { desktop: 0 }, scripts: ['greek'] };
    expect(ownedCovering([ownedRegular], wanted)).toBe(ownedRegular);
    expect(ownedMark([ownedRegular], wanted)).toEqual({ kind: 'owned', by: ownedRegular });
  });

  it('says "Owned" of a style a package the customer owns holds', () => {
    const wanted = { option: bold, options: { desktop: 0 }, scripts: [] };
    expect(ownedMark([ownedRoman], wanted)).toEqual({ kind: 'owned', by: ownedRoman });
  });

  it('offers an upgrade of an owned line when the choices are a larger licence of it', () => {
    const wanted = { option: regular, options: { desktop: 2 }, scripts: ['greek'] };
    expect(ownedCovering([ownedRegular], wanted)).toBeUndefined();
    expect(ownedMark([ownedRegular], wanted)).toEqual({ kind: 'upgrade', of: ownedRegular });
  });

  it('marks nothing where nothing owned relates to the choices', () => {
    const wanted = { option: bold, options: { desktop: 0 }, scripts: [] };
    expect(ownedMark([ownedRegular], wanted)).toBeNull();
    expect(ownedMark([], wanted)).toBeNull();
  });

  it("names the order that already holds a refused line's licence", () => {
    expect(alreadyOwnedMessage('20261127-AAAA')).toContain('order #20261127-AAAA');
  });

  it('says under an upgrade what was paid toward the licence it replaces', () => {
    expect(upgradeCreditText('$50')).toBe('less $50 already paid');
  });
});
