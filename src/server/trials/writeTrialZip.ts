import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { makeTrialZip, type TrialZipContents } from './makeTrialZip';

/*
 * The worker thread that makes the trial zip: subsetting ~40 fonts twice with harfbuzz
 * (wasm, synchronous) keeps a thread busy for seconds, which must not be the server's.
 *
 * This file may import modules of this project: the server bundle has it as an entry of its
 * own beside main.js (vite.config.ts), so what both use (the name-table code, shared with the
 * licensee stamp of bought fonts) goes into a chunk that imports neither, and the worker never
 * loads main.js (which would start a second server here).
 * tests/server/trials/trialZipWorkerBundle.test.ts checks it.
 */

/** Where the running code of this file is: a .ts file from source, an entry in the bundle. */
export const TRIAL_ZIP_WORKER_URL: string = import.meta.url;

/** One zip to make and where to put it; plain data, so it crosses threads. */
export interface TrialZipJob extends TrialZipContents {
  kind: 'trial-zip';
  /** The zip is written here first, then renamed to `target` whole. */
  partialPath: string;
  target: string;
}

/** What the worker tells the server thread: the zip is done, or why it failed. */
export type TrialZipMessage = { done: true } | { error: unknown };

async function writeTrialZip(job: TrialZipJob): Promise<void> {
  // Opened first: the partial file marks a zip under way (the server removes it if stopped).
  const output = createWriteStream(job.partialPath);
  output.end(await makeTrialZip(job));
  await finished(output);
  // Renamed into place whole: no process ever reads a half-written zip.
  await rename(job.partialPath, job.target);
}

function isTrialZipJob(data: unknown): data is TrialZipJob {
  return typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'trial-zip';
}

// Only a thread started with a job runs it (a test runner may load this file in a worker too).
if (!isMainThread && isTrialZipJob(workerData)) {
  writeTrialZip(workerData).then(
    () => parentPort?.postMessage({ done: true } satisfies TrialZipMessage),
    (error: unknown) => parentPort?.postMessage({ error } satisfies TrialZipMessage),
  );
}
