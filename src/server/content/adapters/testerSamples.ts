import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asFields, ContentError, fieldReader } from '../app/contentFields';
import { readYamlFile } from './contentFiles';
import type { ScriptName } from '../app/fonts/detectScripts';
import type { LanguageSamples } from '../app/fonts/LanguageSamples';
import { testerLanguageOfCode } from '../app/fonts/openTypeLanguages';

/** One language's sample lines in one script, as content/tester/<script>.yaml lists them. */
export interface LanguageSampleSet {
  script: ScriptName;
  /** BCP 47, e.g. "de". */
  code: string;
  samples: string[];
}

const SCRIPTS: readonly ScriptName[] = ['Latin', 'Greek', 'Cyrillic', 'Hebrew', 'Arabic'];

/** Every content/tester/*.yaml; a language the tester cannot name stops the import. */
export async function readTesterSamples(contentDir: string): Promise<LanguageSampleSet[]> {
  const folder = path.join(contentDir, 'tester');
  if (!existsSync(folder)) return [];
  const files = (await readdir(folder)).filter((name) => name.endsWith('.yaml')).sort();
  const sets: LanguageSampleSet[] = [];
  for (const file of files) {
    const source = path.join(folder, file);
    const yaml = fieldReader(asFields(await readYamlFile(source), source), source);
    const script = SCRIPTS.find((name) => name === yaml.text('script'));
    if (!script) throw new ContentError(source, `"script" must be one of ${SCRIPTS.join(', ')}`);
    const languages = fieldReader(asFields(yaml.raw('languages'), source), source);
    for (const code of Object.keys(asFields(yaml.raw('languages'), source))) {
      if (!testerLanguageOfCode(code))
        throw new ContentError(source, `"${code}" is no language the tester can name`);
      sets.push({ script, code, samples: languages.textList(code) });
    }
  }
  return sets;
}

/** Spaces and invisible format characters (ZWNJ in Persian) need no glyph of the family. */
const NEEDS_NO_GLYPH = /[\s\p{Cf}]/u;

/**
 * The lines of each language the family can set: every character in its fonts. A language
 * none of whose lines the family can set is not offered (docs/tester.md).
 */
export function coveredLanguageSamples(
  sets: readonly LanguageSampleSet[],
  scripts: readonly ScriptName[],
  codePoints: ReadonlySet<number>,
): LanguageSamples {
  const covered: LanguageSamples = {};
  for (const set of sets.filter((candidate) => scripts.includes(candidate.script))) {
    const lines = set.samples.filter((line) =>
      [...line].every(
        (char) => NEEDS_NO_GLYPH.test(char) || codePoints.has(char.codePointAt(0) ?? -1),
      ),
    );
    if (lines.length > 0) (covered[set.script] ??= {})[set.code] = lines;
  }
  return covered;
}
