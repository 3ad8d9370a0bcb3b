import type {
  SpecimenSubfamily,
  TypefaceSpecimen,
} from '../../application/catalogue/TypefaceSpecimen';
import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import type { SpecimenAnswer } from '../../contract/catalogue/specimen';
import { openTypeGroupFromAnswer, testerScriptFromAnswer } from './testerScriptsFromAnswer';
import { toNameFace, toWebFontFace } from './typefaceSummaryOf';

/** A specimen's style as its answer carries it, with its name subset. */
type SpecimenStyleAnswer = SpecimenAnswer['editable']['subfamilies'][string]['styles'][number];

/**
 * The face that sets a style's name: its name subset (a few kB of the names' characters
 * instead of the whole font).
 */
export function specimenNameFace(style: SpecimenStyleAnswer): WebFontFace {
  return toNameFace({
    ...style,
    woff2_url: style.names_woff2_url,
    unicode_range: style.names_unicode_range,
  });
}

function toSubfamilies(editable: SpecimenAnswer['editable']): SpecimenSubfamily[] {
  return Object.values(editable.subfamilies)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((subfamily) => ({
      id: subfamily.id,
      name: subfamily.name,
      sortOrder: subfamily.sort_order,
      styles: subfamily.styles.map((style) => ({
        id: style.id,
        name: style.name,
        slug: style.slug,
        font: toWebFontFace(style),
        nameFont: specimenNameFace(style),
        ...(style.variation.axes.length > 0 ? { variation: style.variation } : {}),
      })),
    }));
}

/** A face of a few of the regular's glyphs (the title's, the tester's first lines'). */
function regularSubsetFace(
  face: NonNullable<SpecimenAnswer['family']['first_lines_font']> & { unicode_range?: string },
): WebFontFace {
  const { family, url, weight, style } = face;
  return {
    family,
    url,
    weight,
    style,
    ...(face.unicode_range === undefined ? {} : { unicodeRange: face.unicode_range }),
  };
}

export function toSpecimen(answer: SpecimenAnswer): TypefaceSpecimen {
  const { family, editable, about } = answer;
  const subfamilies = toSubfamilies(editable);
  const smallCaps = editable.small_caps_feature;
  return {
    family: {
      name: family.name,
      slug: family.slug,
      class: family.class,
      about: family.about,
      isRtl: family.is_rtl,
      mainStyle: {
        typefaceSubfamilyId: family.main_style?.typeface_subfamily_id ?? subfamilies[0]?.id ?? 0,
      },
      titleFont: family.title_font && regularSubsetFace(family.title_font),
      firstLinesFont: family.first_lines_font && regularSubsetFace(family.first_lines_font),
      minFontSize: family.min_font_size,
      maxFontSize: family.max_font_size,
      defaultFontSize: family.default_font_size,
      hasSmallCapsSupport: family.has_small_caps_support,
      languageText: family.language_text,
    },
    examples: answer.examples,
    editable: {
      subfamilies,
      otfGroups: editable.otf_groups.map(openTypeGroupFromAnswer),
      smallCapsFeature: smallCaps && { dataSetting: smallCaps.data_setting },
      scripts: editable.scripts.map(testerScriptFromAnswer),
    },
    about: { author: about.author, releaseDate: about.release_date, stylesNo: about.styles_no },
    images: answer.images,
    featureTexts: answer.feature_texts.map(({ title, text }) => ({ title, text })),
    blogs: answer.blogs,
    meta: answer.meta,
    fromPrice: answer.from_price,
  };
}
