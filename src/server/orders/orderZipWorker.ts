import { readFile } from 'node:fs/promises';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { buildOrderZip, type OrderZipFile } from '../fontLicensing/buildOrderZip';
import { stampLicensee, type LicenceStamp } from '../fontLicensing/stampLicensee';
import { toWoff2 } from '../fontLicensing/toWoff2';

/*
 * The worker thread that makes a paid order's zip: stamping each bought style with its
 * licensee, compressing the web licence's styles to WOFF2 (HarfBuzz wasm, synchronous, about
 * a second a font) and zipping them keeps a thread busy for seconds, which must not be the
 * server's.
 *
 * Like the trial zip's worker, this file may import modules of this project: the server
 * bundle has it as an entry of its own beside main.js (vite.config.ts), so what both use goes
 * into a chunk that imports neither, and the worker never loads main.js (which would start a
 * second server here). tests/server/orders/orderZipWorkerBundle.test.ts checks it.
 */

/** Where the running code of this file is: a .ts file from source, an entry in the bundle. */
export const ORDER_ZIP_WORKER_URL: string = import.meta.url;

/** One bought style: the retail file and the names it has in the zip. */
export interface OrderZipFont {
  /** Absolute path of the retail TTF/OTF. */
  path: string;
  /** The stamped font itself (desktop and app licences), or null. */
  installableName: string | null;
  /** Its WOFF2 (web licence), or null. */
  woff2Name: string | null;
}

/** Everything the worker needs to make one zip; plain data, so it crosses threads. */
export interface OrderZipJob {
  kind: 'order-zip';
  fonts: OrderZipFont[];
  stamp: LicenceStamp;
  licenceText: string;
  certificatePdf: Uint8Array;
}

/** What the worker answers: the whole zip, or why it failed. */
export type OrderZipMessage = { zip: Uint8Array } | { error: unknown };

/** The zip of the order's download, as OrderFiles used to make it on the server thread. */
async function makeOrderZip(job: OrderZipJob): Promise<Buffer> {
  const files: OrderZipFile[] = [];
  for (const font of job.fonts) {
    const stamped = stampLicensee(await readFile(font.path), job.stamp);
    if (font.installableName) files.push({ name: font.installableName, buffer: stamped });
    if (font.woff2Name) files.push({ name: font.woff2Name, buffer: await toWoff2(stamped) });
  }
  // Buffers cross threads as plain Uint8Arrays.
  const pdf = job.certificatePdf;
  const certificatePdf = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return buildOrderZip({ files, licenceText: job.licenceText, certificatePdf });
}

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
