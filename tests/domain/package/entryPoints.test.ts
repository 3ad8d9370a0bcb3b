import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The package's entry points (src/domain/package.json `exports`, one index.ts per area) must
 * keep up with the folder: a rule added to an area is exported with it, and a new area gets
 * an entry point, or another front end would silently lack it.
 */
const domainDir = path.resolve(import.meta.dirname, '../../../src/domain');
/** Not in the package: page copy and a wire shape, both leaving the domain. */
const OUTSIDE_THE_PACKAGE = ['site'];

const modules = import.meta.glob<Record<string, unknown>>('../../../src/domain/*/*.ts', {
  eager: true,
});
const manifest = JSON.parse(fs.readFileSync(path.join(domainDir, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  dependencies?: unknown;
};
const areas = fs
  .readdirSync(domainDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !OUTSIDE_THE_PACKAGE.includes(entry.name))
  .map((entry) => entry.name);

function areaModules(area: string): string[] {
  return fs
    .readdirSync(path.join(domainDir, area))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''));
}

describe('the domain package manifest', () => {
  it('exports each area, with its declarations, and nothing else', () => {
    expect(Object.keys(manifest.exports).sort()).toEqual(
      [...areas.map((area) => `./${area}`), './package.json'].sort(),
    );
    for (const area of areas) {
      expect(manifest.exports[`./${area}`]).toEqual({
        types: `./${area}/index.d.ts`,
        default: `./${area}/index.js`,
      });
    }
    expect(manifest).not.toHaveProperty('dependencies');
  });

  it.each(areas)('%s/index.ts re-exports every module of the area', (area) => {
    const index = fs.readFileSync(path.join(domainDir, area, 'index.ts'), 'utf8');
    const reexported = [...index.matchAll(/^export \* from '\.\/(\w+)';$/gm)].map((m) => m[1]);
    expect(reexported.sort()).toEqual(areaModules(area).sort());

    const entry = modules[`../../../src/domain/${area}/index.ts`];
    for (const name of areaModules(area)) {
      const module = modules[`../../../src/domain/${area}/${name}.ts`];
      for (const [exported, value] of Object.entries(module)) {
        expect(entry[exported], `${area}/${name}: ${exported}`).toBe(value);
      }
    }
  });
});
