import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer } from '../../../src/contract/cartAnswer';
import type { ErrorItem } from '../../../src/domain/errors/ErrorItem';
import { readObjects, pdfText } from '../support/pdfText';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item } from './cartClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** Inter's whole family with the set-up a visitor had in the tester when adding it. */
function interWith(tester: unknown) {
  return { ...item('families', 'inter', { desktop: 0 }), tester };
}

const SET_UP = 'text=Hamburg+Rain&size=90&features=cv05&axes=wght%3A800';

async function errorsOf(tester: unknown): Promise<ErrorItem[]> {
  const response = await new CartClient(testApp).put({ cart: { items: [interWith(tester)] } });
  expect(response.statusCode).toBe(422);
  return response.json<{ errors: ErrorItem[] }>().errors;
}

describe('a cart line’s tester set-up', () => {
  it('is kept with the line, rewritten in the tester’s form, and described', async () => {
    // Out of the tester's order: the server writes it as the tester does.
    const answer = await new CartClient(testApp).putCart({
      items: [interWith('axes=wght:800&features=cv05&size=90&text=Hamburg+Rain')],
    });
    expect(answer.items[0]?.tester).toBe(SET_UP);
    expect(answer.testers[0]).toMatchObject({
      text: 'Hamburg Rain',
      size: 90,
      features: ['cv05'],
      axes: { wght: 800 },
      link: `/typeface/inter?${SET_UP}`,
      // The face the cart sets the sample in: the tester's own file of the line's style.
      face: {
        family: 'Inter',
        url: expect.stringMatching(/^\/fonts\/inter\/regular\.woff2\?v=\w+$/),
        weight: 400,
        style: 'normal',
        variable: true,
      },
      lang: null,
      textTransform: 'none',
    });
    expect(answer.testers[0]?.summary).toMatch(/90 px · Lower-case L with tail · wght 800/);
  });

  it('shows the script’s sample a line showed when nothing was typed', async () => {
    const answer = await new CartClient(testApp).putCart({
      items: [interWith('samples=2&size=48')],
    });
    expect(answer.testers[0]?.text).toBe('The quick brown fox jumps over the lazy dog.');
  });

  it('refuses what the family’s tester cannot show, on the setting’s field', async () => {
    const cases: Array<[unknown, string, string]> = [
      ['features=ss99', 'cart.items.0.tester.features', 'invalid_setting'],
      ['axes=wdth:80', 'cart.items.0.tester.axes', 'invalid_setting'],
      ['axes=wght:2000', 'cart.items.0.tester.axes', 'invalid_setting'],
      ['size=5000', 'cart.items.0.tester.size', 'invalid_setting'],
      ['style=no-such-style', 'cart.items.0.tester.style', 'invalid_setting'],
      ['script=Arabic', 'cart.items.0.tester.script', 'invalid_setting'],
      ['lang=zz', 'cart.items.0.tester.lang', 'invalid_setting'],
      ['colour=red', 'cart.items.0.tester.colour', 'unknown_setting'],
      [`text=${'a'.repeat(700)}`, 'cart.items.0.tester', 'too_long'],
      [42, 'cart.items.0.tester', 'invalid'],
    ];
    for (const [tester, field, rule] of cases) {
      const errors = await errorsOf(tester);
      expect(errors, String(tester)).toEqual([{ field, rule, message: expect.any(String) }]);
    }
  });

  it('travels with the shared cart link', async () => {
    const sharer = new CartClient(testApp);
    await sharer.putCart({ items: [interWith(SET_UP)] });
    const { cart_id: id } = (await sharer.post('/cart/share')).json<{ cart_id: string }>();

    const opened = (await new CartClient(testApp).get(`/cart/${id}`)).json<CartAnswer>();
    expect(opened.items[0]?.tester).toBe(SET_UP);
    expect(opened.testers[0]?.link).toBe(`/typeface/inter?${SET_UP}`);
  });

  it('prints on the PDF quote: the sample drawn as set up, its words and its link', async () => {
    const quote = async (tester: string) => {
      const made = await new CartClient(testApp).post('/cart/pdf', {
        cart: { items: [interWith(tester)] },
      });
      const pdf = await testApp.app.inject({
        method: 'GET',
        url: made.json<{ url: string }>().url,
      });
      expect(pdf.statusCode).toBe(200);
      return pdf.rawPayload;
    };
    const heavy = await quote(SET_UP);
    const text = pdfText(heavy);
    expect(text).toContain('Tester set-up: Regular · 90 px · Lower-case L with tail · wght 800');
    expect(text).toContain(`/typeface/inter?${SET_UP}`);

    // The sample is drawn as outlines: one filled path per glyph of "Hamburg Rain" bar the
    // space, and the weight axis changes them.
    const light = await quote(SET_UP.replace('800', '200'));
    const fills = (pdf: Buffer) =>
      [...readObjects(pdf).values()]
        .map((object) => object.stream?.toString('latin1') ?? '')
        .filter((stream) => /\bBT\b/.test(stream))
        .join('\n')
        .split(/^f$/m)
        .slice(0, -1);
    expect(fills(heavy)).toHaveLength(11);
    expect(fills(light)).toHaveLength(11);
    expect(fills(light)).not.toEqual(fills(heavy));
  });

  it('leaves a stored line without a set-up as it was', async () => {
    const answer = await new CartClient(testApp).putCart({
      items: [item('families', 'inter', { desktop: 0 })],
    });
    expect(answer.items[0]).not.toHaveProperty('tester');
    expect(answer.testers).toEqual([null]);
  });
});
