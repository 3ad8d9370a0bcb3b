import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { setImmediate } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { TRIAL_CHARACTERS, TRIAL_LAYOUT_FEATURES } from './trialCharacterSet';
import { spawnWorker } from '../workers/spawnWorker';
import { nameAsTrial, TRIAL_NAME_IDS } from './trialFontNames';
import type { TrialPackagePlan } from './trialPackagePlan';
import type { TrialNamedFonts, TrialZipJob, TrialZipMessage } from './trialZipWorker';

export interface TrialZipBuild {
  /** Resolves when the zip is in place at `plan.zipPath`. */
  done: Promise<void>;
  /** Ends the worker (the server is closing); its partial file is removed. */
  stop(): Promise<void>;
}

/** Makes the plan's zip in a worker thread; this thread only waits for its answer. */
export function startTrialZipWorker(plan: TrialPackagePlan): TrialZipBuild {
  const job: TrialZipJob = {
    kind: 'trial-zip',
    typefaces: plan.typefaces,
    licencePath: plan.licencePath,
    folderName: plan.folderName,
    partialPath: `${plan.zipPath}.${randomBytes(4).toString('hex')}.partial`,
    target: plan.zipPath,
    characters: TRIAL_CHARACTERS,
    layoutFeatures: TRIAL_LAYOUT_FEATURES,
    nameIds: [...TRIAL_NAME_IDS],
  };
  let worker: Worker | undefined;
  let stopped = false;
  const done = (async () => {
    await mkdir(plan.cacheDir, { recursive: true });
    // A dynamic import, so the bundler gives the worker a file of its own in dist/server.
    const { TRIAL_ZIP_WORKER_URL } = await import('./trialZipWorker');
    if (stopped) throw new Error('trial zip: stopped before it started');
    worker = spawnWorker(TRIAL_ZIP_WORKER_URL, job);
    await answerOf(worker, plan.licenceNote);
  })()
    .catch(async (error: unknown) => {
      await rm(job.partialPath, { force: true });
      throw error;
    })
    .finally(() => worker?.terminate());
  return {
    done,
    async stop() {
      stopped = true;
      await worker?.terminate();
      await done.catch(() => undefined);
    },
  };
}

/** Settles when the worker is done, giving its subsets their trial names when it asks. */
function answerOf(worker: Worker, licenceNote: string): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.on('message', (message: TrialZipMessage) => {
      if ('fontsToName' in message) {
        namedAsTrial(message.fontsToName, licenceNote).then(
          (namedFonts) => worker.postMessage({ namedFonts } satisfies TrialNamedFonts),
          reject,
        );
      } else if ('done' in message) resolve();
      else reject(message.error);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`trial zip worker ended (exit code ${code})`)));
  });
}

/**
 * A subset takes a fraction of a millisecond to rename; other requests are let in between
 * fonts, so the whole family list never holds this thread at once.
 */
async function namedAsTrial(fonts: Uint8Array[], licenceNote: string): Promise<Buffer[]> {
  const named: Buffer[] = [];
  for (const font of fonts) {
    // Buffers cross threads as plain Uint8Arrays.
    const subset = Buffer.from(font.buffer, font.byteOffset, font.length);
    named.push(nameAsTrial(subset, licenceNote));
    await setImmediate();
  }
  return named;
}
