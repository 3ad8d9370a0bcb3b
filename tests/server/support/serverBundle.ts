import path from 'node:path';
import { build, type Rolldown } from 'vite';

/*
 * The server bundle (`vite build --ssr src/server/main.ts --outDir dist/server`), built in
 * memory (nothing is written), for the tests that check how its worker threads' files load.
 */

/** The bundle's chunks of our code, by file name (main.js, the workers' entries, shared chunks). */
export async function serverBundleChunks(): Promise<Map<string, Rolldown.OutputChunk>> {
  const result = await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'src/server/main.ts', outDir: 'dist/server', write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return new Map(
    outputs
      .flatMap((output) => output.output)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** Every chunk of ours that loading `fileName` loads: itself, what it imports, and so on. */
export function chunksLoadedBy(
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>,
  fileName: string,
): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks.get(name);
    if (!chunk || loaded.has(name)) return;
    loaded.add(name);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  visit(fileName);
  return loaded;
}
