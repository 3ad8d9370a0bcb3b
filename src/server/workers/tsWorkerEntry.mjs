// A worker pool's entry when the server runs from source (tests, `tsx watch`): registers
// tsx's loader in this thread, then loads the TypeScript module named in the pool's
// workerData and hands its default export to the pool (see spawnWorker.ts for why the loader
// is registered here and not through execArgv).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const module = await import(workerData.tsModule);
export default module.default;
