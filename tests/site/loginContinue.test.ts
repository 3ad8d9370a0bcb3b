import { describe, expect, it } from 'vitest';
import { loginAddress, sameSitePath } from '../../src/site/loginContinue';

describe('the login page’s continue address', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(sameSitePath('/api/v1/orders/1001/fonts.zip')).toBe('/api/v1/orders/1001/fonts.zip');
    expect(sameSitePath('/user/orders?page=2#latest')).toBe('/user/orders?page=2#latest');
  });

  it.each([
    'https://evil.example/user/orders',
    '//evil.example/user/orders',
    '/\\evil.example/user/orders',
    '/\t/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'user/orders',
    '',
  ])('refuses %j, which is no path of this site', (candidate) => {
    expect(sameSitePath(candidate)).toBeNull();
    expect(loginAddress(candidate)).toBe('/user/login');
  });

  it('writes the login address that continues to a path', () => {
    expect(loginAddress('/api/v1/orders/1001/invoice.pdf')).toBe(
      '/user/login?continue=%2Fapi%2Fv1%2Forders%2F1001%2Finvoice.pdf',
    );
    expect(loginAddress(null)).toBe('/user/login');
  });
});
