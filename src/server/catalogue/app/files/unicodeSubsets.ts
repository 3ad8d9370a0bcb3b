/**
 * The script ranges reading text is split by (the split Google Fonts serves): a page in
 * English downloads the Latin file only, a Greek quotation adds the Greek one. Overlapping
 * code points (combining marks, punctuation) are in more than one; the later declared wins.
 */
export const UNICODE_SUBSETS = [
  {
    name: 'arabic',
    ranges:
      '0600-06FF,0750-077F,0870-088E,0890-0891,0897-08E1,08E3-08FF,200C-200E,2010-2011,204F,2E41,FB50-FDFF,FE70-FE74,FE76-FEFC',
  },
  { name: 'hebrew', ranges: '0307-0308,0590-05FF,200C-2010,20AA,25CC,FB1D-FB4F' },
  {
    name: 'cyrillic-ext',
    ranges: '0460-052F,1C80-1C8A,20B4,2DE0-2DFF,A640-A69F,FE2E-FE2F',
  },
  { name: 'cyrillic', ranges: '0301,0400-045F,0490-0491,04B0-04B1,2116' },
  { name: 'greek-ext', ranges: '1F00-1FFF' },
  { name: 'greek', ranges: '0370-0377,037A-037F,0384-038A,038C,038E-03A1,03A3-03FF' },
  {
    name: 'vietnamese',
    ranges:
      '0102-0103,0110-0111,0128-0129,0168-0169,01A0-01A1,01AF-01B0,0300-0301,0303-0304,0308-0309,0323,0329,1EA0-1EF9,20AB',
  },
  {
    name: 'latin-ext',
    ranges:
      '0100-02BA,02BD-02C5,02C7-02CC,02CE-02D7,02DD-02FF,0304,0308,0329,1D00-1DBF,1E00-1E9F,1EF2-1EFF,2020,20A0-20AB,20AD-20C0,2113,2C60-2C7F,A720-A7FF',
  },
  {
    name: 'latin',
    // FB00–FB06: the ligatures fi, fl, ff…, so a subset keeps its liga rules without
    // keeping every glyph the font's other features could reach (see webfonts.ts).
    ranges:
      '0000-00FF,0131,0152-0153,02BB-02BC,02C6,02DA,02DC,0304,0308,0329,2000-206F,20AC,2122,2191,2193,2212,2215,FB00-FB06,FEFF,FFFD',
  },
] as const;

export type UnicodeSubsetName = (typeof UNICODE_SUBSETS)[number]['name'];

export function isUnicodeSubset(name: string): name is UnicodeSubsetName {
  return UNICODE_SUBSETS.some((subset) => subset.name === name);
}

function parseRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((range) => {
    const [from = '', to = from] = range.split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const LETTER = /\p{L}/u;

/**
 * The code points of a font (its cmap) that fall in a subset, ascending; none when the font
 * has no letter of the subset's script: the punctuation and marks the ranges share (a
 * zero-width joiner in the Arabic range) do not make a Latin font an Arabic one.
 */
export function codePointsInSubset(
  name: UnicodeSubsetName,
  fontCodePoints: Iterable<number>,
): number[] {
  const subset = UNICODE_SUBSETS.find((candidate) => candidate.name === name);
  if (!subset) return [];
  const ranges = parseRanges(subset.ranges);
  const inSubset = [...new Set(fontCodePoints)]
    .filter((codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to))
    .sort((a, b) => a - b);
  return inSubset.some((codePoint) => LETTER.test(String.fromCodePoint(codePoint))) ? inSubset : [];
}

/** CSS unicode-range for exactly these code points: 'U+20-7E, U+A0-FF'. */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let end = start;
  const hex = (n: number) => n.toString(16).toUpperCase();
  const close = () => {
    if (start === undefined || end === undefined) return;
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  };
  for (const codePoint of sorted.slice(1)) {
    if (end !== undefined && codePoint === end + 1) {
      end = codePoint;
      continue;
    }
    close();
    start = codePoint;
    end = codePoint;
  }
  close();
  return parts.join(', ');
}
