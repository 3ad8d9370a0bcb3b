import type { OpenTypeGroup, TesterScript } from '../../application/catalogue/TypefaceSpecimen';
import type { SpecimenAnswer } from '../../contract/catalogue/specimen';

type SpecimenEditableAnswer = SpecimenAnswer['editable'];

/** A feature group of the specimen's answer as the tester's controls read it. */
export function openTypeGroupFromAnswer(
  group: SpecimenEditableAnswer['otf_groups'][number],
): OpenTypeGroup {
  return {
    name: group.name,
    sortOrder: group.sort_order,
    otfs: group.otfs.map((otf) => ({
      name: otf.name,
      dataSetting: otf.data_setting,
      ...(otf.example !== undefined ? { example: otf.example } : {}),
    })),
  };
}

/** What the tester offers for one script, as the specimen's answer writes it. */
export function testerScriptFromAnswer(
  script: SpecimenEditableAnswer['scripts'][number],
): TesterScript {
  return {
    script: script.script,
    direction: script.direction,
    samples: script.samples,
    companion: script.companion,
    smallCaps: script.small_caps,
    allSmallCaps: script.all_small_caps,
    figureStyles: script.figure_styles,
    otfGroups: script.otf_groups.map(openTypeGroupFromAnswer),
    languages: script.languages,
  };
}
