// The third of the libraries' chunks src/boot.ts evaluates (vite.config.ts, LIBRARY_CHUNKS):
// axios and zod, the API client and the wire contract's checks.
export { default as axios } from 'axios';
export { config } from 'zod/mini';
