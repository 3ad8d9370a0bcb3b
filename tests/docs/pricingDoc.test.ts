import { describe, expect, it } from 'vitest';
import { priceCart, type Cart } from '../../src/domain/cart/Cart';
import { cartDiscountName } from '../../src/domain/cart/CartDiscount';
import type { CartDiscountCodeInput } from '../../src/domain/cart/cartDiscountCode';
import type { DiscountCodeTerms } from '../../src/domain/pricing/discountCode';
import { collectionBundlePrice } from '../../src/domain/pricing/collectionBundle';
import { formatMoney } from '../../src/domain/pricing/formatMoney';
import type { JuniorBuyer } from '../../src/domain/pricing/juniorDiscount';
import { toCents } from '../../src/domain/pricing/money';
import { optionPrice } from '../../src/domain/pricing/optionPrice';
import { roundPrice } from '../../src/domain/pricing/priceRounding';
import { styleUnit } from '../../src/domain/pricing/styleUnit';
import { cartTax } from '../../src/domain/tax/cartTax';
import { shownPriceCents, shownTaxText } from '../../src/domain/tax/consumerPrice';
import { createTaxCalculator } from '../../src/server/tax/createTaxCalculator';
import {
  discountLines,
  exampleShop,
  licences,
  markedTables,
  PRICING_DOC,
  table,
  type Row,
} from './pricingDocTables';

/*
 * docs/pricing.md's worked examples, each computed with the domain: the document auditors
 * read cannot drift from the code that prices. The document writes dollars; the domain
 * computes in cents, and each figure is compared in cents or as the text the edges show.
 */
const tables = markedTables(PRICING_DOC);
const { pricing, option, scriptIds } = exampleShop(tables);
const TODAY = /Dates are counted from \*\*(\d{4}-\d{2}-\d{2})\*\*/.exec(PRICING_DOC)?.[1] ?? '';
/** The server's tax calculator with its offline services, for a foundry in Germany. */
const TAX = createTaxCalculator('DE', { viesCheck: false, usSalesTax: { provider: 'table' } });
const TYPEFACE = /The example cart's lines are of the typeface `([\w-]+)`/.exec(PRICING_DOC)?.[1];

const checked = (name: string): Row[] => table(tables, `check: ${name}`);

function buyerOf(text: string): JuniorBuyer | null {
  if (text === '—') return null;
  const graduate = /^graduate (\d{4}-\d{2}-\d{2})$/.exec(text);
  return {
    isStudentOrder: text.startsWith('student'),
    isGraduateOrder: graduate !== null,
    thirdPartyOrder: text.endsWith(', third-party order'),
    graduationDate: graduate?.[1] ?? null,
  };
}

/**
 * "SPRING 20%", "WELCOME $25", "OLD 20%, until 2026-05-31", "LAST 20%, used 100 of 100";
 * a clause "held" says the cart held the code before (it is told why a refusal), "unknown"
 * that the shop has no such code.
 */
function codeOf(text: string): { terms: DiscountCodeTerms; held: boolean; known: boolean } {
  const [head, ...clauses] = text.split(', ');
  const [code, size] = head.split(' ');
  const terms: DiscountCodeTerms = {
    code,
    kind: size.endsWith('%') ? 'percent' : 'amount',
    percent: size.endsWith('%') ? Number(size.slice(0, -1)) : null,
    amountCents: size.startsWith('$') ? toCents(Number(size.slice(1))) : null,
    expiresOn: null,
    maxUses: null,
    uses: 0,
    typefaces: null,
  };
  let held = false;
  let known = true;
  for (const clause of clauses) {
    if (clause === 'held' || clause === 'unknown') {
      held ||= clause === 'held';
      known &&= clause !== 'unknown';
      continue;
    }
    const until = /^until (\S+)$/.exec(clause);
    const used = /^used (\d+) of (\d+)$/.exec(clause);
    const only = /^only (\S+)$/.exec(clause);
    if (until) terms.expiresOn = until[1];
    else if (used) Object.assign(terms, { uses: Number(used[1]), maxUses: Number(used[2]) });
    else if (only) terms.typefaces = only[1].split(' ');
    else throw new Error(`Not a discount code clause: "${clause}"`);
  }
  return { terms, held, known };
}

function cartOf(row: Row, discountCode: CartDiscountCodeInput | null = null): Cart {
  return priceCart({
    items: [
      {
        pricing,
        option: option(row.option),
        options: licences(row.licences),
        scripts: scriptIds(row.scripts ?? 'none'),
        fontClass: 'serif',
      },
    ],
    buyer: buyerOf(row.buyer),
    today: TODAY,
    discountCode,
  });
}

const money = (cents: number): string => formatMoney(cents, '$');

const discountsOf = (cart: Cart): string[] =>
  cart.discounts.map(
    (discount) => `${cartDiscountName(discount, '$')}: ${money(-discount.amountCents)}`,
  );

