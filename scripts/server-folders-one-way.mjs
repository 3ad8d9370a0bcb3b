// Fails when folders of src/server import each other, two of them both ways or several around
// a loop (docs/architecture.md, "The server's features"): a folder's code may use a folder
// below it, never one that uses it. dependency-cruiser checks each rule on one dependency at
// a time, and its folder-scope `circular` also follows the folders nested inside a feature, so
// this reads its JSON (type imports included) and looks at the top-level folders alone.
import { execFileSync } from 'node:child_process';

const json = execFileSync(
  'npx',
  ['depcruise', 'src/server', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
const folderOf = (path) => /^src\/server\/([^/]+)\//.exec(path)?.[1];
/** "from>to" → the imports that make it, as "file -> file". */
const imports = new Map();
/** folder → the folders it imports. */
const uses = new Map();
for (const module of JSON.parse(json).modules) {
  const from = folderOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    const key = `${from}>${to}`;
    imports.set(key, [...(imports.get(key) ?? []), `${module.source} -> ${dependency.resolved}`]);
    uses.set(from, new Set([...(uses.get(from) ?? []), to]));
  }
}

/** The folders that reach each other (Tarjan's strongly connected components, size > 1). */
function loops() {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (folder) => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    for (const used of uses.get(folder) ?? []) {
      if (!index.has(used)) {
        visit(used);
        low.set(folder, Math.min(low.get(folder), low.get(used)));
      } else if (stack.includes(used)) {
        low.set(folder, Math.min(low.get(folder), index.get(used)));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) found.push(component.sort());
  };
  for (const folder of uses.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

const found = loops();
for (const component of found) {
  console.error(`These src/server folders import each other: ${component.join(', ')}`);
  for (const from of component)
    for (const to of component)
      for (const line of imports.get(`${from}>${to}`) ?? []) console.error(`  ${line}`);
}
console.log(
  found.length === 0
    ? `The ${uses.size} folders of src/server import one way.`
    : `${found.length} groups of src/server folders import each other.`,
);
process.exit(found.length === 0 ? 0 : 1);
