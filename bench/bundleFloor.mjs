// Builds bench/bundleFloor/main.tsx (the required browser libraries, no code of ours) the way
// the shop is built, and answers the gzip size of its JavaScript: the least any home page
// made of those libraries can load.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, loadConfigFromFile } from 'vite';
import react from '@vitejs/plugin-react';

export async function bundleFloor() {
  // The shop's own module resolution (React Router's production build), nothing else of its
  // config: its plugins write compressed copies and its entries are the shop's.
  const shop = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  );
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    resolve: shop?.config.resolve,
    build: {
      write: false,
      rollupOptions: { input: fileURLToPath(new URL('./bundleFloor/main.tsx', import.meta.url)) },
    },
  });
  const chunks = [output].flat().flatMap(({ output: files }) => files);
  return chunks
    .filter((file) => file.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
}
