import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionPrice } from '../../../src/domain/pricing/optionPrice';
import type { PurchasableOption } from '../../../src/domain/pricing/ShopPricing';
import { formatMoney } from '../../../src/domain/pricing/formatMoney';
import { fromCents } from '../../../src/domain/pricing/money';
import { createTestApp, type TestApp } from '../support/testApp';
import { fontFileCount, licencesYaml, pricingFromContent } from '../shop/shopContent';
import { CartClient, item } from './cartClient';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const ebStyles = fontFileCount('eb-garamond');

describe('PUT /cart prices with the domain rules and the imported prices', () => {
  it('prices the whole EB Garamond family for 1–5 computers at su 50 × 0.8 × styles (hand-checked)', async () => {
    const answer = await new CartClient(testApp).putCart({
      items: [item('families', 'eb-garamond', { desktop: 0 })],
    });
    // desktop-1 costs 50 a style; a package counts 0.8 a style: 8 styles → 320.
    expect(ebStyles).toBe(8);
    expect(answer.cart).toHaveLength(1);
    expect(answer.cart[0]).toMatchObject({
      name: 'EB Garamond',
      font_class: 'ff-eb-garamond',
      options_text: { desktop: '1–5 computers', web: null, app: null },
      scripts: [],
      value: '$320',
      price: 320,
    });
    expect(answer.total).toMatchObject({ name: 'Total', value: '$320' });
    expect(answer.discounts).toEqual([]);
    expect(answer.cart_modified).toBe(false);
  });

  it('prices a mixed cart line by line as the domain computes from the content files', async () => {
    const pricing = pricingFromContent('eb-garamond');
    const licences = licencesYaml();
    const roman: PurchasableOption = {
      id: 'eb-garamond/roman',
      kind: 'subfamilies',
      name: 'EB Garamond Roman',
      styleCount: ebStyles / 2,
      multiplication: licences.package_multiplication,
      pro: false,
    };
    const bold: PurchasableOption = {
      id: 'eb-garamond/bold-italic',
      kind: 'styles',
      name: 'EB Garamond Bold Italic',
      styleCount: 1,
      multiplication: licences.single_style_multiplication,
      pro: false,
    };
    const romanChoice = { desktop: 2, web: 1, app: null };
    const boldChoice = { desktop: null, web: 3, app: 1 };
    const expectedRoman = optionPrice(pricing, roman, romanChoice, ['greek']);
    const expectedBold = optionPrice(pricing, bold, boldChoice, ['cyrillic', 'greek']);

    const answer = await new CartClient(testApp).putCart({
      items: [
        item('subfamilies', roman.id, romanChoice, ['greek']),
        item('styles', bold.id, boldChoice, ['cyrillic', 'greek']),
      ],
    });
    // The domain prices in cents; the wire writes currency units.
    expect(answer.cart.map((line) => line.price)).toEqual([
      fromCents(expectedRoman),
      fromCents(expectedBold),
    ]);
    expect(answer.cart[0]?.scripts).toEqual(['Greek']);
    expect(answer.cart[1]?.scripts).toEqual(['Cyrillic', 'Greek']);
    expect(answer.cart[1]?.options_text).toEqual({
      desktop: null,
      web: '1,000,000 page views/month',
      app: '2–3 apps',
    });
    expect(answer.total.value).toBe(formatMoney(expectedRoman + expectedBold, '$'));
    expect(answer.cart_items_id_wise).toEqual({
      families: [],
      subfamilies: ['eb-garamond/roman'],
      styles: ['eb-garamond/bold-italic'],
      collections: [],
    });
  });

  it('ignores prices, discounts and totals the browser sends', async () => {
    const honest = { items: [item('styles', 'eb-garamond/regular', { desktop: 1 })] };
    const tampered = {
      items: [{ ...honest.items[0], price: 1, value: '$1', name: 'Free font' }],
      discounts: [{ name: 'Everything free', value: '-$10,000', amount: 10000 }],
      total: { name: 'Total', value: '$1', amount: 1 },
      cart: [{ id: 'eb-garamond/regular', price: 1, value: '$1' }],
    };
    const expected = await new CartClient(testApp).putCart(honest);
    const answer = await new CartClient(testApp).putCart(tampered);
    expect(answer.cart).toEqual(expected.cart);
    expect(answer.discounts).toEqual([]);
    expect(answer.total).toEqual(expected.total);
    expect(answer.cart[0]?.name).toBe('EB Garamond Regular');
    expect(answer.total.value).toBe('$85');
  });

  it('raises the price with a higher tier and with an added script', async () => {
    const client = new CartClient(testApp);
    const price = async (options: { desktop: number }, scripts: string[] = []) =>
      (
        await client.putCart({
          items: [item('subfamilies', 'eb-garamond/italic', options, scripts)],
        })
      ).total.amount;
    const base = await price({ desktop: 0 });
    const higherTier = await price({ desktop: 3 });
    const withScript = await price({ desktop: 0 }, ['cyrillic']);
    expect(higherTier).toBeGreaterThan(base);
    expect(withScript).toBeGreaterThan(base);
    // 4 styles × 0.8 × 50 = 160; Cyrillic adds 0.2 × 160.
    expect([base, withScript]).toEqual([160, 192]);
  });
});

