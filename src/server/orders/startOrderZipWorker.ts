import type { Worker } from 'node:worker_threads';
import { spawnWorker } from '../workers/spawnWorker';
import type { OrderZipJob, OrderZipMessage } from './orderZipWorker';

/** Makes an order's zip in a worker thread of its own; this thread only waits for the answer. */
export async function orderZipInWorker(job: OrderZipJob): Promise<Buffer> {
  // A dynamic import, so the server thread loads the worker's code only when a zip is made.
  const { ORDER_ZIP_WORKER_URL } = await import('./orderZipWorker');
  const worker = spawnWorker(ORDER_ZIP_WORKER_URL, job);
  try {
    const zip = await answerOf(worker);
    // Buffers cross threads as plain Uint8Arrays.
    return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  } finally {
    await worker.terminate();
  }
}

function answerOf(worker: Worker): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    worker.once('message', (message: OrderZipMessage) => {
      if ('zip' in message) resolve(message.zip);
      else reject(message.error);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`order zip worker ended (exit code ${code})`)));
  });
}
