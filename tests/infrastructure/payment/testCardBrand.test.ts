import { describe, expect, it } from 'vitest';
import { cardBrandName } from '../../../src/application/payment/cardBrand';
import { testCardBrand } from '../../../src/infrastructure/payment/testCards/testCardBrand';

describe('the test card field names the card brand as Stripe does', () => {
  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['4000 0027 6000 3184', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['2223 0031 2200 3222', 'Mastercard'],
    ['2230 0000 0000 0000', 'Mastercard'],
    ['2720 9900 0000 0000', 'Mastercard'],
    ['3782 822463 10005', 'American Express'],
    ['6011 1111 1111 1117', 'Discover'],
    ['3056 9300 0902 0004', 'Diners Club'],
    ['3566 0020 2036 0505', 'JCB'],
    ['6200 0000 0000 0005', 'UnionPay'],
  ])('%s is %s', (number, name) => {
    expect(cardBrandName(testCardBrand(number))).toBe(name);
  });

  it('names none before the digits tell', () => {
    expect(testCardBrand('')).toBeNull();
    expect(testCardBrand('9')).toBeNull();
    expect(testCardBrand('2220 0000 0000 0000')).toBeNull();
    expect(testCardBrand('2721 0000 0000 0000')).toBeNull();
    expect(cardBrandName(null)).toBeNull();
    expect(cardBrandName('unknown')).toBeNull();
  });
});
