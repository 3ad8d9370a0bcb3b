import type { ScriptName } from '../../../content/app/fonts/detectScripts';
import type { TesterFeatures } from '../../../content/app/fonts/TesterFeatures';
import { mainScript, RTL_SCRIPTS, scriptOfText } from '../../../content/app/fonts/scriptProbes';
import type { LanguageSamples } from '../../../content/app/fonts/LanguageSamples';
import { parseJsonList, type TypefaceRows } from '../typefaceRows';
import { openTypeGroups } from './openTypeGroups';
import {
  testerLanguageOfCode,
  testerLanguages,
} from '../../../content/app/fonts/openTypeLanguages';

/** What the import stored for the tester: the fonts' features and the covered language samples. */
export interface StoredTester extends TesterFeatures {
  languageSamples?: LanguageSamples;
}

/**
 * The languages of a script: those the font has a language system for (their `locl` forms)
 * and those with sample lines the family can set, each with its lines (none: the script's).
 */
function scriptLanguages(systems: readonly string[], samples: Record<string, string[]>) {
  const languages = new Map(
    testerLanguages(systems).map((language) => [
      language.code,
      { ...language, samples: [] as string[] },
    ]),
  );
  for (const [code, lines] of Object.entries(samples)) {
    const language = languages.get(code) ?? testerLanguageOfCode(code);
    if (language) languages.set(code, { ...language, samples: lines });
  }
  return [...languages.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What the tester offers for text in one script: only controls that change that script in
 * these fonts. Small caps need `smcp`; all small caps need `c2sc` as well (capitals become
 * small capitals too); a figure style is offered where it differs from the default figures.
 * A right-to-left script's `companion` is the family's Latin lines, shown beside its own.
 */
export function testerScriptAnswer(
  script: ScriptName,
  tester: StoredTester,
  samples: readonly string[],
  companion: readonly string[] = [],
) {
  const entry = tester.scripts.find((candidate) => candidate.script === script);
  const features = entry?.features ?? [];
  const has = (tag: string) => features.includes(tag);
  return {
    script,
    direction: RTL_SCRIPTS.has(script) ? ('rtl' as const) : ('ltr' as const),
    samples: [...samples],
    companion: [...companion],
    small_caps: has('smcp'),
    all_small_caps: has('smcp') && has('c2sc'),
    figure_styles: features.filter((tag) => tag === 'onum' || tag === 'lnum'),
    otf_groups: openTypeGroups(features, tester.featureNames, entry?.examples),
    /** The tester's language choice, each with its own sample lines. */
    languages: scriptLanguages(entry?.languages ?? [], tester.languageSamples?.[script] ?? {}),
  };
}

export type TesterScriptAnswer = ReturnType<typeof testerScriptAnswer>;

export function parseTesterFeatures(json: string): StoredTester {
  const value = JSON.parse(json) as Partial<StoredTester>;
  return {
    scripts: value.scripts ?? [],
    featureNames: value.featureNames ?? {},
    languageSamples: value.languageSamples ?? {},
  };
}

/** A right-to-left script's companion: the family's Latin lines, shown beside its own. */
export function companionOf(
  script: ScriptName,
  scripts: readonly ScriptName[],
  samplesOf: (script: ScriptName) => readonly string[],
): readonly string[] {
  return RTL_SCRIPTS.has(script) && scripts.includes('Latin') ? samplesOf('Latin') : [];
}

/** The family's main script first: the tester opens on it. */
export function testerScripts(
  scripts: readonly ScriptName[],
  rtl: boolean,
  tester: StoredTester,
  samplesOf: (script: ScriptName) => readonly string[],
): TesterScriptAnswer[] {
  const main = mainScript(scripts, rtl);
  return [...scripts]
    .sort((a, b) => Number(b === main) - Number(a === main))
    .map((script) =>
      testerScriptAnswer(
        script,
        tester,
        samplesOf(script),
        companionOf(script, scripts, samplesOf),
      ),
    );
}

/** The family's samples written in each script it covers. */
export function samplesByScript(family: {
  samples: readonly string[];
  scripts: readonly ScriptName[];
  isRtl: boolean;
}): (script: ScriptName) => string[] {
  // A line of figures only belongs to no script: it goes with the family's own.
  const main = mainScript(family.scripts, family.isRtl);
  return (script) =>
    family.samples.filter((sample) => (scriptOfText(sample, family.scripts) ?? main) === script);
}

/** The tester's offer per script the family covers, each with the samples written in it. */
export function testerScriptsOf(record: TypefaceRows) {
  const scripts = parseJsonList<ScriptName>(record.row.scripts_json);
  const isRtl = record.row.is_rtl === 1;
  const samples = parseJsonList<string>(record.row.samples_json);
  return testerScripts(
    scripts,
    isRtl,
    parseTesterFeatures(record.row.tester_json),
    samplesByScript({ samples, scripts, isRtl }),
  );
}
