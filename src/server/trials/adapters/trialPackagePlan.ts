import { createHash } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../../config';
import { TRIAL_LAYOUT_FEATURES, TRIAL_SCRIPT_CHARACTERS } from '../app/trialCharacterSet';
import { trialLicenceNote } from '../app/trialFontNames';
import type { TrialPackagePlan } from '../app/TrialPackagePlan';
import { listTrialFontSources } from './trialFontSources';

/**
 * Bump when the zip's layout, the subsetting or the trial naming changes, so zips made before
 * are remade (v2: trial fonts carry trial names, not the retail ones; v3: each font holds
 * the basic alphabet of each script its retail font has).
 */
const PACKAGE_FORMAT = 'trial-zip-v3';
const ZIP_NAME = /^trial-fonts-[0-9a-f]{16}\.zip$/;

export interface TrialPackageOptions {
  contentDir: string;
  /** Where made zips are kept: DATA_DIR/files/trials. */
  cacheDir: string;
  /** The folder name inside the zip, e.g. "Fieldwork Type Foundry Trial Fonts". */
  folderName: string;
  /** The licence description written into every trial font. */
  licenceNote: string;
}

/**
 * The one place that derives the options from config: the build command and the server
 * must agree on them, or the server would not find the zip the build made.
 */
export function trialPackageOptions(config: ServerConfig, contentDir: string): TrialPackageOptions {
  return {
    contentDir,
    cacheDir: path.join(config.dataDir, 'files', 'trials'),
    folderName: `${config.foundryName} Trial Fonts`,
    licenceNote: trialLicenceNote(config.foundryName, config.publicUrl),
  };
}

/**
 * Lists the trial families and stats their files: a few dozen file-system calls, so the
 * server does it once per content version, not per request. The zip is named after the
 * inputs (paths, sizes, modification times, character set, format), so while they are
 * unchanged every process sharing DATA_DIR finds the same file.
 */
export async function planTrialPackage(options: TrialPackageOptions): Promise<TrialPackagePlan> {
  const typefaces = await listTrialFontSources(options.contentDir);
  const licencePath = path.join(options.contentDir, 'licences', 'trial-licence.txt');
  const hash = createHash('sha256');
  hash.update(`${PACKAGE_FORMAT}\0${JSON.stringify(TRIAL_SCRIPT_CHARACTERS)}\0`);
  hash.update(`${TRIAL_LAYOUT_FEATURES.join(',')}\0`);
  hash.update(`${options.folderName}\0${options.licenceNote}\0`);
  for (const file of [licencePath, ...typefaces.flatMap((t) => t.fontFiles)]) {
    const info = await stat(file);
    hash.update(`${path.relative(options.contentDir, file)}\0${info.size}\0${info.mtimeMs}\n`);
  }
  const fingerprint = hash.digest('hex').slice(0, 16);
  return {
    typefaces,
    typefaceNames: typefaces.map((typeface) => typeface.name),
    licencePath,
    folderName: options.folderName,
    licenceNote: options.licenceNote,
    cacheDir: options.cacheDir,
    zipPath: path.join(options.cacheDir, `trial-fonts-${fingerprint}.zip`),
  };
}

/** Zips made from older content are never downloaded again. */
export async function removeOtherTrialZips(plan: TrialPackagePlan): Promise<void> {
  const current = path.basename(plan.zipPath);
  for (const file of await readdir(plan.cacheDir)) {
    if (ZIP_NAME.test(file) && file !== current) {
      await rm(path.join(plan.cacheDir, file), { force: true });
    }
  }
}
