// Compares what two builds answer, byte for byte, for a change that must not change behaviour
// (a refactor of the server): every page of the sitemap and the API's GET answers its OpenAPI
// document names, with path parameters filled from the sitemap's own addresses.
//
//   cp -a dist var/dist-before         # the build before the change (inside the project, so it finds node_modules)
//   npm run build                      # the build after it
//   node scripts/compare-answers.mjs var/dist-before dist [--limit 200]
//
// Each build is started by bench/startServer.mjs on a fresh database seeded from the same
// content. Prints one line per difference (status, content type or body) and a summary;
// exits 1 when any answer differs.
import { createHash } from 'node:crypto';
import { startServer } from '../bench/startServer.mjs';

const [distA, distB] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const limitIndex = process.argv.indexOf('--limit');
const limit = limitIndex > 0 ? Number(process.argv[limitIndex + 1]) : 200;
if (!distA || !distB) {
  console.error('usage: node scripts/compare-answers.mjs <dist-before> <dist-after> [--limit N]');
  process.exit(2);
}

/** The sitemap's paths, and the API's GET paths filled with the slugs those paths hold. */
async function addressesOf(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const slugs = [...new Set(pages.map((path) => path.split('/').filter(Boolean).at(-1)))].filter(
    Boolean,
  );
  const openApi = await (await fetch(`${url}/api/v1/openapi.json`)).json();
  const api = [];
  for (const [path, operations] of Object.entries(openApi.paths ?? {})) {
    if (!operations.get) continue;
    const parameters = path.match(/\{[^}]+\}/g) ?? [];
    if (parameters.length === 0) api.push(path);
    else if (parameters.length === 1) {
      // Every slug of the site in the one parameter: the real ones answer, the others 404.
      for (const slug of slugs.slice(0, 12)) api.push(path.replace(parameters[0], slug));
    }
  }
  // A query parameter a page reads, an unknown one, and a path nobody serves.
  const extras = ['/blog?page=2', '/typefaces?utm_source=x', '/no-such-page', '/api/v1/nope'];
  return [...new Set([...pages, ...extras, ...api])].slice(0, limit);
}

async function answersOf(dist, addresses) {
  process.env.BENCH_DIST = dist;
  // One public address for both, so absolute links (canonical, og:url) do not differ by port.
  const server = await startServer({ PUBLIC_URL: 'https://compare.example' }, { quiet: true });
  try {
    const list = addresses ?? (await addressesOf(server.url));
    const answers = new Map();
    for (const path of list) {
      const answer = await fetch(`${server.url}${path}`, {
        redirect: 'manual',
        headers: { 'accept-encoding': 'identity' },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      answers.set(path, {
        status: answer.status,
        type: answer.headers.get('content-type'),
        location: answer.headers.get('location'),
        hash: createHash('sha256').update(body).digest('hex'),
        bytes: body.length,
      });
    }
    return { list, answers };
  } finally {
    await server.stop();
  }
}

const before = await answersOf(distA);
const after = await answersOf(distB, before.list);
let differences = 0;
for (const path of before.list) {
  const a = before.answers.get(path);
  const b = after.answers.get(path);
  for (const key of ['status', 'type', 'location', 'hash']) {
    if (a[key] !== b[key]) {
      differences += 1;
      const shown = key === 'hash' ? `${a.bytes} B → ${b.bytes} B` : `${a[key]} → ${b[key]}`;
      console.log(`${path}: ${key} differs (${shown})`);
      break;
    }
  }
}
const pages = before.list.filter((path) => !path.startsWith('/api/')).length;
console.log(
  `${before.list.length} addresses (${pages} pages, ${before.list.length - pages} API answers): ` +
    `${before.list.length - differences} identical, ${differences} different`,
);
process.exit(differences > 0 ? 1 : 0);
