// The document pool's worker module: an entry of the server bundle when built
// (dist/server/documentWorker.js, see SERVER_WORKERS in vite.config.ts).
export { default } from './documentTasks';

/** Where the running code of this file is: a .ts file from source, an entry in the bundle. */
export const DOCUMENT_WORKER_URL: string = import.meta.url;
