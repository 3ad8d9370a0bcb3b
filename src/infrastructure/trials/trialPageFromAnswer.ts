import type { TrialPage } from '../../application/trials/TrialPage';
import type { AnswerOf } from '../../contract/Endpoint';
import type { getFreeTrialsPage } from '../../contract/trials';
import { toNameFace, toWebFontFace } from '../answers/typefaceSummaryOf';

/** GET /pages/free_trials (src/contract/trials.ts) as the trial page shows it. */
export function trialPageFromAnswer(answer: AnswerOf<typeof getFreeTrialsPage>): TrialPage {
  return {
    introHtml: answer.data,
    typefaces: answer.typefaces.map((typeface) => ({
      name: typeface.name,
      page: typeface.page,
      font: typeface.font ? toWebFontFace(typeface.font) : null,
      nameFont: typeface.name_font ? toNameFace(typeface.name_font) : null,
      characterSets: typeface.character_sets
        .filter((set) => set.characters !== '')
        .map((set) => ({ script: set.script, characters: set.characters })),
    })),
  };
}
