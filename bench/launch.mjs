// Launch-day traffic against one built server, each figure next to a static file served by
// the same server in the same run (the physical limit of this machine):
//   1. a specimen where every request carries its own ?mc_eid= (a newsletter's links);
//   2. the popular specimen's p99 while a crawler asks for 20,000 distinct addresses;
//   3. a static file's p99 while 100 quote PDFs are drawn;
//   4. PUT /cart;
//   5. a static file at the default log level (info) against `warn`.
// Run `npm run build` first, then `npm run bench:launch`. BENCH_SECONDS sets each load's
// length (default 10), BENCH_WARM_UP_SECONDS the unmeasured load before a server's first
// figure (default 5), BENCH_DIST another build to measure (default dist).
import autocannon from 'autocannon';
import { startServer } from './startServer.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const STATIC_PATH = '/favicon.svg';
const SPECIMEN_PATH = '/typeface/eb-garamond';
const CRAWL_ADDRESSES = 20_000;
const QUOTES = 100;
// The write limits are lifted: these figures measure what a write costs, not the limiter.
const UNLIMITED = {
  RATE_LIMIT_MAX: '1000000',
  CART_RATE_LIMIT_MAX: '1000000',
  DOCUMENT_RATE_LIMIT_MAX: '1000000',
};
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
// A new server runs its request path slower until V8 has optimised it: measured here, the
// static file rose from 6,488 req/s in a run's first load to 11,056 in its last. Each server
// is loaded this long before its first figure, so every ratio compares warm paths.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);

/** Loads each path of `url` for WARM_UP_SECONDS, figures discarded. */
async function warmUp(url, paths) {
  for (const path of paths) await load({ url: `${url}${path}`, duration: WARM_UP_SECONDS });
}

