import type { SpecimenAnswer } from '../../../../contract/catalogue/specimen';
import { TESTER_FEATURE_GROUPS } from '../../../content/app/fonts/testerFeatureGroups';

/** A tester's feature toggles, as the specimen answers them (src/contract/catalogue/specimen.ts). */
type OpenTypeGroupAnswer = SpecimenAnswer['editable']['otf_groups'][number];

/**
 * The groups of the features a script offers. A stylistic set or character variant is named
 * by the font (featureNames, from its featureParams) and otherwise by its number. Each carries
 * the text it changes in the font, when the import found one (ScriptFeatures.examples).
 */
export function openTypeGroups(
  features: readonly string[],
  featureNames: Readonly<Record<string, string>> = {},
  examples: Readonly<Record<string, string>> = {},
): OpenTypeGroupAnswer[] {
  const present = new Set(features);
  const groups: OpenTypeGroupAnswer[] = [];
  for (const definition of TESTER_FEATURE_GROUPS) {
    const options = (definition.options ?? []).filter((option) => present.has(option.data_setting));
    if (definition.numbered) {
      const { pattern, label } = definition.numbered;
      for (const tag of [...present].filter((candidate) => pattern.test(candidate)).sort())
        options.push({
          name: featureNames[tag] ?? `${label} ${Number(pattern.exec(tag)?.[1])}`,
          data_setting: tag,
        });
    }
    if (options.length > 0)
      groups.push({
        name: definition.name,
        sort_order: groups.length + 1,
        otfs: options.map((option) => {
          const example = examples[option.data_setting];
          return {
            ...option,
            group: definition.name,
            is_group: false,
            ...(example !== undefined ? { example } : {}),
          };
        }),
      });
  }
  return groups;
}
