import type { InjectOptions } from 'fastify';
import { concretePath, encodedVariants } from '../support/pathVariants';
import type { AppRoute } from '../support/testApp';
import type { SeededRandom } from './seededRandom';

/** What a fuzzed request holds, printable so a failure can be read and replayed. */
export interface FuzzRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** What the fuzzer may send as a valid credential: the suite's logged-in user. */
export interface FuzzCredentials {
  xsrfToken: string;
  loginToken: string;
  /** A staff member's session with the second factor given: the back office's calls get it. */
  staffToken: string;
}

/** The back office's routes, which the fuzzer mostly calls signed in as staff. */
const ADMIN_ROUTE_PREFIX = '/api/v1/admin/';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Values that have broken parsers and handlers before: empty, long, encoded, typed wrong. */
const ODD_SEGMENTS = [
  '',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%00',
  '%ZZ',
  '%',
  '%C3%A9',
  '%E2%80%AE',
  'caf%C3%A9.zip',
  "' OR 1=1--",
  '%3Cscript%3E',
  'a'.repeat(99),
  'a'.repeat(2000),
  'x.pdf',
  'x.zip',
  'x.woff2',
  'eb-garamond',
  'literata',
  'vazirmatn',
  'eb-garamond.zip',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.zip',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
  '00000000-0000-0000-0000-000000000000',
  '20261123-7KQ2M9',
];

const ODD_QUERIES = [
  '',
  '?page=-1',
  '?page=abc',
  '?page=1e309',
  '?page=99999999999999999999',
  '?page=1&page=2',
  '?a[b][c]=1',
  '?__proto__[x]=1',
  '?id=%ZZ',
  '?code=',
  '?%ZZ=1',
  '?filter=' + 'x'.repeat(3000),
  '?q=%00',
  '?&&&=',
  '?q=%25_%5C&status=paid&from=2026-01-01&to=2026-12-31',
  '?status=refunded&from=2026-13-45',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'garbage',
  '',
];

/** Field names the API reads, so mutated bodies reach past the first validation. */
const FIELD_NAMES = [
  'email',
  'password',
  'old_password',
  'name',
  'first_name',
  'last_name',
  'company',
  'country',
  'state',
  'city',
  'zip_code',
  'vat_number',
  'code',
  'token',
  'items',
  'cart',
  'kind',
  'option_id',
  'typeface_page',
  'options',
  'desktop',
  'web',
  'app',
  'scripts',
  'order_id',
  'personal_info',
  'payment_method',
  'stripe_payment_intent',
  'subscribe',
  'newsletter_subscribe_location',
  'third_party_data',
  'instagram_handle',
  'count',
  'page',
  '__proto__',
  'constructor',
];

/** A valid cart the mutator starts from (docs/spec.md §3 cart item). */
const VALID_CART_ITEM = {
  kind: 'subfamilies',
  option_id: 'eb-garamond/roman',
  typeface_page: 'eb-garamond',
  options: { desktop: 1, web: null, app: null },
  scripts: ['greek'],
};

function oddValue(random: SeededRandom, depth = 0): unknown {
  switch (random.int(depth > 3 ? 10 : 14)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick([0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 3]);
    case 3:
      return random.pick(ODD_SEGMENTS);
    case 4:
      return 'x'.repeat(random.pick([0, 1, 255, 256, 10_000, 200_000]));
    case 5:
      return random.pick(['ada@example.com', 'not-an-email', 'a@b', '@', 'US', 'USA', 'DE']);
    case 6:
      return random.pick(['\u0000', '\uD800', '\u202E', '😀', '<img src=x onerror=alert(1)>']);
    case 7:
      return random.pick(['families', 'subfamilies', 'styles', 'eb-garamond/roman', 'greek']);
    case 8:
      return [];
    case 9:
      return {};
    case 10:
      return Array.from({ length: random.int(4) }, () => oddValue(random, depth + 1));
    case 11:
      return oddObject(random, depth + 1);
    case 12:
      return { items: [{ ...VALID_CART_ITEM }] };
    default:
      return [{ ...VALID_CART_ITEM, [random.pick(FIELD_NAMES)]: oddValue(random, depth + 1) }];
  }
}

function oddObject(random: SeededRandom, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const fields = random.int(5);
  for (let i = 0; i < fields; i += 1) {
    object[random.pick(FIELD_NAMES)] = oddValue(random, depth);
  }
  return object;
}

/** Nesting deep enough to hurt a recursive validator. */
function deeplyNested(levels: number): string {
  return '{"items":'.repeat(levels) + '[]' + '}'.repeat(levels);
}

