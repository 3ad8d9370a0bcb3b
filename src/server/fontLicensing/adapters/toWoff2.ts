import subsetFont from 'subset-font';
import { nameIdsOf } from './licensedFont';

/**
 * The web licence's file: the same font as WOFF2, every glyph and every OpenType feature
 * kept, with every name id (so the licensee stamp stays).
 */
export async function toWoff2(font: Buffer): Promise<Buffer> {
  return subsetFont(font, null, {
    targetFormat: 'woff2',
    keepAllGlyphs: true,
    preserveNameIds: nameIdsOf(font),
  });
}
