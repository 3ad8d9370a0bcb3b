import type { SpecimenAnswer } from '../../../src/contract/catalogue/specimen';
import type { StyleAnswer } from '../../../src/contract/catalogue/style';

/**
 * Answers as complete as the wire contract asks (src/contract/catalogue), for adapter tests
 * that care about a few of their fields: the rest is the least a real answer carries.
 */
export function styleAnswer(
  fields: Pick<StyleAnswer, 'id' | 'name' | 'slug' | 'font_family' | 'font_weight' | 'font_style'> &
    Partial<StyleAnswer>,
): StyleAnswer {
  return {
    typeface_subfamily_id: 1,
    sort_order: 0,
    font_display: 'swap',
    woff2_url: `/fonts/test/${fields.slug}.woff2`,
    variation: { axes: [], instances: [] },
    ...fields,
  };
}

/** EB Garamond's regular, as the answers carry it, from the given file. */
export function ebGaramondRegular(woff2_url: string): StyleAnswer {
  return styleAnswer({
    id: 11,
    name: 'Regular',
    slug: 'regular',
    font_family: 'EB Garamond',
    font_weight: 400,
    font_style: 'normal',
    woff2_url,
  });
}

/** A specimen's style, its name subset the same file (no unicode_range to declare). */
export function specimenStyle(style: StyleAnswer) {
  return { ...style, names_woff2_url: style.woff2_url, names_unicode_range: '' };
}

export function specimenAnswer(
  family: { name: string; slug: string },
  subfamilies: SpecimenAnswer['editable']['subfamilies'],
): SpecimenAnswer {
  return {
    family: {
      id: 1,
      name: family.name,
      slug: family.slug,
      class: `ff-${family.slug}`,
      about: '',
      is_rtl: false,
      main_style: null,
      title_font: null,
      first_lines_font: null,
      max_font_size: 200,
      min_font_size: 10,
      default_font_size: 60,
      has_small_caps_support: false,
      language_text: '',
      scripts: ['Latin'],
      version: '1.000',
    },
    examples: [],
    editable: { subfamilies, otf_groups: [], small_caps_feature: null, scripts: [] },
    about: { author: '', release_date: '', styles_no: 0, version: '1.000' },
    images: { font: null, pdf: `/api/v1/typefaces/${family.slug}/specimen.pdf`, minisite: null },
    feature_texts: [],
    blogs: [],
    meta: { title: family.name, description: '', image: null },
    font_faces: [],
    from_price: null,
  };
}
