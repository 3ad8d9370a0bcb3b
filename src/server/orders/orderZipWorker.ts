import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { makeOrderZip, type OrderZipJob } from '../fontLicensing/makeOrderZip';

/*
 * The worker thread that makes a paid order's zip: subsetting each bought style to its
 * licensed scripts, stamping it with its licensee, compressing the web licence's styles to
 * WOFF2 (HarfBuzz wasm, synchronous, about a second a font) and zipping them keeps a thread
 * busy for seconds, which must not be the server's.
 *
 * Like the trial zip's worker, this file may import modules of this project: the server
 * bundle has it as an entry of its own beside main.js (vite.config.ts), so what both use goes
 * into a chunk that imports neither, and the worker never loads main.js (which would start a
 * second server here). tests/server/orders/orderZipWorkerBundle.test.ts checks it.
 */

/** Where the running code of this file is: a .ts file from source, an entry in the bundle. */
export const ORDER_ZIP_WORKER_URL: string = import.meta.url;

export type { OrderZipJob } from '../fontLicensing/makeOrderZip';

/** What the worker answers: the whole zip, or why it failed. */
export type OrderZipMessage = { zip: Uint8Array } | { error: unknown };

function isOrderZipJob(data: unknown): data is OrderZipJob {
  return typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'order-zip';
}

// Only a thread started with a job runs it (the server thread imports this file for its URL).
if (!isMainThread && isOrderZipJob(workerData)) {
  makeOrderZip(workerData).then(
    (zip) => parentPort?.postMessage({ zip } satisfies OrderZipMessage),
    (error: unknown) => parentPort?.postMessage({ error } satisfies OrderZipMessage),
  );
}
