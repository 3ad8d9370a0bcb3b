import type { TypefaceSummary, WebFontFace } from '../../application/catalogue/TypefaceSummary';
import type { librarySummary } from '../../contract/catalogue/librarySummary';
import { nameFaceFamily } from '../../contract/catalogue/nameFaceFamily';
import type { NameStyleAnswer, StyleAnswer } from '../../contract/catalogue/style';
import type { z } from '../../contract/zod';

/** An entry of GET /typefaces?view=summary (src/contract/catalogue/librarySummary.ts). */
export type TypefaceListEntryAnswer = z.infer<typeof librarySummary>;

type FaceFields = Pick<StyleAnswer, 'font_family' | 'woff2_url' | 'font_weight' | 'font_style'>;

/** A style's full web font, under its family's name. */
export function toWebFontFace(style: FaceFields): WebFontFace {
  return {
    family: style.font_family,
    url: style.woff2_url,
    weight: style.font_weight,
    style: style.font_style,
  };
}

/**
 * A style's name subset (src/contract/catalogue/style.ts, nameStyle), under the family the
 * page's head declares it by (src/contract/catalogue/nameFaceFamily.ts): what sets a name.
 */
export function toNameFace(
  style: FaceFields & Pick<NameStyleAnswer, 'unicode_range'>,
): WebFontFace {
  return {
    ...toWebFontFace(style),
    family: nameFaceFamily(style.font_family),
    ...(style.unicode_range ? { unicodeRange: style.unicode_range } : {}),
  };
}

/** Only the summary's fields: the answer also carries every style, which no card needs kept. */
export function toTypefaceSummary(entry: TypefaceListEntryAnswer): TypefaceSummary {
  return {
    id: entry.id,
    name: entry.name,
    page: entry.page,
    type: entry.type,
    class: entry.class,
    isRtl: entry.is_rtl,
    overviewText: entry.overview_text,
    characters: entry.characters,
    styleCount: entry.style_count,
    subFamilyCount: entry.sub_family_count,
    description: entry.description,
    font: entry.font ? toNameFace(entry.font) : null,
  };
}
