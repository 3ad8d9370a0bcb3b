import type { ServerConfig } from '../config';
import { documentWorkerUrl } from '../documents/documentWorkerUrl';
import type { TrialZipJob } from '../trials/adapters/writeTrialZip';
import { DocumentPool } from '../workers/documentPool';
import { TrialFontPackage } from '../trials/adapters/TrialFontPackage';
import { planTrialPackage, trialPackageOptions } from '../trials/adapters/trialPackagePlan';

/**
 * Makes the trial fonts zip ahead of the first visitor (run by `main.js webfonts` at build
 * time and by `main.js import`); needs no database. Nothing is made when the zip of the
 * current content is already there.
 */
export async function trialFontsCommand(config: ServerConfig, contentDir: string): Promise<string> {
  const started = Date.now();
  const options = trialPackageOptions(config, contentDir);
  const plan = await planTrialPackage(options);
  const zips = new DocumentPool<TrialZipJob>({ workerUrl: documentWorkerUrl, threads: 1 });
  const zip = await new TrialFontPackage(options, zips).zipPath(plan).finally(() => zips.close());
  return (
    `trial fonts: ${plan.typefaceNames.length} families (${plan.typefaceNames.join(', ')}) ` +
    `up to date in ${zip} (${Date.now() - started} ms)`
  );
}
