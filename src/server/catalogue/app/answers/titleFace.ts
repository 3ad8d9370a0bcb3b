import { createHash } from 'node:crypto';
import { titleFaceFamily } from '../../../../contract/catalogue/nameFaceFamily';
import { regularStyle } from '../../../content/app/fonts/regularStyle';
import { nameTextVersion, nameUnicodeRange } from './nameFaces';
import type { StyleRow } from '../typefaceRows';

/** The characters of a specimen's title: the family's name, each once, in order. */
export function titleText(familyName: string): string {
  return [...new Set([...familyName])].sort().join('');
}

/** The file name's variant: a new name never reuses an old file on disk. */
export function titleSubsetVariant(text: string): string {
  return `title-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}

export function titleWebfontUrl(typefaceSlug: string, style: StyleRow, text: string): string {
  return `/fonts/${typefaceSlug}/${style.slug}.title.woff2?v=${nameTextVersion(text, style.file_hash)}`;
}

/** The face a specimen's title is set in (its regular style, title glyphs only). */
export interface TitleFace {
  family: string;
  url: string;
  weight: number;
  style: 'normal' | 'italic';
  unicode_range: string;
}

/** The title face of a family, or null for a family without styles. */
export function titleFaceOf(
  family: { name: string; slug: string },
  styles: readonly StyleRow[],
): TitleFace | null {
  const regular = regularStyle(styles);
  if (!regular) return null;
  const text = titleText(family.name);
  return {
    family: titleFaceFamily(family.name),
    url: titleWebfontUrl(family.slug, regular, text),
    weight: regular.weight,
    style: regular.is_italic ? 'italic' : 'normal',
    unicode_range: nameUnicodeRange(text),
  };
}
