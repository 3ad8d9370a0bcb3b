import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../src/domain/cart/Cart';
import { isNewFamily } from '../../../src/domain/pricing/membersDiscount';
import { percentOfCents, sumCents } from '../../../src/domain/pricing/money';
import { family, style } from '../pricing/shopFixture';
import { cartItem, student } from './cartFixture';

const today = '2026-11-23';

describe("a family's first month", () => {
  it('is its release day and the 29 days after it', () => {
    expect(isNewFamily('2026-11-23', today)).toBe(true);
    expect(isNewFamily('2026-10-25', today)).toBe(true);
    expect(isNewFamily('2026-10-24', today)).toBe(false);
    expect(isNewFamily('2026-11-24', today)).toBe(false);
    expect(isNewFamily('not a date', today)).toBe(false);
  });
});

const lineChoice = fc.record({
  family: fc.boolean(),
  desktop: fc.integer({ min: 0, max: 2 }),
  daysSinceRelease: fc.integer({ min: -10, max: 60 }),
});

function releasedOn(daysAgo: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

describe("the members' discount", () => {
  it("is 30 % of the new families' lines after the junior discount, and only a member's", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(lineChoice, { minLength: 1, maxLength: 2, selector: (l) => l.family }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (lines, member, junior, thirdParty) => {
          const items = lines.map((line) =>
            cartItem({
              option: line.family ? family : style,
              options: { desktop: line.desktop },
              releasedOn: releasedOn(line.daysSinceRelease),
            }),
          );
          const buyer = { ...student, isStudentOrder: junior, thirdPartyOrder: thirdParty };
          const cart = priceCart({ items, buyer, today, clubMember: member });
          const without = priceCart({ items, buyer, today, clubMember: false });
          const members = cart.discounts.find(
            (d) => 'name' in d && d.name === "Members' discount (30%)",
          );
          const newLines = cart.lines.filter(
            (_, i) => lines[i].daysSinceRelease >= 0 && lines[i].daysSinceRelease < 30,
          );
          const gets = member && !thirdParty && newLines.length > 0;
          expect(members !== undefined).toBe(gets && cart.netCents < without.netCents);
          expect(cart.netCents).toBeLessThanOrEqual(without.netCents);
          // Never more than 30 % of what the new families' lines cost before any discount.
          const bound = percentOfCents(sumCents(newLines.map((l) => l.priceCents)), 30);
          expect(without.netCents - cart.netCents).toBeLessThanOrEqual(gets ? bound : 0);
        },
      ),
    );
  });
});
