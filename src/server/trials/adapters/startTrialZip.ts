import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import type { DocumentBuilder } from '../../workers/documentPool';
import { TRIAL_LAYOUT_FEATURES, TRIAL_SCRIPT_CHARACTERS } from '../app/trialCharacterSet';
import { TRIAL_NAME_IDS } from '../app/trialFontNames';
import type { TrialPackagePlan } from '../app/TrialPackagePlan';
import type { TrialZipJob } from './writeTrialZip';

export interface TrialZipBuild {
  /** Resolves when the zip is in place at `plan.zipPath`. */
  done: Promise<void>;
  /** Ends the work (the server is closing); its partial file is removed. */
  stop(): Promise<void>;
}

/** Makes the plan's zip in the zip pool's threads; this thread only waits for its answer. */
export function startTrialZip(
  plan: TrialPackagePlan,
  zips: DocumentBuilder<TrialZipJob>,
): TrialZipBuild {
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
  // Aborted, piscina ends the thread that makes it (its task cannot be interrupted otherwise).
  const stopping = new AbortController();
  const done = (async () => {
    await mkdir(plan.cacheDir, { recursive: true });
    if (stopping.signal.aborted) throw new Error('trial zip: stopped before it started');
    await zips.build(job, stopping.signal);
  })().catch(async (error: unknown) => {
    await rm(job.partialPath, { force: true });
    throw error;
  });
  return {
    done,
    async stop() {
      stopping.abort();
      await done.catch(() => undefined);
    },
  };
}
