import type { Selectable } from 'kysely';
import type { SpecimenAnswer, SpecimenPostAnswer } from '../../../../contract/catalogue/specimen';
import { contentImageUrl } from '../../../content/app/contentDirectory';
import { type ScriptName } from '../../../content/app/fonts/detectScripts';
import { failed, succeeded } from '../../../application/Result';
import type { TypefaceCollectionsTable } from '../../../database/tables/catalogueTables';
import { contentNotFound } from '../../app/ContentNotFound';
import { TRIAL_SCRIPT_CHARACTERS } from '../../../trials/app/trialCharacterSet';
import { CARD_CHARACTERS } from '../../app/answers/cardCharacters';
import {
  familyNameText,
  namedFamilyOf,
  nameStyleAnswer,
  nameUnicodeRange,
  nameWebfontUrl,
} from '../../app/answers/nameFaces';
import { regularStyle } from '../../../content/app/fonts/regularStyle';
import { styleAnswer } from '../../app/answers/styleAnswer';
import { titleFaceOf } from '../../app/answers/titleFace';
import { firstLinesFaceOf } from '../../app/answers/firstLinesFace';
import { typefaceRecordOf } from './typefaceRecordOf';
import { testerScriptsOf } from '../../app/answers/testerScripts';
import { parseJsonList, type TypefaceRows } from '../../app/typefaceRows';

type CollectionRow = Selectable<TypefaceCollectionsTable>;

export function specimenPdfUrl(slug: string): string {
  return `/api/v1/typefaces/${slug}/specimen.pdf`;
}

/**
 * A family's subfamilies and styles, as the list and the specimen both carry them (spec:
 * "editable (subfamilies keyed by id, each with styles; small_caps_feature)").
 */
function editableStyles(record: TypefaceRows) {
  const { row } = record;
  const nameText = familyNameText(namedFamilyOf(record.row, record.subfamilies, record.styles));
  return {
    subfamilies: Object.fromEntries(
      record.subfamilies.map((subfamily) => [
        subfamily.id,
        {
          id: subfamily.id,
          name: subfamily.name,
          sort_order: subfamily.sort_order,
          styles: subfamily.styles.map((style) => ({
            ...styleAnswer(row, style),
            // The shop sets each style's name in it: the name subset is enough there.
            names_woff2_url: nameWebfontUrl(row.slug, style, nameText),
            names_unicode_range: nameUnicodeRange(nameText),
          })),
        },
      ]),
    ),
    small_caps_feature: row.has_small_caps_support ? { data_setting: 'smcp' } : null,
  };
}

/**
 * The specimen's: the styles and the tester's offer per script (its features and samples).
 * Only the specimen has a tester, so the list leaves that part out: it is most of a family's
 * answer (5–9 kB of 11 kB), and the list travels in every rendered page (the footer's).
 */
function editable(record: TypefaceRows) {
  const scripts = testerScriptsOf(record);
  return {
    ...editableStyles(record),
    otf_groups: scripts[0]?.otf_groups ?? [],
    scripts,
  };
}

function scriptsOf(record: TypefaceRows): ScriptName[] {
  return parseJsonList<ScriptName>(record.row.scripts_json);
}

/**
 * GET /typefaces: families (type 'family') and collections (type 'collection'), by name. A
 * family's `font` is the style its card and its name elsewhere are set in, picked here so
 * the browser does not repeat the rule.
 */
