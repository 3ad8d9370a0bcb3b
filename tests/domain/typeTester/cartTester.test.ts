import { describe, expect, it } from 'vitest';
import { cartTesterFromAddress, MAX_CART_TESTER } from '../../../src/domain/typeTester/cartTester';

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
