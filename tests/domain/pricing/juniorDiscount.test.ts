import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyJuniorLimit,
  graduatedRecently,
  isoDayNumber,
  JUNIOR_DISCOUNT_NAMES,
  JUNIOR_LIMIT_NOTE,
  juniorDiscountPercent,
  juniorKind,
  lowestTiers,
  withinJuniorLimit,
  type JuniorBuyer,
} from '../../../src/domain/pricing/juniorDiscount';

const buyer = (overrides: Partial<JuniorBuyer>): JuniorBuyer => ({
  isStudentOrder: false,
  isGraduateOrder: false,
  thirdPartyOrder: false,
  ...overrides,
});

describe('junior discount eligibility', () => {
  it('gives students 50 % and recent graduates 25 %', () => {
    expect(juniorDiscountPercent('student')).toBe(50);
    expect(juniorDiscountPercent('graduate')).toBe(25);
    expect(JUNIOR_DISCOUNT_NAMES.student).toBe('Student discount (50%)');
    expect(JUNIOR_DISCOUNT_NAMES.graduate).toBe('Graduate discount (25%)');
  });

  it('gives nothing to a normal buyer', () => {
    expect(juniorKind(buyer({}), '2025-06-01')).toBeNull();
  });

  it('recognises a student', () => {
    expect(juniorKind(buyer({ isStudentOrder: true }), '2025-06-01')).toBe('student');
  });

  it('never applies to a third-party order', () => {
    expect(
      juniorKind(buyer({ isStudentOrder: true, thirdPartyOrder: true }), '2025-06-01'),
    ).toBeNull();
    expect(
      juniorKind(
        buyer({ isGraduateOrder: true, thirdPartyOrder: true, graduationDate: '2025-05-01' }),
        '2025-06-01',
      ),
    ).toBeNull();
  });

  it('needs a graduation date within the last 365 days', () => {
    const graduate = (graduationDate: string | null) =>
      juniorKind(buyer({ isGraduateOrder: true, graduationDate }), '2025-06-01');
    expect(graduate('2025-06-01')).toBe('graduate');
    expect(graduate('2024-06-01')).toBe('graduate'); // exactly 365 days
    expect(graduate('2024-05-31')).toBeNull(); // 366 days
    expect(graduate('2025-06-02')).toBeNull(); // not graduated yet
    expect(graduate(null)).toBeNull();
    expect(graduate('last year')).toBeNull();
  });

  it('counts days across a leap year', () => {
    expect(graduatedRecently('2024-03-01', '2025-02-28')).toBe(true); // 364 days
    expect(graduatedRecently('2024-02-28', '2025-02-28')).toBe(false); // 366 days
  });

  it('rejects dates that do not exist or are malformed', () => {
    expect(isoDayNumber('2024-02-30')).toBeNull();
    expect(isoDayNumber('2024-13-01')).toBeNull();
    expect(isoDayNumber('01/02/2024')).toBeNull();
    expect(isoDayNumber(' 1970-01-02 ')).toBe(1);
    expect(graduatedRecently('2025-01-01', 'today')).toBe(false);
  });
});

describe('junior licensing limit', () => {
  it('allows only the lowest tier of each selected category', () => {
    expect(withinJuniorLimit({})).toBe(true);
    expect(withinJuniorLimit({ desktop: 0, web: 0, app: null })).toBe(true);
    expect(withinJuniorLimit({ desktop: 0, web: 1 })).toBe(false);
  });

  it('lowers selected categories to their lowest tier and leaves the others out', () => {
    expect(lowestTiers({ desktop: 2, web: null, app: 1 })).toEqual({ desktop: 0, app: 0 });
  });

  it('lowers a cart above the limit and says so, with the exact note', () => {
    const items = [
      { id: 'a', options: { desktop: 0 } },
      { id: 'b', options: { desktop: 2, web: 1 } },
    ];
    const result = applyJuniorLimit(items);
    expect(result.modified).toBe(true);
    expect(result.note).toBe(
      'Your order has been modified to meet the junior discount licensing limit.',
    );
    expect(JUNIOR_LIMIT_NOTE).toBe(result.note);
    expect(result.items[0]).toBe(items[0]);
    expect(result.items[1]).toEqual({ id: 'b', options: { desktop: 0, web: 0 } });
    expect(items[1].options).toEqual({ desktop: 2, web: 1 });
  });

  it('leaves a cart within the limit alone', () => {
    const result = applyJuniorLimit([{ options: { web: 0 } }]);
    expect(result).toEqual({ items: [{ options: { web: 0 } }], modified: false, note: null });
  });

  it('always ends within the limit and keeps the same categories', () => {
    const tier = fc.option(fc.nat(5), { nil: undefined });
    const options = fc.record({ desktop: tier, web: tier, app: tier });
    fc.assert(
      fc.property(fc.array(fc.record({ options })), (items) => {
        const result = applyJuniorLimit(items);
        expect(result.modified).toBe(items.some((i) => !withinJuniorLimit(i.options)));
        result.items.forEach((item, i) => {
          expect(withinJuniorLimit(item.options)).toBe(true);
          for (const c of ['desktop', 'web', 'app'] as const) {
            expect(typeof item.options[c] === 'number').toBe(
              typeof items[i].options[c] === 'number',
            );
          }
        });
      }),
    );
  });
});
