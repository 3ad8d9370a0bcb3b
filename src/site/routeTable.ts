/**
 * The route table of docs/spec.md §2, shared by the React router (page titles, guards, body class)
 * and the API server (the `<head>` it sends before any JavaScript runs). Page copy, not a
 * rule of the shop: it lives beside the domain, not in it, and imports nothing
 * (.dependency-cruiser.cjs, rule site-imports-nothing).
 */
/**
 * Who may open a page: anyone, a logged-in visitor, a guest only, or the foundry's staff
 * (the back office: a guest is sent to login, the server answers its calls only for staff,
 * and its pages are never indexed).
 */
export type RouteAccess = 'public' | 'login' | 'guest' | 'staff';

export interface RouteMeta {
  /** react-router path pattern. */
  path: string;
  /** Page name used in the document title. */
  title: string;
  description: string;
  /** Class put on the page body (docs/spec.md §2: "The page body gets a class per page"). */
  bodyClass: string;
  access: RouteAccess;
  hideFooter?: boolean;
  /** A path parameter that is a link secret (an invitation token): logs must not keep it. */
  linkSecret?: string;
  /**
   * The query parameters the page reads; any other parameter never changes what it shows.
   * Written out, not imported: every page's bundle carries this table, and an import of
   * `pageParam.ts` made a chunk of its own.
   */
  query?: readonly string[];
}

const route = (
  path: string,
  title: string,
  description: string,
  bodyClass: string,
  access: RouteAccess = 'public',
  hideFooter = false,
): RouteMeta => ({ path, title, description, bodyClass, access, hideFooter });

/**
 * The type tester's set-up in a specimen's or shop's address (the domain's
 * TESTER_QUERY_NAMES, written out as this file imports nothing; tests/site holds them equal):
 * the server renders the page as set up, so the first paint and hydration agree.
 */
const TESTER_QUERY =
  'script lang text samples style size leading tracking align invert view case figures features line-axes axes'.split(
    ' ',
  );

export const ROUTES: readonly RouteMeta[] = [
  route('/', 'Home', 'Retail and custom typefaces from an independent type foundry.', 'page-home'),
  {
    ...route('/blog', 'Blog', 'Fonts in use, news and stories from the foundry.', 'page-blog'),
    query: ['page'],
  },
  {
    ...route('/blog/:filter', 'Blog', 'Posts about one typeface or topic.', 'page-blog-filter'),
    query: ['page'],
  },
  route('/blog/:category/:slug', 'Blog', 'A post from the foundry blog.', 'page-blog-post'),
  route(
    '/typefaces',
    'Typefaces',
    'The library overview: every retail typeface.',
    'page-typefaces',
  ),
  {
    ...route(
      '/typeface/:font',
      'Typeface',
      'Typeface specimen and licence purchase.',
      'page-typeface',
    ),
    query: TESTER_QUERY,
  },
  {
    ...route('/shops/:font', 'Shop', 'Choose licences and buy fonts.', 'page-shop'),
    query: TESTER_QUERY,
  },
  route(
    '/commissions',
    'Commissions',
    'Custom typefaces made for our clients.',
    'page-commissions',
  ),
  route(
    '/commissions/:slug',
    'Case study',
    'A case study of commissioned custom work.',
    'page-commission',
  ),
  route(
    '/information',
    'Information',
    'Licensing, payment and everything else to know.',
    'page-information',
  ),
  route('/eula', 'End User License Agreement', 'The font licence agreement.', 'page-eula'),
  route(
    '/eula-us',
    'End User License Agreement (US)',
    'The font licence agreement for US customers.',
    'page-eula-us',
  ),
  route(
    '/privacy-policy',
    'Privacy Policy',
    'How the foundry handles your data.',
    'page-privacy-policy',
  ),
  route('/404', 'Page not found', 'This page does not exist.', 'page-404'),
  route('/club', 'Club', 'The foundry club for invited members.', 'page-club'),
  route('/contact', 'Contact', 'How to reach the foundry.', 'page-contact'),
  route(
    '/legal-notice',
    'Legal notice',
    'Who runs this site: name, address, register entry and VAT ID.',
    'page-legal-notice',
  ),
  route('/about', 'About', 'About the foundry.', 'page-about'),
  route('/newsletter', 'Newsletter', 'Sign up to the foundry newsletter.', 'page-newsletter'),
  route(
    '/free-trial-fonts',
    'Free trial fonts',
    'Download free trial fonts for your mockups.',
    'page-free-trial-fonts',
  ),
  route('/cart', 'Cart', 'Your cart.', 'page-cart'),
  route('/checkout', 'Checkout', 'Buy your font licences.', 'page-checkout', 'public', true),
  route(
    '/checkouts/success',
    'Thank you',
    'Your order is complete.',
    'page-checkout-success',
    'login',
  ),
  route('/user/login', 'Login', 'Log in to your account.', 'page-login', 'guest'),
  route(
    '/user/forget-password',
    'Forgot password',
    'Reset your password.',
    'page-forget-password',
    'guest',
  ),
  route(
    '/user/change-password',
    'Reset password',
    'Choose a new password.',
    'page-change-password',
    'guest',
  ),
  route(
    '/user/confirm-email',
    'Confirm your email address',
    'Confirm the new e-mail address of your account.',
    'page-confirm-email',
  ),
  route('/user/orders', 'Your orders', 'Your order history.', 'page-orders', 'login'),
  route(
    '/user/profile',
    'Settings',
    'Change your e-mail address or password.',
    'page-profile',
    'login',
  ),
  {
    ...route(
      '/club/invite/:invite',
      'Club registration',
      'Register as a club member.',
      'page-club-invite',
    ),
    linkSecret: 'invite',
  },
  route('/maintenance', 'Maintenance', 'The site is being improved.', 'page-maintenance'),
  // The back office: written compactly, as every page's bundle carries the table.
  ...[
    ['', 'Back office'],
    ['/orders', 'Orders'],
    ['/orders/:id', 'Order'],
    ['/audit', 'Audit log'],
    ['/customers', 'Customers'],
    ['/customers/:id', 'Customer'],
    ['/codes', 'Discount codes'],
    ['/club', 'Club'],
    ['/tax-returns', 'Tax returns'],
  ].map(([path, title]) =>
    route(`/admin${path}`, title ?? '', 'The back office.', 'page-admin', 'staff', true),
  ),
];

