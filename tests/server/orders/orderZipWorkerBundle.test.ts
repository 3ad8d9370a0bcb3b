import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

/*
 * An order's zip is made in a worker thread that loads a file of its own. From source that is
 * src/server/orders/orderZipWorker.ts; in production it is an entry of the server bundle
 * (`vite build --ssr src/server/main.ts --outDir dist/server`) beside main.js. It uses the
 * project's font code, as main.js does, but must load nothing of main.js, directly or through
 * another chunk: loading main.js in the worker would run a second server there.
 */
describe('the server bundle', () => {
  it('holds the order zip worker as an entry that loads nothing of main.js', async () => {
    const result = await build({
      configFile: path.resolve('vite.config.ts'),
      logLevel: 'silent',
      build: { ssr: 'src/server/main.ts', outDir: 'dist/server', write: false, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = new Map(
      outputs
        .flatMap((output) => output.output)
        .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]),
    );
    const main = chunks.get('main.js');
    const worker = chunks.get('orderZipWorker.js');

    expect(main?.isEntry).toBe(true);
    expect(worker?.isEntry).toBe(true);
    expect(main?.dynamicImports).toContain('orderZipWorker.js');
    // Every chunk of ours the worker loads, and those they load in turn.
    const loaded = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName);
      if (!chunk || loaded.has(fileName)) return;
      loaded.add(fileName);
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    };
    visit('orderZipWorker.js');
    expect([...loaded]).not.toContain('main.js');
    // It shares the font code with main.js through a chunk of its own (not a copy of it).
    expect(loaded.size).toBeGreaterThan(1);
    expect(worker?.imports).toEqual(expect.arrayContaining(['node:worker_threads', 'subset-font']));
  }, 60_000);
});
