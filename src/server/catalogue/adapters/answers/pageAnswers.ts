import type { Selectable } from 'kysely';
import type { ContentPagesTable } from '../../../database/tables/catalogueTables';
import { familyNameText, namedFamilyOf, nameStyleAnswer } from '../../app/answers/nameFaces';
import { regularStyle } from '../../../content/app/fonts/regularStyle';
import { styleAnswer } from '../../app/answers/styleAnswer';
import { trialCharacterSets } from './typefaceAnswers';
import type { TypefaceRows } from '../../app/typefaceRows';

type PageRow = Selectable<ContentPagesTable>;

/** GET /pages/templates/{name}: the page's html in `data` (access is checked by the route). */
export function pageTemplateAnswer(page: PageRow) {
  return {
    data: page.html,
    name: page.name,
    title: page.title,
    description: page.description,
    members_only: page.members_only === 1,
  };
}

/**
 * GET /pages/free_trials: the intro and each trial family's character sets, read from its
 * fonts, with the web font of its regular style to show them in, and that style's name subset
 * to show the family's name in.
 */
export function freeTrialsAnswer(page: PageRow, records: TypefaceRows[]) {
  return {
    data: page.html,
    title: page.title,
    description: page.description,
    typefaces: records
      .filter((record) => record.row.trial === 1)
      .map((record) => {
        const regular = regularStyle(record.styles);
        return {
          id: record.row.id,
          name: record.row.name,
          page: record.row.slug,
          class: record.row.css_class,
          is_rtl: record.row.is_rtl === 1,
          character_sets: trialCharacterSets(record),
          font: regular ? styleAnswer(record.row, regular) : null,
          name_font: regular
            ? nameStyleAnswer(
                record.row,
                regular,
                familyNameText(namedFamilyOf(record.row, record.subfamilies, record.styles)),
              )
            : null,
        };
      }),
  };
}
