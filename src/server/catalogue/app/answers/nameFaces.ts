import { createHash } from 'node:crypto';
import { unicodeRange } from '../files/unicodeSubsets';
import { CARD_CHARACTERS } from './cardCharacters';
import type { StyleAnswer } from '../../../../contract/catalogue/style';
import { styleAnswer } from './styleAnswer';
import { parseJsonList, type StyleRow, type TypefaceRow } from '../typefaceRows';
import type { ScriptName } from '../../../content/app/fonts/detectScripts';

/** What a family's names are made of (a TypefaceRecord has it, and so does a shop's family). */
export interface NamedFamily {
  name: string;
  overviewText: string;
  scripts: readonly ScriptName[];
  subfamilies: readonly { name: string }[];
  /** A variable style brings its named instances' names (`variation_json`, fvar). */
  styles: readonly { name: string; variation_json?: string }[];
}

/** The names of a variable style's named instances ("Thin" … "Black Italic"), none for others. */
function instanceNames(style: { variation_json?: string }): string[] {
  if (!style.variation_json) return [];
  const variation = JSON.parse(style.variation_json) as { instances?: { name: string }[] };
  return (variation.instances ?? []).map((instance) => instance.name);
}

/** A family's names from its rows (the catalogue adapter's and the shops' own reading). */
export function namedFamilyOf(
  row: Pick<TypefaceRow, 'name' | 'overview_text' | 'scripts_json'>,
  subfamilies: NamedFamily['subfamilies'],
  styles: NamedFamily['styles'],
): NamedFamily {
  const scripts = parseJsonList<ScriptName>(row.scripts_json);
  return { name: row.name, overviewText: row.overview_text, scripts, subfamilies, styles };
}

/**
 * Every character a family's faces set outside its specimen: its name (library cards, the
 * footer, collection pages), the card's sample line and script pairs, and the names of the
 * shop's options and cart lines ("EB Garamond Bold Italic"). A subset of these glyphs is
 * all those places download (docs/rendering.md "The site in its own type").
 */
export function familyNameText(record: NamedFamily): string {
  const texts = [
    record.name,
    record.overviewText,
    ...record.scripts.map((script) => CARD_CHARACTERS[script]),
    ...record.subfamilies.map((subfamily) => `${record.name} ${subfamily.name}`),
    ...record.styles.map((style) => `${record.name} ${style.name}`),
    // The family overview names each instance of a variable style in it.
    ...record.styles.flatMap(instanceNames).map((name) => `${record.name} ${name}`),
  ];
  return [...new Set([...texts.join('')])].sort().join('');
}

/** Names the subset in its URL: new names or a new font file give a new URL. */
export function nameTextVersion(text: string, fileHash: string): string {
  return createHash('sha256').update(`${fileHash}\n${text}`).digest('hex').slice(0, 12);
}

/** The file name's variant: two texts never share a file on disk. */
export function nameSubsetVariant(text: string): string {
  return `names-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}

/**
 * A style as a name is set in it: the same face from the family's name subset, declared for
 * the subset's characters only (unicode_range) and under a family of its own
 * (src/contract/catalogue/nameFaceFamily.ts), so text that is not a name never draws from it.
 */
export function nameStyleAnswer(
  typeface: Pick<TypefaceRow, 'name' | 'slug'>,
  style: StyleRow,
  nameText: string,
): StyleAnswer & { unicode_range: string } {
  return {
    ...styleAnswer(typeface, style),
    woff2_url: nameWebfontUrl(typeface.slug, style, nameText),
    unicode_range: nameUnicodeRange(nameText),
  };
}

export function nameUnicodeRange(nameText: string): string {
  return unicodeRange([...nameText].map((char) => char.codePointAt(0) ?? 0));
}

export function nameWebfontUrl(typefaceSlug: string, style: StyleRow, nameText: string): string {
  return `/fonts/${typefaceSlug}/${style.slug}.names.woff2?v=${nameTextVersion(nameText, style.file_hash)}`;
}
