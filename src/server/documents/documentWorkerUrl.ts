/**
 * Where the document pool's worker module is (documentWorker.ts), for the pool to start its
 * threads with. A dynamic import: built, the worker is its own entry beside main.js, which
 * loads it only when the first document is made.
 */
export async function documentWorkerUrl(): Promise<string> {
  return (await import('./documentWorker')).DOCUMENT_WORKER_URL;
}
