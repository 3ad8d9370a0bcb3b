import type { ScriptName } from '../../../content/app/fonts/detectScripts';
import { isUnicodeSubset, type UnicodeSubsetName } from './unicodeSubsets';

/** The reading-text subset (unicodeSubsets.ts) that holds a script's basic letters. */
export const SUBSET_OF_SCRIPT: Readonly<Record<ScriptName, UnicodeSubsetName>> = {
  Latin: 'latin',
  Greek: 'greek',
  Cyrillic: 'cyrillic',
  Hebrew: 'hebrew',
  Arabic: 'arabic',
};

const TESTER_SUFFIX = '-tester';

/** The file variant of a style's tester subset of one script: `/fonts/<family>/<style>.latin-tester.woff2`. */
export function testerSubsetVariant(subset: UnicodeSubsetName): string {
  return `${subset}${TESTER_SUFFIX}`;
}

/** The script subset a variant names when it is a tester subset, else undefined. */
export function testerSubsetOf(variant: string): UnicodeSubsetName | undefined {
  if (!variant.endsWith(TESTER_SUFFIX)) return undefined;
  const subset = variant.slice(0, -TESTER_SUFFIX.length);
  return isUnicodeSubset(subset) ? subset : undefined;
}
