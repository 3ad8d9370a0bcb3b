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
 * That is also why the server thread, not this one, gives the subsets their trial names: the
 * name-table code is the project's, shared with the licensee stamp of bought fonts.
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
  /** The name ids the subsets keep. */
  nameIds: number[];
}

/**
 * What the worker tells the server thread: the subset fonts to give their trial names (it
 * answers with TrialNamedFonts), then that the zip is done or failed.
 */
export type TrialZipMessage = { fontsToName: Uint8Array[] } | { done: true } | { error: unknown };

/** The server thread's answer to `fontsToName`: the same fonts, in order, renamed. */
export interface TrialNamedFonts {
  namedFonts: Uint8Array[];
}

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
  const subsets: Buffer[] = [];
  for (const { file } of fonts) {
    const retail = await readFile(file);
    subsets.push(await subsetFont(retail, job.characters, { ...options, targetFormat: 'sfnt' }));
  }
  const named = await namedOnServerThread(subsets);

  const folder = job.folderName;
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const output = createWriteStream(job.partialPath);
  archive.pipe(output);
  archive.append(await readFile(job.licencePath), { name: `${folder}/Trial licence.txt` });
  for (const [i, { typeface, file }] of fonts.entries()) {
    const base = path.basename(file).replace(/\.(ttf|otf)$/i, '');
    const extension = path.extname(file).toLowerCase();
    const desktop = named[i];
    if (!desktop) throw new Error(`trial zip: no trial names for ${file}`);
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

/**
 * The fonts with their trial names, from the server thread. One round trip for all of them:
 * while `main.js webfonts` compresses web fonts on that thread, each answer waits for one.
 */
function namedOnServerThread(fonts: Buffer[]): Promise<Buffer[]> {
  const port = parentPort;
  if (!port) return Promise.reject(new Error('trial zip: not in a worker thread'));
  return new Promise((resolve) => {
    port.once('message', (answer: TrialNamedFonts) => {
      // Buffers cross threads as plain Uint8Arrays.
      resolve(
        answer.namedFonts.map((font) => Buffer.from(font.buffer, font.byteOffset, font.length)),
      );
    });
    port.postMessage({ fontsToName: fonts } satisfies TrialZipMessage);
  });
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
