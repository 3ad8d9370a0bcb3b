import type {
  OpenTypeGroup,
  SpecimenSubfamily,
  TypefaceSpecimen,
} from '../../application/catalogue/TypefaceSpecimen';
import type { TypefaceSummary, WebFontFace } from '../../application/catalogue/TypefaceSummary';

/** A style as the catalogue API answers it (src/server/catalogue/answers/styleAnswer.ts). */
export interface StyleAnswer {
  id: number;
  name: string;
  font_family: string;
  font_weight: number;
  font_style: 'normal' | 'italic';
  woff2_url: string;
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
}

export type TypefaceListEntryAnswer = Omit<TypefaceSummary, 'font'> & {
  editable: EditableAnswer | null;
};

export type SpecimenAnswer = Omit<TypefaceSpecimen, 'editable' | 'family'> & {
  family: Omit<TypefaceSpecimen['family'], 'main_style'> & {
    main_style: { typeface_subfamily_id: number } | null;
  };
  editable: EditableAnswer;
};

export function toWebFontFace(
  style: Pick<StyleAnswer, 'font_family' | 'woff2_url' | 'font_weight' | 'font_style'>,
): WebFontFace {
  return {
    family: style.font_family,
    url: style.woff2_url,
    weight: style.font_weight,
    style: style.font_style,
  };
}

function toSubfamilies(editable: EditableAnswer | null): SpecimenSubfamily[] {
  return Object.values(editable?.subfamilies ?? {})
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((subfamily) => ({
      ...subfamily,
      styles: subfamily.styles.map((style) => ({
        id: style.id,
        name: style.name,
        font: toWebFontFace(style),
      })),
    }));
}

/** A card is set in the family's upright regular (weight 400), else its first style. */
function cardFace(editable: EditableAnswer | null): WebFontFace | null {
  const styles = Object.values(editable?.subfamilies ?? {}).flatMap((s) => s.styles);
  const regular =
    styles.find((style) => style.font_weight === 400 && style.font_style === 'normal') ?? styles[0];
  return regular ? toWebFontFace(regular) : null;
}

export function toTypefaceSummary(entry: TypefaceListEntryAnswer): TypefaceSummary {
  const { editable, ...summary } = entry;
  return { ...summary, font: cardFace(editable) };
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
    },
  };
}
