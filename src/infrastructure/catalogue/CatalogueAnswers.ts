import type {
  NamedInstance,
  OpenTypeGroup,
  SpecimenSubfamily,
  TesterScript,
  TypefaceSpecimen,
  VariationAxis,
} from '../../application/catalogue/TypefaceSpecimen';
import type { TypefaceSummary, WebFontFace } from '../../application/catalogue/TypefaceSummary';

/** A style as the catalogue API answers it (src/server/catalogue/answers/styleAnswer.ts). */
export interface StyleAnswer {
  id: number;
  name: string;
  slug: string;
  variation?: { axes: VariationAxis[]; instances: NamedInstance[] };
  font_family: string;
  font_weight: number;
  font_style: 'normal' | 'italic';
  woff2_url: string;
  /** Set when the URL is a subset: the characters it holds (a name subset). */
  unicode_range?: string;
  /** The subset of the family's names in this style, where the answer offers one. */
  names_woff2_url?: string;
  names_unicode_range?: string;
}

interface SubfamilyAnswer {
  id: number;
  name: string;
  sort_order: number;
  styles: StyleAnswer[];
}

/** The API keys subfamilies by id (spec §3 "subfamilies keyed by id"). */
interface EditableAnswer {
  subfamilies: Record<string, SubfamilyAnswer>;
  otf_groups: OpenTypeGroup[];
  small_caps_feature: { data_setting: string | string[] } | null;
  scripts?: TesterScript[];
}

/**
 * An entry of GET /typefaces as the browser reads it: the summary, and in `font` the style
 * the family is shown in, which the server picks (src/server/catalogue/answers/styleAnswer.ts).
 */
export type TypefaceListEntryAnswer = Omit<TypefaceSummary, 'font'> & {
  font: StyleAnswer | null;
};

export type SpecimenAnswer = Omit<TypefaceSpecimen, 'editable' | 'family'> & {
  family: Omit<TypefaceSpecimen['family'], 'main_style'> & {
    main_style: { typeface_subfamily_id: number } | null;
  };
  editable: EditableAnswer;
};

export function toWebFontFace(
  style: Pick<
    StyleAnswer,
    'font_family' | 'woff2_url' | 'font_weight' | 'font_style' | 'unicode_range'
  >,
): WebFontFace {
  return {
    family: style.font_family,
    url: style.woff2_url,
    weight: style.font_weight,
    style: style.font_style,
    ...(style.unicode_range ? { unicodeRange: style.unicode_range } : {}),
  };
}

/**
 * The face that sets a style's name: its name subset when the answer offers one (a few kB
 * instead of the whole font), else the style's own font.
 */
export function toNameFace(style: StyleAnswer): WebFontFace {
  return toWebFontFace(
    style.names_woff2_url
      ? { ...style, woff2_url: style.names_woff2_url, unicode_range: style.names_unicode_range }
      : style,
  );
}

function toSubfamilies(editable: EditableAnswer | null): SpecimenSubfamily[] {
  return Object.values(editable?.subfamilies ?? {})
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((subfamily) => ({
      ...subfamily,
      styles: subfamily.styles.map((style) => ({
        id: style.id,
        name: style.name,
        slug: style.slug,
        font: toWebFontFace(style),
        nameFont: toNameFace(style),
        ...(style.variation && style.variation.axes.length > 0
          ? { variation: style.variation }
          : {}),
      })),
    }));
}

/** Only the summary's fields: the answer also carries every style, which no card needs kept. */
export function toTypefaceSummary(entry: TypefaceListEntryAnswer): TypefaceSummary {
  return {
    id: entry.id,
    name: entry.name,
    page: entry.page,
    type: entry.type,
    class: entry.class,
    is_rtl: entry.is_rtl,
    overview_text: entry.overview_text,
    characters: entry.characters,
    style_count: entry.style_count,
    sub_family_count: entry.sub_family_count,
    description: entry.description,
    font: entry.font ? toWebFontFace(entry.font) : null,
  };
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
      scripts: answer.editable.scripts ?? [],
    },
  };
}
