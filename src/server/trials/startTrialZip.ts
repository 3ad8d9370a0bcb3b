import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import { TRIAL_LAYOUT_FEATURES, TRIAL_SCRIPT_CHARACTERS } from './trialCharacterSet';
import { spawnWorker } from '../workers/spawnWorker';
import { TRIAL_NAME_IDS } from './trialFontNames';
import type { TrialPackagePlan } from './trialPackagePlan';
import type { TrialZipJob, TrialZipMessage } from './trialZipWorker';

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
    licenceNote: plan.licenceNote,
    folderName: plan.folderName,
    partialPath: `${plan.zipPath}.${randomBytes(4).toString('hex')}.partial`,
    target: plan.zipPath,
    scriptCharacters: TRIAL_SCRIPT_CHARACTERS,
    layoutFeatures: TRIAL_LAYOUT_FEATURES,
    nameIds: [...TRIAL_NAME_IDS],
  };
  let worker: Worker | undefined;
  let stopped = false;
  const done = (async () => {
    await mkdir(plan.cacheDir, { recursive: true });
    // A dynamic import, so the server thread loads the worker's code only when a zip is made.
    const { TRIAL_ZIP_WORKER_URL } = await import('./trialZipWorker');
    if (stopped) throw new Error('trial zip: stopped before it started');
    worker = spawnWorker(TRIAL_ZIP_WORKER_URL, job);
    await answerOf(worker);
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

/** Settles when the worker is done. */
function answerOf(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once('message', (message: TrialZipMessage) => {
      if ('done' in message) resolve();
      else reject(message.error);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`trial zip worker ended (exit code ${code})`)));
  });
}
