import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { regularStyle } from '../../catalogue/answers/styleAnswer';
import type { ScriptName } from './detectScripts';
import type { SubfamilyGroup } from './groupSubfamilies';
import { detectTesterFeatures, type TesterFeatures } from './detectTesterFeatures';

/**
 * Shaping every feature of a font takes seconds, and every server start and test app imports
 * the content: the answer for a file is kept on disk by its content hash, which changes with
 * the file. Raise the version when detectTesterFeatures answers differently.
 */
const CACHE_DIR = path.join(tmpdir(), 'foundry-tester-features');
const DETECTOR_VERSION = 2;

async function cachedDetection(
  filePath: string,
  hash: string,
  scripts: readonly ScriptName[],
): Promise<TesterFeatures> {
  const cacheFile = path.join(CACHE_DIR, `v${DETECTOR_VERSION}-${hash}-${scripts.join('+')}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as TesterFeatures;
  } catch {
    const font = fontkit.create(await readFile(filePath)) as fontkit.Font;
    const detected = detectTesterFeatures(font, scripts);
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a parallel import never reads half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(detected));
    await rename(partial, cacheFile);
    return detected;
  }
}

/**
 * The family's tester features: per script, those any of the given styles changes (an italic
 * may have swashes its upright lacks); the styles' names of their sets.
 */
export async function familyTesterFeatures(
  styles: ReadonlyArray<{ filePath: string; hash: string }>,
  scripts: readonly ScriptName[],
): Promise<TesterFeatures> {
  const detected = await Promise.all(
    styles.map((style) => cachedDetection(style.filePath, style.hash, scripts)),
  );
  return {
    featureNames: Object.assign({}, ...detected.map((one) => one.featureNames)) as Record<
      string,
      string
    >,
    scripts: scripts.map((script) => ({
      script,
      features: [
        ...new Set(
          detected.flatMap(
            (one) => one.scripts.find((entry) => entry.script === script)?.features ?? [],
          ),
        ),
      ].sort(),
    })),
  };
}

/**
 * Each subfamily's regular speaks for its weights: they share their feature code, and
 * shaping every weight would multiply the import time for the same answer.
 */
export function subfamiliesTesterFeatures(
  folder: string,
  subfamilies: readonly SubfamilyGroup[],
  scripts: readonly ScriptName[],
): Promise<TesterFeatures> {
  return familyTesterFeatures(
    subfamilies.flatMap((subfamily) => {
      const speaker = regularStyle(
        subfamily.styles.map((style) => ({ ...style, weight: style.facts.weight, is_italic: 0 })),
      );
      return speaker
        ? [{ filePath: path.join(folder, speaker.fileName), hash: speaker.facts.hash }]
        : [];
    }),
    scripts,
  );
}