function oddPayload(random: SeededRandom): string | undefined {
  switch (random.int(12)) {
    case 0:
      return undefined;
    case 1:
      return '';
    case 2:
      return random.pick(['{', '{"a":', '[1,', 'nul', '{"a":1}}', '\u0000', '{"a":"\\ud800"}']);
    case 3:
      return random.pick(['null', 'true', '0', '"text"', '[]', '{}']);
    case 4:
      return deeplyNested(random.pick([50, 2000]));
    case 5:
      return JSON.stringify({ cart: { items: [{ ...VALID_CART_ITEM }] } });
    case 6:
      return JSON.stringify({
        cart: { items: [{ ...VALID_CART_ITEM, [random.pick(FIELD_NAMES)]: oddValue(random) }] },
      });
    case 7:
      return JSON.stringify({ email: oddValue(random), password: oddValue(random) });
    case 8:
      return '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}';
    case 9:
      return JSON.stringify(Array.from({ length: 5000 }, () => ({ ...VALID_CART_ITEM })));
    default:
      return JSON.stringify(oddObject(random));
  }
}

function oddHeaders(random: SeededRandom, credentials: FuzzCredentials): Record<string, string> {
  const headers: Record<string, string> = {};
  const xsrf = random.next();
  if (xsrf < 0.6) headers['x-xsrf-token'] = credentials.xsrfToken;
  else if (xsrf < 0.7) headers['x-xsrf-token'] = random.pick(['', 'x', '%ZZ', 'a'.repeat(5000)]);
  const login = random.next();
  if (login < 0.3) headers.authorization = `Bearer ${credentials.loginToken}`;
  else if (login < 0.5) {
    headers.authorization = random.pick([
      'Bearer',
      'Bearer ',
      'Bearer x',
      'Basic Zm9vOmJhcg==',
      `Bearer ${'A'.repeat(43)}`,
      `Bearer ${'A'.repeat(20_000)}`,
      'bearer %ZZ',
    ]);
  }
  if (random.chance(0.7)) headers['content-type'] = random.pick(CONTENT_TYPES);
  if (random.chance(0.3)) {
    headers.accept = random.pick(['text/html', 'application/json', '*/*', 'image/*', '']);
  }
  if (random.chance(0.2)) {
    headers['accept-encoding'] = random.pick([
      'br',
      'gzip;q=0',
      'identity;q=0, *;q=0',
      'x'.repeat(999),
    ]);
  }
  if (random.chance(0.1)) headers['if-none-match'] = random.pick(['*', 'W/"x"', '"', ',,,']);
  if (random.chance(0.1)) headers['x-big'] = 'b'.repeat(random.pick([1000, 8000]));
  if (random.chance(0.1))
    headers['x-forwarded-for'] = random.pick(['1.2.3.4', 'garbage', '::1, ,']);
  if (random.chance(0.05)) headers['content-length'] = random.pick(['0', '-1', '99999999', 'abc']);
  if (random.chance(0.05)) headers['transfer-encoding'] = 'chunked';
  return headers;
}

/** A Cookie header as a browser or a forger may send it: raw, so broken pairs go through too. */
function oddCookieHeader(random: SeededRandom, credentials: FuzzCredentials): string | undefined {
  const pairs: string[] = [];
  if (random.chance(0.7)) pairs.push(`XSRF-TOKEN=${credentials.xsrfToken}`);
  if (random.chance(0.2))
    pairs.push(`token=${random.pick([credentials.loginToken, '%ZZ', '', 'x'])}`);
  if (random.chance(0.2))
    pairs.push(`cart_id=${random.pick(['%ZZ', '', 'x', 'A'.repeat(43), '"'])}`);
  if (random.chance(0.1))
    pairs.push(random.pick(['=', ';;', '__proto__=1', 'a', '=x', 'XSRF-TOKEN=%']));
  return pairs.length > 0 ? pairs.join(random.pick(['; ', ';', ' ;'])) : undefined;
}

/**
 * One malformed request for a route: mostly its own method, sometimes another; its path
 * filled with odd values and often re-spelled; odd query, headers, cookies and body.
 */
export function malformedRequest(
  random: SeededRandom,
  route: AppRoute,
  credentials: FuzzCredentials,
): FuzzRequest {
  const method = random.chance(0.75)
    ? (route.method as FuzzRequest['method'])
    : random.pick(METHODS);
  let path = concretePath(route.url, random.pick(ODD_SEGMENTS));
  if (random.chance(0.4)) path = random.pick(encodedVariants(path));
  const url = path + random.pick(ODD_QUERIES);
  // A back-office route is mostly called as staff, so it is fuzzed past its guard too.
  const asStaff = route.url.startsWith(ADMIN_ROUTE_PREFIX) && random.chance(0.8);
  const caller = asStaff ? { ...credentials, loginToken: credentials.staffToken } : credentials;
  const headers = oddHeaders(random, caller);
  const cookie = oddCookieHeader(random, caller);
  if (cookie) headers.cookie = cookie;
  const request: FuzzRequest = { method, url, headers };
  if (method !== 'GET' && method !== 'HEAD') request.payload = oddPayload(random);
  return request;
}
