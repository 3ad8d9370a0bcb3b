import { describe, expect, it } from 'vitest';
import { ChecksumVatNumberCheck } from '../../../src/server/tax/adapters/ChecksumVatNumberCheck';
import {
  VIES_CHECK_URL,
  VIES_REJECTED_MESSAGE,
  ViesVatNumberCheck,
  type ViesFetch,
} from '../../../src/server/tax/adapters/ViesVatNumberCheck';

/**
 * Answers shaped as the VIES REST API gives them (POST check-vat-number, its OpenAPI
 * description on the VIES technical information page): a registered number, an
 * unregistered one, and a member state's register that is down.
 */
const REGISTERED = {
  countryCode: 'FR',
  vatNumber: '40303265045',
  requestDate: '2026-11-27T10:12:31.407Z',
  valid: true,
  requestIdentifier: '',
  name: 'SA SODIMAS',
  address: '11 RUE AMPERE\n26600 PONT DE L ISERE',
  traderName: '---',
  traderStreet: '---',
  traderPostalCode: '---',
  traderCity: '---',
  traderCompanyType: '---',
  traderNameMatch: 'NOT_PROCESSED',
  traderStreetMatch: 'NOT_PROCESSED',
  traderPostalCodeMatch: 'NOT_PROCESSED',
  traderCityMatch: 'NOT_PROCESSED',
  traderCompanyTypeMatch: 'NOT_PROCESSED',
};
const NOT_REGISTERED = { ...REGISTERED, valid: false, name: '---', address: '---' };
const MS_UNAVAILABLE = {
  actionSucceed: false,
  errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state service is unavailable.' }],
};

interface Call {
  url: string;
  body: unknown;
}

function recorded(status: number, answer: unknown, calls: Call[] = []): ViesFetch {
  return async (url, init) => {
    calls.push({ url, body: JSON.parse(init.body) });
    return { ok: status >= 200 && status < 300, json: async () => answer };
  };
}

const vies = (fetchFn: ViesFetch) => new ViesVatNumberCheck(new ChecksumVatNumberCheck(), fetchFn);

describe('the VIES VAT number check', () => {
  it('confirms a number VIES knows, asking with the prefix apart', async () => {
    const calls: Call[] = [];
    expect(await vies(recorded(200, REGISTERED, calls)).check('FR 40 303 265 045', 'FR')).toEqual({
      valid: true,
      number: 'FR40303265045',
      status: 'vies',
    });
    expect(calls).toEqual([
      { url: VIES_CHECK_URL, body: { countryCode: 'FR', vatNumber: '40303265045' } },
    ]);
  });

  it('refuses a number VIES does not know', async () => {
    expect(await vies(recorded(200, NOT_REGISTERED)).check('FR40303265045', 'FR')).toEqual({
      valid: false,
      message: VIES_REJECTED_MESSAGE,
    });
  });

  it('keeps "checksum only, not confirmed" when the member state cannot answer', async () => {
    expect(await vies(recorded(500, MS_UNAVAILABLE)).check('FR40303265045', 'FR')).toEqual({
      valid: true,
      number: 'FR40303265045',
      status: 'checksum',
    });
    expect(await vies(recorded(200, MS_UNAVAILABLE)).check('FR40303265045', 'FR')).toMatchObject({
      status: 'checksum',
    });
  });

  it('keeps "checksum only" when VIES cannot be reached at all', async () => {
    const unreachable: ViesFetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await vies(unreachable).check('FR40303265045', 'FR')).toMatchObject({
      valid: true,
      status: 'checksum',
    });
  });

  it('never asks VIES about a wrong checksum, nor about a UK number', async () => {
    const calls: Call[] = [];
    const check = vies(recorded(200, REGISTERED, calls));
    expect(await check.check('FR40303265046', 'FR')).toMatchObject({ valid: false });
    expect(await check.check('GB980780684', 'GB')).toMatchObject({ status: 'checksum' });
    expect(calls).toEqual([]);
  });

  it('asks about a Greek number with the EL prefix', async () => {
    const calls: Call[] = [];
    await vies(recorded(200, { ...REGISTERED, countryCode: 'EL' }, calls)).check(
      'EL094259216',
      'GR',
    );
    expect(calls[0]?.body).toEqual({ countryCode: 'EL', vatNumber: '094259216' });
  });
});
