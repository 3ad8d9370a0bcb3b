// Proves that a change meant not to change behaviour (moving the server's code between folders,
// a refactor) leaves every HTTP answer as it was: capture the answers of the running, built
// server before the change, capture them again after it, and compare the two captures.
//
//   node scripts/compare-answers.mjs capture <outDir> [--base http://127.0.0.1:PORT] [--urls <file>]
//   node scripts/compare-answers.mjs compare <dirA> <dirB>
//
// capture asks the server for a fixed list of requests and writes, for each, one file
// (`answers/NNNN.http`: the status line, every response header, a blank line, the body) and an
// index (`index.json`); the list itself goes to `requests.jsonl`, and `--urls <dir>/requests.jsonl`
// replays exactly the baseline's list. The list (built from the server's own answers, so the
// same content gives the same list, in the same order):
//   - every <loc> of GET /sitemap.xml (src/server/seo/app/sitemapXml.ts), robots.txt, the health checks
//     and the OpenAPI document (GET /api/v1/openapi.json: a route added, dropped or reshaped shows);
//   - the public GET API under /api/v1 (the *Routes.ts files, docs/wire-contract.md): settings,
//     the library (both views), each typeface's specimen, shop and collection, each style's
//     glyphs, each subfamily's styles, the home page and its blocks, the content pages and
//     templates, the blog's lists, filters, categories and posts, the case studies, the
//     payment configuration; and the calls that need a login or a cart, answered without one;
//   - the files those answers point at (web fonts, content images, social cards; the first 60 by name);
//   - error answers: unknown pages and API paths, bad path and query parameters, `GET //`,
//     odd encodings, a POST without the XSRF token on each family of forms, HEAD, a revalidation.
// Every request is sent with `accept-encoding: identity`, on its own connection, without cookies.
//
// compare prints one line per request, "same" or what differs (status, a header, the body and
// the first line where it does), then "N of M answers identical"; it exits 1 on any difference
// (a request captured on one side only counts as one).
//
// Normalisations: the only things rewritten before writing an answer, each because it changes
// between two runs or two builds of the same code; nothing else is touched:
//   1. `date` header -> `[date]`: the clock.
//   2. `x-request-id` header -> `[request id]`: a random UUID per request (src/server/app.ts genReqId).
//   3. `set-cookie` values -> `[value]`, and their `Expires=` dates -> `[date]`: a new random
//      XSRF token (src/server/http/xsrf.ts) or cart token per answer; the cookie's name and
//      other attributes (Path, Max-Age, HttpOnly, SameSite, Secure) are kept.
//   4. Vite's content hash in asset file names, `/assets/NAME-HASH8.EXT` -> `/assets/NAME-[hash].EXT`,
//      in text bodies and headers: two builds name a chunk anew when the client bundle's bytes
//      change at all (e.g. a module moved), which is not a change of what the server answers.
//   5. `etag` -> `[content hash of the body]` when it is the body's own weak hash
//      (src/server/http/bodyEtag.ts, computed here from the raw body): it follows rule 4's names
//      inside the body. A HEAD or 304 answer has no body: its ETag becomes `[content hash of the
//      GET body]` when it is the ETag this capture's GET of the same path answered (each such
//      request comes after its GET in the list). Any other ETag is kept as it is.
//   6. the order of the entries of a page's `<script type="application/json" id="page-answers">`
//      (the API answers the server's render fetched, keyed by path; src/application/rendering/
//      PageAnswers.ts) -> sorted by their raw text: they are recorded as the render's fetches
//      finish, so the order changes run to run; the browser only looks them up by key. Each
//      entry's bytes are kept exactly (nothing is parsed and written again).
// Not normalised, on purpose: the dates inside bodies (the sitemap's <lastmod>, the imported
// content's dates) come from the database's import, so both captures must use the same DATA_DIR
// (a fresh one imports "today"); the absolute links come from PUBLIC_URL/PORT, so both captures
// must use the same.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';

const API = '/api/v1';