export function typefaceListAnswer(records: TypefaceRows[], collections: CollectionRow[]) {
  const families = records.map((record) => {
    const regular = regularStyle(record.styles);
    return {
      id: record.row.id,
      name: record.row.name,
      page: record.row.slug,
      type: 'family' as const,
      class: record.row.css_class,
      is_rtl: record.row.is_rtl === 1,
      overview_text: record.row.overview_text,
      characters: scriptsOf(record).map((script) => ({
        character: CARD_CHARACTERS[script],
        class: record.row.css_class,
      })),
      style_count: record.styles.length,
      sub_family_count: record.subfamilies.length,
      description: record.row.description,
      image: contentImageUrl(record.row.image),
      editable: editableStyles(record),
      // The card, the footer and cart lines set only names and a sample line in it.
      font: regular
        ? nameStyleAnswer(
            record.row,
            regular,
            familyNameText(namedFamilyOf(record.row, record.subfamilies, record.styles)),
          )
        : null,
    };
  });
  const collectionEntries = collections.map((collection) => ({
    id: collection.id,
    name: collection.name,
    page: `${collection.slug}-collection`,
    type: 'collection' as const,
    class: '',
    is_rtl: false,
    overview_text: '',
    characters: [],
    style_count: 0,
    sub_family_count: 0,
    description: collection.description,
    image: contentImageUrl(collection.minisite_image),
    editable: null,
    font: null,
  }));
  return {
    data: [...families, ...collectionEntries].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** GET /typefaces/{page}: everything the specimen page shows. */
export function typefaceSpecimenAnswer(record: TypefaceRows, posts: SpecimenPostAnswer[]) {
  const { row } = record;
  const main = regularStyle(record.styles);
  const image = contentImageUrl(row.image);
  return {
    family: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      class: row.css_class,
      about: row.about_html,
      is_rtl: row.is_rtl === 1,
      main_style: main
        ? { id: main.id, name: main.name, typeface_subfamily_id: main.subfamily_id }
        : null,
      title_font: titleFaceOf(row, record.styles),
      first_lines_font: firstLinesFaceOf(typefaceRecordOf(record), record.styles),
      max_font_size: row.max_font_size,
      min_font_size: row.min_font_size,
      default_font_size: row.default_font_size,
      has_small_caps_support: row.has_small_caps_support === 1,
      language_text: row.language_text,
      scripts: scriptsOf(record),
      version: row.version,
    },
    examples: parseJsonList<string>(row.samples_json),
    editable: editable(record),
    about: {
      author: row.author,
      release_date: row.release_date,
      styles_no: record.styles.length,
      version: row.version,
    },
    images: { font: image, pdf: specimenPdfUrl(row.slug), minisite: row.minisite_url },
    // As typeface.yaml writes them (KyselyTypefaceImport.ts keeps the list as it is).
    feature_texts: parseJsonList<SpecimenAnswer['feature_texts'][number]>(row.feature_texts_json),
    blogs: posts.map((post) => ({ ...post, image: contentImageUrl(post.image) })),
    meta: { title: row.name, description: row.description, image },
    font_faces: record.styles.map((style) => styleAnswer(row, style)),
  };
}

/** GET /subfamilies/{id}/styles. */
export function subfamilyStylesAnswer(records: TypefaceRows[], id: number) {
  for (const record of records) {
    const subfamily = record.subfamilies.find((candidate) => candidate.id === id);
    if (subfamily) {
      return succeeded({
        id: subfamily.id,
        name: subfamily.name,
        typeface: { id: record.row.id, name: record.row.name, page: record.row.slug },
        data: subfamily.styles.map((style) => styleAnswer(record.row, style)),
      });
    }
  }
  return failed(contentNotFound('This subfamily does not exist.'));
}

/** A script's trial characters as the page shows them: the space and the joiner need no showing. */
const SHOWN = (characters: string) => characters.replace(/[\s\u200c]/g, '');

/**
 * What the trial page displays per family (docs/spec.md §2): for each script its fonts hold,
 * the characters its trial fonts set (trialCharacterSet.ts; the trial zip is made from the
 * same sets).
 */
export function trialCharacterSets(record: TypefaceRows) {
  const available = new Set(record.row.characters);
  const keep = (text: string) => [...text].filter((char) => available.has(char)).join('');
  const scripts = new Set<ScriptName>(['Latin', ...scriptsOf(record)]);
  return [...scripts].map((script) => ({
    script,
    characters: keep(SHOWN(TRIAL_SCRIPT_CHARACTERS[script])),
  }));
}
