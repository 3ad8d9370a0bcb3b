import { describe, expect, it } from 'vitest';
import { chunksLoadedBy, serverBundleChunks } from '../support/serverBundle';

/*
 * An order's zip is made in a worker thread that loads a file of its own. From source that is
 * src/server/orders/orderZipWorker.ts; in production it is an entry of the server bundle
 * (`vite build --ssr src/server/main.ts --outDir dist/server`) beside main.js. It uses the
 * project's font code, as main.js does, but must load nothing of main.js, directly or through
 * another chunk: loading main.js in the worker would run a second server there.
 */
describe('the server bundle', () => {
  it('holds the order zip worker as an entry that loads nothing of main.js', async () => {
    const chunks = await serverBundleChunks();
    const main = chunks.get('main.js');
    const worker = chunks.get('orderZipWorker.js');

    expect(main?.isEntry).toBe(true);
    expect(worker?.isEntry).toBe(true);
    expect(main?.dynamicImports).toContain('orderZipWorker.js');
    const loaded = chunksLoadedBy(chunks, 'orderZipWorker.js');
    expect([...loaded]).not.toContain('main.js');
    // It shares the font code with main.js through a chunk of its own (not a copy of it).
    expect(loaded.size).toBeGreaterThan(1);
    expect(worker?.imports).toEqual(expect.arrayContaining(['node:worker_threads', 'subset-font']));
  }, 60_000);
});
