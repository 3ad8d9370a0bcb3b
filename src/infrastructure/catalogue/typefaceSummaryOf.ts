import type { TypefaceSummary, WebFontFace } from '../../application/catalogue/TypefaceSummary';
import type { librarySummary } from '../../contract/catalogue/librarySummary';
import type { StyleAnswer } from '../../contract/catalogue/style';
import type { z } from '../../contract/zod';

/** An entry of GET /typefaces?view=summary (src/contract/catalogue/librarySummary.ts). */
export type TypefaceListEntryAnswer = z.infer<typeof librarySummary>;

export function toWebFontFace(
  style: Pick<StyleAnswer, 'font_family' | 'woff2_url' | 'font_weight' | 'font_style'> & {
    unicode_range?: string;
  },
): WebFontFace {
  return {
    family: style.font_family,
    url: style.woff2_url,
    weight: style.font_weight,
    style: style.font_style,
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
    is_rtl: entry.is_rtl,
    overview_text: entry.overview_text,
    characters: entry.characters,
    style_count: entry.style_count,
    sub_family_count: entry.sub_family_count,
    description: entry.description,
    font: entry.font ? toWebFontFace(entry.font) : null,
  };
}
