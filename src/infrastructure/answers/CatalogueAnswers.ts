import type {
  SpecimenSubfamily,
  TypefaceSpecimen,
} from '../../application/catalogue/TypefaceSpecimen';
import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import type { SpecimenAnswer } from '../../contract/catalogue/specimen';
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
      sort_order: subfamily.sort_order,
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

export function toSpecimen(answer: SpecimenAnswer): TypefaceSpecimen {
  const subfamilies = toSubfamilies(answer.editable);
  return {
    ...answer,
    family: {
      ...answer.family,
      main_style: answer.family.main_style ?? {
        typeface_subfamily_id: subfamilies[0]?.id ?? 0,
      },
    },
    editable: {
      subfamilies,
      otf_groups: answer.editable.otf_groups,
      small_caps_feature: answer.editable.small_caps_feature,
      scripts: answer.editable.scripts,
    },
  };
}
