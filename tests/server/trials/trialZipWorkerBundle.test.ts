import { describe, expect, it } from 'vitest';
import { chunksLoadedBy, serverBundleChunks } from '../support/serverBundle';

/*
 * The trial zip's worker thread loads a file of its own. From source that is
 * src/server/trials/trialZipWorker.ts; in production it is an entry of the server bundle
 * (`vite build --ssr src/server/main.ts --outDir dist/server`) beside main.js. It gives the
 * subsets their trial names with the project's name-table code, as main.js stamps bought
 * fonts with it, but must load nothing of main.js, directly or through another chunk: loading
 * main.js in the worker would run a second server there.
 */
describe('the server bundle', () => {
  it('holds the trial zip worker as an entry that loads nothing of main.js', async () => {
    const chunks = await serverBundleChunks();
    const main = chunks.get('main.js');
    const worker = chunks.get('trialZipWorker.js');

    expect(main?.isEntry).toBe(true);
    expect(worker?.isEntry).toBe(true);
    expect(main?.dynamicImports).toContain('trialZipWorker.js');
    const loaded = chunksLoadedBy(chunks, 'trialZipWorker.js');
    expect([...loaded]).not.toContain('main.js');
    // It shares the name-table code with main.js through a chunk of its own (not a copy of it).
    expect(loaded.size).toBeGreaterThan(1);
    // HarfBuzz and the zip library are loaded when a zip is made, not when the file is imported
    // for its URL: the worker's chunks import them only dynamically.
    const loadedChunks = [...loaded].map((name) => chunks.get(name));
    expect(loadedChunks.flatMap((chunk) => chunk?.dynamicImports ?? [])).toEqual(
      expect.arrayContaining(['subset-font', 'archiver']),
    );
    const imported = loadedChunks.flatMap((chunk) => chunk?.imports ?? []);
    expect(imported).not.toContain('subset-font');
    expect(imported).not.toContain('archiver');
    expect(worker?.imports).toContain('node:worker_threads');
  }, 60_000);
});
