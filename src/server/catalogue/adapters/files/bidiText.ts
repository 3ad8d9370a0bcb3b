import bidiFactory from 'bidi-js';

/**
 * The Unicode bidirectional algorithm (UAX #9) for text set line by line: levels are
 * resolved once per paragraph, and each line, once broken, is reordered on its own (L1–L2),
 * because a line reordered before it is broken would put words on the wrong line.
 */

export type TextDirection = 'ltr' | 'rtl';

/** A stretch of one line at one embedding level, to be shaped as one piece. */
export interface VisualRun {
  /** In logical (reading) order; right-to-left runs already have their brackets mirrored. */
  text: string;
  /** Right-to-left runs are shaped and drawn right to left (their glyphs reversed). */
  direction: TextDirection;
}

export interface BidiParagraph {
  text: string;
  /** Resolved embedding level per UTF-16 unit of `text`: odd is right-to-left. */
  levels: Uint8Array;
  /** The paragraph's own level: 0 for left-to-right, 1 for right-to-left. */
  level: number;
}

const bidi = bidiFactory();

/** Bidi types that L1 resets to the paragraph level at the end of a line. */
const TRAILING_TYPES = new Set([
  'WS',
  'S',
  'B',
  'BN',
  'LRI',
  'RLI',
  'FSI',
  'PDI',
  'LRE',
  'RLE',
  'LRO',
  'RLO',
  'PDF',
]);

/**
 * One paragraph (no line breaks inside) in a direction the caller knows: a typeface's
 * samples are right-to-left even when a line starts with digits or Latin, which the
 * algorithm's own guess (first strong character) would set left to right.
 */
export function resolveBidi(text: string, direction: TextDirection): BidiParagraph {
  const { levels, paragraphs } = bidi.getEmbeddingLevels(text, direction);
  return { text, levels, level: paragraphs[0]?.level ?? (direction === 'rtl' ? 1 : 0) };
}

/** True when every character reads left to right, so plain left-to-right setting is right. */
export function isPlainLeftToRight(paragraph: BidiParagraph): boolean {
  return paragraph.level === 0 && paragraph.levels.every((level) => level === 0);
}

/**
 * The runs of the line `paragraph.text.slice(start, end)`, left to right as they are drawn.
 * Runs are reordered whole (rule L2 applied to runs rather than characters); the characters
 * inside a right-to-left run are left in reading order for the shaper, which needs them so
 * to choose Arabic initial, medial and final forms, and which reverses them itself.
 */
export function visualRuns(paragraph: BidiParagraph, start: number, end: number): VisualRun[] {
  const { text } = paragraph;
  const levels = Array.from(paragraph.levels.subarray(start, end));
  // L1: spaces at the end of a line sit at the paragraph's edge, not inside the last run.
  for (let i = levels.length - 1; i >= 0; i -= 1) {
    if (!TRAILING_TYPES.has(bidi.getBidiCharTypeName(text.charAt(start + i)))) break;
    levels[i] = paragraph.level;
  }

  const runs: { start: number; end: number; level: number }[] = [];
  levels.forEach((level, i) => {
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.end = start + i + 1;
    else runs.push({ start: start + i, end: start + i + 1, level });
  });
  if (runs.length === 0) return [];

  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs
  // at that level or above.
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels) | 1;
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < runs.length; i += 1) {
      if ((runs[i]?.level ?? 0) < level) continue;
      let j = i;
      while ((runs[j + 1]?.level ?? 0) >= level) j += 1;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }

  return runs.map((run) => {
    const rightToLeft = run.level % 2 === 1;
    const chars = text.slice(run.start, run.end);
    return {
      // L4: "(" read right to left is drawn as ")"; fonts do not do this themselves.
      text: rightToLeft
        ? [...chars].map((char) => bidi.getMirroredCharacter(char) ?? char).join('')
        : chars,
      direction: rightToLeft ? 'rtl' : 'ltr',
    };
  });
}
