import type * as fontkit from 'fontkit';

/*
 * fontkit parses GSUB but its type definitions leave it out; these are the parts read
 * (https://learn.microsoft.com/typography/opentype/spec/gsub). Lists are fontkit's lazy
 * arrays, read with toArray().
 */
interface LazyArray<T> {
  toArray(): T[];
}
type Coverage =
  | { version: 1; glyphs: number[] }
  | { version: 2; rangeRecords: Array<{ start: number; end: number }> };
interface Ligature {
  glyph: number;
  components: number[];
}
interface Subtable {
  coverage?: Coverage;
  ligatureSets?: LazyArray<LazyArray<Ligature> | Ligature[]>;
  /** An extension subtable (lookup type 7): the real lookup type and subtable. */
  lookupType?: number;
  extension?: Subtable;
}
interface Lookup {
  lookupType: number;
  subTables: Subtable[];
}
interface GsubTable {
  featureList: Array<{ tag: string; feature: { lookupListIndexes: number[] } }>;
  lookupList: LazyArray<Lookup>;
}

const SINGLE = 1;
const ALTERNATE = 3;
const LIGATURE = 4;
const EXTENSION = 7;

function coveredGlyphs(coverage: Coverage | undefined): number[] {
  if (!coverage) return [];
  if (coverage.version === 1) return coverage.glyphs;
  return coverage.rangeRecords.flatMap(({ start, end }) =>
    Array.from({ length: end - start + 1 }, (_, index) => start + index),
  );
}

const asArray = <T>(list: LazyArray<T> | T[]): T[] => (Array.isArray(list) ? list : list.toArray());

/** Read once per font: the detector asks for every feature in every language system. */
const charactersOfFont = new WeakMap<fontkit.Font, Map<number, string>>();

/** Each glyph the cmap reaches and the first character that reaches it. */
function characterOfGlyph(font: fontkit.Font): Map<number, string> {
  const known = charactersOfFont.get(font);
  if (known) return known;
  const characters = new Map<number, string>();
  charactersOfFont.set(font, characters);
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    if (codePoint < 0x20) continue;
    const { id } = font.glyphForCodePoint(codePoint);
    if (id !== 0 && !characters.has(id)) characters.set(id, String.fromCodePoint(codePoint));
  }
  return characters;
}

/**
 * Texts a feature's own substitutions act on, read from its GSUB lookups: the characters of
 * the glyphs a single or alternate substitution covers, and the character sequences a
 * ligature substitution joins. A probe text of the script's letters and pairs misses a
 * feature that joins whole words (EB Garamond's ss03 draws "arrowright" as an arrow), and an
 * example of what a feature does needs a glyph it changes. Glyphs no character maps to
 * (reached only through other features) give no text. At most `limit` texts, in lookup order.
 */
export function featureLookupInputs(font: fontkit.Font, feature: string, limit = 8): string[] {
  const gsub = (font as unknown as { GSUB?: GsubTable }).GSUB;
  if (!gsub) return [];
  const lookups = gsub.lookupList.toArray();
  const characters = characterOfGlyph(font);
  const textOf = (glyphs: readonly number[]): string | undefined => {
    const parts = glyphs.map((glyph) => characters.get(glyph));
    return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
  };
  const inputs = new Set<string>();
  const indexes = gsub.featureList
    .filter((entry) => entry.tag === feature)
    .flatMap((entry) => entry.feature.lookupListIndexes);
  for (const index of new Set(indexes)) {
    const lookup = lookups[index];
    if (!lookup) continue;
    for (const wrapped of lookup.subTables) {
      const type = lookup.lookupType === EXTENSION ? wrapped.lookupType : lookup.lookupType;
      const subtable = lookup.lookupType === EXTENSION ? wrapped.extension : wrapped;
      if (!subtable) continue;
      const firsts = coveredGlyphs(subtable.coverage);
      if (type === SINGLE || type === ALTERNATE) {
        for (const glyph of firsts) {
          const text = textOf([glyph]);
          if (text) inputs.add(text);
          if (inputs.size >= limit) return [...inputs];
        }
      } else if (type === LIGATURE && subtable.ligatureSets) {
        asArray(subtable.ligatureSets).forEach((set, position) => {
          const first = firsts[position];
          if (first === undefined) return;
          for (const ligature of asArray(set)) {
            const text = textOf([first, ...ligature.components]);
            if (text && inputs.size < limit) inputs.add(text);
          }
        });
        if (inputs.size >= limit) return [...inputs];
      }
    }
  }
  return [...inputs];
}
