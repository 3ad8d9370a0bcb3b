// Latency of the catalogue API under load (docs/design.md budget: p99 < 5 ms on loopback), next
// to a static file served by the same process and to a bare node:http server (the machine's
// floor: the load generator shares its cores), at LOG_LEVEL=warn; then every target again at
// the default level (info) with the ratio of the two. Run `npm run build` first:
//   node bench/api-latency.mjs            (10 s per target, 100 connections)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=500 node bench/api-latency.mjs
import autocannon from 'autocannon';
import { startFloorServer } from './startFloorServer.mjs';
import { startServer } from './startServer.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const targets = [
  { name: 'static file (baseline)', path: '/favicon.svg' },
  { name: 'content image', path: '/content/images/home/hero.svg' },
  { name: 'GET /api/v1/typefaces', path: '/api/v1/typefaces' },
  { name: 'GET /api/v1/blog/posts', path: '/api/v1/blog/posts' },
  // Server-rendered pages, from the rendered-page cache (docs/design.md: at least half the static
  // file's throughput).
  { name: 'page /typefaces (HTML)', path: '/typefaces', html: true },
  { name: 'page /typeface/eb-garamond (HTML)', path: '/typeface/eb-garamond', html: true },
];

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      // As a browser asks: the server sends its brotli copy of an answer.
      { url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function row(name, result) {
  return {
    target: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// First the floor: a bare node:http server. No answer of ours can be faster than it here.
const floor = await startFloorServer();
const floorRow = await run(floor.url).then((result) => row('bare node:http (floor)', result));
await floor.stop();

/** Every target against one server, each warmed first. */
async function measure(server) {
  // One request each first: the first answer builds the cache, which is not what load measures.
  // Each body is read: one left unread holds its connection busy, and the server's shutdown
  // then waits for it until its 10 s limit.
  for (const target of targets) await (await fetch(`${server.url}${target.path}`)).arrayBuffer();
  const rows = [];
  for (const target of targets) {
    rows.push(row(target.name, await run(`${server.url}${target.path}`)));
  }
  return rows;
}

// The figures against the budgets are taken at `warn`, which writes no line per request.
const server = await startServer();
let rows;
try {
  rows = [floorRow, ...(await measure(server))];
} finally {
  await server.stop();
}
console.log(`${connections} connections, ${seconds} s per target, loopback, LOG_LEVEL=warn`);
console.table(rows);
const perSecond = (name) => rows.find((r) => r.target === name)['req/s'];
const staticRate = perSecond('static file (baseline)');
for (const target of targets.filter((t) => t.html)) {
  const share = perSecond(target.name) / staticRate;
  console.log(
    `${target.name}: ${(share * 100).toFixed(0)} % of the static file's throughput (target ≥ 50 %) ${share >= 0.5 ? 'PASS' : 'FAIL'}`,
  );
}

// The same targets at the default level (info: one line per request, docs/operations.md
// "Logs"), its lines sent nowhere so that writing them is measured, not a terminal. Goal: the
// default level costs at most 15 % of a target's throughput at warn.
const logged = await startServer({ LOG_LEVEL: 'info' }, { quiet: true });
let loggedRows;
try {
  loggedRows = await measure(logged);
} finally {
  await logged.stop();
}
console.log('The default log level (info) against warn:');
console.table(
  loggedRows.map((info) => {
    const warn = perSecond(info.target);
    const share = info['req/s'] / warn;
    return {
      target: info.target,
      'req/s warn': warn,
      'req/s info': info['req/s'],
      'info/warn': `${(share * 100).toFixed(0)} %`,
      'goal ≥ 85 %': share >= 0.85 ? 'PASS' : 'FAIL',
    };
  }),
);
