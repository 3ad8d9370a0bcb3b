import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

/*
 * The trial zip's worker thread loads a file of its own. From source that is
 * src/server/trials/trialZipWorker.ts; in production it is a chunk of the server bundle
 * (`vite build --ssr src/server/main.ts --outDir dist/server`), which must exist and must not
 * import main.js: loading main.js in the worker would run a second server there.
 */
describe('the server bundle', () => {
  it('holds the trial zip worker as a chunk that loads nothing of main.js', async () => {
    const result = await build({
      configFile: path.resolve('vite.config.ts'),
      logLevel: 'silent',
      build: { ssr: 'src/server/main.ts', outDir: 'dist/server', write: false, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((output) =>
      output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'),
    );
    const main = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
    const worker = chunks.find((chunk) => chunk.name === 'trialZipWorker');

    expect(main?.fileName).toBe('main.js');
    expect(main?.dynamicImports).toContain(worker?.fileName);
    // Only Node built-ins and npm packages (external, from node_modules), no other chunk.
    const ownChunks = new Set(chunks.map((chunk) => chunk.fileName));
    const loaded = [...(worker?.imports ?? []), ...(worker?.dynamicImports ?? [])];
    expect(loaded.filter((file) => ownChunks.has(file))).toEqual([]);
    expect(loaded).toEqual(expect.arrayContaining(['node:worker_threads', 'subset-font']));
  }, 60_000);
});
