import { createWriteStream } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { TrialTypeface } from './trialFontSources';

/*
 * The worker thread that makes the trial zip: subsetting ~40 fonts twice with harfbuzz
 * (wasm, synchronous) keeps a thread busy for seconds, which must not be the server's.
 *
 * This file imports only Node built-ins, npm packages and types, never a module of this
 * project. The server bundle (`vite build --ssr src/server/main.ts`) turns the dynamic
 * import that locates this file into a chunk of its own in dist/server; a module shared with
 * main.js would instead be imported by that chunk from main.js, and loading main.js in the
 * worker would start a second server. tests/server/trials/trialZipWorkerBundle.test.ts checks it.
 */

/** Where the running code of this file is: a .ts file from source, a chunk in the bundle. */
export const TRIAL_ZIP_WORKER_URL: string = import.meta.url;

/** Everything the worker needs to make one zip; plain data, so it crosses threads. */
export interface TrialZipJob {
  kind: 'trial-zip';
  typefaces: TrialTypeface[];
  licencePath: string;
  /** The folder inside the zip. */
  folderName: string;
  /** The zip is written here first, then renamed to `target` whole. */
  partialPath: string;
  target: string;
  characters: string;
  layoutFeatures: string[];
}

/** What the worker answers when it is done. */
export type TrialZipResult = { done: true } | { error: unknown };

/**
 * Each trial family's retail fonts subset to the trial characters (TTF/OTF as shipped, plus
 * WOFF2 for web mockups) and the trial licence.
 */
async function writeTrialZip(job: TrialZipJob): Promise<void> {
  // Loaded here, not at the top: the server thread imports this file only to learn its URL.
  const [{ default: subsetFont }, { ZipArchive }] = await Promise.all([
    import('subset-font'),
    import('archiver'),
  ]);
  const folder = job.folderName;
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const output = createWriteStream(job.partialPath);
  archive.pipe(output);
  archive.append(await readFile(job.licencePath), { name: `${folder}/Trial licence.txt` });
  const options = { keepFeatures: job.layoutFeatures };
  for (const typeface of job.typefaces) {
    for (const file of typeface.fontFiles) {
      const retail = await readFile(file);
      const base = path.basename(file).replace(/\.(ttf|otf)$/i, '');
      const extension = path.extname(file).toLowerCase();
      const desktop = await subsetFont(retail, job.characters, {
        ...options,
        targetFormat: 'sfnt',
      });
      const web = await subsetFont(retail, job.characters, { ...options, targetFormat: 'woff2' });
      archive.append(desktop, { name: `${folder}/${typeface.name}/${base}-Trial${extension}` });
      archive.append(web, { name: `${folder}/${typeface.name}/Web/${base}-Trial.woff2` });
    }
  }
  await archive.finalize();
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
    () => parentPort?.postMessage({ done: true } satisfies TrialZipResult),
    (error: unknown) => parentPort?.postMessage({ error } satisfies TrialZipResult),
  );
}
