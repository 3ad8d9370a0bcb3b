import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { detectScripts, type ScriptName } from '../../content/app/fonts/detectScripts';
import { zipInMemory } from '../../fontLicensing/adapters/zipInMemory';
import { nameAsTrial } from '../app/trialFontNames';
import type { TrialFontSource } from '../app/TrialPackagePlan';

/** Everything one trial zip is made from; plain data, so it crosses threads. */
export interface TrialZipContents {
  typefaces: TrialFontSource[];
  licencePath: string;
  /** The licence description the trial fonts carry instead of the retail one. */
  licenceNote: string;
  /** The folder inside the zip. */
  folderName: string;
  /** Each script's trial characters (TRIAL_SCRIPT_CHARACTERS); Latin is always in. */
  scriptCharacters: Readonly<Record<ScriptName, string>>;
  layoutFeatures: string[];
  /** The name ids the subsets keep. */
  nameIds: number[];
}

/** The trial characters of one retail font: Latin, and each other script's it holds. */
function trialCharactersOf(retail: Buffer, sets: TrialZipContents['scriptCharacters']): string {
  const font = fontkit.create(retail) as fontkit.Font;
  const scripts = detectScripts(new Set(font.characterSet));
  return [...new Set<ScriptName>(['Latin', ...scripts])].map((script) => sets[script]).join('');
}

/**
 * The trial zip: each trial family's retail fonts subset to the trial characters of the
 * scripts they hold (TTF/OTF as shipped, plus WOFF2 for web mockups) under trial names, and
 * the trial licence. Seconds of HarfBuzz (wasm, synchronous), so the server runs it off its
 * own thread (trialZipWorker).
 */
export async function makeTrialZip(job: TrialZipContents): Promise<Buffer> {
  // Loaded here, not at the top: the server thread imports the worker only to learn its URL.
  const { default: subsetFont } = await import('subset-font');
  const options = { keepFeatures: job.layoutFeatures, preserveNameIds: job.nameIds };
  const folder = job.folderName;
  const licence = await readFile(job.licencePath);
  return zipInMemory(async (archive) => {
    archive.append(licence, { name: `${folder}/Trial licence.txt` });
    for (const typeface of job.typefaces) {
      for (const file of typeface.fontFiles) {
        const base = path.basename(file).replace(/\.(ttf|otf)$/i, '');
        const extension = path.extname(file).toLowerCase();
        const retail = await readFile(file);
        const characters = trialCharactersOf(retail, job.scriptCharacters);
        const subset = await subsetFont(retail, characters, { ...options, targetFormat: 'sfnt' });
        // Renamed on the subset (a few kilobytes): rewriting the name table checksums the file.
        const desktop = nameAsTrial(subset, job.licenceNote);
        // Made from the renamed subset, so the web font carries the trial names too.
        const web = await subsetFont(desktop, characters, { ...options, targetFormat: 'woff2' });
        archive.append(desktop, { name: `${folder}/${typeface.name}/${base}-Trial${extension}` });
        archive.append(web, {
          name: `${folder}/${typeface.name}/Web/${base}-Trial.woff2`,
          store: true,
        });
      }
    }
  });
}
