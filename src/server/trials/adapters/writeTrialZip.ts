import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { makeTrialZip, type TrialZipContents } from './makeTrialZip';

/** One zip to make and where to put it; plain data, so it crosses threads. */
export interface TrialZipJob extends TrialZipContents {
  kind: 'trial-zip';
  /** The zip is written here first, then renamed to `target` whole. */
  partialPath: string;
  target: string;
}

/**
 * Makes the trial zip into its place: subsetting ~40 fonts twice with harfbuzz (wasm,
 * synchronous) keeps a thread busy for seconds, so it runs in the document pool's zip threads
 * (src/server/workers/documentPool.ts), never on the server's.
 */
export async function writeTrialZip(job: TrialZipJob): Promise<void> {
  // Opened first: the partial file marks a zip under way (the server removes it if stopped).
  const output = createWriteStream(job.partialPath);
  output.end(await makeTrialZip(job));
  await finished(output);
  // Renamed into place whole: no process ever reads a half-written zip.
  await rename(job.partialPath, job.target);
}
