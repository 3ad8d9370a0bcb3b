import type { ScriptName } from '../../content/fonts/detectScripts';
import type { TesterFeatures } from '../../content/fonts/detectTesterFeatures';
import { mainScript, RTL_SCRIPTS } from '../../content/fonts/scriptProbes';
import { openTypeGroups } from './openTypeGroups';
import { testerLanguages } from '../../content/fonts/openTypeLanguages';

/**
 * What the tester offers for text in one script: only controls that change that script in
 * these fonts. Small caps need `smcp`; all small caps need `c2sc` as well (capitals become
 * small capitals too); a figure style is offered where it differs from the default figures.
 */
export function testerScriptAnswer(
  script: ScriptName,
  tester: TesterFeatures,
  samples: readonly string[],
) {
  const entry = tester.scripts.find((candidate) => candidate.script === script);
  const features = entry?.features ?? [];
  const has = (tag: string) => features.includes(tag);
  return {
    script,
    direction: RTL_SCRIPTS.has(script) ? ('rtl' as const) : ('ltr' as const),
    samples: [...samples],
    small_caps: has('smcp'),
    all_small_caps: has('smcp') && has('c2sc'),
    figure_styles: features.filter((tag) => tag === 'onum' || tag === 'lnum'),
    otf_groups: openTypeGroups(features, tester.featureNames),
    /** The language systems the font has for the script: the tester's language choice. */
    languages: testerLanguages(entry?.languages ?? []),
  };
}

export type TesterScriptAnswer = ReturnType<typeof testerScriptAnswer>;

export function parseTesterFeatures(json: string): TesterFeatures {
  const value = JSON.parse(json) as Partial<TesterFeatures>;
  return { scripts: value.scripts ?? [], featureNames: value.featureNames ?? {} };
}

/** The family's main script first: the tester opens on it. */
export function testerScripts(
  scripts: readonly ScriptName[],
  rtl: boolean,
  tester: TesterFeatures,
  samplesOf: (script: ScriptName) => readonly string[],
): TesterScriptAnswer[] {
  const main = mainScript(scripts, rtl);
  return [...scripts]
    .sort((a, b) => Number(b === main) - Number(a === main))
    .map((script) => testerScriptAnswer(script, tester, samplesOf(script)));
}
