import { describe, expect, it } from 'vitest';
import {
  cartTesterFromAddress,
  cartTesterQuery,
  checkCartTester,
  MAX_CART_TESTER,
  testerSample,
  type TesterFacts,
} from '../../../src/domain/typeTester/cartTester';
import { formatFormQuery, parseFormQuery } from '../../../src/domain/typeTester/formQuery';
import { defaultSetup, type TesterSetup } from '../../../src/domain/typeTester/testerSetup';

describe('the tester set-up a cart line takes from the shop’s address', () => {
  it('keeps only the tester’s settings, in their order', () => {
    expect(cartTesterFromAddress('?utm_source=mail&size=90&features=ss01&text=Hi')).toBe(
      'size=90&features=ss01&text=Hi',
    );
    expect(cartTesterFromAddress('?utm_source=mail')).toBeNull();
    expect(cartTesterFromAddress('')).toBeNull();
  });

  it('cuts typed lines, last first, until the set-up fits the cart', () => {
    const long = 'x'.repeat(400);
    const query = cartTesterFromAddress(`?size=90&text=${long}&text=${long}`) ?? '';
    expect(query.length).toBeLessThanOrEqual(MAX_CART_TESTER);
    // The first line is kept whole; the second is cut to what still fits.
    const [firstLine, secondLine] = new URLSearchParams(query).getAll('text');
    expect(firstLine).toBe(long);
    expect(secondLine?.length).toBeGreaterThan(100);
    expect(secondLine?.length).toBeLessThan(long.length);
    expect(query.length).toBeGreaterThan(MAX_CART_TESTER - 25);
    expect(new URLSearchParams(query).get('size')).toBe('90');
  });

  it('goes without a set-up too long even without typed text', () => {
    const styles = Array.from({ length: 40 }, () => 'style=semibold-italic').join('&');
    expect(cartTesterFromAddress(`?${styles}`)).toBeNull();
  });
});

describe('a cart line’s tester set-up, checked against the family', () => {
  const facts: TesterFacts = {
    familyName: 'Test Serif',
    minSize: 12,
    maxSize: 160,
    defaultSize: 48,
    styles: [
      { slug: 'regular', name: 'Regular' },
      { slug: 'bold', name: 'Bold' },
    ],
    regular: 'regular',
    scripts: [
      {
        script: 'Latin',
        direction: 'ltr',
        features: ['smcp', 'ss01', 'onum'],
        featureNames: { ss01: 'Single-storey a' },
        languages: [
          { tag: 'TRK', code: 'tr', name: 'Turkish', samples: ['Pijamalı hasta yağız şoföre'] },
        ],
        samples: ['Quiet pages', 'Patient letters'],
      },
    ],
    axes: [{ tag: 'wght', min: 100, max: 900 }],
  };
  const everything: TesterSetup = {
    ...defaultSetup(48),
    language: 'tr',
    texts: ['Hamburg 2024 office'],
    styles: ['bold'],
    size: 90,
    leading: 1.5,
    tracking: 20,
    align: 'center',
    inverted: true,
    view: 'waterfall',
    letterStyle: 3,
    figures: 'onum',
    features: ['ss01'],
    axes: { wght: 650 },
    lineAxes: [{}, { wght: 300 }],
  };
  const query = cartTesterQuery(everything, facts.defaultSize);

  it('takes every setting the tester writes, and answers it in the tester’s own form', () => {
    const checked = checkCartTester(query, facts);
    expect(checked).toMatchObject({ ok: true, query });
    expect(checked.ok && checked.setup.axes).toEqual({ wght: 650 });
    expect(checked.ok && checked.setup.lineAxes).toEqual([{}, { wght: 300 }]);
  });

  it('sets the sample at its first line’s own axes, over those of every line', () => {
    const sample = testerSample({ ...everything, lineAxes: [{ wght: 900 }] }, facts);
    expect(sample.axes).toEqual({ wght: 900 });
    expect(sample.summary).toMatch(/ · wght 900$/);
    expect(checkCartTester('line-axes=wght:1000', facts)).toMatchObject({
      ok: false,
      error: { field: 'tester.line-axes', rule: 'invalid_setting' },
    });
  });

  it('takes the family’s own script and a sample number, and refuses others', () => {
    expect(checkCartTester('script=Latin', facts)).toMatchObject({ ok: true });
    expect(checkCartTester('script=Greek', facts)).toMatchObject({
      ok: false,
      error: { field: 'tester.script', rule: 'invalid_setting' },
    });
    expect(checkCartTester('samples=2', facts)).toMatchObject({ ok: true });
    expect(checkCartTester('samples=2&samples=3', facts)).toMatchObject({
      ok: false,
      error: { field: 'tester.samples', rule: 'invalid_setting' },
    });
  });

  it('refuses a value the family does not offer, on the setting’s own field', () => {
    const entries = parseFormQuery(query);
    // Typed text is anything up to its length, which the whole set-up's limit already holds.
    for (const [name] of entries.filter(([key]) => key !== 'text')) {
      const wrong = entries.map(([key, value]): [string, string] =>
        key === name ? [key, 'nonsense'] : [key, value],
      );
      const checked = checkCartTester(formatFormQuery(wrong), facts);
      expect(checked.ok ? null : checked.error, name).toMatchObject({
        field: `tester.${name}`,
        rule: 'invalid_setting',
      });
    }
  });

  it('says the set-up in words, each feature named as the font and the tester name it', () => {
    expect(testerSample(everything, facts).summary).toBe(
      'Bold · Turkish · 90 px · leading 1.5 · tracking 20 · Small capitals · Oldstyle figures · ' +
        'Single-storey a · wght 650',
    );
  });

  it('shows the first line of the language’s own samples when nothing was typed', () => {
    const sample = testerSample({ ...everything, texts: null }, facts);
    expect(sample.text).toBe('Pijamalı hasta yağız şoföre');
    expect(testerSample({ ...everything, texts: null, language: null }, facts).text).toBe(
      'Quiet pages',
    );
  });

  it('refuses what is not a query, a setting it does not know and a set-up too long', () => {
    expect(checkCartTester(42, facts)).toMatchObject({ ok: false, error: { rule: 'invalid' } });
    expect(checkCartTester('size=90&colour=red', facts)).toMatchObject({
      ok: false,
      error: { field: 'tester.colour', rule: 'unknown_setting' },
    });
    expect(checkCartTester('x'.repeat(MAX_CART_TESTER + 1), facts)).toMatchObject({
      ok: false,
      error: { rule: 'too_long' },
    });
  });

  it('drops a short typed line whole when the set-up does not fit', () => {
    const lines = Array.from({ length: 60 }, (_, index) => `text=line${index}`).join('&');
    const fitted = cartTesterFromAddress(`?${lines}`) ?? '';
    expect(fitted.length).toBeLessThanOrEqual(MAX_CART_TESTER);
    expect(parseFormQuery(fitted).every(([, value]) => value.startsWith('line'))).toBe(true);
  });
});
