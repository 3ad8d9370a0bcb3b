import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountCodeCents,
  discountCodeName,
  discountCodeRefusal,
  isWellFormedDiscountCode,
  normaliseDiscountCode,
  type DiscountCodeTerms,
} from '../../../src/domain/pricing/discountCode';

const code = (overrides: Partial<DiscountCodeTerms> = {}): DiscountCodeTerms => ({
  code: 'SPRING',
  kind: 'percent',
  percent: 20,
  amountCents: null,
  expiresOn: null,
  maxUses: null,
  uses: 0,
  typefaces: null,
  ...overrides,
});

describe('a discount code', () => {
  it('is typed in any case, with spaces around', () => {
    expect(normaliseDiscountCode('  spring ')).toBe('SPRING');
    expect(isWellFormedDiscountCode('SPRING-2026')).toBe(true);
    expect(isWellFormedDiscountCode('NO')).toBe(false);
    expect(isWellFormedDiscountCode('SPR ING')).toBe(false);
  });

  it('is refused when unknown, expired, used up, or for other typefaces', () => {
    const today = '2026-05-02';
    expect(discountCodeRefusal(null, today, ['a'])).toBe('unknown');
    expect(discountCodeRefusal(code({ expiresOn: '2026-05-01' }), today, ['a'])).toBe('expired');
    expect(discountCodeRefusal(code({ maxUses: 3, uses: 3 }), today, ['a'])).toBe('used_up');
    expect(discountCodeRefusal(code({ typefaces: ['b'] }), today, ['a'])).toBe('not_applicable');
  });

  it('holds on its last day, below its limit, and when one line is its typeface', () => {
    const terms = code({ expiresOn: '2026-05-02', maxUses: 3, uses: 2, typefaces: ['b'] });
    expect(discountCodeRefusal(terms, '2026-05-02', ['a', 'b'])).toBeNull();
  });

  it('takes its percentage, rounded half up, or its amount, never more than the price', () => {
    expect(discountCodeCents(code({ percent: 15 }), 1_050)).toBe(158);
    expect(
      discountCodeCents(code({ kind: 'amount', percent: null, amountCents: 1_000 }), 4_000),
    ).toBe(1_000);
    expect(
      discountCodeCents(code({ kind: 'amount', percent: null, amountCents: 9_000 }), 4_000),
    ).toBe(4_000);
    expect(discountCodeCents(code(), 0)).toBe(0);
  });

  it('never takes off more than the price nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.oneof(
          fc.integer({ min: 1, max: 100 }).map((percent) => code({ percent })),
          fc
            .integer({ min: 1, max: 10_000_000 })
            .map((cents) => code({ kind: 'amount', percent: null, amountCents: cents })),
        ),
        (eligible, terms) => {
          const off = discountCodeCents(terms, eligible);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(eligible);
          expect(Number.isInteger(off)).toBe(true);
        },
      ),
    );
  });

  it('names itself with its size', () => {
    expect(discountCodeName(code(), '$')).toBe('Discount code SPRING (20%)');
    expect(
      discountCodeName(
        code({ code: 'WELCOME', kind: 'amount', percent: null, amountCents: 1050 }),
        '$',
      ),
    ).toBe('Discount code WELCOME ($10.50)');
  });
});
