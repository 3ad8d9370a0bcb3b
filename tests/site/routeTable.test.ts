import { describe, expect, it } from 'vitest';
import { documentTitle, matchRoute, ROUTE_ALIASES, ROUTES } from '../../src/site/routeTable';
import { TESTER_QUERY_NAMES } from '../../src/domain/typeTester/testerSetup';

describe('route table', () => {
  it('has every route of docs/spec.md §2 exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/checkout', '/user/login', '/club/invite/:invite', '/maintenance']) {
      expect(paths).toContain(path);
    }
  });

  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/in-use', '/blog/:filter'],
    ['/blog/news/my-post', '/blog/:category/:slug'],
    ['/typeface/serif', '/typeface/:font'],
    ['/shops/serif', '/shops/:font'],
    ['/commissions/case', '/commissions/:slug'],
    ['/club', '/club'],
    ['/club/invite/abc123', '/club/invite/:invite'],
    ['/user/orders/', '/user/orders'],
    ['/cart', '/cart'],
  ])('matches %s to %s', (pathname, pattern) => {
    expect(matchRoute(pathname)?.path).toBe(pattern);
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/commissions')?.path).toBe('/commissions');
  });

  it('matches nothing for unknown paths', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/blog/a/b/c')).toBeUndefined();
  });

  it('knows who may see each page', () => {
    expect(matchRoute('/user/orders')?.access).toBe('login');
    expect(matchRoute('/checkouts/success')?.access).toBe('login');
    expect(matchRoute('/user/login')?.access).toBe('guest');
    expect(matchRoute('/checkout')).toMatchObject({ access: 'public', hideFooter: true });
    expect(matchRoute('/')?.hideFooter).toBe(false);
  });

  it('redirects the old addresses', () => {
    expect(ROUTE_ALIASES['/licenses']).toBe('/information');
    expect(ROUTE_ALIASES['/free_trials']).toBe('/free-trial-fonts');
  });

  it('gives every page a body class', () => {
    for (const route of ROUTES) expect(route.bodyClass).toMatch(/^page-/);
  });
});

describe('document title', () => {
  it('is the page title then the site name', () => {
    expect(documentTitle('Blog', 'Foundry')).toBe('Blog – Foundry');
  });

  it('is the site name alone for the home page or no title', () => {
    expect(documentTitle('Home', 'Foundry')).toBe('Foundry');
    expect(documentTitle('', 'Foundry')).toBe('Foundry');
  });
});

describe('matchRoute with overlapping patterns', () => {
  it('prefers the route with more static segments, wherever it stands', () => {
    const [blogFilter] = ROUTES.filter((r) => r.path === '/blog/:filter');
    const archive = { ...blogFilter, path: '/blog/archive', title: 'Archive' };
    expect(matchRoute('/blog/archive', [blogFilter, archive])?.title).toBe('Archive');
    expect(matchRoute('/blog/archive', [archive, blogFilter])?.title).toBe('Archive');
    expect(matchRoute('/blog/in-use', [blogFilter, archive])?.path).toBe('/blog/:filter');
  });
});

describe('the query parameters a page reads', () => {
  it('are, on a specimen and a shop, exactly the tester’s own', () => {
    for (const path of ['/typeface/:font', '/shops/:font']) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      expect([...(route?.query ?? [])].sort(), path).toEqual([...TESTER_QUERY_NAMES].sort());
    }
  });
});