function load(options) {
  // A load ends after its time, or after `amount` requests when it names one.
  const length = options.amount ? {} : { duration: seconds };
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, ...length, headers: BROWSER, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const rate = (result) => Math.round(result.requests.average);
const percent = (part, whole) => `${((part / whole) * 100).toFixed(0)} %`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

async function staticRate(url) {
  return rate(await load({ url: `${url}${STATIC_PATH}` }));
}

/** A visitor's XSRF cookie and header, as the page's script sends them. */
async function xsrfHeaders(url) {
  const answer = await fetch(`${url}/api/v1/settings`);
  await answer.arrayBuffer();
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  const token = cookie.split(';')[0].slice('XSRF-TOKEN='.length);
  return {
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
    'content-type': 'application/json',
  };
}

const CART = {
  cart: {
    items: [
      {
        kind: 'families',
        option_id: 'eb-garamond',
        typeface_page: 'eb-garamond',
        options: { desktop: 0, web: null, app: null },
        scripts: [],
      },
    ],
  },
};

/** Addresses a crawler finds: real pages with tracking parameters, unknown typefaces, list pages. */
function crawlAddress(i) {
  switch (i % 4) {
    case 0:
      return `${SPECIMEN_PATH}?utm_source=crawl&utm_campaign=${i}`;
    case 1:
      return `/typefaces?fbclid=${i}`;
    case 2:
      return `/typeface/no-such-face-${i}`;
    default:
      return `/blog?ref=${i}`;
  }
}

async function newsletter(url) {
  let n = 0;
  const result = await load({
    url,
    requests: [
      { method: 'GET', setupRequest: (r) => ({ ...r, path: `${SPECIMEN_PATH}?mc_eid=${++n}` }) },
    ],
  });
  return { rate: rate(result), p50: result.latency.p50, non2xx: result.non2xx };
}

/** Bounded: a crawl slower than this is stopped, and the addresses it reached are reported. */
const CRAWL_LIMIT_MS = 90_000;

async function crawl(url) {
  let n = 0;
  let crawler;
  const crawled = new Promise((resolve, reject) => {
    crawler = autocannon(
      {
        url,
        connections: 20,
        amount: CRAWL_ADDRESSES,
        headers: BROWSER,
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: crawlAddress(n++) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // The popular page is asked for while the crawl runs, by as many visitors as it has.
  const started = Date.now();
  let done = false;
  crawled.then(
    () => (done = true),
    () => (done = true),
  );
  const visitors = [];
  while (!done) {
    if (Date.now() - started > CRAWL_LIMIT_MS) crawler.stop();
    visitors.push(await load({ url: `${url}${SPECIMEN_PATH}`, connections: 10, duration: 2 }));
  }
  const crawlResult = await crawled;
  // A window in which no request was answered has no latency to report: it counts as the
  // whole window, not as 0 ms.
  const p99s = visitors.map((v) => (v.requests.total > 0 ? v.latency.p99 : 2000));
  return {
    p99: Math.max(...p99s),
    reached: crawlResult.requests.total,
    crawlSeconds: ((Date.now() - started) / 1000).toFixed(1),
    crawlNon2xx: crawlResult.non2xx,
    crawlErrors: crawlResult.errors + crawlResult.timeouts,
  };
}

async function quotesBesideStatic(url) {
  const headers = await xsrfHeaders(url);
  let drawing = true;
  const quotes = (async () => {
    const answers = await Promise.all(
      Array.from({ length: QUOTES }, () =>
        fetch(`${url}/api/v1/cart/pdf`, {
          method: 'POST',
          headers,
          body: JSON.stringify(CART),
        }).then(async (made) => {
          if (!made.ok) return made.status;
          // The PDF is drawn when its link is first opened.
          const pdf = await fetch(`${url}${(await made.json()).url}`);
          await pdf.arrayBuffer();
          return pdf.status;
        }),
      ),
    );
    drawing = false;
    return answers;
  })();
  const samples = [];
  const started = Date.now();
  while (drawing && Date.now() - started < 60_000) {
    samples.push(await load({ url: `${url}${STATIC_PATH}`, connections: 10, duration: 1 }));
  }
  const statuses = await quotes;
  const byStatus = {};
  for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return {
    p99: Math.max(...samples.map((s) => s.latency.p99)),
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    byStatus,
  };
}

async function putCart(url) {
  const headers = await xsrfHeaders(url);
  const result = await load({
    url: `${url}/api/v1/cart`,
    method: 'PUT',
    headers: { ...headers, 'accept-encoding': 'br, gzip' },
    body: JSON.stringify(CART),
  });
  return { rate: rate(result), non2xx: result.non2xx };
}

const server = await startServer(UNLIMITED);
try {
  // The first answers build the caches, which is not what load measures.
  for (const path of [STATIC_PATH, SPECIMEN_PATH]) {
    await (await fetch(`${server.url}${path}`, { headers: BROWSER })).arrayBuffer();
  }
  await warmUp(server.url, [STATIC_PATH, SPECIMEN_PATH]);
  console.log(
    `${CONNECTIONS} connections, ${seconds} s per load after ${WARM_UP_SECONDS} s of warm-up, loopback`,
  );
  const staticBefore = await staticRate(server.url);
  console.log(`static file ${STATIC_PATH}: ${staticBefore} req/s`);

  const mail = await newsletter(server.url);
  console.log(
    `specimen with a distinct ?mc_eid= per request: ${mail.rate} req/s, p50 ${mail.p50} ms, non-2xx ${mail.non2xx} = ${percent(mail.rate, staticBefore)} of static (goal ≥ 50 %) ${verdict(mail.rate >= staticBefore / 2)}`,
  );

  const crawled = await crawl(server.url);
  console.log(
    `popular specimen during a crawl of ${CRAWL_ADDRESSES} addresses (${crawled.reached} reached in ${crawled.crawlSeconds} s, crawl non-2xx ${crawled.crawlNon2xx}, errors ${crawled.crawlErrors}): p99 ${crawled.p99} ms (goal ≤ 50 ms) ${verdict(crawled.p99 <= 50)}`,
  );

  const quotes = await quotesBesideStatic(server.url);
  console.log(
    `static file while ${QUOTES} quote PDFs are drawn (${quotes.seconds} s, answers ${JSON.stringify(quotes.byStatus)}): p99 ${quotes.p99} ms (goal ≤ 100 ms) ${verdict(quotes.p99 <= 100)}`,
  );

  const cart = await putCart(server.url);
  const staticAfter = await staticRate(server.url);
  const staticRef = Math.round((staticBefore + staticAfter) / 2);
  console.log(
    `PUT /cart: ${cart.rate} req/s, non-2xx ${cart.non2xx} = ${percent(cart.rate, staticRef)} of static (${staticAfter} req/s now; goal ≥ 30 %) ${verdict(cart.rate >= staticRef * 0.3)}`,
  );
} finally {
  await server.stop();
}

// The log level's cost: the same static file on a server at the default level, then at warn.
const levels = {};
for (const level of ['info', 'warn']) {
  const logged = await startServer({ ...UNLIMITED, LOG_LEVEL: level }, { quiet: true });
  try {
    await warmUp(logged.url, [STATIC_PATH]);
    levels[level] = await staticRate(logged.url);
  } finally {
    await logged.stop();
  }
}
console.log(
  `static file at the default log level (info): ${levels.info} req/s, at warn: ${levels.warn} req/s = ${percent(levels.info, levels.warn)} (goal ≥ 85 %) ${verdict(levels.info >= levels.warn * 0.85)}`,
);
