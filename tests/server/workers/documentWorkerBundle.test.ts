import { describe, expect, it } from 'vitest';
import { chunksLoadedBy, serverBundleChunks } from '../support/serverBundle';

/*
 * Every document (PDFs, order and trial zips) is made in the document pool's worker threads,
 * which load a file of their own. From source that is src/server/documents/documentWorker.ts;
 * in production it is an entry of the server bundle (`vite build --ssr src/server/main.ts
 * --outDir dist/server`) beside main.js. It uses the project's PDF and font code, as main.js
 * does, but must load nothing of main.js, directly or through another chunk: loading main.js
 * in the worker would run a second server there.
 */
describe('the server bundle', () => {
  it('holds the document worker as an entry that loads nothing of main.js', async () => {
    const chunks = await serverBundleChunks();
    const main = chunks.get('main.js');
    const worker = chunks.get('documentWorker.js');

    expect(main?.isEntry).toBe(true);
    expect(worker?.isEntry).toBe(true);
    expect(main?.dynamicImports).toContain('documentWorker.js');
    const loaded = chunksLoadedBy(chunks, 'documentWorker.js');
    expect([...loaded]).not.toContain('main.js');
    // It shares the PDF and font code with main.js through chunks of their own (not copies).
    expect(loaded.size).toBeGreaterThan(1);
    const imported = [...loaded].flatMap((name) => {
      const chunk = chunks.get(name);
      return [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])];
    });
    expect(imported).toEqual(expect.arrayContaining(['pdfkit', 'subset-font', 'archiver']));
  }, 60_000);
});
