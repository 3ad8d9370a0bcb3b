import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { failed, succeeded } from '../../application/Result';
import { contentNotFound } from '../ContentNotFound';
import { familyNameText, namedFamilyOf, nameStyleAnswer } from './nameFaces';
import { regularStyle, styleAnswer } from './styleAnswer';
import { trialCharacterSets } from './typefaceAnswers';
import { loadTypefaceRows } from './typefaceRows';

export async function findPage(db: Kysely<Database>, name: string) {
  const page = await db
    .selectFrom('content_pages')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirst();
  return page ? succeeded(page) : failed(contentNotFound('This page does not exist.'));
}

/** GET /pages/templates/{name}: the page's html in `data` (access is checked by the route). */
export async function pageTemplateAnswer(db: Kysely<Database>, name: string) {
  const found = await findPage(db, name);
  if (!found.ok) return found;
  const page = found.value;
  return succeeded({
    data: page.html,
    name: page.name,
    title: page.title,
    description: page.description,
    members_only: page.members_only === 1,
  });
}

/**
 * GET /pages/free_trials: the intro and each trial family's character sets, read from its
 * fonts, with the web font of its regular style to show them in, and that style's name subset
 * to show the family's name in.
 */
export async function freeTrialsAnswer(db: Kysely<Database>) {
  const [found, records] = await Promise.all([findPage(db, 'free_trials'), loadTypefaceRows(db)]);
  if (!found.ok) return found;
  const page = found.value;
  return succeeded({
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
  });
}