function usage() {
  console.error(
    'usage: node scripts/compare-answers.mjs capture <outDir> [--base http://127.0.0.1:PORT] [--urls <requests.jsonl>]\n' +
      '       node scripts/compare-answers.mjs compare <dirA> <dirB>',
  );
  process.exit(2);
}

function option(args, name) {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value) usage();
  args.splice(at, 2);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** One request: its key (what compare matches on) is method, path and label. */
function request(path, { method = 'GET', headers = {}, body, label } = {}) {
  return { method, path, headers, body, label };
}

function keyOf(req) {
  return `${req.method} ${req.path}${req.label ? ` (${req.label})` : ''}`;
}

/** Sends one request on its own connection and resolves with status, headers and raw body. */
function send(base, req) {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path, // as written: `//` and odd encodings reach the server unchanged
        agent: false,
        headers: {
          host: url.host,
          accept: '*/*',
          'accept-encoding': 'identity',
          'user-agent': 'compare-answers',
          ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...req.headers,
        },
      },
      (incoming) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode,
            headers: incoming.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error(`timeout: ${keyOf(req)}`)));
    outgoing.on('error', reject);
    if (req.body !== undefined) outgoing.write(JSON.stringify(req.body));
    outgoing.end();
  });
}

async function getJson(base, path) {
  const answer = await send(base, request(path));
  if (answer.status !== 200) return undefined;
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

async function getText(base, path) {
  const answer = await send(base, request(path));
  return answer.status === 200 ? answer.body.toString('utf8') : '';
}

const unique = (values) => [...new Set(values)];

/** Every value of `key` anywhere inside a JSON answer, in document order. */
function valuesOf(json, key, found = []) {
  if (Array.isArray(json)) for (const item of json) valuesOf(item, key, found);
  else if (json && typeof json === 'object') {
    for (const [name, value] of Object.entries(json)) {
      if (name === key && (typeof value === 'string' || typeof value === 'number'))
        found.push(value);
      else valuesOf(value, key, found);
    }
  }
  return found;
}

/** Paths on this server that a text names: web fonts, content images, social cards. */
function filesNamedIn(text) {
  const paths = text.match(/\/(?:fonts|content\/images|social)\/[\w./%-]+(?:\?v=[\w-]+)?/g) ?? [];
  return paths.map((path) => path.replace(/[.,]+$/, ''));
}

/** Builds the request list from the server's own answers (same content: same list). */
async function requestsOf(base) {
  const sitemap = await getText(base, '/sitemap.xml');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
  if (pages.length === 0) throw new Error(`no <loc> in ${base}/sitemap.xml: is the server up?`);
  const lastSegment = (prefix) =>
    unique(pages.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length))).filter(
      (rest) => rest && !rest.includes('/'),
    );
  const typefacePages = lastSegment('/typeface/');
  const shopPages = lastSegment('/shops/');
  const commissionSlugs = lastSegment('/commissions/');

  const list = [];
  const add = (path, options) => list.push(request(path, options));

  // The site's own documents.
  for (const path of ['/sitemap.xml', '/robots.txt', '/healthz', '/readyz', `${API}/openapi.json`])
    add(path);
  // Every page of the sitemap.
  for (const page of pages) add(page);

  // The public API.
  for (const path of [
    '/settings',
    '/typefaces',
    '/typefaces?view=summary',
    '/homepage',
    '/homepage_blocks',
    '/pages/free_trials',
    '/commissions/posts',
    '/commissions/lists',
    '/blog/posts',
    '/blog/posts?page=1',
    '/blog/posts?page=2',
    '/blog/posts?page=3',
    '/blog/posts/typefaces',
    '/blog/categories',
    '/payments/config',
  ])
    add(API + path);

  const specimens = [];
  for (const page of unique([...typefacePages, ...shopPages])) {
    add(`${API}/typefaces/${page}`);
    add(`${API}/typefaces/${page}/specimen.pdf`);
    add(`${API}/shops/${page}`);
    add(`${API}/collections/${page}`);
    const specimen = await getJson(base, `${API}/typefaces/${page}`);
    if (specimen) specimens.push({ page, specimen });
  }
  // Each style's glyphs (by its slug) and each subfamily's styles (by its id), as the specimen
  // lists them.
  const subfamilies = [];
  for (const { page, specimen } of specimens) {
    const listed = Object.values(specimen.editable?.subfamilies ?? {});
    for (const subfamily of listed) {
      subfamilies.push(String(subfamily.id));
      for (const style of subfamily.styles ?? [])
        add(`${API}/typefaces/${page}/styles/${style.slug}/glyphs`);
    }
  }
  for (const id of subfamilies) add(`${API}/subfamilies/${id}/styles`);

  // Content pages as templates, the case studies, the blog's posts and filters.
  for (const name of [
    'about',
    'club',
    'contact',
    'eula',
    'eula-us',
    'free_trials',
    'information',
    'legal-notice',
    'maintenance',
    'privacy-policy',
    '404',
  ])
    add(`${API}/pages/templates/${name}`);
  for (const slug of commissionSlugs) add(`${API}/commissions/post/${slug}`);
  const posts = await getJson(base, `${API}/blog/posts`);
  const categories = await getJson(base, `${API}/blog/categories`);
  const categorySlugs = unique(valuesOf(categories ?? [], 'slug').map(String));
  for (const category of categorySlugs) add(`${API}/blog/posts/filter/${category}`);
  for (const page of pages.filter((p) => /^\/blog\/[^/]+\/[^/]+$/.test(p))) {
    const [, , category, slug] = page.split('/');
    add(`${API}/blogs/${category}/${slug}`);
  }
  if (!posts) console.warn('warning: /api/v1/blog/posts did not answer 200');

  // Calls that need a visitor's login, cart, order or staff session, answered to a stranger.
  for (const path of [
    '/me',
    '/cart',
    '/cart/00000000-0000-0000-0000-000000000000',
    '/cart/no-such-cart',
    '/cart/quotes/no-such-quote.pdf',
    '/shops/eb-garamond/owned',
    '/trials/no-such-file.zip',
    '/orders/1',
    '/orders/abc',
    '/orders/1/fonts.zip',
    '/orders/1/invoice.pdf',
    '/orders/1/credit-notes/1.pdf',
    '/admin/session',
    '/admin/audit',
    '/admin/orders',
    '/admin/orders/1',
    '/admin/customers',
    '/admin/dashboard',
    '/admin/codes',
    '/admin/club',
    '/admin/tax-returns',
    '/admin/tax-returns/oss.csv',
    '/admin/reports',
    '/admin/reports/revenue.csv',
  ])
    add(API + path);
  for (const page of ['/club/invite/no-such-invite', '/cart', '/checkout', '/club', '/maintenance'])
    add(page);

  // Files the home page, the library and the specimens point at.
  const named = [];
  for (const path of [
    '/',
    '/typefaces',
    `${API}/typefaces`,
    `${API}/homepage_blocks`,
    ...specimens.map(({ page }) => `/typeface/${page}`),
  ])
    named.push(...filesNamedIn(await getText(base, path)));
  for (const { specimen } of specimens) named.push(...filesNamedIn(JSON.stringify(specimen)));
  for (const path of unique(named).sort().slice(0, 60)) add(path);

  // Errors: pages and API paths nobody serves, bad parameters, odd paths.
  for (const path of [
    '//',
    '///typefaces',
    '/no-such-page',
    '/typeface/no-such-typeface',
    '/shops/no-such-typeface',
    '/blog/no-such-category/no-such-post',
    '/commissions/no-such-case',
    '/typefaces/',
    '/TYPEFACES',
    '/index.html',
    '/404',
    '/%',
    '/%E0%A4%A',
    '/..%2f..%2fetc%2fpasswd',
    '/assets/no-such-file.js',
    '/fonts/no-such-family/no-such-file.woff2',
    '/fonts/../package.json',
    '/content/images/no-such-image.png',
    '/social/no-such-kind/no-such-card.png',
    '/social/typeface/no-such-card.png',
    '/dev/outbox',
    '/typefaces?utm_source=compare',
    '/blog?page=2',
    '/blog?page=abc',
    `/${'x'.repeat(3000)}`,
    `${API}`,
    `${API}/`,
    `${API}/nope`,
    `${API}/typefaces/no-such-typeface`,
    `${API}/typefaces?view=bogus`,
    `${API}/typefaces/no-such-typeface/styles/no-such-style/glyphs`,
    `${API}/shops/no-such-typeface`,
    `${API}/collections/no-such-collection`,
    `${API}/subfamilies/abc/styles`,
    `${API}/subfamilies/999999999/styles`,
    `${API}/subfamilies/-1/styles`,
    `${API}/pages/templates/no-such-page`,
    `${API}/commissions/post/no-such-case`,
    `${API}/blog/posts?page=0`,
    `${API}/blog/posts?page=-1`,
    `${API}/blog/posts?page=abc`,
    `${API}/blog/posts?page=99999`,
    `${API}/blog/posts/filter/no-such-category`,
    `${API}/blogs/no-such-category/no-such-post`,
    `${API}/settings?unknown=1`,
    `${API}/openapi.json/`,
  ])
    add(path);

  // A POST, PUT or DELETE without the XSRF token, on each family of forms.
  for (const [method, path, body] of [
    ['POST', '/users/login', { email: 'a@example.com', password: 'secret-secret' }],
    ['POST', '/users/register', {}],
    ['POST', '/users/logout', undefined],
    ['PUT', '/users', {}],
    ['PUT', '/users/change-password', {}],
    ['POST', '/users/recover/password', { email: 'a@example.com' }],
    ['POST', '/users/set-password', {}],
    ['POST', '/subscribe', { email: 'a@example.com' }],
    ['POST', '/trials', {}],
    ['POST', '/club/invite/check', {}],
    ['PUT', '/cart', { items: [] }],
    ['DELETE', '/cart', undefined],
    ['POST', '/cart/share', {}],
    ['POST', '/cart/pdf', {}],
    ['POST', '/checkout', {}],
    ['POST', '/payment/confirm', {}],
    ['POST', '/payments/test-methods', {}],
    ['POST', '/settings/orders', {}],
    ['POST', '/admin/session', {}],
    ['PUT', '/admin/maintenance', { on: true }],
    ['POST', '/nope', {}],
  ])
    add(API + path, { method, body, label: 'no XSRF token' });
  // Stripe's webhook needs no XSRF token but a signature.
  add(`${API}/webhooks/stripe`, { method: 'POST', body: {}, label: 'no signature' });
  // The same refused with a cookie but a header that does not match it.
  add(`${API}/subscribe`, {
    method: 'POST',
    body: { email: 'a@example.com' },
    headers: { cookie: 'XSRF-TOKEN=compare-a', 'x-xsrf-token': 'compare-b' },
    label: 'XSRF header not the cookie',
  });
  // Methods and revalidation.
  add('/', { method: 'HEAD' });
  add(`${API}/settings`, { method: 'HEAD' });
  add(`${API}/settings`, { method: 'DELETE', label: 'no XSRF token' });
  add('/sitemap.xml', { headers: { 'if-none-match': '*' }, label: 'If-None-Match: *' });
  add(`${API}/typefaces`, { headers: { 'if-none-match': '*' }, label: 'If-None-Match: *' });
  add(`${API}/settings`, { headers: { accept: 'text/html' }, label: 'Accept: text/html' });

  // One request per key: a path reached twice (a sitemap page also in a list above) once.
  const seen = new Set();
  return list.filter((req) => {
    const key = keyOf(req);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Normalisation (see the list at the top)

const TEXT_TYPE = /^text\/|json|xml|javascript|svg|html/i;
const ASSET_HASH = /(\/assets\/[\w.-]*?)-[\w-]{8}(\.[a-z0-9]+)\b/gi;

function headerOf(answer, name) {
  for (let i = 0; i < answer.headers.length; i += 2)
    if (answer.headers[i].toLowerCase() === name) return answer.headers[i + 1];
  return undefined;
}

function bodyEtag(bytes) {
  return `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
}

const PAGE_ANSWERS =
  /(<script type="application\/json" id="page-answers"[^>]*>)([\s\S]*?)(<\/script>)/;

/** A JSON object's top-level `"key":value` entries, as raw text, or undefined if not one. */
function topLevelEntries(json) {
  if (!json.startsWith('{') || !json.endsWith('}')) return undefined;
  const entries = [];
  let depth = 0;
  let inString = false;
  let start = 1;
  for (let i = 1; i < json.length - 1; i += 1) {
    const c = json[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      entries.push(json.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || inString) return undefined;
  if (json.length > 2) entries.push(json.slice(start, json.length - 1));
  return entries;
}

function sortPageAnswers(text) {
  return text.replace(PAGE_ANSWERS, (whole, open, json, close) => {
    const entries = topLevelEntries(json);
    return entries ? `${open}{${entries.sort().join(',')}}${close}` : whole;
  });
}

function normaliseAssetNames(text) {
  return text.replace(ASSET_HASH, '$1-[hash]$2');
}

function normaliseCookie(value) {
  const [pair, ...attributes] = value.split(';');
  const name = pair.slice(0, pair.indexOf('='));
  const kept = attributes.map((attribute) =>
    /^\s*expires=/i.test(attribute) ? ' Expires=[date]' : attribute,
  );
  return [`${name}=[value]`, ...kept].join(';');
}

function normalisedAnswer(answer, getEtag) {
  const headers = [];
  let contentType = '';
  for (let i = 0; i < answer.headers.length; i += 2) {
    const name = answer.headers[i].toLowerCase();
    let value = answer.headers[i + 1];
    if (name === 'content-type') contentType = value;
    if (name === 'date') value = '[date]';
    else if (name === 'x-request-id') value = '[request id]';
    else if (name === 'set-cookie') value = normaliseCookie(value);
    else if (name === 'etag' && answer.body.length > 0 && value === bodyEtag(answer.body))
      value = '[content hash of the body]';
    else if (name === 'etag' && answer.body.length === 0 && value === getEtag)
      value = '[content hash of the GET body]';
    else value = normaliseAssetNames(value);
    headers.push(`${name}: ${value}`);
  }
  // Sorted by name, so that the order Fastify happens to set them in is not a difference;
  // headers of one name keep their order.
  headers.sort((a, b) => {
    const [na, nb] = [a.slice(0, a.indexOf(':')), b.slice(0, b.indexOf(':'))];
    return na < nb ? -1 : na > nb ? 1 : 0;
  });
  const body = TEXT_TYPE.test(contentType)
    ? Buffer.from(sortPageAnswers(normaliseAssetNames(answer.body.toString('utf8'))), 'utf8')
    : answer.body;
  return { head: `HTTP ${answer.status}\n${headers.join('\n')}\n`, body };
}

// ---------------------------------------------------------------------------------------------
// capture

async function capture(args) {
  const base = (option(args, '--base') ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const urlsFile = option(args, '--urls');
  const [outDir] = args;
  if (!outDir || args.length > 1) usage();

  const requests = urlsFile
    ? readFileSync(urlsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : await requestsOf(base);

  rmSync(join(outDir, 'answers'), { recursive: true, force: true });
  mkdirSync(join(outDir, 'answers'), { recursive: true });
  writeFileSync(
    join(outDir, 'requests.jsonl'),
    requests.map((req) => JSON.stringify(req)).join('\n') + '\n',
  );
  const index = [];
  let contentHashEtags = 0;
  const getEtags = new Map(); // path -> the ETag its plain GET answered
  for (const [i, req] of requests.entries()) {
    const answer = await send(base, req);
    const etag = headerOf(answer, 'etag');
    if (req.method === 'GET' && !req.label && etag) getEtags.set(req.path, etag);
    const { head, body } = normalisedAnswer(answer, getEtags.get(req.path));
    if (/^etag: \[content hash/m.test(head)) contentHashEtags += 1;
    const file = `answers/${String(i + 1).padStart(4, '0')}.http`;
    writeFileSync(join(outDir, file), Buffer.concat([Buffer.from(`${head}\n`), body]));
    index.push({ key: keyOf(req), file, status: answer.status });
  }
  writeFileSync(
    join(outDir, 'index.json'),
    JSON.stringify({ base, answers: index }, null, 2) + '\n',
  );
  const statuses = {};
  for (const { status } of index) statuses[status] = (statuses[status] ?? 0) + 1;
  console.log(
    `${index.length} answers from ${base} written to ${outDir} ` +
      `(${Object.entries(statuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ')}; ${contentHashEtags} ETags were a content hash)`,
  );
}

// ---------------------------------------------------------------------------------------------
// compare

function readCapture(dir) {
  const indexFile = join(dir, 'index.json');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} not found: capture into ${dir} first`);
  const { answers } = JSON.parse(readFileSync(indexFile, 'utf8'));
  const byKey = new Map();
  for (const { key, file } of answers) {
    const bytes = readFileSync(join(dir, file));
    const split = bytes.indexOf('\n\n');
    byKey.set(key, {
      file,
      head: bytes.subarray(0, split).toString('utf8').split('\n'),
      body: bytes.subarray(split + 2),
    });
  }
  return byKey;
}

const shorten = (text, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function bodyDifference(a, b) {
  const textA = a.toString('utf8');
  const textB = b.toString('utf8');
  const linesA = textA.split('\n');
  const linesB = textB.split('\n');
  let line = 0;
  while (line < linesA.length && line < linesB.length && linesA[line] === linesB[line]) line += 1;
  const la = linesA[line] ?? '';
  const lb = linesB[line] ?? '';
  let column = 0;
  while (column < la.length && column < lb.length && la[column] === lb[column]) column += 1;
  const from = Math.max(0, column - 20);
  return (
    `body differs (${a.length} B → ${b.length} B), line ${line + 1}: ` +
    `${JSON.stringify(shorten(la.slice(from)))} → ${JSON.stringify(shorten(lb.slice(from)))}`
  );
}

function differences(a, b) {
  const found = [];
  if (a.head[0] !== b.head[0]) found.push(`status ${a.head[0].slice(5)} → ${b.head[0].slice(5)}`);
  const headersA = a.head.slice(1);
  const headersB = b.head.slice(1);
  const names = unique([...headersA, ...headersB].map((h) => h.slice(0, h.indexOf(':'))));
  for (const name of names) {
    const valuesA = headersA
      .filter((h) => h.startsWith(`${name}:`))
      .map((h) => h.slice(name.length + 2));
    const valuesB = headersB
      .filter((h) => h.startsWith(`${name}:`))
      .map((h) => h.slice(name.length + 2));
    if (valuesA.join('\n') !== valuesB.join('\n'))
      found.push(
        `header ${name}: ${shorten(valuesA.join(' | ') || '(none)', 60)} → ${shorten(valuesB.join(' | ') || '(none)', 60)}`,
      );
  }
  if (!a.body.equals(b.body)) found.push(bodyDifference(a.body, b.body));
  return found;
}

function compare(args) {
  const [dirA, dirB] = args;
  if (!dirA || !dirB || args.length > 2) usage();
  const a = readCapture(dirA);
  const b = readCapture(dirB);
  const keys = unique([...a.keys(), ...b.keys()]);
  let identical = 0;
  for (const key of keys) {
    const answerA = a.get(key);
    const answerB = b.get(key);
    if (!answerA || !answerB) {
      console.log(`${key}: only in ${answerA ? dirA : dirB}`);
      continue;
    }
    const found = differences(answerA, answerB);
    if (found.length === 0) {
      identical += 1;
      console.log(`${key}: same`);
    } else console.log(`${key}: ${found.join('; ')}`);
  }
  console.log(`${identical} of ${keys.length} answers identical`);
  process.exit(identical === keys.length ? 0 : 1);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'capture') await capture(args);
else if (mode === 'compare') compare(args);
else usage();
