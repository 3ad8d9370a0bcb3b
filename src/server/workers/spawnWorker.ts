import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on a module of the server. Built, the module is a JavaScript file
 * beside main.js. From source (tests, `tsx watch`) it is TypeScript, which Node 20 runs only
 * through tsx's loader: the worker registers it itself (an --import in execArgv does not
 * reach a worker's entry module on Node 20), resolving 'tsx' from the repository root.
 */
export function spawnWorker(url: string, workerData: unknown): Worker {
  if (!url.endsWith('.ts')) return new Worker(new URL(url), { workerData });
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