describe('junior discount', () => {
  const expensive = { items: [item('families', 'eb-garamond', { desktop: 3, web: 2 })] };

  it('lowers a student cart to the lowest tiers, says so, and halves the total', async () => {
    const client = new CartClient(testApp);
    const answer = await client.putCart({
      ...expensive,
      buyer: { is_student_order: true, is_graduate_order: false, third_party_order: false },
    });
    expect(answer.cart_modified).toBe(true);
    expect(answer.note).toBe(
      'Your order has been modified to meet the junior discount licensing limit.',
    );
    expect(answer.items[0]?.options).toEqual({ desktop: 0, web: 0, app: null });
    expect(answer.cart[0]?.options_text).toMatchObject({
      desktop: '1–5 computers',
      web: '10,000 page views/month',
    });
    // su = 50 + 45 / 2 = 72.5; 72.5 × 0.8 × 8 = 464; student discount 50 %.
    expect(answer.cart[0]?.value).toBe('$464');
    expect(answer.discounts).toEqual([
      { name: 'Student discount (50%)', value: '-$232', amount: 232 },
    ]);
    expect(answer.total.value).toBe('$232');

    const stored = (await client.get()).json<typeof answer>();
    expect(stored.items[0]?.options).toEqual({ desktop: 0, web: 0, app: null });
    expect(stored.total.value).toBe('$232');
  });

  it('gives a recent graduate 25 % and one who graduated over a year ago nothing', async () => {
    const daysAgo = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const graduate = (date: string) =>
      new CartClient(testApp).putCart({
        items: [item('families', 'eb-garamond', { desktop: 0 })],
        buyer: {
          is_student_order: false,
          is_graduate_order: true,
          graduation_date: date,
          third_party_order: false,
        },
      });
    const recent = await graduate(daysAgo(100));
    expect(recent.discounts.map((discount) => discount.value)).toEqual(['-$80']);
    expect(recent.total.value).toBe('$240');
    const longAgo = await graduate(daysAgo(400));
    expect(longAgo.discounts).toEqual([]);
    expect(longAgo.total.value).toBe('$320');
  });

  it('never applies to a third-party order: no discount, no limit', async () => {
    const answer = await new CartClient(testApp).putCart({
      ...expensive,
      buyer: { is_student_order: true, is_graduate_order: false, third_party_order: true },
    });
    expect(answer.cart_modified).toBe(false);
    expect(answer.note).toBeNull();
    expect(answer.discounts).toEqual([]);
    expect(answer.items[0]?.options).toEqual({ desktop: 3, web: 2, app: null });
  });

  it('reads the buyer flags from user.personal_info as the spec sends them', async () => {
    const response = await new CartClient(testApp).put({
      cart: expensive,
      user: { personal_info: { is_student_order: true } },
    });
    expect(response.json<{ cart_modified: boolean }>().cart_modified).toBe(true);
  });
});