/** Pages no search engine may index: the server says so in their head and headers. */
export function isNoIndex(route: RouteMeta): boolean {
  return route.access === 'staff';
}

/** Old addresses that redirect (docs/spec.md §2). */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/licenses': '/information',
  '/free_trials': '/free-trial-fonts',
};

/** A route's pattern cut into segments once: every request of the server matches a path. */
interface CompiledRoute {
  route: RouteMeta;
  segments: readonly string[];
  /** Its segments that are not parameters: the more, the more specific. */
  staticCount: number;
}

const compiledTables = new WeakMap<readonly RouteMeta[], readonly CompiledRoute[]>();

function compiled(routes: readonly RouteMeta[]): readonly CompiledRoute[] {
  let table = compiledTables.get(routes);
  if (!table) {
    table = routes.map((route) => {
      const segments = route.path.split('/').filter(Boolean);
      const staticCount = segments.filter((segment) => !segment.startsWith(':')).length;
      return { route, segments, staticCount };
    });
    compiledTables.set(routes, table);
  }
  return table;
}

function segmentsMatch(want: readonly string[], have: readonly string[]): boolean {
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/**
 * The route a path belongs to; static segments win over parameters, so a later route such
 * as "/blog/archive" would beat "/blog/:filter" wherever it stands in the table. Among
 * equally specific routes the first in the table wins.
 */
export function matchRoute(
  pathname: string,
  routes: readonly RouteMeta[] = ROUTES,
): RouteMeta | undefined {
  const have = pathname.split('/').filter(Boolean);
  let best: CompiledRoute | undefined;
  for (const candidate of compiled(routes)) {
    if (!segmentsMatch(candidate.segments, have)) continue;
    if (!best || candidate.staticCount > best.staticCount) best = candidate;
  }
  return best?.route;
}

/** "Blog – Foundry name"; the home page is the foundry's name alone. */
export function documentTitle(pageTitle: string, siteName: string): string {
  return pageTitle === 'Home' || !pageTitle ? siteName : `${pageTitle} – ${siteName}`;
}
