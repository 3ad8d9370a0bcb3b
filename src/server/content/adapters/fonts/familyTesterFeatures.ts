import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { regularStyle } from '../../app/fonts/regularStyle';
import type { ScriptName } from '../../app/fonts/detectScripts';
import type { SubfamilyGroup } from '../../app/fonts/groupSubfamilies';
import type { ScriptFeatures, TesterFeatures } from '../../app/fonts/TesterFeatures';
import { detectTesterFeatures } from './detectTesterFeatures';
import { cachedFontAnswer } from './fontAnswerCache';

/**
 * Raise it when detectTesterFeatures answers differently: the cached answers go stale, and
 * the content is imported again (contentFingerprint.ts).
 */
export const DETECTOR_VERSION = 7;

function cachedDetection(
  filePath: string,
  hash: string,
  scripts: readonly ScriptName[],
): Promise<TesterFeatures> {
  return cachedFontAnswer(`v${DETECTOR_VERSION}-${hash}-${scripts.join('+')}`, async () =>
    detectTesterFeatures(fontkit.create(await readFile(filePath)) as fontkit.Font, scripts),
  );
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
    scripts: scripts.map((script) => {
      const entries = detected.flatMap((one) =>
        one.scripts.filter((entry) => entry.script === script),
      );
      const union = (list: (entry: ScriptFeatures) => readonly string[] | undefined) =>
        [...new Set(entries.flatMap((entry) => list(entry) ?? []))].sort();
      return {
        script,
        features: union((entry) => entry.features),
        languages: union((entry) => entry.languages),
        // The first style's example of a feature: the regular's when it has the feature.
        examples: Object.assign(
          {},
          ...entries.toReversed().map((entry) => entry.examples ?? {}),
        ) as Record<string, string>,
      };
    }),
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
