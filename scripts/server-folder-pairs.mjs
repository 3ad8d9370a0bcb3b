// Fails when two folders of src/server import each other (docs/architecture.md, "The server").
// dependency-cruiser checks each rule on one dependency at a time, and its folder-scope
// `circular` flags cycles of any length through nested folders; this reads its JSON and
// reports the pairs of top-level server folders that import each other, type imports included.
import { execFileSync } from 'node:child_process';

const json = execFileSync(
  'npx',
  ['depcruise', 'src/server', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
const folderOf = (path) => /^src\/server\/([^/]+)\//.exec(path)?.[1];
/** "from>to" → the imports that make it, as "file -> file". */
const edges = new Map();
for (const module of JSON.parse(json).modules) {
  const from = folderOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    const key = `${from}>${to}`;
    edges.set(key, [...(edges.get(key) ?? []), `${module.source} -> ${dependency.resolved}`]);
  }
}
const pairs = [...edges.keys()]
  .map((key) => key.split('>'))
  .filter(([from, to]) => from < to && edges.has(`${to}>${from}`));
for (const [a, b] of pairs) {
  console.error(`src/server/${a} and src/server/${b} import each other:`);
  for (const line of [...edges.get(`${a}>${b}`), ...edges.get(`${b}>${a}`)])
    console.error(`  ${line}`);
}
console.log(`${pairs.length} pairs of src/server folders import each other.`);
process.exit(pairs.length === 0 ? 0 : 1);
