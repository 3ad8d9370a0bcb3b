import type { OpenTypeGroup, TesterScript } from '../../application/catalogue/TypefaceSpecimen';
import type { SpecimenAnswer } from '../../contract/catalogue/specimen';

type OpenTypeGroupAnswer = SpecimenAnswer['editable']['otf_groups'][number];
type TesterScriptAnswer = SpecimenAnswer['editable']['scripts'][number];

/** A feature group of the specimen's answer as the tester's controls read it. */
export function openTypeGroupFromAnswer(group: OpenTypeGroupAnswer): OpenTypeGroup {
  return {
    name: group.name,
    sortOrder: group.sort_order,
    otfs: group.otfs.map((otf) => ({ name: otf.name, dataSetting: otf.data_setting })),
  };
}

/** What the tester offers for one script, as the specimen's answer writes it. */
export function testerScriptFromAnswer(script: TesterScriptAnswer): TesterScript {
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
