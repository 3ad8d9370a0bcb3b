import { createWriteStream } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { nameAsTrial } from './trialFontNames';
import type { TrialFontSource } from './trialFontSources';

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

/** Everything the worker needs to make one zip; plain data, so it crosses threads. */
export interface TrialZipJob {
  kind: 'trial-zip';
  typefaces: TrialFontSource[];
  licencePath: string;
  /** The licence description the trial fonts carry instead of the retail one. */
  licenceNote: string;
  /** The folder inside the zip. */
  folderName: string;
  /** The zip is written here first, then renamed to `target` whole. */
  partialPath: string;
  target: string;
  characters: string;
  layoutFeatures: string[];
  /** The name ids the subsets keep. */
  nameIds: number[];
}

/** What the worker tells the server thread: the zip is done, or why it failed. */
export type TrialZipMessage = { done: true } | { error: unknown };

/**
 * Each trial family's retail fonts subset to the trial characters (TTF/OTF as shipped, plus
 * WOFF2 for web mockups) under trial names, and the trial licence.
 */
async function writeTrialZip(job: TrialZipJob): Promise<void> {
  // Loaded here, not at the top: the server thread imports this file only to learn its URL.
  const [{ default: subsetFont }, { ZipArchive }] = await Promise.all([
    import('subset-font'),
    import('archiver'),
  ]);
  const options = { keepFeatures: job.layoutFeatures, preserveNameIds: job.nameIds };
  const fonts = job.typefaces.flatMap((typeface) =>
    typeface.fontFiles.map((file) => ({ typeface, file })),
  );
  const folder = job.folderName;
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const output = createWriteStream(job.partialPath);
  archive.pipe(output);
  archive.append(await readFile(job.licencePath), { name: `${folder}/Trial licence.txt` });
  for (const { typeface, file } of fonts) {
    const base = path.basename(file).replace(/\.(ttf|otf)$/i, '');
    const extension = path.extname(file).toLowerCase();
    const subset = await subsetFont(await readFile(file), job.characters, {
      ...options,
      targetFormat: 'sfnt',
    });
    // Renamed on the subset (a few kilobytes): rewriting the name table checksums the file.
    const desktop = nameAsTrial(subset, job.licenceNote);
    // Made from the renamed subset, so the web font carries the trial names too.
    const web = await subsetFont(desktop, job.characters, { ...options, targetFormat: 'woff2' });
    archive.append(desktop, { name: `${folder}/${typeface.name}/${base}-Trial${extension}` });
    archive.append(web, { name: `${folder}/${typeface.name}/Web/${base}-Trial.woff2` });
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
    () => parentPort?.postMessage({ done: true } satisfies TrialZipMessage),
    (error: unknown) => parentPort?.postMessage({ error } satisfies TrialZipMessage),
  );
}
