import { describe, expect, it } from 'vitest';
import { isRelativeUrl } from '../../src/infrastructure/http/isRelativeUrl';

describe('isRelativeUrl', () => {
  it('treats paths as relative and schemes or protocol-relative URLs as absolute', () => {
    expect(isRelativeUrl('/cart')).toBe(true);
    expect(isRelativeUrl('cart/share')).toBe(true);
    expect(isRelativeUrl('https://api.stripe.com/v1')).toBe(false);
    expect(isRelativeUrl('HTTP://example.test')).toBe(false);
    expect(isRelativeUrl('//cdn.example.test/x')).toBe(false);
  });
});
