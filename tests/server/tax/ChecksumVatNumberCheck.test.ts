import { describe, expect, it } from 'vitest';
import { ChecksumVatNumberCheck } from '../../../src/server/tax/adapters/ChecksumVatNumberCheck';

const check = new ChecksumVatNumberCheck();
const invalid = (country: string) => ({
  valid: false,
  message: `This is not a valid VAT number for ${country}. Please check it, or leave it empty to pay VAT.`,
});

describe('the offline VAT number check (prefix, format, checksum)', () => {
  it.each([
    ['FR 40 303 265 045', 'FR', 'FR40303265045'],
    ['40303265045', 'FR', 'FR40303265045'],
    ['DE136695976', 'DE', 'DE136695976'],
    ['ATU13585627', 'AT', 'ATU13585627'],
    ['NL004495445B01', 'NL', 'NL004495445B01'],
    ['EL094259216', 'GR', 'EL094259216'],
    ['GB980780684', 'GB', 'GB980780684'],
  ])('accepts %s for %s as %s, checksum only', async (typed, country, number) => {
    expect(await check.check(typed, country)).toEqual({ valid: true, number, status: 'checksum' });
  });

  it.each([
    ['FR40303265046', 'FR', 'France'],
    ['FR00000000000', 'FR', 'France'],
    ['IT00000000000', 'IT', 'Italy'],
    ['NL000000000B00', 'NL', 'Netherlands'],
    ['ATU00000000', 'AT', 'Austria'],
    ['PL0000000000', 'PL', 'Poland'],
    ['DE136695977', 'DE', 'Germany'],
    ['FR12', 'FR', 'France'],
  ])(
    'refuses %s for %s: a wrong checksum or a number never issued',
    async (typed, country, name) => {
      expect(await check.check(typed, country)).toEqual(invalid(name));
    },
  );

  it('refuses a number of another country, saying which', async () => {
    expect(await check.check('DE136695976', 'FR')).toEqual({
      valid: false,
      message:
        'This VAT number is from Germany, but your country is France. Please enter a VAT number of France, or leave it empty to pay VAT.',
    });
  });
});