describe('docs/pricing.md', () => {
  it('states its example shop, its day and every checked table', () => {
    expect(pricing.proMultiplication).toBe(1.5);
    expect(TODAY).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(TYPEFACE).toBe('serif');
    for (const name of [
      'style unit',
      'option prices',
      'rounding',
      'collection bundles',
      'junior discount',
      'members discount',
      'discount codes',
      'tax',
      'prices shown',
    ]) {
      expect(checked(name).length, name).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(checked('style unit'))('style unit of $licences is $su', (row) => {
    expect(styleUnit(pricing, licences(row.licences))).toBe(toCents(Number(row.su)));
  });

  it.each(checked('option prices'))(
    '$option with $licences and scripts $scripts costs $price',
    (row) => {
      const price = optionPrice(
        pricing,
        option(row.option),
        licences(row.licences),
        scriptIds(row.scripts),
      );
      expect(price).toBe(toCents(Number(row.price)));
    },
  );

  it.each(checked('collection bundles'))(
    '$families × $factor with $licences and scripts $scripts costs $price',
    (row) => {
      const families = row.families.split(', ').map((name) => ({
        page: name,
        pricing,
        option: option(name),
      }));
      const bundle = { id: 'bundle', name: 'Bundle', multiplication: Number(row.factor), families };
      expect(collectionBundlePrice(bundle, licences(row.licences), scriptIds(row.scripts))).toBe(
        toCents(Number(row.price)),
      );
    },
  );

  it.each(checked('rounding'))(
    '$exact rounds to $price (pro single style: $pro single style)',
    (row) => {
      expect(roundPrice(Number(row.exact) * 100, row['pro single style'] === 'yes')).toBe(
        toCents(Number(row.price)),
      );
    },
  );

  it.each(checked('junior discount'))('$buyer buying $option with $licences', (row) => {
    const cart = cartOf(row);
    expect(cart.lines[0].options).toEqual(licences(row['licensed as']));
    expect(cart.cartModified).toBe(row['licensed as'] !== row.licences);
    expect(discountsOf(cart)).toEqual(discountLines(row.discounts));
    expect(money(cart.total.amountCents)).toBe(row.total);
  });

  it.each(checked('discount codes'))('code $code, buyer $buyer', (row) => {
    const { terms, held, known } = codeOf(row.code);
    const cart = cartOf(row, {
      code: terms.code,
      terms: known ? terms : null,
      held,
      lineTypefaces: [TYPEFACE ?? ''],
    });
    const status = cart.discountCode;
    expect(status?.applied ? 'applied' : status?.message).toBe(row.answer);
    expect(discountsOf(cart)).toEqual(discountLines(row.discounts));
    expect(money(cart.total.amountCents)).toBe(row.total);
  });

  it.each(checked('upgrade credits'))('an upgrade beside a family, code $code', (row) => {
    const line = (name: string, tiers: string) => ({
      pricing,
      option: option(name),
      options: licences(tiers),
      scripts: [],
      fontClass: 'serif',
    });
    const { terms } = codeOf(row.code === 'none' ? 'NONE 0%' : row.code);
    const upgrade = { orderId: '1', line: 0, paidBeforeCents: 4000 };
    const cart = priceCart({
      items: [{ ...line('Serif Regular', 'desktop 2'), upgrade }, line('Sans Family', 'desktop 1')],
      today: TODAY,
      discountCode:
        row.code === 'none' ? null : { code: terms.code, terms, lineTypefaces: ['serif', 'sans'] },
    });
    expect(discountsOf(cart)).toEqual(discountLines(row.discounts));
    expect(money(cart.total.amountCents)).toBe(row.total);
  });

  it.each(checked('members discount'))(
    '$buyer, serif released $serif released, code $code',
    (row) => {
      const buyer = row.buyer.split(', ');
      const line = (name: string, releasedOn: string) => ({
        pricing,
        option: option(name),
        options: licences('desktop 1'),
        scripts: [],
        fontClass: 'serif',
        releasedOn,
      });
      const { terms } = codeOf(row.code === 'none' ? 'NONE 0%' : row.code);
      const cart = priceCart({
        items: [line('Serif Family', row['serif released']), line('Sans Family', '2020-01-01')],
        buyer: {
          isStudentOrder: buyer.includes('student'),
          isGraduateOrder: false,
          thirdPartyOrder: buyer.includes('third-party order'),
        },
        clubMember: buyer.includes('member'),
        today: TODAY,
        discountCode:
          row.code === 'none'
            ? null
            : { code: terms.code, terms, lineTypefaces: ['serif', 'sans'] },
      });
      expect(discountsOf(cart)).toEqual(discountLines(row.discounts));
      expect(money(cart.total.amountCents)).toBe(row.total);
    },
  );

  it.each(checked('tax'))(
    'buyer $buyer, postcode $postcode, VAT number $VAT number, net $net',
    async (row) => {
      const [country = '', state = null] = row.buyer.split(' ');
      const lookup = await TAX.taxFor({
        country,
        state,
        zipCode: row.postcode,
        vatNumber: row['VAT number'] === 'none' ? null : row['VAT number'],
      });
      if (!lookup.ok) {
        expect(lookup.refusal).toBe(row.answer);
        expect([row.tax, row.total]).toEqual(['—', '—']);
        return;
      }
      const netCents = toCents(Number(row.net));
      const tax = cartTax(netCents, lookup.tax);
      expect(tax.lineName ?? 'none').toBe(row.answer);
      expect(money(tax.amountCents)).toBe(row.tax);
      expect(money(netCents + tax.amountCents)).toBe(row.total);
      expect(tax.note ?? 'none').toBe(row.note);
    },
  );

  it.each(checked('prices shown'))(
    'buyer $buyer, VAT number $VAT number, is shown $shown for $net',
    async (row) => {
      const [country = '', state = null] = row.buyer.split(' ');
      const lookup = await TAX.taxFor({
        country,
        state,
        zipCode: row.postcode,
        vatNumber: row['VAT number'] === 'none' ? null : row['VAT number'],
      });
      if (!lookup.ok) throw new Error(lookup.refusal);
      const shown = money(shownPriceCents(toCents(Number(row.net)), lookup.tax));
      const text = shownTaxText(lookup.tax);
      expect(text ? `${shown} ${text}` : shown).toBe(row.shown);
    },
  );
});
